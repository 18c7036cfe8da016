import HeadlessUIKit
import PresentationHierarchy
import Testing

/// The last audit gaps closed: scenes as separate screen regions, the root swap's treatment of
/// views added with `addSubview`, and iOS 12's default presentation style (UIKit reference §1.1,
/// §1.3, §3.8, §9).
@MainActor
struct SceneAndRootSwapTests {
  private func window(in scene: UIWindowScene, root identifier: String) -> UIWindow {
    let window = UIWindow(windowScene: scene)
    window.accessibilityIdentifier = identifier
    window.rootViewController = UIViewController(identifier: identifier)
    window.makeKeyAndVisible()
    return window
  }

  @Test("[INF §9] A touch reaches the windows of its own scene only")
  func touchesStayInTheirScene() throws {
    let app = UIApplication(profile: .iPad)
    let first = app.connectScene()
    let second = app.connectScene()
    _ = window(in: first, root: "one")
    _ = window(in: second, root: "two")
    let point = Point(x: 400, y: 500)
    #expect(app.hitTest(point)?.engine.owningViewController?.engine.identifier == "one")
    #expect(app.hitTest(point, in: first)?.engine.owningViewController?.engine.identifier == "one")
    #expect(app.hitTest(point, in: second)?.engine.owningViewController?.engine.identifier == "two")
    #expect(
      try app.tap(at: point, in: second)?.engine.owningViewController?.engine.identifier == "two")
  }

  @Test("[INF §9] Tapping by identifier hit-tests in the scene of the view found")
  func tapByIdentifierInItsScene() throws {
    let app = UIApplication(profile: .iPad)
    let first = app.connectScene()
    let second = app.connectScene()
    _ = window(in: first, root: "one")
    let covering = window(in: second, root: "two")
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    badge.accessibilityIdentifier = "badge"
    first.windows[0].rootViewController?.view.addSubview(badge)
    // The second scene's window covers the same screen coordinates, but not the same region.
    #expect(covering.frame.contains(CGPoint(x: 30, y: 30)))
    #expect(try app.tap("badge") === badge)
  }

  @Test("[INF §9] A scene captures its own windows only")
  func sceneCapturesItsWindows() {
    let app = UIApplication(profile: .iPad)
    let first = app.connectScene()
    let second = app.connectScene()
    _ = window(in: first, root: "one")
    _ = window(in: second, root: "two")
    let windows = { (hierarchy: Hierarchy) in
      hierarchy.windowIndices.map { hierarchy.nodes[$0].identifier }
    }
    #expect(windows(first.captureHierarchy()) == ["one"])
    #expect(windows(second.captureHierarchy()) == ["two"])
    #expect(windows(app.captureHierarchy()) == ["one", "two"])
  }

  @Test("[OBS §9 / DOC §1.1] A root swap keeps views added with addSubview, unless switched")
  func rootSwapAndAddedSubviews() {
    for keepsOthers in [true, false] {
      var profile = FidelityProfile.iPhone
      profile.behavior.rootSwapLeavesStaleTransitionViews = keepsOthers
      let app = UIApplication(profile: profile)
      let window = window(in: app.connectScene(), root: "old")
      let badge = UIView(frame: CGRect(x: 10, y: 60, width: 40, height: 40))
      window.addSubview(badge)
      let old = window.rootViewController
      old?.present(UIViewController(identifier: "cover"), animated: false)
      window.rootViewController = UIViewController(identifier: "new")
      #expect((badge.window != nil) == keepsOthers, "keepsOthers=\(keepsOthers)")
      #expect(window.subviews.count == (keepsOthers ? 3 : 1), "keepsOthers=\(keepsOthers)")
      #expect(window.rootViewController?.view.window === window)
    }
  }

  @Test("[DOC §1.3] An iOS 12 app's controllers default to .fullScreen, later ones to .automatic")
  func defaultStyleFollowsTheApp() {
    let old = UIApplication(profile: FidelityProfile(os: .iOS12AndEarlier))
    let new = UIApplication(profile: .iPhone)
    #expect(old.asShared { UIViewController().modalPresentationStyle } == .fullScreen)
    #expect(new.asShared { UIViewController().modalPresentationStyle } == .automatic)
    #expect(UIViewController().modalPresentationStyle == .automatic, "outside any app")
    let assigned = old.asShared { () -> UIModalPresentationStyle in
      let controller = UIViewController()
      controller.modalPresentationStyle = .formSheet
      return controller.modalPresentationStyle
    }
    #expect(assigned == .formSheet)
  }
}
