#if !canImport(ObjectiveC)
/// The name of an Objective-C method, as the Objective-C runtime's `Selector`; declared by the
/// model only where Foundation lacks it (Linux), so macOS keeps Apple's own.
///
/// Target-action APIs (``UIControl/addTarget(_:action:for:)``,
/// ``UIGestureRecognizer/init(target:action:)``, ``UIBarButtonItem``'s `target:action:`
/// initialisers) take one. Make it from the method's Objective-C name, `Selector("save:")` or
/// the literal `"save:"`. `#selector(save(_:))` itself doesn't compile on Linux: the compiler
/// needs the Objective-C runtime to check it, which is the one gap no model can close. With no
/// runtime, a selector can't be sent either, so when a control's event or a recognizer's
/// gesture reaches a target-action pair the model reports a model issue naming the selector,
/// and runs the control's `UIAction`s as usual.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral, CustomStringConvertible {
  /// The method's Objective-C name, such as `save:`.
  private let name: String

  /// Creates a selector from a method's Objective-C name.
  ///
  /// - Parameter str: The name, such as `save:`.
  public init(_ str: String) {
    name = str
  }

  /// Creates a selector from a string literal naming the method.
  ///
  /// - Parameter value: The name, such as `"save:"`.
  public init(stringLiteral value: String) {
    name = value
  }

  public var description: String { name }
}
#endif
