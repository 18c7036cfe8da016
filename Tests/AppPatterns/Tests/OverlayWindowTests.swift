import HeadlessUIKit
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

/// The overlay-window patterns of `Sources/Overlays`, over what a UIKit app presents.
///
/// Each is shown over a full-screen modal, a sheet and an alert: the overlay's window is the front-most, a tap
/// outside the overlay reaches the presented screen beneath (and its action runs), and a tap on
/// the overlay hits it. Each test's snapshot records the windows front to back at every step.
@MainActor
@Suite struct OverlayWindowTests {
  /// What an app presents under the overlay.
  enum Modal: String, CaseIterable {
    case fullScreen = "full-screen modal"
    case sheet
    case alert
  }

  /// A UIKit app launched with a home screen, and what it presented.
  @MainActor
  final class App {
    let app = UIApplication(profile: .iPhone)
    let scene: UIWindowScene
    let window: UIWindow
    let home = UIViewController()
    /// How many times each button beneath the overlay ran its action, by identifier.
    var taps: [String: Int] = [:]

    init() {
      scene = app.connectScene()
      window = UIWindow(windowScene: scene)
      home.view.backgroundColor = .systemBackground
      home.view.addSubview(button("homeButton"))
      window.rootViewController = home
      window.makeKeyAndVisible()
    }

    /// A button at the left of the screen, clear of every overlay, that counts its taps.
    func button(_ identifier: String) -> UIButton {
      let button = UIButton(
        frame: CGRect(x: 20, y: 240, width: 180, height: 50),
        primaryAction: UIAction(title: identifier) { [unowned self] _ in
          self.taps[identifier, default: 0] += 1
        })
      button.accessibilityIdentifier = identifier
      return button
    }

    /// Presents a modal from the home screen; returns the identifier of what to tap on it.
    func present(_ modal: Modal) -> String {
      switch modal {
      case .fullScreen, .sheet:
        let identifier = modal == .sheet ? "sheetButton" : "coverButton"
        let screen = UIViewController()
        screen.view.backgroundColor = .systemBackground
        screen.view.accessibilityIdentifier = modal == .sheet ? "sheet" : "cover"
        screen.view.addSubview(button(identifier))
        screen.modalPresentationStyle = modal == .sheet ? .pageSheet : .fullScreen
        home.present(screen, animated: false)
        return identifier
      case .alert:
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        alert.addAction(
          UIAlertAction(title: "OK", style: .default) { [unowned self] _ in
            self.taps["OK", default: 0] += 1
          })
        home.present(alert, animated: false)
        return "OK"
      }
    }

    /// Dismisses what the home screen presented, if it is still there.
    func dismissModal() {
      home.presentedViewController?.dismiss(animated: false)
    }
  }

  /// Presents each modal under an overlay that is already showing and checks the taps.
  private func checkOverEveryModal(
    _ app: App, recorder: HierarchyRecorder, overlay: String, overlayWindow: () -> UIWindow?,
    overlayTaps: () -> Int
  ) throws {
    for modal in Modal.allCases {
      let beneath = app.present(modal)
      recorder.step("present the \(modal.rawValue)")
      let front = try #require(app.app.windowsBackToFront.last)
      #expect(front === overlayWindow(), "the \(overlay) is in front of the \(modal.rawValue)")

      let before = overlayTaps()
      let hit = try app.app.tap(overlay)
      #expect(overlayTaps() == before + 1, "a tap on the \(overlay) hits it")
      #expect(hit.window === overlayWindow())

      let hitBeneath = try app.app.tap(beneath)
      if modal == .alert {
        // The alert's action view leaves with the alert its tap dismissed.
        #expect(app.home.presentedViewController == nil, "the tap outside reaches the alert")
      } else {
        #expect(hitBeneath.window === app.window, "the tap outside reaches the app's window")
      }
      #expect(app.taps[beneath] == 1, "and runs the action of \(beneath)")
      app.taps[beneath] = 0
      app.dismissModal()
      recorder.step("dismiss the \(modal.rawValue)")
    }
    // With nothing presented, the home screen's button takes taps outside the overlay.
    try app.app.tap("homeButton")
    #expect(app.taps["homeButton"] == 1)
  }

  @Test func passThroughWindowToastStaysInFrontAndLetsTapsThrough() throws {
    let app = App()
    let toast = ToastOverlay()
    let recorder = HierarchyRecorder(app.app)
    recorder.step("launch")
    app.app.asShared { toast.show("Saved") }
    recorder.step("show the toast")
    try checkOverEveryModal(
      app, recorder: recorder, overlay: "toast", overlayWindow: { toast.window },
      overlayTaps: { toast.taps })
    expectSnapshot(of: recorder)
  }

