import HeadlessUIKit
import Testing

@MainActor
struct ConsoleTests {
  @Test("Printing the console shows UIKit's messages, one per line")
  func description() {
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    let root = UIViewController(identifier: "root")
    window.rootViewController = root
    window.makeKeyAndVisible()
    #expect(String(describing: app.console) == "(no messages)")
    root.present(UIViewController(identifier: "A"), animated: false)
    root.present(UIViewController(identifier: "B"), animated: false)
    #expect(
      String(describing: app.console)
        == "[Presentation] Attempt to present <UIViewController: B> on <UIViewController: root> "
        + "(from <UIViewController: root>) which is already presenting <UIViewController: A>.")
  }
}
