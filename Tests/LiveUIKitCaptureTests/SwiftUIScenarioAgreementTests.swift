import HeadlessUIKit
import HierarchyTestSupport
import LiveUIKitCapture
import PresentationHierarchy
import SeedApps
import Testing

/// UIKIT-MODEL.md §7 S3–S7 and S12 built with HeadlessUIKit's SwiftUI model, and S7 with plain
/// UIKit: the live capture of the model equals the model's own capture after every step.
@MainActor
@Suite("Agreement with the headless model: SwiftUI and window scenarios")
struct SwiftUIScenarioAgreementTests {
  @Test("S3–S5: the mascot through a push and a full-screen cover")
  func s3ToS5() throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let app = UIApplication(profile: .iPhone)
    try app.launchSwiftUIApp(root: dolphin.root)
    expectAgreement(app, after: "S3 launch")
    dolphin.showDetail.wrappedValue = true
    try app.updateSwiftUI()
    expectAgreement(app, after: "S4 push Detail")
    dolphin.showCover.wrappedValue = true
    try app.updateSwiftUI()
    expectAgreement(app, after: "S5 Detail's fullScreenCover")
    dolphin.showCover.wrappedValue = false
    try app.updateSwiftUI()
    expectAgreement(app, after: "cover dismissed")
  }

  @Test("S6: an overlay added with window.addSubview, then a cover")
  func s6WindowSubviewOverlay() throws {
    let dolphin = DolphinFixture(mascotInRoot: false)
    let app = UIApplication(profile: .iPhone)
    let (window, _) = try app.launchSwiftUIApp(root: dolphin.root)
    let overlayHost = HostingController(
      rootView: .image(id: "mascot", frame: DolphinFixture.mascotFrame),
      rootViewName: "DolphinOverlay", identifier: "overlay")
    overlayHost.view.frame = window.frame
    overlayHost.view.backgroundColor = .clear
    overlayHost.view.isUserInteractionEnabled = false
    window.addSubview(overlayHost.view)
    try overlayHost.update()
    expectAgreement(app, after: "window.addSubview(overlayHost.view)")
    dolphin.showHomeCover.wrappedValue = true
    try app.updateSwiftUI()
    expectAgreement(app, after: "Home's fullScreenCover")
  }

  @Test("S7: a separate clear overlay window, then a cover, a sheet and an alert in main")
  func s7OverlayWindow() throws {
    let dolphin = DolphinFixture(mascotInRoot: false)
    let app = UIApplication(profile: .iPhone)
    let (window, _) = try app.launchSwiftUIApp(root: dolphin.root)
    let scene = try #require(window.windowScene)
    let overlay = UIWindow(windowScene: scene)
    overlay.accessibilityIdentifier = "overlay"
    let overlayRoot = HostingController(
      rootView: .image(id: "mascot", frame: DolphinFixture.mascotFrame),
      rootViewName: "DolphinOverlay", identifier: "overlayRoot")
    overlayRoot.view.backgroundColor = .clear
    overlay.rootViewController = overlayRoot
    overlay.isUserInteractionEnabled = false
    overlay.makeKeyAndVisible()
    try app.updateSwiftUI()
    expectAgreement(app, after: "overlay window shown")
    dolphin.showCover.wrappedValue = true
    dolphin.showDetail.wrappedValue = true
    try app.updateSwiftUI()
    expectAgreement(app, after: "push and cover")
    dolphin.showCover.wrappedValue = false
    dolphin.showSheet.wrappedValue = true
    try app.updateSwiftUI()
    dolphin.showAlertInSheet.wrappedValue = true
    try app.updateSwiftUI()
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
    overlay.windowLevel = WindowLevel(rawValue: -1)
    expectAgreement(launched.app, after: "overlay below normal")
    overlay.windowLevel = .alert
    launched.window.makeKeyAndVisible()
    expectAgreement(launched.app, after: "overlay at .alert, main key again")
  }

  @Test("S12: a clear hosting controller over the root, then over a sheet")
  func s12ClearHostOverEverything() throws {
    for showSheet in [false, true] {
      let dolphin = DolphinFixture(mascotInRoot: true)
      let app = UIApplication(profile: .iPhone)
      try app.launchSwiftUIApp(root: dolphin.root)
      dolphin.showSheet.wrappedValue = showSheet
      try app.updateSwiftUI()
      expectAgreement(app, after: "launch (sheet: \(showSheet))")
      let isPresented = Binding(true)
      try presentOverEverything(app, isPresented: isPresented)
      expectAgreement(app, after: "the top-most controller presents Custom")
      isPresented.wrappedValue = false
      try presentOverEverything(app, isPresented: isPresented)
      expectAgreement(app, after: "Custom dismissed")
    }
  }
}

// MARK: - Fixtures

/// The seed article's `presentContentOverFullScreen` (SeedApps) over the top-most controller.
@MainActor
private func presentOverEverything(_ app: UIApplication, isPresented: Binding<Bool>) throws {
  _ = try Content.empty.presentContentOverFullScreen(in: app, isPresented: isPresented) { _ in
    .text("Custom", id: "custom", frame: Rect(x: 45, y: 322, width: 300, height: 200))
  }
}
