import HeadlessUIKit
import HierarchyTestSupport
import PresentationSnapshotTesting
import SeedApps
import Testing

/// UIKIT-MODEL.md §7 scenarios that involve SwiftUI or overlays (S3–S7, S12, S16), recorded step
/// by step at the presentation detail level and compared with their snapshot files.
///
/// Each step checks the model's invariants; the queries after it check what UIKIT-MODEL.md says
/// a person sees and touches.
@MainActor
@Suite("SwiftUI scenarios: snapshots")
struct SwiftUIScenarioSnapshotTests {
  private static let rootName = "UIHostingController<ModifiedContent<AnyView, RootModifier>>"

  @Test("The mascot stays in front through a push and falls under a full-screen cover (S3–S5)")
  func s3ToS5MascotThroughPushAndCover() throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try SwiftUIScenario(dolphin)
    let launch = scenario.step("launch: ZStack { TabView { NavigationStack { Home } }; mascot }")
    #expect(scenario.root.typeName == Self.rootName)
    #expect(scenario.window.subviews.map(\.typeName) == ["UITransitionView"])
    #expect(try launch.isInFront("mascot", of: "tabs"))
    #expect(try launch.isInFront("mascot", of: "home"))
    #expect(try launch.visibility(of: "mascot").isVisible)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "mascot")

