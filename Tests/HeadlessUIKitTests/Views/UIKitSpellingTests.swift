import Foundation
import PresentationSnapshotTesting
import SeedApps
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
import PresentationHierarchy
import HierarchyTestSupport
#endif

// The UIKit helpers of the two seed articles, as published (they live, verbatim, in
// Tests/SeedSourceTests/SeedApps; `SeedApp` reaches them from here).

/// UIKit's own spelling runs against the headless model: the articles' helpers find the same
/// controllers and windows UIKit would.
@MainActor
struct UIKitSpellingTests {
  @Test("Article 000's top-most controller follows presentations from the key window")
  func topMostController() throws {
    let app = launch()
    try app.asShared {
      let root = try #require(SeedApp.topMostController)
      #expect(root === app.keyWindow?.rootViewController)

      // The article's configuration of the controller it presents.
      let presentableContent = UIViewController()
      presentableContent.modalPresentationStyle = .overCurrentContext
      presentableContent.modalTransitionStyle = .crossDissolve
      presentableContent.view.backgroundColor = .clear

      SeedApp.topMostController?.present(presentableContent, animated: true)
      #expect(SeedApp.topMostController === presentableContent)
      #expect(presentableContent.presentingViewController === root)
      let hierarchy = app.captureHierarchy()
      #expect(
        hierarchy.nodes.contains { $0.typeName == "UIViewController" && !$0.attributes.isOpaque })

      presentableContent.dismiss(animated: true)
      #expect(SeedApp.topMostController === root)
    }
  }

  @Test("Article 001's key-window lookup goes through connectedScenes, a Set of UIScene")
  func connectedSceneKeyWindow() throws {
    let app = launch()
    try app.asShared {
      let scenes: Set<UIScene> = UIApplication.shared.connectedScenes
      #expect(scenes.count == 1)
      let windowScene = try #require(scenes.first as? UIWindowScene)
      #expect(windowScene.screen.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
      #expect(windowScene.screen === windowScene.screen)
      #expect(windowScene.keyWindow?.bounds == windowScene.screen.bounds)
      #expect(SeedApp.connectedSceneKeyWindow === app.keyWindow)

      // The article's overlay, added with `addSubview` once, found again by its tag.
      let tag = 12345
      if let window = SeedApp.connectedSceneKeyWindow,
        !window.subviews.contains(where: { $0.tag == tag })
      {
        let vc = UIViewController()
        vc.view.tag = tag
        vc.view.frame = window.bounds
        vc.view.backgroundColor = .clear
        vc.view.isUserInteractionEnabled = false
        window.addSubview(vc.view)
      }
      let window = SeedApp.connectedSceneKeyWindow
      #expect(window?.subviews.filter { $0.tag == tag }.count == 1)
      #expect(window?.subviews.last?.bounds == window?.bounds)
    }
  }

  @Test("A separate window, as article 001 makes it, is key, in front, and lets taps through")
  func separateWindow() throws {
    let app = launch()
    let windowScene = try #require(
      app.connectedScenes.first(where: { $0 is UIWindowScene }) as? UIWindowScene)
    let newWindow = UIWindow(windowScene: windowScene)
    let vc = UIViewController()
    vc.view.backgroundColor = .clear
    newWindow.rootViewController = vc
    newWindow.isUserInteractionEnabled = false
    newWindow.makeKeyAndVisible()
    #expect(newWindow.isKeyWindow)
    #expect(app.windowsBackToFront.last === newWindow)
    #expect(app.hitTest(Point(x: 200, y: 400))?.window !== newWindow)
    newWindow.windowLevel = UIWindow.Level.alert
    #expect(newWindow.windowLevel > .normal)
  }

  @Test("UIKit's exceptions don't throw: they are recorded and the tree stays as it was")
  func exceptionsAreRecorded() throws {
    let app = launch()
    let root = try #require(app.keyWindow?.rootViewController)
    let before = app.captureHierarchy()
    root.present(root, animated: false)
    #expect(app.exceptions.map(\.name) == ["NSInvalidArgumentException"])
    #expect(app.captureHierarchy() == before)
  }

  @Test("Containment: navigationController, tabBarController and the move callbacks")
  func containment() {
    let child = MoveRecorder()
    let navigation = UINavigationController(rootViewController: UIViewController())
    let tabs = UITabBarController(viewControllers: [navigation])
    navigation.pushViewController(child, animated: false)
    #expect(child.navigationController === navigation)
    #expect(child.tabBarController === tabs)
    #expect(navigation.popViewController(animated: false) === child)
    #expect(
      child.moves == [
        "will move to UINavigationController", "did move to UINavigationController",
        "will move to nil", "did move to nil",
      ])
  }

  @Test("UIAlertController: an alert keeps its presenter; an action sheet on iPad needs a source")
  func alertController() throws {
    let phone = launch()
    let root = try #require(phone.keyWindow?.rootViewController)
    let alert = UIAlertController(
      title: "Delete?", message: "It can't be undone.", preferredStyle: .alert)
    var chosen: [String] = []
    alert.addAction(
      UIAlertAction(title: "Delete", style: .destructive) { chosen.append($0.title ?? "") })
    alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
    root.present(alert, animated: true)
    #expect(alert.presentingViewController === root)
    #expect(alert.resolvedPresentationStyle == .custom)
    #expect(alert.actions.map(\.style) == [.destructive, .cancel])
    #expect(root.view.window != nil, "the presenter stays on screen")
    #expect(chosen.isEmpty)

    let pad = launch(profile: .iPad)
    let padRoot = try #require(pad.keyWindow?.rootViewController)
    let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
    padRoot.present(sheet, animated: false)
    #expect(pad.exceptions.map(\.name) == ["NSGenericException"])
    #expect(sheet.presentingViewController == nil)
    sheet.popoverPresentationController?.sourceView = padRoot.view
    padRoot.present(sheet, animated: false)
    #expect(sheet.resolvedPresentationStyle == .popover)
  }

  @Test("Frames are CGRects in the superview's coordinates, as in UIKit")
  func frames() throws {
    let app = launch()
    let window = try #require(app.windowScenes.first?.windows.first)
    let card = UIView(frame: CGRect(x: 20, y: 100, width: 200, height: 300))
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 50, height: 50))
    card.addSubview(badge)
    window.addSubview(card)
    #expect(badge.frame == CGRect(x: 10, y: 10, width: 50, height: 50))
    #expect(badge.bounds == CGRect(x: 0, y: 0, width: 50, height: 50))
    #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 30, y: 110, width: 50, height: 50))
    #expect(badge.convert(badge.bounds, to: card) == badge.frame)

    badge.frame = CGRect(x: 0, y: 250, width: 200, height: 50)
    #expect(badge.convert(badge.bounds, to: nil) == CGRect(x: 20, y: 350, width: 200, height: 50))
    let hierarchy = app.captureHierarchy(detail: .full)
    #expect(
      hierarchy.nodes.contains {
        $0.attributes.frame == Rect(x: 20, y: 350, width: 200, height: 50)
      },
      "captures keep screen coordinates")

    // A view whose frame was never set fills its superview.
    let filler = UIView()
    card.addSubview(filler)
    #expect(filler.frame == CGRect(x: 0, y: 0, width: 200, height: 300))
  }

  @Test("UIButton runs its actions when tapped; a disabled one runs nothing")
  func buttons() throws {
    let app = launch()
    let root = try #require(app.windowScenes.first?.keyWindow?.rootViewController)
    var log: [String] = []
    let button = UIButton(
      frame: CGRect(x: 20, y: 200, width: 100, height: 44),
      primaryAction: UIAction(title: "Save") { log.append("primary \($0.title)") })
    let extra = UIAction { _ in log.append("touch up") }
    button.addAction(extra, for: .touchUpInside)
    button.accessibilityIdentifier = "save"
    root.view.addSubview(button)
    #expect(button.title(for: .normal) == "Save")
    #expect(button.engine.typeName == "UIButton")

    try app.tap("save")
    #expect(log == ["primary Save", "touch up"])
    button.removeAction(extra, for: .touchUpInside)
    button.isEnabled = false
    try app.tap("save")
    button.isEnabled = true
    try app.tap("save")
    #expect(log == ["primary Save", "touch up", "primary Save"])
  }

  @Test("Subview order: bring to front, send to back, insert below, exchange")
  func subviewOrder() {
    let container = UIView()
    let (a, b, c) = (Badge(), Badge(), Badge())
    for (view, tag) in [(a, 1), (b, 2), (c, 3)] {
      view.tag = tag
      container.addSubview(view)
    }
    container.bringSubviewToFront(a)
    #expect(container.subviews.map(\.tag) == [2, 3, 1])
    container.sendSubviewToBack(c)
    #expect(container.subviews.map(\.tag) == [3, 2, 1])
    container.insertSubview(a, belowSubview: c)
    #expect(container.subviews.map(\.tag) == [1, 3, 2])
    container.exchangeSubview(at: 0, withSubviewAt: 2)
    #expect(container.subviews.map(\.tag) == [2, 3, 1])
    #expect(a.engine.typeName == "Badge" && container.engine.typeName == "UIView")
  }

  @Test("A UIWindow subclass keeps its name; assigning windowScene moves or removes the window")
  func windowSubclassAndScene() throws {
    let app = launch()
    let scene = try #require(app.windowScenes.first)
    let overlay = PassthroughWindow(windowScene: scene)
    overlay.makeKeyAndVisible()
    #expect(overlay.engine.typeName == "PassthroughWindow")
    #expect(scene.windows.contains { $0 === overlay })
    #expect(overlay.isKeyWindow)
    overlay.windowScene = nil
    #expect(!scene.windows.contains { $0 === overlay })
    #expect(!overlay.isKeyWindow)
    #expect(app.windowsBackToFront.count == 1)
  }

  private func launch(profile: FidelityProfile = .iPhone) -> UIApplication {
    let (app, _) = launchKeyWindow(root: UIViewController(), profile: profile)
    return app
  }
}

// MARK: - Fixtures

/// An app's own view class.
private final class Badge: UIView {}

/// An app's own window class, as overlay windows often are.
private final class PassthroughWindow: UIWindow {}

/// A controller that records UIKit's containment callbacks.
private final class MoveRecorder: UIViewController {
  var moves: [String] = []

  override func willMove(toParent parent: UIViewController?) {
    moves.append("will move to \(parent.map { String(describing: type(of: $0)) } ?? "nil")")
  }

  override func didMove(toParent parent: UIViewController?) {
    moves.append("did move to \(parent.map { String(describing: type(of: $0)) } ?? "nil")")
  }
}
