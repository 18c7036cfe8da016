/// The error `LiveScenes.settle(timeout:)` throws when transitions are still running at the
/// deadline.
public struct LiveSettleTimeout: Error, Hashable, Sendable, CustomStringConvertible {
  /// The controllers still in a transition, as captures name them.
  public var controllers: [String]
  /// How long the wait was.
  public var timeout: Duration

  /// Creates the error.
  ///
  /// - Parameters:
  ///   - controllers: The controllers still in a transition.
  ///   - timeout: How long the wait was.
  public init(controllers: [String], timeout: Duration) {
    self.controllers = controllers
    self.timeout = timeout
  }

  public var description: String {
    "Transitions still running after \(timeout): \(controllers.joined(separator: ", "))"
  }
}
