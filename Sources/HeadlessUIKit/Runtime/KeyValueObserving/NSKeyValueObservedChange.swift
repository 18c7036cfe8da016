#if !canImport(ObjectiveC)
public import Foundation

/// One change a key-value observation's handler hears of, as Foundation's
/// `NSKeyValueObservedChange`, which Linux lacks.
public struct NSKeyValueObservedChange<Value> {
  /// The kinds of change.
  public typealias Kind = NSKeyValueChange

  /// The kind of change: always `.setting` in the model.
  public let kind: NSKeyValueObservedChange<Value>.Kind

  /// The value after the change, when `.new` was passed to `observe(_:options:changeHandler:)`;
  /// otherwise, and in a prior call, `nil`.
  public let newValue: Value?

  /// The value before the change, when `.old` was passed to `observe(_:options:changeHandler:)`;
  /// otherwise, and in an initial call, `nil`.
  public let oldValue: Value?

  /// The indexes of a to-many relationship's change: always `nil` in the model.
  public let indexes: IndexSet?

  /// Whether the call comes before the change, as `.prior` asks for.
  public let isPrior: Bool

  /// Creates a change.
  init(kind: NSKeyValueChange, newValue: Value?, oldValue: Value?, isPrior: Bool) {
    self.kind = kind
    self.newValue = newValue
    self.oldValue = oldValue
    self.indexes = nil
    self.isPrior = isPrior
  }
}
#endif
