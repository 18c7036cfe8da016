import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import LiveUIKitCapture
import PresentationHierarchy
import Testing

/// UIKit reference §7 S3–S7 and S12 written in SwiftUI on HeadlessSwiftUI, and S7 with plain
/// UIKit: the live capture of the model equals the model's own capture after every step.
@MainActor
@Suite("Agreement with the headless model: SwiftUI and window scenarios")
struct SwiftUIScenarioAgreementTests {
  @Test("S3–S5: the mascot through a push and a full-screen cover")
  func s3ToS5() async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let app = await UIApplication.launch(dolphin.rootView)
    expectAgreement(app, after: "S3 launch")
    dolphin.showDetail.wrappedValue = true
    await app.settle()
    expectAgreement(app, after: "S4 push Detail")
    dolphin.showCover.wrappedValue = true
    await app.settle()
    expectAgreement(app, after: "S5 Detail's fullScreenCover")
    dolphin.showCover.wrappedValue = false
    await app.settle()
    expectAgreement(app, after: "cover dismissed")
  }

  @Test("S5 as a device sees it: the cover in front of the mascot, a tap on it reaching the cover")
  func s5QueriesAgree() async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let app = await UIApplication.launch(dolphin.rootView)
    dolphin.showDetail.wrappedValue = true
    await app.settle()
    dolphin.showCover.wrappedValue = true
    await app.settle()
    let live = liveCapture(windows: HeadlessLiveAdapter(app).windows)
    let headless = app.captureHierarchy()
    #expect(try live.isInFront("cover", of: "mascot"))
    #expect(try headless.isInFront("cover", of: "mascot"))
    #expect(live.hitTestName(DolphinFixture.mascotCenter) == "cover")
    #expect(headless.hitTestName(DolphinFixture.mascotCenter) == "cover")
    // The mascot is the Image itself on a device, not the app's `MascotOverlay` around it.
    #expect(live[try live.index(of: "mascot")].typeName == "Image")
  }

  @Test("S6: an overlay added with window.addSubview, then a cover")
  func s6WindowSubviewOverlay() async throws {
    let dolphin = DolphinFixture(mascotInRoot: false)
    let app = await UIApplication.launch(dolphin.rootView)
    let window = try #require(app.windowScenes.first?.keyWindow)
    let overlayHost = UIHostingController(rootView: MascotOverlay())
    overlayHost.view.accessibilityIdentifier = "overlay"
    overlayHost.view.frame = window.bounds
    overlayHost.view.backgroundColor = .clear
    overlayHost.view.isUserInteractionEnabled = false
    window.addSubview(overlayHost.view)
    await app.settle()
    expectAgreement(app, after: "window.addSubview(overlayHost.view)")
    dolphin.showHomeCover.wrappedValue = true
    await app.settle()
    expectAgreement(app, after: "Home's fullScreenCover")
  }

  @Test("S7: a separate clear overlay window, then a cover, a sheet and an alert in main")
  func s7OverlayWindow() async throws {
    let dolphin = DolphinFixture(mascotInRoot: false)
    let app = await UIApplication.launch(dolphin.rootView)
    let scene = try #require(app.windowScenes.first)
    let overlay = UIWindow(windowScene: scene)
    overlay.accessibilityIdentifier = "overlay"
    let overlayRoot = UIHostingController(rootView: MascotOverlay())
    overlayRoot.view.accessibilityIdentifier = "overlayRoot"
    overlayRoot.view.backgroundColor = .clear
    overlay.rootViewController = overlayRoot
    overlay.isUserInteractionEnabled = false
    overlay.makeKeyAndVisible()
    await app.settle()
    expectAgreement(app, after: "overlay window shown")
    dolphin.showCover.wrappedValue = true
    dolphin.showDetail.wrappedValue = true
    await app.settle()
    expectAgreement(app, after: "push and cover")
    dolphin.showCover.wrappedValue = false
    dolphin.showSheet.wrappedValue = true
    await app.settle()
    dolphin.showAlertInSheet.wrappedValue = true
    await app.settle()
    // The alert's OK action view is captured with `label=OK` by both.
    expectAgreement(app, after: "sheet and its alert")
    scene.showKeyboard()
    expectAgreement(app, after: "keyboard shown (S18)")
  }

  @Test("S7 (UIKit): an overlay window at several levels over a full-screen presentation")
  func s7UIKitOverlayWindow() throws {
    let tree = TabsOfNavigations()
    let launched = LaunchedApp(tree.tab, profile: .iOS17)
    let overlay = UIWindow(windowScene: launched.scene)
    overlay.accessibilityIdentifier = "overlay"
    overlay.rootViewController = UIViewController(identifier: "badge")
    overlay.isUserInteractionEnabled = false
    overlay.makeKeyAndVisible()
    expectAgreement(launched.app, after: "overlay window shown")
    tree.a.present(controller("C", style: .fullScreen), animated: false)
    expectAgreement(launched.app, after: "A presents C")
    overlay.windowLevel = .normal - 1
    expectAgreement(launched.app, after: "overlay below normal")
    overlay.windowLevel = .alert
    launched.window.makeKeyAndVisible()
    expectAgreement(launched.app, after: "overlay at .alert, main key again")
  }

  @Test(
    "S12: a clear hosting controller over the root, then over a sheet", arguments: [false, true])
  func s12ClearHostOverEverything(showSheet: Bool) async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let app = await UIApplication.launch(dolphin.rootView)
    dolphin.showSheet.wrappedValue = showSheet
    await app.settle()
    expectAgreement(app, after: "launch (sheet: \(showSheet))")
    dolphin.showCustom.wrappedValue = true
    await app.settle()
    expectAgreement(app, after: "the top-most controller presents Custom")
    dolphin.showCustom.wrappedValue = false
    await app.settle()
    expectAgreement(app, after: "Custom dismissed")
  }
}
