/// The window callbacks a subtree gets when it moves between windows: every view in it hears
/// `willMove(toWindow:)` before and `didMoveToWindow()` after, and none does when the window
/// stays the same [DOC: `willMove(toWindow:)`, `didMoveToWindow()`; INF for the whole subtree,
/// as AppKit's `viewWillMove(toWindow:)` documents; UIKit engine reference §2.5].
@MainActor
enum ViewHierarchyHooks {
  /// Tells a moving view's subtree which window it is about to be in, when that changes.
  static func willMove(_ view: UIView, toWindow newWindow: UIWindow?) {
    guard view.window !== newWindow else { return }
    forEach(in: view) { $0.willMove(toWindow: newWindow) }
  }

  /// Tells a moved view's subtree that its window changed, when it did; then lets the
  /// containers in it that entered a window lay out again, as they can now read the device's
  /// geometry (a navigation bar's height depends on where the screen's status bar is).
  static func didMove(_ view: UIView, from oldWindow: UIWindow?, to newWindow: UIWindow?) {
    guard oldWindow !== newWindow else { return }
    var layouts: [() -> Void] = []
    forEach(in: view) {
      $0.didMoveToWindow()
      if newWindow != nil, let layout = $0.engine.layoutHandler { layouts.append(layout) }
    }
    for layout in layouts { layout() }
  }

  /// Visits a view and its subviews, parents first.
  private static func forEach(in view: UIView, _ body: (UIView) -> Void) {
    var stack = [view]
    while let next = stack.popLast() {
      body(next)
      stack.append(contentsOf: next.subviews.reversed())
    }
  }
}
