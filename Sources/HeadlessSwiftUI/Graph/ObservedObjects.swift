import HeadlessCombine

/// The observable objects a hosting controller's views read through `@StateObject`,
/// `@ObservedObject` and `@EnvironmentObject`, each watched for `objectWillChange`: a change
/// is stamped on ``stamp`` (``ContentChanges``), so the controller renders again, as SwiftUI
/// evaluates a body again when an object it observes will change.
@MainActor
final class ObservedObjects {
  private struct Watched {
    weak var object: AnyObject?
    let subscription: AnyCancellable
  }

  private var watched: [ObjectIdentifier: Watched] = [:]
  /// Changed when a watched object will change; every render of the controller reads it.
  let stamp = ChangeStamp()

  /// Watches an object, once.
  func watch<Object: ObservableObject>(_ object: Object) {
    let id = ObjectIdentifier(object)
    // An identifier is reused once its object is gone; the weak reference tells them apart.
    if let entry = watched[id], entry.object === object { return }
    let stamp = stamp
    watched[id] = Watched(
      object: object, subscription: object.objectWillChange.sink { _ in stamp.noteChange() })
  }
}
