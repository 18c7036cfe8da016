import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import PresentationSnapshotTesting
import Testing

/// UIKit reference §7 S7 (plain UIKit), S17–S19 and §3.8: several windows, the keyboard, key
/// status and swapping the root.
@MainActor
@Suite("UIKit scenarios: windows")
struct UIKitWindowScenarioTests {
  @Test("S7 (UIKit): an overlay window stays in front of presentations and passes touches")
  func s7OverlayWindow() throws {
    let tree = TabsOfNavigations()
    let scenario = Scenario(tree.tab, profile: .iOS17)
    let badge = UIViewController(identifier: "badge")
    let overlay = scenario.makeOverlayWindow(root: badge)
    overlay.isUserInteractionEnabled = false
    overlay.makeKeyAndVisible()
    scenario.step("overlay window shown")

    #expect(scenario.app.windows.map(\.accessibilityIdentifier) == ["main", "overlay"])
    #expect(overlay.isKeyWindow)
    #expect(!scenario.window.isKeyWindow)
    #expect(scenario.app.keyWindow === overlay)
    #expect(typeNames(overlay) == ["UITransitionView"])
    #expect(typeNames(overlay.subviews.first) == ["UIDropShadowView"])
    #expect(scenario.app.hitTest(Point(x: 200, y: 400)) === tree.a.view)

    let cover = controller("C", style: .fullScreen)
    tree.a.present(cover, animated: false)
    let hierarchy = scenario.step("A presents C (.fullScreen) in main")
    expectSnapshot(of: scenario.recorder)
    #expect(scenario.window.subviews.count == 2)
    #expect(overlay.subviews.count == 1)
    #expect(try hierarchy.isInFront("badge", of: "C"))
    #expect(scenario.app.hitTest(Point(x: 200, y: 400)) === cover.view)
  }

  @Test("S17: an alert is layered into main, under a visible overlay window")
  func s17AlertUnderOverlayWindow() throws {
    let root = UIViewController(identifier: "root")
    let scenario = Scenario(root, profile: .iOS17)
    let overlay = scenario.makeOverlayWindow(root: UIViewController(identifier: "toast"))
    overlay.isHidden = false
    scenario.step("overlay window shown")
    let alert = alertController("alert")
    root.present(alert, animated: false)
    let hierarchy = scenario.step("root presents an alert")

    #expect(alert.presentingViewController === root)
    #expect(alert.view.window === scenario.window)
    // UIKit's alert presentation: a dimming view, then the alert view (§4.6).
    #expect(scenario.window.subviews.last?.subviews.last === alert.view)
    #expect(
      scenario.window.subviews.last?.subviews.map(\.engine.typeName)
        == ["UIDimmingView", "_UIAlertControllerView"])
    #expect(try hierarchy.isInFront("toast", of: "alert"))
    #expect(root.view.window === scenario.window)