  @Test func bannerWindowMadeWithAFrameJoinsTheSceneAndStaysInFront() throws {
    let app = App()
    let banner = BannerWindowPresenter()
    let recorder = HierarchyRecorder(app.app)
    recorder.step("launch")
    app.app.asShared { banner.show(title: "New message") }
    recorder.step("show the banner")
    let window = try #require(banner.window)
    #expect(window.windowScene === app.scene)
    #expect(window.frame == app.scene.screen.bounds)
    #expect(window.windowLevel == .alert + 1)
    try checkOverEveryModal(
      app, recorder: recorder, overlay: "banner", overlayWindow: { banner.window },
      overlayTaps: { banner.taps })
    banner.hide()
    #expect(window.windowScene == nil)
    #expect(!app.app.windowsBackToFront.contains { $0 === window })
    expectSnapshot(of: recorder)
  }

  @Test func plainWindowWithAPassThroughRootViewStillTakesEveryTap() throws {
    // The trap overlay libraries work around: since iOS 13 a window's root view sits in
    // UIKit's UITransitionView and UIDropShadowView, which take the touches the root view
    // lets through, so a plain window over the app swallows them [OBS: SwiftMessages'
    // PassthroughWindow; gini-mobile-ios #1113].
    let app = App()
    let window = UIWindow(windowScene: app.scene)
    window.windowLevel = .alert + 1
    let root = UIViewController()
    root.view = PassthroughView()
    window.rootViewController = root
    window.isHidden = false
    #expect(throws: GestureError.self) { try app.app.tap("homeButton") }
    #expect(app.taps["homeButton"] == nil)
  }

  @Test func windowWithoutASceneIsNeverShown() throws {
    let app = App()
    app.app.asShared {
      let stray = UIWindow(frame: UIScreen.main.bounds)
      stray.windowLevel = .alert + 1
      stray.rootViewController = UIViewController()
      stray.isHidden = false
      #expect(stray.windowScene == nil)
      #expect(!app.app.windowsBackToFront.contains { $0 === stray })
    }
    // The stray window takes no touches: the home screen still does.
    try app.app.tap("homeButton")
    #expect(app.taps["homeButton"] == 1)
  }

  @Test func safeAreaBannerIsPinnedUnderTheSafeAreaAndAPanUpDismissesIt() throws {
    let app = App()
    let banner = SafeAreaBanner()
    let recorder = HierarchyRecorder(app.app)
    recorder.step("launch")
    banner.show("Connected", in: app.scene)
    recorder.step("show the banner under the safe area")
    let view = try #require(banner.bannerView)
    let frame = view.convert(view.bounds, to: nil)
    // Auto Layout's solver works in floating point.
    #expect(abs(Double(frame.minY) - (app.app.profile.geometry.safeAreaTop + 8)) < 0.001)
    #expect(frame.minX == 16)
    #expect(frame.height == 64)

    for modal in Modal.allCases {
      let beneath = app.present(modal)
      recorder.step("present the \(modal.rawValue)")
      #expect(app.app.windowsBackToFront.last === banner.window)
      #expect(app.app.hitTest(Point(x: Double(frame.midX), y: Double(frame.midY))) === view)
      try app.app.tap(beneath)
      #expect(app.taps[beneath] == 1)
      app.taps[beneath] = 0
      app.dismissModal()
    }

    // A short drag leaves it; a drag up past the distance dismisses it.
    try app.app.pan("safeAreaBanner", by: CGPoint(x: 0, y: -10))
    #expect(banner.window != nil)
    try app.app.pan("safeAreaBanner", by: CGPoint(x: 0, y: -60))
    recorder.step("drag the banner up")
    #expect(banner.window == nil)
    #expect(app.app.hitTest(Point(x: Double(frame.midX), y: Double(frame.midY))) !== view)
    expectSnapshot(of: recorder)
  }

  @Test func subclassCreatedWithItsSceneStaysInFrontAndLetsTapsThrough() throws {
    let app = App()
    let overlay = FloatingPillOverlay()
    let recorder = HierarchyRecorder(app.app)
    recorder.step("launch")
    app.app.asShared { overlay.show() }
    recorder.step("show the pill")
    let window = try #require(overlay.window)
    #expect(window.windowScene === app.scene)
    #expect(window.windowLevel == .alert + 1)
    try checkOverEveryModal(
      app, recorder: recorder, overlay: "pill", overlayWindow: { overlay.window },
      overlayTaps: { overlay.taps })
    expectSnapshot(of: recorder)
  }
}
