import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// Debug builds check the model's invariants after every operation and report violations on
/// the console instead of crashing.
@MainActor
struct DebugInvariantCheckTests {
  @Test("A tree broken by hand is reported on the console after the next operation")
  func reportsBrokenTree() throws {
    let home = UIViewController(identifier: "home")
    let (app, window) = launchKeyWindow(root: UINavigationController(rootViewController: home))
    #expect(app.console.messages.isEmpty)

    home.view.removeFromSuperview()  // not something UIKit's API allows a container to end in
    window.makeKey()

    #if DEBUG
    let first = app.console.messages.first ?? ""
    #expect(first.hasPrefix("[HeadlessUIKit] invariant violated after makeKey: "))
    #else
    // Release builds skip the check.
    #expect(app.console.messages.isEmpty)
    #endif
  }
}
