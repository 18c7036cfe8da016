import Foundation
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// UIKit's hit testing runs on the live views through `hitTest(_:with:)` and
/// `point(inside:with:)`, so an app's overrides decide where a tap lands (UIKit engine
/// reference §1.1–§1.2), as overlay libraries' pass-through windows rely on.
@MainActor
struct HitTestOverrideTests {
  /// The pass-through window overlay libraries ship: touches its root view would take go to
  /// the windows behind [OBS: SwiftMessages' `PassthroughWindow`].
  final class PassthroughWindow: UIWindow {
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
      let view = super.hitTest(point, with: event)
      return view == self || view == rootViewController?.view ? nil : view
    }
  }

  /// A window made the way banner libraries do: `super.init(windowScene:)` from a subclass.
  final class BannerWindow: UIWindow {
    override init(windowScene: UIWindowScene) {
      super.init(windowScene: windowScene)
      windowLevel = .alert + 1
    }

    required init?(coder: NSCoder) {
      fatalError("init(coder:) has not been implemented")
    }
  }

  /// A button whose touch area reaches 20 points past its bounds.
  final class WideButton: UIButton {
    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
      bounds.insetBy(dx: -20, dy: -20).contains(point)
    }
  }

  /// An app with a full-screen modal over its root, and a toast in a window of the given
  /// class in front.
  private func appWithToast(in window: (UIWindowScene) -> UIWindow) -> (
    app: UIApplication, toast: UIView, cover: UIViewController
  ) {
    let root = UIViewController(identifier: "root")
    let launched = launch(root, .iPhone)
    let (app, scene) = (launched.app, launched.scene)
    let cover = UIViewController(identifier: "cover")
    cover.modalPresentationStyle = .fullScreen
    root.present(cover, animated: false)

    let overlay = window(scene)
    let host = UIViewController(nibName: nil, bundle: nil)
    overlay.rootViewController = host
    let toast = UIView(frame: CGRect(x: 20, y: 60, width: 350, height: 60))
    toast.accessibilityIdentifier = "toast"
    host.view.addSubview(toast)
    overlay.isHidden = false
    return (app, toast, cover)
  }

  @Test("[OBS] A pass-through window's toast takes its taps; taps beside it reach the cover")
  func passthroughWindow() {
    let (app, toast, cover) = appWithToast { PassthroughWindow(windowScene: $0) }
    #expect(app.hitTest(Point(x: 100, y: 90)) === toast)
    #expect(app.hitTest(Point(x: 100, y: 500)) === cover.view)
  }

  @Test("[DOC] Without the override, the overlay's root view takes every tap")
  func plainWindowSwallowsTaps() {
    let (app, toast, cover) = appWithToast { UIWindow(windowScene: $0) }
    #expect(app.hitTest(Point(x: 100, y: 90)) === toast)
    let beside = app.hitTest(Point(x: 100, y: 500))
    #expect(beside !== cover.view && beside !== toast)
    #expect(beside === toast.window?.rootViewController?.view)
  }

  @Test("[OBS] A banner window subclass at .alert + 1 is in front of the modal")
  func bannerWindowAboveAlertLevel() throws {
    var made: BannerWindow?
    let (app, toast, _) = appWithToast { scene in
      let window = BannerWindow(windowScene: scene)
      made = window
      return window
    }
    let banner = try #require(made)
    #expect(banner.windowLevel.rawValue == 2001)
    #expect(banner.windowLevel > .alert)
    #expect(app.windowsBackToFront.last === banner)
    #expect(app.hitTest(Point(x: 100, y: 90)) === toast)
    let levels = app.captureHierarchy().nodes.compactMap(\.attributes.level)
    #expect(levels.map(\.rawValue) == [0, 2001])
  }

  @Test("[DOC] An enlarged point(inside:) takes taps outside the bounds; a plain view doesn't")
  func enlargedTouchArea() {
    let root = UIViewController(identifier: "root")
    let app = launch(root, .iPhone).app
    let wide = WideButton(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
    root.view.addSubview(wide)
    #expect(app.hitTest(Point(x: 90, y: 120)) === wide)
    #expect(app.hitTest(Point(x: 150, y: 150)) === wide)
    wide.removeFromSuperview()
    let plain = UIButton(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
    root.view.addSubview(plain)
    #expect(app.hitTest(Point(x: 90, y: 120)) === root.view)
  }

  @Test("[OBS] A UIWindow(frame:) takes no touches until it has a scene")
  func windowWithoutScene() {
    let (app, _, cover) = appWithToast { _ in
      UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
    }
    #expect(app.hitTest(Point(x: 100, y: 90)) === cover.view)
  }

  @Test("[DOC] Conversions between views go through their frames")
  func conversions() {
    let root = UIViewController(identifier: "root")
    launch(root, .iPhone)
    let card = UIView(frame: CGRect(x: 16, y: 100, width: 200, height: 100))
    let badge = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    root.view.addSubview(card)
    card.addSubview(badge)
    #expect(badge.convert(CGPoint(x: 5, y: 5), to: nil) == CGPoint(x: 31, y: 115))
    #expect(card.convert(CGPoint(x: 31, y: 115), from: nil) == CGPoint(x: 15, y: 15))
    let square = CGRect(x: 0, y: 0, width: 4, height: 4)
    #expect(badge.convert(square, to: card).origin == CGPoint(x: 10, y: 10))
    #expect(badge.isDescendant(of: card) && badge.isDescendant(of: badge))
    #expect(!card.isDescendant(of: badge))
    #expect(badge == badge && badge != card)
  }
}
