#if !canImport(ObjectiveC)
import Foundation

/// One key-value observation as the model's registry of observers keeps it: the observed
/// object, the key path, the options, the handler and the value last seen.
final class KeyPathObserver<Root, Value>: ObservedKeyPath, @unchecked Sendable {
  // `@unchecked`: the observed objects are UIKit's main-actor views or the app's objects, and
  // the model calls the observer from the main actor only (setters, layout passes, settle);
  // `isInvalidated` may be set from another thread when an observation is released there,
  // which at worst lets one call through that was already under way.
  weak var observedObject: AnyObject?
  private let keyPath: KeyPath<Root, Value>
  private let options: NSKeyValueObservingOptions
  private let handler: @Sendable (Root, NSKeyValueObservedChange<Value>) -> Void
  private var lastValue: Value
  var isInvalidated = false

  /// Creates an observer of an object's value at a key path, remembering the current value.
  init(
    object: Root, keyPath: KeyPath<Root, Value>, options: NSKeyValueObservingOptions,
    handler: @escaping @Sendable (Root, NSKeyValueObservedChange<Value>) -> Void
  ) {
    observedObject = object as AnyObject
    self.keyPath = keyPath
    self.options = options
    self.handler = handler
    lastValue = object[keyPath: keyPath]
  }

  /// Calls the handler once with the current value, as `.initial` asks for.
  func deliverInitial() {
    guard !isInvalidated, let object = observedObject as? Root else { return }
    let value = object[keyPath: keyPath]
    lastValue = value
    handler(
      object,
      NSKeyValueObservedChange(
        kind: .setting, newValue: options.contains(.new) ? value : nil, oldValue: nil,
        isPrior: false))
  }

  /// Reads the value again and calls the handler when it differs from the value last seen.
  func deliverIfChanged() {
    guard !isInvalidated, let object = observedObject as? Root else { return }
    let value = object[keyPath: keyPath]
    guard !KeyValueSameness.same(lastValue, value) else { return }
    let old = lastValue
    // Remembered before the handler runs, so a handler that sets the value again hears of
    // that change, from the value it set.
    lastValue = value
    if options.contains(.prior) {
      handler(
        object,
        NSKeyValueObservedChange(
          kind: .setting, newValue: nil, oldValue: options.contains(.old) ? old : nil,
          isPrior: true))
      guard !isInvalidated else { return }
    }
    handler(
      object,
      NSKeyValueObservedChange(
        kind: .setting, newValue: options.contains(.new) ? value : nil,
        oldValue: options.contains(.old) ? old : nil, isPrior: false))
  }
}

/// Whether two observed values are the same, so no change is delivered.
enum KeyValueSameness {
  /// Whether two values are the same: both `nil`, equal by `==` when their type is
  /// `Equatable`, the same object when they are objects; values of other types always count as
  /// the same, so they never deliver a change.
  static func same(_ lhs: Any, _ rhs: Any) -> Bool {
    let left = unwrapped(lhs)
    let right = unwrapped(rhs)
    switch (left, right) {
    case (nil, nil): return true
    case (nil, _), (_, nil): return false
    case (let left?, let right?):
      if let equatable = left as? any Equatable { return equatable.isEqual(toValue: right) }
      if type(of: left) is AnyClass, type(of: right) is AnyClass {
        return left as AnyObject === right as AnyObject
      }
      return true
    }
  }

  /// The value inside an optional, `nil` for an empty one, or the value itself.
  private static func unwrapped(_ value: Any) -> Any? {
    let mirror = Mirror(reflecting: value)
    guard mirror.displayStyle == .optional else { return value }
    guard let wrapped = mirror.children.first?.value else { return nil }
    return unwrapped(wrapped)
  }
}

extension Equatable {
  /// Whether another value is of this type and equal to this one.
  fileprivate func isEqual(toValue other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
#endif
