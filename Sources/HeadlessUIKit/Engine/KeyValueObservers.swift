import Foundation

/// An observation the registry of key-value observers holds: what it tells when the observed
/// object may have changed.
protocol ObservedKeyPath: AnyObject, Sendable {
  /// The observed object; `nil` once it is deallocated, which ends the observation.
  var observedObject: AnyObject? { get }
  /// Whether the observation was invalidated or released.
  var isInvalidated: Bool { get set }
  /// Reads the observed value again and calls the handler when it changed.
  func deliverIfChanged()
}

/// The model's key-value observers: the observations made with
/// `observe(_:options:changeHandler:)` (declared for Linux, whose Foundation lacks key-value
/// observing), by the object they observe.
///
/// Kept by the engine, not on UIKit's classes. The model's setters for the geometry and
/// visibility apps observe (a view's frame, bounds, center, `isHidden` and `alpha`, a scroll
/// view's content offset, size and inset) call ``objectDidChange(_:)`` after a change, so
/// handlers run synchronously as in UIKit, where Foundation's key-value observing wraps the
/// setter; every layout pass and `settle()` call ``sweep()``, which delivers changes to any
/// other observed value. On Apple platforms Foundation's own observing is used and nothing is
/// ever registered here.
final class KeyValueObservers: @unchecked Sendable {
  /// The registry of the process; observations are per object, so apps don't share entries.
  static let shared = KeyValueObservers()

  private let lock = NSLock()
  /// The live observations, in the order they were made, which is the order handlers run in.
  private var observers: [any ObservedKeyPath] = []

  /// Creates an empty registry.
  private init() {}

  /// Registers an observation of its object.
  func add(_ observer: any ObservedKeyPath) {
    lock.withLock { observers.append(observer) }
  }

  /// Ends an observation: its handler is never called again.
  func remove(_ observer: any ObservedKeyPath) {
    lock.withLock {
      observer.isInvalidated = true
      observers.removeAll { $0 === observer }
    }
  }

  /// Delivers the changes of an object's observed values, after one of the model's setters
  /// changed it.
  ///
  /// - Parameter object: The object that changed.
  func objectDidChange(_ object: AnyObject) {
    let observing = lock.withLock { observers.filter { $0.observedObject === object } }
    for observer in observing { observer.deliverIfChanged() }
  }

  /// Delivers the changes of every observed value, at a layout pass or a settle, and forgets
  /// the observations of deallocated objects.
  func sweep() {
    let live = lock.withLock {
      observers.removeAll { $0.observedObject == nil }
      return observers
    }
    for observer in live { observer.deliverIfChanged() }
  }
}