    dolphin.showDetail.wrappedValue = true
    try scenario.update()
    let pushed = scenario.step("push Detail (navigationDestination)")
    #expect(try pushed.isInFront("mascot", of: "tabs"))
    #expect(try pushed.isInFront("mascot", of: "detail"))
    #expect(scenario.window.subviews.map(\.typeName) == ["UITransitionView"])
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "mascot")

    dolphin.showCover.wrappedValue = true
    try scenario.update()
    let covered = scenario.step("Detail's fullScreenCover presents Cover")
    let cover = try #require(scenario.root.presentedViewController as? HostingController)
    #expect(cover.typeName == "PresentationHostingController<AnyView>")
    #expect(cover.presentingViewController === scenario.root)
    #expect(cover.resolvedPresentationStyle == .overFullScreen)
    #expect(
      scenario.window.subviews.map(\.typeName) == ["UITransitionView", "UITransitionView"])
    #expect(scenario.root.view.window === scenario.window)
    #expect(try covered.isInFront("cover", of: "mascot"))
    #expect(try !covered.visibility(of: "mascot").isVisible)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "cover")

    dolphin.showCover.wrappedValue = false
    try scenario.update()
    let dismissed = scenario.step("binding off: Cover dismissed")
    #expect(scenario.root.presentedViewController == nil)
    #expect(try dismissed.isInFront("mascot", of: "detail"))
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "mascot")
    #expect(scenario.app.console.messages.isEmpty)
    expectSnapshot(of: scenario.recorder)
  }

  @Test("An overlay added with window.addSubview falls under a full-screen cover (S6)")
  func s6WindowSubviewOverlayUnderCover() throws {
    let dolphin = DolphinFixture(mascotInRoot: false)
    let scenario = try SwiftUIScenario(dolphin)
    // The seed article's `windowOverlay`: a clear hosting view added to the key window.
    let overlayHost = HostingController(
      rootView: .image(id: "mascot", frame: DolphinFixture.mascotFrame),
      rootViewName: "DolphinOverlay", identifier: "overlay")
    overlayHost.view.frame = scenario.window.frame
    overlayHost.view.backgroundColor = .clear
    overlayHost.view.isUserInteractionEnabled = false
    scenario.window.addSubview(overlayHost.view)
    try overlayHost.update()
    let launch = scenario.step("launch, then window.addSubview(overlayHost.view)")
    #expect(
      scenario.window.subviews.map(\.typeName) == [
        "UITransitionView", "_UIHostingView<DolphinOverlay>",
      ])
    #expect(scenario.window.subviews.last === overlayHost.view)
    #expect(try launch.isInFront("mascot", of: "tabs"))
    #expect(try launch.isInFront("mascot", of: "home"))
    #expect(try launch.visibility(of: "mascot").isVisible)
    // The overlay takes no touches, so they reach the app under it.
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "home")

    dolphin.showHomeCover.wrappedValue = true
    try scenario.update()
    let covered = scenario.step("Home's fullScreenCover presents Cover")
    let cover = try #require(scenario.root.presentedViewController as? HostingController)
    #expect(cover.presentingViewController === scenario.root)
    #expect(cover.resolvedPresentationStyle == .overFullScreen)
    #expect(
      scenario.window.subviews.map(\.typeName) == [
        "UITransitionView", "_UIHostingView<DolphinOverlay>", "UITransitionView",
      ])
    #expect(scenario.window.subviews[1] === overlayHost.view)
    #expect(try covered.isInFront("cover", of: "mascot"))
    #expect(try !covered.visibility(of: "mascot").isVisible)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "cover")

    dolphin.showHomeCover.wrappedValue = false
    try scenario.update()
    let dismissed = scenario.step("binding off: Cover dismissed")
    #expect(scenario.root.presentedViewController == nil)
    #expect(scenario.window.subviews.last === overlayHost.view)
    #expect(scenario.window.subviews.count == 2)
    #expect(try dismissed.isInFront("mascot", of: "home"))
    #expect(try dismissed.visibility(of: "mascot").isVisible)
    #expect(scenario.app.console.messages.isEmpty)
    expectSnapshot(of: scenario.recorder)
  }

  @Test("A separate clear overlay window keeps the mascot in front of every presentation (S7)")
  func s7OverlayWindowAboveEverything() throws {
    let dolphin = DolphinFixture(mascotInRoot: false)
    let scenario = try SwiftUIScenario(dolphin)
    let scene = try #require(scenario.window.windowScene)
    // The seed article's fix: a clear hosting root in its own window that takes no touches.
    let overlay = UIWindow(windowScene: scene)
    overlay.accessibilityIdentifier = "overlay"
    let overlayRoot = HostingController(
      rootView: .image(id: "mascot", frame: DolphinFixture.mascotFrame),
      rootViewName: "DolphinOverlay", identifier: "overlayRoot")
    overlayRoot.view.backgroundColor = .clear
    overlay.rootViewController = overlayRoot
    overlay.isUserInteractionEnabled = false
    overlay.makeKeyAndVisible()
    try scenario.update()
    let shown = scenario.step("overlay window: clear hosting root, makeKeyAndVisible()")
    #expect(scenario.app.windows.map(\.accessibilityIdentifier) == ["main", "overlay"])
    #expect(scenario.app.keyWindow === overlay)
    #expect(overlay.subviews.map(\.typeName) == ["UITransitionView"])
    #expect(try shown.isInFront("mascot", of: "tabs"))
    #expect(try shown.visibility(of: "mascot").isVisible)
    #expect(scenario.hit(at: DolphinFixture.mascotCenter)?.window === scenario.window)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "home")

    dolphin.showDetail.wrappedValue = true
    try scenario.update()
    let pushed = scenario.step("push Detail (navigationDestination)")
    #expect(try pushed.isInFront("mascot", of: "detail"))
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "detail")

    dolphin.showCover.wrappedValue = true
    try scenario.update()
    let covered = scenario.step("Detail's fullScreenCover presents Cover")
    #expect(scenario.root.presentedViewController?.presentingViewController === scenario.root)
    #expect(scenario.window.subviews.count == 2)
    #expect(overlay.subviews.count == 1)
    #expect(try covered.isInFront("mascot", of: "cover"))
    #expect(try covered.visibility(of: "mascot").isVisible)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "cover")

    dolphin.showCover.wrappedValue = false
    try scenario.update()
    let dismissed = scenario.step("binding off: Cover dismissed")
    #expect(scenario.root.presentedViewController == nil)
    #expect(try dismissed.isInFront("mascot", of: "detail"))

    dolphin.showSheet.wrappedValue = true
    try scenario.update()
    let sheeted = scenario.step("root's sheet presents Sheet")
    let sheet = try #require(scenario.root.presentedViewController as? HostingController)
    #expect(sheet.resolvedPresentationStyle == .formSheet)
    #expect(try sheeted.isInFront("mascot", of: "sheetContent"))
    #expect(try sheeted.visibility(of: "mascot").isVisible)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "sheetContent")

    dolphin.showAlertInSheet.wrappedValue = true
    try scenario.update()
    let alerted = scenario.step("the sheet content's alert presents")
    let alert = try #require(sheet.presentedViewController as? AlertController)
    #expect(alert.view.window === scenario.window)
    #expect(scenario.window.subviews.count == 3)
    #expect(overlay.subviews.count == 1)
    #expect(try alerted.isInFront("mascot", of: "sheetAlert"))
    #expect(try alerted.visibility(of: "mascot").isVisible)
    // Outside the alert's box the dimming view of the alert's layer in `main` takes the touch.
    #expect(scenario.hit(at: DolphinFixture.mascotCenter)?.window === scenario.window)
    #expect(scenario.hit(at: DolphinFixture.mascotCenter)?.typeName == "UIDimmingView")
    #expect(scenario.hitName(at: DolphinFixture.screenCenter) == "sheetAlert")
    #expect(scenario.app.console.messages.isEmpty)
    expectSnapshot(of: scenario.recorder)
  }

  @Test("A clear hosting controller presented over the root like .alert (S12)")
  func s12ClearHostOverRoot() throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try SwiftUIScenario(dolphin)
    scenario.step("launch")
    let isPresented = Binding(true)

    try presentOverEverything(scenario.app, isPresented: isPresented)
    let presented = scenario.step("binding on: the top-most controller (root) presents Custom")
    let custom = try #require(scenario.root.presentedViewController as? PresentedHostingController)
    #expect(UIWindow.topMostController(in: scenario.app) === custom)
    #expect(custom.presentingViewController === scenario.root)
    #expect(custom.resolvedPresentationStyle == .overCurrentContext)
    #expect(custom.modalTransitionStyle == .crossDissolve)
    #expect(scenario.window.subviews.count == 2)
    #expect(scenario.root.view.window === scenario.window)
    #expect(try presented.isInFront("custom", of: "mascot"))
    // The clear controller lets the root UI show through, and takes the touches over it.
    #expect(try presented.visibility(of: "mascot").isVisible)
    #expect(scenario.hit(at: DolphinFixture.mascotCenter)?.owningViewController === custom)
    #expect(scenario.hitName(at: DolphinFixture.screenCenter) == "custom")

    try presentOverEverything(scenario.app, isPresented: isPresented)
    try scenario.update()
    scenario.step("body evaluated again: the guard skips a second presentation")
    #expect(scenario.root.presentedViewController === custom)
    #expect(custom.presentedViewController == nil)
    #expect(scenario.window.subviews.count == 2)

    isPresented.wrappedValue = false
    try presentOverEverything(scenario.app, isPresented: isPresented)
    let dismissed = scenario.step("binding off: Custom dismissed")
    #expect(scenario.root.presentedViewController == nil)
    #expect(scenario.window.subviews.count == 1)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "mascot")
    #expect(try dismissed.visibility(of: "mascot").isVisible)
    #expect(scenario.app.console.messages.isEmpty)
    expectSnapshot(of: scenario.recorder)
  }

  @Test("A clear hosting controller presented over a sheet, by the sheet (S12)")
  func s12ClearHostOverSheet() throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try SwiftUIScenario(dolphin)
    dolphin.showSheet.wrappedValue = true
    try scenario.update()
    scenario.step("launch; root's sheet presents Sheet")
    let sheet = try #require(scenario.root.presentedViewController as? HostingController)
    #expect(UIWindow.topMostController(in: scenario.app) === sheet)
    let isPresented = Binding(true)

    try presentOverEverything(scenario.app, isPresented: isPresented)
    let presented = scenario.step("binding on: the top-most controller (Sheet) presents Custom")
    let custom = try #require(sheet.presentedViewController as? PresentedHostingController)
    #expect(custom.presentingViewController === sheet)
    #expect(sheet.presentingViewController === scenario.root)
    #expect(custom.resolvedPresentationStyle == .overCurrentContext)
    #expect(scenario.window.subviews.count == 2)
    // Its container sits beside the sheet's view and covers the sheet's area.
    #expect(custom.view.superview?.superview === sheet.view.superview)
    #expect(custom.view.frame == sheet.view.frame)
    #expect(try presented.isInFront("custom", of: "sheetContent"))
    #expect(try presented.visibility(of: "sheetContent").isVisible)
    #expect(scenario.hit(at: DolphinFixture.mascotCenter)?.owningViewController === custom)

    try presentOverEverything(scenario.app, isPresented: isPresented)
    try scenario.update()
    #expect(sheet.presentedViewController === custom)
    #expect(custom.presentedViewController == nil)

    isPresented.wrappedValue = false
    try presentOverEverything(scenario.app, isPresented: isPresented)
    scenario.step("binding off: Custom dismissed, the sheet stays")
    #expect(sheet.presentedViewController == nil)
    #expect(scenario.root.presentedViewController === sheet)
    #expect(scenario.window.subviews.count == 2)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "sheetContent")
    #expect(scenario.app.console.messages.isEmpty)
    expectSnapshot(of: scenario.recorder)
  }

  @Test("An alert inside the sheet's content is presented by the sheet, in a third layer (S16)")
  func s16AlertInsideSheet() throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try SwiftUIScenario(dolphin)
    scenario.step("launch")
    dolphin.showSheet.wrappedValue = true
    try scenario.update()
    scenario.step("root's sheet presents Sheet")
    let sheet = try #require(scenario.root.presentedViewController as? HostingController)

    dolphin.showAlertInSheet.wrappedValue = true
    try scenario.update()
    let alerted = scenario.step("the sheet content's alert presents")
    let alert = try #require(sheet.presentedViewController as? AlertController)
    #expect(alert.typeName == "SwiftUI.PlatformAlertController")
    #expect(alert.presentingViewController === sheet)
    #expect(scenario.window.subviews.count == 3)
    #expect(
      scenario.window.subviews.last?.subviews.map(\.typeName) == [
        "UIDimmingView", "_UIAlertControllerView",
      ])
    #expect(try alerted.isInFront("sheetAlert", of: "sheetContent"))
    #expect(try alerted.isInFront("sheetContent", of: "mascot"))
    #expect(scenario.hitName(at: DolphinFixture.screenCenter) == "sheetAlert")
    #expect(scenario.app.console.messages.isEmpty)
    expectSnapshot(of: scenario.recorder)
  }

  @Test("An alert on Home while the root presents a sheet is dropped with UIKit's warning (S16)")
  func s16AlertOnHomeWhileSheetIsUp() throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try SwiftUIScenario(dolphin)
    scenario.step("launch")
    dolphin.showSheet.wrappedValue = true
    try scenario.update()
    let sheeted = scenario.step("root's sheet presents Sheet")
    let sheet = try #require(scenario.root.presentedViewController as? HostingController)

    dolphin.showAlertOnHome.wrappedValue = true
    try scenario.update()
    try scenario.update()
    let dropped = scenario.step("Home's alert asked for: dropped, the tree is unchanged")
    #expect(
      scenario.app.console.messages == [
        "[Presentation] Attempt to present <SwiftUI.PlatformAlertController: homeAlert> on "
          + "<\(Self.rootName)> (from <NavigationStackHostingController<AnyView>>) which is "
          + "already presenting <PresentationHostingController<AnyView>>."
      ])
    #expect(scenario.root.presentedViewController === sheet)
    #expect(sheet.presentedViewController == nil)
    #expect(scenario.window.subviews.count == 2)
    #expect(dropped == sheeted)
    #expect(throws: HierarchyQueryError.self) { try dropped.index(of: "homeAlert") }
    expectSnapshot(of: scenario.recorder)
  }
}

