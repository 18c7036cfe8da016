#if !canImport(ObjectiveC)
/// An Objective-C method name, as the ObjectiveC module's `Selector`, which Linux lacks: the
/// model keeps the name and never sends the message.
public struct Selector: Hashable, Sendable, ExpressibleByStringLiteral {
  /// The method's name, as `doneTapped:`.
  let name: String

  /// Creates a selector from a method name.
  ///
  /// - Parameter name: The name.
  public init(_ name: String) { self.name = name }

  /// Creates a selector from a string literal.
  ///
  /// - Parameter value: The name.
  public init(stringLiteral value: String) { name = value }
}
#endif
