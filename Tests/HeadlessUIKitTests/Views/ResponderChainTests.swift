import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// `UIResponder.next`, the chain UIKit code follows from a view to the controller that manages
/// it [DOC: `UIResponder.next`].
@MainActor
struct ResponderChainTests {
  @Test("A view's next responder is its controller, else its superview")
  func viewsPointAtTheirController() throws {
    let root = UIViewController(identifier: "root")
    let badge = UIView(frame: .zero)
    root.view.addSubview(badge)
    #expect(root.view.next === root)
    #expect(badge.next === root.view)
  }

  @Test("A controller's next responder is its view's superview; a window's is the application")
  func controllersAndWindows() throws {
    let root = UIViewController(identifier: "root")
    let (app, window) = launchKeyWindow(root: root, profile: .iPhone)
    let superview = try #require(root.view.superview)
    #expect(root.next === superview)
    #expect(window.next === app)
    #expect(app.next == nil)
  }

  @Test("viewIfLoaded never loads the view")
  func viewIfLoadedDoesNotLoad() {
    let controller = UIViewController(identifier: "lazy")
    #expect(controller.viewIfLoaded == nil)
    #expect(!controller.isViewLoaded)
    let view = controller.view
    #expect(controller.viewIfLoaded === view)
  }
}
