import HeadlessUIKit
import HierarchyTestSupport
import PresentationSnapshotTesting
import Testing

/// UIKit reference §7 S1–S2: the window's subviews at launch (§2.1–§2.3).
@MainActor
@Suite("UIKit scenarios: launch")
struct UIKitLaunchScenarioTests {
  @Test("S1: a plain root sits in UITransitionView > UIDropShadowView on iOS 13+")
  func s1PlainRootOnIOS13AndLater() throws {
    let root = UIViewController(identifier: "A")
    let scenario = Scenario(root, profile: .iOS17)
    scenario.step("launch")
    expectSnapshot(of: scenario.recorder)

    #expect(typeNames(scenario.window) == ["UITransitionView"])
    let transition = try #require(scenario.window.subviews.first)
    #expect(typeNames(transition) == ["UIDropShadowView"])
    #expect(transition.subviews.first?.subviews.first === root.view)
    #expect(root.presentedViewController == nil)
    #expect(root.presentingViewController == nil)
    #expect(scenario.app.hitTest(Point(x: 100, y: 100)) === root.view)
  }

  @Test("S1 without the drop shadow: the iOS 26 outlier fixture (rootUsesDropShadowView off)")
  func s1PlainRootWithoutDropShadow() throws {
    var profile = FidelityProfile(os: .iOS26)
    profile.behavior.rootUsesDropShadowView = false
    let root = UIViewController(identifier: "A")
    let scenario = Scenario(root, profile: profile)
    scenario.step("launch")
    expectSnapshot(of: scenario.recorder)

    let transition = try #require(scenario.window.subviews.first)
    #expect(transition.engine.typeName == "UITransitionView")
    #expect(transition.subviews.first === root.view)
  }

  @Test("S1 on iOS 12: the root view is the window's only subview")
  func s1PlainRootOnIOS12() {
    let root = UIViewController(identifier: "A")
    let scenario = Scenario(root, profile: .iOS12)
    scenario.step("launch")
    expectSnapshot(of: scenario.recorder)

    #expect(scenario.window.subviews.count == 1)
    #expect(scenario.window.subviews.first === root.view)
    #expect(root.presentedViewController == nil)
  }

  @Test("S2: only the selected tab's navigation stack is in the window")
  func s2TabsOfNavigations() throws {
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: .iOS17)
    _ = tree.tabBar
    scenario.step("launch")
    tree.tab.selectedIndex = 1
    scenario.step("select tab 1")
    tree.tab.selectedIndex = 0
    scenario.step("select tab 0")
    expectSnapshot(of: scenario.recorder)

    let shadow = try #require(scenario.window.subviews.first?.subviews.first)
    #expect(shadow.engine.typeName == "UIDropShadowView")
    #expect(shadow.subviews.first === tree.tab.view)
    #expect(typeNames(tree.tab.view) == ["UITransitionView", "UITabBar"])
    #expect(typeNames(tree.nav1.view) == ["UINavigationTransitionView", "UINavigationBar"])
    #expect(tree.a.view.superview?.engine.typeName == "UIViewControllerWrapperView")
    #expect(tree.nav1.view.window === scenario.window)
    #expect(tree.a.view.window === scenario.window)
    #expect(tree.nav2.view.window == nil)
    #expect(tree.b.view.window == nil)

    // The navigation bar is in front of A at the top, the tab bar at the bottom.
    #expect(scenario.app.hitTest(Point(x: 200, y: 400)) === tree.a.view)
    #expect(scenario.app.hitTest(Point(x: 200, y: 50))?.engine.typeName == "UINavigationBar")
    #expect(scenario.app.hitTest(Point(x: 200, y: 800))?.engine.typeName == "UITabBar")
    #expect(try scenario.recorder.last.isInFront("tabBar", of: "A"))
    #expect(try scenario.recorder.last.isInFront("A", of: "nav1"))
  }

  @Test("S2 on iOS 26: the tab bar sits in _UITabBarContainerWrapperView > _UITabBarContainerView")
  func s2TabsOfNavigationsOnIOS26() throws {
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: FidelityProfile(os: .iOS26))
    scenario.step("launch")
    expectSnapshot(of: scenario.recorder)

    #expect(typeNames(tree.tab.view) == ["UITransitionView", "_UITabBarContainerWrapperView"])
    let outer = try #require(tree.tab.view.subviews.last)
    #expect(typeNames(outer) == ["_UITabBarContainerView"])
    #expect(typeNames(outer.subviews.first) == ["UITabBar"])
    #expect(
      typeNames(tree.nav1.view)
        == ["UINavigationTransitionView", "UINavigationBar", "FloatingBarContainerView"])
  }

  @Test("S2 on iOS 12: the tab's UILayoutContainerView is the window's only subview")
  func s2TabsOfNavigationsOnIOS12() {
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: .iOS12)
    scenario.step("launch")
    expectSnapshot(of: scenario.recorder)

    #expect(scenario.window.subviews.count == 1)
    #expect(scenario.window.subviews.first === tree.tab.view)
    #expect(tree.b.view.window == nil)
  }
}
