import PresentationHierarchy

/// Counts the changes that can make a body evaluate differently: a write to a `@State`, a
/// binding or an `@AppStorage` value, an action of the views that ran (a lifecycle or
/// preference action, a presentation's `onDismiss`), a `dismiss()`, a scroll, and a user action
/// UIKit handled (a SwiftUI button's action counts only through what it writes).
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

  /// Whether the user action being handled ran a SwiftUI button's action, whose writes SwiftUI
  /// tracks where they happen, rather than UIKit's (a back button, an alert action, a bar
  /// button item), which changes what SwiftUI reads from UIKit.
  private static let actionIsTracked = Locked(false)

  /// Runs a SwiftUI button's action as a user action whose writes are tracked where they happen.
  @MainActor static func runTracked(_ action: @MainActor () -> Void) {
    actionIsTracked.withLock { $0 = true }
    action()
  }

  /// Ends a user action: a change unless the action was a SwiftUI button's.
  static func endUserAction() {
    let tracked = actionIsTracked.withLock { value in
      defer { value = false }
      return value
    }
    if !tracked { note() }
  }
}
