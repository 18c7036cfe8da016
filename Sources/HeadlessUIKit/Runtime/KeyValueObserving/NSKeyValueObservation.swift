#if !canImport(ObjectiveC)
public import Foundation

/// A key-value observation made with `observe(_:options:changeHandler:)`, as Foundation's
/// `NSKeyValueObservation`, which Linux lacks.
///
/// The observation lasts until ``invalidate()`` is called or the observation is released, as
/// in Foundation, so apps keep it in a property; it also ends when the observed object is
/// deallocated.
public class NSKeyValueObservation: NSObject {
  /// What the registry calls when the observed object may have changed.
  private let observer: any ObservedKeyPath

  /// Creates the observation of a registered observer.
  init(observer: any ObservedKeyPath) {
    self.observer = observer
    super.init()
  }

  deinit {
    KeyValueObservers.shared.remove(observer)
  }

  /// Ends the observation, so its handler is never called again.
  ///
  /// Called when the observation is released, too.
  public func invalidate() {
    KeyValueObservers.shared.remove(observer)
  }
}
#endif
