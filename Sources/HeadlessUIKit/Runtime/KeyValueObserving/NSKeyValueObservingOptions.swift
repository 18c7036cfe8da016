#if !canImport(ObjectiveC)
/// What a key-value observer is told, and when, as Foundation's `NSKeyValueObservingOptions`,
/// which Linux lacks.
///
/// The raw values are Foundation's (`NSKeyValueObservingOptionNew` is `0x01`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  /// The options' bits.
  public let rawValue: UInt

  /// Creates options from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// Changes carry the value after the change, as `newValue`.
  public static var new: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 0x01) }

  /// Changes carry the value before the change, as `oldValue`.
  public static var old: NSKeyValueObservingOptions { NSKeyValueObservingOptions(rawValue: 0x02) }

  /// The handler is called once at once, before `observe(_:options:changeHandler:)` returns,
  /// with the current value as `newValue` (if `.new` is given) and never an `oldValue`.
  public static var initial: NSKeyValueObservingOptions {
    NSKeyValueObservingOptions(rawValue: 0x04)
  }

  /// The handler is also called before each change, with `isPrior` set and no `newValue`.
  ///
  /// Partial in the model: it learns of a change only once the value has changed, so the prior
  /// call comes just before the call after the change, when the object already holds the new
  /// value (see `how-faithful-is-the-model`).
  public static var prior: NSKeyValueObservingOptions {
    NSKeyValueObservingOptions(rawValue: 0x08)
  }
}
#endif
