import PresentationHierarchy

/// Counts the changes that can make a body evaluate differently: a write to a `@State`, a
/// binding or an `@AppStorage` value, an action of the app's that ran (a tap, a lifecycle or
/// preference action, a presentation's `onDismiss`), and each new evaluation the app asks for.
///
/// A hosting controller whose render inputs (``RenderInputs``) carry the same count, and whose
/// own place is the same, renders what it rendered last, so ``HostingEngine`` reuses it instead
/// of evaluating every body again; SwiftUI likewise evaluates a body again only after something
/// it depends on changed. The count is shared by every app in the process, so a write in one
/// only makes the others render again, never less.
enum ContentChanges {
  private static let count = Locked<UInt64>(0)

  /// The number of changes so far.
  static var current: UInt64 { count.withLock { $0 } }

  /// Records a change.
  static func note() {
    count.withLock { $0 &+= 1 }
  }
}
