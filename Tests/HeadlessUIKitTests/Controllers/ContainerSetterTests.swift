import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Replacing a container's children in code, and a child leaving its parent: what covers what
/// afterwards [DOC: uikit/uinavigationcontroller/setviewcontrollers(_:animated:),
/// uikit/uitabbarcontroller/setviewcontrollers(_:animated:),
/// uikit/uiviewcontroller/removefromparent()].
@MainActor
struct ContainerSetterTests {
  @Test("setViewControllers replaces a navigation stack: the new top is shown, the old one leaves")
  func navigationStackReplaced() throws {
    let home = UIViewController(identifier: "home")
    let navigation = UINavigationController(rootViewController: home)
    let (app, _) = launchKeyWindow(root: navigation)
    let list = UIViewController(identifier: "list")
    let detail = UIViewController(identifier: "detail")

    navigation.setViewControllers([list, detail], animated: false)

    #expect(navigation.viewControllers == [list, detail])
    #expect(navigation.topViewController === detail)
    #expect(home.parent == nil)
    #expect(detail.parent === navigation)
    let hierarchy = app.captureHierarchy()
    #expect(try hierarchy.visibility(of: "detail").isVisible)
    #expect(throws: HierarchyQueryError.self) { try hierarchy.index(of: "home") }
    #expect(app.checkInvariants().isEmpty)
  }

  @Test("setViewControllers replaces a tab bar's tabs: the selection stays in range and shows")
  func tabsReplaced() throws {
    let tabs = UITabBarController()
    tabs.viewControllers = [
      UIViewController(identifier: "one"), UIViewController(identifier: "two"),
      UIViewController(identifier: "three"),
    ]
    tabs.selectedIndex = 2
    let (app, _) = launchKeyWindow(root: tabs)
    let news = UIViewController(identifier: "news")
    let saved = UIViewController(identifier: "saved")

    tabs.setViewControllers([news, saved], animated: false)

    #expect(tabs.viewControllers == [news, saved])
    #expect(tabs.selectedViewController === saved)
    let hierarchy = app.captureHierarchy()
    #expect(try hierarchy.visibility(of: "saved").isVisible)
    #expect(throws: HierarchyQueryError.self) { try hierarchy.index(of: "three") }
    #expect(app.checkInvariants().isEmpty)
  }

  @Test("A child that leaves its parent, as UIKit's containment asks, is gone from the tree")
  func childLeavesItsParent() throws {
    let parent = UIViewController(identifier: "parent")
    let (app, _) = launchKeyWindow(root: parent)
    let child = Recorder(identifier: "child")
    parent.addChild(child)
    parent.view.addSubview(child.view)
    child.didMove(toParent: parent)
    #expect(try app.captureHierarchy().visibility(of: "child").isVisible)

    child.willMove(toParent: nil)
    child.view.removeFromSuperview()
    child.removeFromParent()

    #expect(parent.children.isEmpty)
    #expect(child.parent == nil)
    #expect(
      child.moves == [
        "will move to parent", "did move to parent", "will move to nil",
        "did move to nil",
      ])
    #expect(throws: HierarchyQueryError.self) { try app.captureHierarchy().index(of: "child") }
    #expect(app.checkInvariants().isEmpty)
  }
}

// MARK: - Fixtures

/// A controller that records its containment callbacks.
private final class Recorder: UIViewController {
  var moves: [String] = []

  override func willMove(toParent parent: UIViewController?) {
    moves.append("will move to " + (parent == nil ? "nil" : "parent"))
  }

  override func didMove(toParent parent: UIViewController?) {
    moves.append("did move to " + (parent == nil ? "nil" : "parent"))
  }
}
