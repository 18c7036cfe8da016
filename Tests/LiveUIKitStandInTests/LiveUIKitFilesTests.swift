import PresentationHierarchy
import Testing
import UIKit

/// LiveUIKitCapture's UIKit files, compiled here against the stand-in for UIKit (UIKit's
/// spelling in HeadlessUIKit, `Tests/UIKitStandIn`), run against headless apps.
///
/// What the stand-in returns is the model's, not UIKit's, so these tests check the files' own
/// logic: which controller owns a view, the order of windows, the style names, the wait for
/// transitions. How UIKit answers is for the simulator checks in LiveUIKitCapture's article
/// "Testing on a device".
@MainActor
struct LiveUIKitFilesTests {
  @Test("LiveScenes orders windows by scene, then level, then UIApplication.windows order")
  func windowsByScene() {
    let app = UIApplication(profile: .iPad)
    let first = app.connectScene()
    let second = app.connectScene()
    let main = window("main", in: first)
    let other = window("other", in: second)
    let alert = window("alert", in: first)
    alert.windowLevel = .alert
    let later = window("later", in: first)
    _ = (main, other, later)
    let hierarchy = app.asShared { LiveScenes(app.connectedScenes).captureHierarchy() }
    #expect(
      hierarchy.windowIndices.map { hierarchy[$0].identifier }
        == ["main", "later", "alert", "other"])
  }

  @Test("A controller's view is owned through the responder chain; a plain subview is not")
  func ownerThroughResponderChain() throws {
    let root = UIViewController(identifier: "root")
    let badge = UIView(frame: .zero)
    root.view.addSubview(badge)
    let owner = try #require(root.view.liveOwningController as? UIViewController)
    #expect(owner === root)
    #expect(badge.liveOwningController == nil)
  }

  @Test(
    "The style recorded is the adapted one: a popover on an iPhone is a form sheet",
    arguments: [
      (FidelityProfile.iPhone, UIModalPresentationStyle.popover, "formSheet"),
      (.iPad, .popover, "popover"),
      (.iPhone, .automatic, "formSheet"),
      (.iPhone, .overFullScreen, "overFullScreen"),
    ])
  func adaptedStyle(profile: FidelityProfile, style: UIModalPresentationStyle, name: String) {
    #expect(presentedStyle(style, profile: profile) == name)
  }

  @Test("A delegate that keeps the popover on an iPhone keeps it in the capture")
  func delegateKeepsPopover() {
    let delegate = KeepsPresentationStyle()
    #expect(presentedStyle(.popover, profile: .iPhone, delegate: delegate) == "popover")
  }

  /// The style the live capture records for a controller presented from a window's root.
  private func presentedStyle(
    _ style: UIModalPresentationStyle, profile: FidelityProfile,
    delegate: (any UIAdaptivePresentationControllerDelegate)? = nil
  ) -> String? {
    let app = UIApplication(profile: profile)
    let root = UIViewController(identifier: "root")
    let main = window("main", in: app.connectScene())
    main.rootViewController = root
    main.makeKeyAndVisible()
    let presented = UIViewController(identifier: "presented")
    presented.modalPresentationStyle = style
    presented.popoverPresentationController?.sourceView = root.view
    presented.presentationController?.delegate = delegate
    root.present(presented, animated: false)
    #expect(root.livePresentationStyle == nil)
    return presented.livePresentationStyle
  }

  @Test(
    "Style names are the ones headless snapshots print",
    arguments: UIModalPresentationStyle.allCases)
  func styleNames(style: UIModalPresentationStyle) {
    #expect(UIViewController.name(of: style) == style.name)
  }

  @Test(
    "An element's kind comes from its traits, a button first",
    arguments: zip(
      [
        UIAccessibilityTraits.button.union(.image), .image, .staticText, [],
      ],
      [AccessibilityElementKind.button, .image, .text, .element]))
  func elementKinds(traits: UIAccessibilityTraits, kind: AccessibilityElementKind) {
    #expect(LiveAccessibilityReader.kind(of: traits) == kind)
  }

  @Test("settle() waits for a running presentation and names it when time runs out")
  func settleWaitsForTransitions() async throws {
    let app = UIApplication(profile: .iPhone)
    let root = UIViewController(identifier: "root")
    let main = window("main", in: app.connectScene())
    main.rootViewController = root
    main.makeKeyAndVisible()
    app.defersAnimatedTransitions = true
    let sheet = UIViewController(identifier: "sheet")
    sheet.view.accessibilityIdentifier = "sheet"
    root.present(sheet, animated: true)
    let scenes = LiveScenes(app.connectedScenes)
    let timeout = try await #require(throws: LiveSettleTimeout.self) {
      try await scenes.settle(timeout: .milliseconds(30))
    }
    #expect(timeout.controllers == ["UIViewController#sheet"])
    app.finishTransitions()
    try await scenes.settle(timeout: .seconds(1))
    #expect(scenes.controllersInTransition().isEmpty)
  }
}

// MARK: - Fixtures

/// A presentation delegate that refuses every adaptation, as apps do to show popovers on an
/// iPhone.
@MainActor
private final class KeepsPresentationStyle: UIAdaptivePresentationControllerDelegate {
  func adaptivePresentationStyle(for controller: UIPresentationController)
    -> UIModalPresentationStyle
  {
    .none
  }
}

/// A shown window of a scene, identified.
@MainActor
private func window(_ identifier: String, in scene: UIWindowScene) -> UIWindow {
  let window = UIWindow(windowScene: scene)
  window.accessibilityIdentifier = identifier
  window.isHidden = false
  return window
}
