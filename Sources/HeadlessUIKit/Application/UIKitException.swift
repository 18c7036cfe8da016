/// An exception UIKit raises (and which would crash an app), with UIKit's name and message
/// (UIKit reference §3.6).
///
/// UIKit's methods don't throw, so the model records the exception in
/// ``UIApplication/exceptions`` and leaves the tree as it was.
public struct UIKitException: Error, Hashable, Sendable, CustomStringConvertible {
  /// The exception's name, such as `NSInvalidArgumentException`.
  public var name: String
  /// UIKit's reason text.
  public var reason: String

  /// Creates an exception.
  ///
  /// - Parameters:
  ///   - name: The exception's name.
  ///   - reason: UIKit's reason text.
  public init(name: String, reason: String) {
    self.name = name
    self.reason = reason
  }

  public var description: String { "\(name): \(reason)" }
}