    overlay.windowLevel = .alert + 1
    #expect(try scenario.step("overlay at .alert + 1").isInFront("toast", of: "alert"))
    overlay.windowLevel = .normal - 1
    let below = scenario.step("overlay below normal")
    expectSnapshot(of: scenario.recorder)
    #expect(try below.isInFront("alert", of: "toast"))
    #expect(scenario.app.windows.map(\.accessibilityIdentifier) == ["overlay", "main"])
  }

  @Test("S18: the keyboard's window is above an overlay at .alert, and not in windows")
  func s18KeyboardAboveAlertLevelOverlay() throws {
    let root = UIViewController(identifier: "root")
    let scenario = Scenario(root, profile: .iOS17)
    let overlay = scenario.makeOverlayWindow(root: UIViewController(identifier: "toast"))
    overlay.windowLevel = .alert
    overlay.isHidden = false
    scenario.step("overlay at .alert")
    #expect(
      scenario.app.hitTest(Point(x: 200, y: 800))?.engine.owningViewController?.engine.identifier
        == "toast")
    let keyboard = scenario.scene.showKeyboard()
    let hierarchy = scenario.step("keyboard shown")

    #expect(try hierarchy.isInFront("keyboard", of: "toast"))
    #expect(scenario.app.windows.map(\.accessibilityIdentifier) == ["main", "overlay"])
    #expect(scenario.app.hitTest(Point(x: 200, y: 800))?.engine.typeName == "UIInputSetHostView")
    #expect(scenario.app.hitTest(Point(x: 200, y: 800))?.window === keyboard)
    #expect(
      scenario.app.hitTest(Point(x: 200, y: 300))?.engine.owningViewController?.engine.identifier
        == "toast")
    #expect(!keyboard.isKeyWindow)

    scenario.scene.hideKeyboard()
    scenario.step("keyboard hidden")
    expectSnapshot(of: scenario.recorder)
    #expect(
      scenario.app.hitTest(Point(x: 200, y: 800))?.engine.owningViewController?.engine.identifier
        == "toast")
  }

  @Test("S19: a top-controller finder starting at the key overlay puts the alert in the overlay")
  func s19FinderUsesKeyOverlayWindow() throws {
    let root = UIViewController(identifier: "root")
    let scenario = Scenario(root, profile: .iOS17)
    let overlayRoot = UIViewController(identifier: "toast")
    let overlay = scenario.makeOverlayWindow(root: overlayRoot)
    overlay.makeKeyAndVisible()
    scenario.step("overlay made key and visible")

    let top = try #require(topController(of: scenario.app))
    #expect(top === overlayRoot)
    let alert = alertController("alert")
    top.present(alert, animated: false)
    scenario.step("finder's top presents an alert")
    #expect(alert.view.window === overlay)
    #expect(overlay.subviews.count == 2)
    #expect(scenario.window.subviews.count == 1)

    overlay.isHidden = true
    let hidden = scenario.step("overlay hidden")
    #expect(try hidden.visibility(of: "alert").isHidden)
    #expect(scenario.app.hitTest(Point(x: 200, y: 400)) === root.view)

    alert.dismiss(animated: false)
    overlay.isHidden = false
    scenario.window.makeKey()
    scenario.step("alert dismissed, overlay shown, main made key")
    let alert2 = alertController("alert2")
    try #require(topController(of: scenario.app)).present(alert2, animated: false)
    scenario.step("finder's top presents a second alert")
    expectSnapshot(of: scenario.recorder)
    #expect(alert2.view.window === scenario.window)
    #expect(alert2.presentingViewController === root)
  }

  @Test(
    "§3.8: swapping the root removes presentations, or leaves stale transition views",
    arguments: [false, true])
  func rootSwap(leavesStaleTransitionViews: Bool) throws {
    var profile = FidelityProfile.iOS17
    profile.behavior.rootSwapLeavesStaleTransitionViews = leavesStaleTransitionViews
    let old = UIViewController(identifier: "old")
    let scenario = Scenario(old, profile: profile)
    let cover = controller("C", style: .fullScreen)
    old.present(cover, animated: false)
    scenario.step("old presents C (.fullScreen)")
    let new = UIViewController(identifier: "new")
    scenario.window.rootViewController = new
    scenario.step("root swapped")
    expectSnapshot(of: scenario.recorder, named: leavesStaleTransitionViews ? "stale" : "clean")

    #expect(old.view.window == nil)
    #expect(old.presentedViewController == nil)
    #expect(cover.presentingViewController == nil)
    #expect(new.view.window === scenario.window)
    if leavesStaleTransitionViews {
      #expect(typeNames(scenario.window) == ["UITransitionView", "UITransitionView"])
      #expect(cover.view.window === scenario.window)
      #expect(scenario.app.hitTest(Point(x: 200, y: 400)) === cover.view)
    } else {
      #expect(typeNames(scenario.window) == ["UITransitionView"])
      #expect(cover.view.window == nil)
      #expect(scenario.app.hitTest(Point(x: 200, y: 400)) === new.view)
    }
  }
}

/// The usual top-controller finder (§6): the key window's root, then down
/// `presentedViewController`.
@MainActor
private func topController(of app: UIApplication) -> UIViewController? {
  var top = app.keyWindow?.rootViewController
  while let presented = top?.presentedViewController { top = presented }
  return top
}

// MARK: - Fixtures

/// A UIKit alert with one action, identified for the captures.
@MainActor
private func alertController(_ identifier: String) -> UIAlertController {
  let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
  alert.addAction(UIAlertAction(title: "OK", style: .default))
  alert.engine.identifier = identifier
  return alert
}
