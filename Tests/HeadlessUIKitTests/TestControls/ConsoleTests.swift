import HeadlessUIKit
import HierarchyTestSupport
import Testing

@MainActor
struct ConsoleTests {
  @Test("Printing the console shows UIKit's messages, one per line")
  func description() {
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    #expect(String(describing: app.console) == "(no messages)")
    root.present(UIViewController(identifier: "A"), animated: false)
    root.present(UIViewController(identifier: "B"), animated: false)
    #expect(
      String(describing: app.console)
        == "[Presentation] Attempt to present <UIViewController: B> on <UIViewController: root> "
        + "(from <UIViewController: root>) which is already presenting <UIViewController: A>.")
  }
}