// MARK: - Fixtures

/// A launched SwiftUI app and a recorder whose every step also checks the model's invariants.
///
/// It holds the ``UIApplication`` for the whole test: scenes keep it unowned.
@MainActor
private final class SwiftUIScenario {
  let app: UIApplication
  let window: UIWindow
  let root: HostingController
  let recorder: HierarchyRecorder

  /// Launches the dolphin app on a phone with its main window identified `main`.
  init(_ dolphin: DolphinFixture) throws {
    let app = UIApplication(profile: .iPhone)
    let launched = try app.launchSwiftUIApp(root: dolphin.root)
    window = launched.window
    root = launched.host
    window.accessibilityIdentifier = "main"
    self.app = app
    recorder = HierarchyRecorder(app)
  }

  /// Evaluates every hosting controller's body again, as SwiftUI does after a state change.
  func update() throws {
    try app.updateSwiftUI()
  }

  /// Records a step and checks the invariants after it.
  @discardableResult
  func step(_ label: String, sourceLocation: SourceLocation = #_sourceLocation) -> Hierarchy {
    expectInvariants(app, after: label, sourceLocation: sourceLocation)
    return recorder.step(label)
  }

  /// The view a touch at a point reaches.
  func hit(at point: Point) -> UIView? {
    app.hitTest(point)
  }

  /// The identifier of the view a touch at a point reaches.
  func hitName(at point: Point) -> String? {
    app.hitTest(point)?.accessibilityIdentifier
  }
}

/// The seed article's `presentContentOverFullScreen` (SeedApps) over the top-most controller.
@MainActor
private func presentOverEverything(_ app: UIApplication, isPresented: Binding<Bool>) throws {
  _ = try Content.empty.presentContentOverFullScreen(in: app, isPresented: isPresented) { _ in
    .text("Custom", id: "custom", frame: Rect(x: 45, y: 322, width: 300, height: 200))
  }
}
