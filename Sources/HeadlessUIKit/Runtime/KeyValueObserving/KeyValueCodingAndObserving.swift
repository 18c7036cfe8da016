#if !canImport(ObjectiveC)
public import Foundation

/// The protocol through which every `NSObject` gets `observe(_:options:changeHandler:)`, as in
/// Foundation's Swift overlay, which Linux's Foundation lacks.
///
/// Only `NSObject` adopts it; apps never name it.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

extension _KeyValueCodingAndObserving {
  /// Observes the value at a key path of the object: the handler is called with the object and
  /// the change each time the value changes, until the returned observation is invalidated or
  /// released.
  ///
  /// Behavioural in the model, within the limits `how-faithful-is-the-model` lists: the
  /// geometry and visibility the model's views and scroll views keep (`frame`, `bounds`,
  /// `center`, `isHidden`, `alpha`, `contentOffset`, `contentSize`, `contentInset`, and key
  /// paths through them such as `\.contentSize.height`) are delivered synchronously, as the
  /// change happens, whether the app, scrolling or a layout pass changed them. Other key paths
  /// (an app's own properties, a label's `text`) are compared at the next layout pass or
  /// `settle()`, and a change found there is delivered then, with the value last delivered as
  /// the old one. A value is compared with `==` when its type is `Equatable`, by identity when
  /// it is an object; other values never count as changed. Setting a value equal to the
  /// current one delivers nothing (Foundation's automatic observing delivers it).
  ///
  /// - Parameters:
  ///   - keyPath: The key path of the value to observe.
  ///   - options: What the changes carry, and whether the handler is called at once
  ///     (`.initial`) or before each change (`.prior`).
  ///   - changeHandler: Called with the object and the change.
  /// - Returns: The observation; keep it as long as the handler should be called.
  @preconcurrency
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>,
    options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    let observer = KeyPathObserver(
      object: self, keyPath: keyPath, options: options, handler: changeHandler)
    KeyValueObservers.shared.add(observer)
    // Foundation sends the initial notification before the registration returns.
    if options.contains(.initial) { observer.deliverInitial() }
    return NSKeyValueObservation(observer: observer)
  }
}
#endif
