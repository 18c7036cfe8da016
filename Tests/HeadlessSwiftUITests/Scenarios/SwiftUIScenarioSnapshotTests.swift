import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationSnapshotTesting
import Testing

/// UIKit reference §7 scenarios that involve SwiftUI or overlays (S3–S7, S12, S16), written in
/// SwiftUI, recorded step by step at the presentation detail level and compared with their
/// snapshot files.
///
/// Each step checks the model's invariants; the queries after it check what the UIKit reference says
/// a person sees and touches.
@MainActor
@Suite("SwiftUI scenarios: snapshots")
struct SwiftUIScenarioSnapshotTests {
  private static let rootName = "UIHostingController<ModifiedContent<AnyView, RootModifier>>"

  @Test("The mascot stays in front through a push and falls under a full-screen cover (S3–S5)")
  func s3ToS5MascotThroughPushAndCover() async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try await DolphinScenario(dolphin)
    let launch = scenario.step("launch: ZStack { TabView { NavigationStack { Home } }; mascot }")
    #expect(scenario.root.typeName == Self.rootName)
    #expect(scenario.window.subviews.map(\.engine.typeName) == ["UITransitionView"])
    #expect(try launch.isInFront("mascot", of: "tabs"))
    #expect(try launch.isInFront("mascot", of: "home"))
    #expect(try launch.visibility(of: "mascot").isVisible)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "mascot")

    dolphin.showDetail.wrappedValue = true
    await scenario.update()
    let pushed = scenario.step("push Detail (navigationDestination)")
    #expect(try pushed.isInFront("mascot", of: "tabs"))
    #expect(try pushed.isInFront("mascot", of: "detail"))
    #expect(scenario.window.subviews.map(\.engine.typeName) == ["UITransitionView"])
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "mascot")

    dolphin.showCover.wrappedValue = true
    await scenario.update()
    let covered = scenario.step("Detail's fullScreenCover presents Cover")
    let cover = try #require(scenario.root.presentedViewController as? UIHostingController<AnyView>)
    #expect(cover.typeName == "PresentationHostingController<AnyView>")
    #expect(cover.presentingViewController === scenario.root)
    #expect(cover.resolvedPresentationStyle == .overFullScreen)
    #expect(
      scenario.window.subviews.map(\.engine.typeName) == ["UITransitionView", "UITransitionView"])
    #expect(scenario.root.view.window === scenario.window)
    #expect(try covered.isInFront("cover", of: "mascot"))
    #expect(try !covered.visibility(of: "mascot").isVisible)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "cover")

    dolphin.showCover.wrappedValue = false
    await scenario.update()
    let dismissed = scenario.step("binding off: Cover dismissed")
    #expect(scenario.root.presentedViewController == nil)
    #expect(try dismissed.isInFront("mascot", of: "detail"))
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "mascot")
    #expect(scenario.app.console.messages.isEmpty)
    expectSnapshot(of: scenario.recorder)
  }

  @Test("An overlay added with window.addSubview falls under a full-screen cover (S6)")
  func s6WindowSubviewOverlayUnderCover() async throws {
    let dolphin = DolphinFixture(mascotInRoot: false)
    let scenario = try await DolphinScenario(dolphin)
    // The seed article's `windowOverlay`: a clear hosting view added to the key window.
    let overlayHost = UIHostingController(rootView: MascotOverlay())
    overlayHost.view.accessibilityIdentifier = "overlay"
    overlayHost.view.frame = scenario.window.bounds
    overlayHost.view.backgroundColor = .clear
    overlayHost.view.isUserInteractionEnabled = false
    scenario.window.addSubview(overlayHost.view)
    await scenario.update()
    let launch = scenario.step("launch, then window.addSubview(overlayHost.view)")
    #expect(
      scenario.window.subviews.map(\.engine.typeName) == [
        "UITransitionView", "_UIHostingView<MascotOverlay>",
      ])
    #expect(scenario.window.subviews.last === overlayHost.view)
    #expect(try launch.isInFront("mascot", of: "tabs"))
    #expect(try launch.isInFront("mascot", of: "home"))
    #expect(try launch.visibility(of: "mascot").isVisible)
    // The overlay takes no touches, so they reach the app under it.
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "home")

    dolphin.showHomeCover.wrappedValue = true
    await scenario.update()
    let covered = scenario.step("Home's fullScreenCover presents Cover")
    let cover = try #require(scenario.root.presentedViewController as? UIHostingController<AnyView>)
    #expect(cover.presentingViewController === scenario.root)
    #expect(cover.resolvedPresentationStyle == .overFullScreen)
    #expect(
      scenario.window.subviews.map(\.engine.typeName) == [
        "UITransitionView", "_UIHostingView<MascotOverlay>", "UITransitionView",
      ])
    #expect(scenario.window.subviews[1] === overlayHost.view)
    #expect(try covered.isInFront("cover", of: "mascot"))
    #expect(try !covered.visibility(of: "mascot").isVisible)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "cover")

    dolphin.showHomeCover.wrappedValue = false
    await scenario.update()
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
  func s7OverlayWindowAboveEverything() async throws {
    let dolphin = DolphinFixture(mascotInRoot: false)
    let scenario = try await DolphinScenario(dolphin)
    let scene = try #require(scenario.window.windowScene)
    // The seed article's fix: a clear hosting root in its own window that takes no touches.
    let overlay = UIWindow(windowScene: scene)
    overlay.accessibilityIdentifier = "overlay"
    let overlayRoot = UIHostingController(rootView: MascotOverlay())
    overlayRoot.view.accessibilityIdentifier = "overlayRoot"
    overlayRoot.view.backgroundColor = .clear
    overlay.rootViewController = overlayRoot
    overlay.isUserInteractionEnabled = false
    overlay.makeKeyAndVisible()
    await scenario.update()
    let shown = scenario.step("overlay window: clear hosting root, makeKeyAndVisible()")
    #expect(scenario.app.windowsBackToFront.map(\.accessibilityIdentifier) == ["main", "overlay"])
    #expect(scene.keyWindow === overlay)
    #expect(overlay.subviews.map(\.engine.typeName) == ["UITransitionView"])
    #expect(try shown.isInFront("mascot", of: "tabs"))
    #expect(try shown.visibility(of: "mascot").isVisible)
    #expect(scenario.hit(at: DolphinFixture.mascotCenter)?.window === scenario.window)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "home")

    dolphin.showDetail.wrappedValue = true
    await scenario.update()
    let pushed = scenario.step("push Detail (navigationDestination)")
    #expect(try pushed.isInFront("mascot", of: "detail"))
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "detail")

    dolphin.showCover.wrappedValue = true
    await scenario.update()
    let covered = scenario.step("Detail's fullScreenCover presents Cover")
    #expect(scenario.root.presentedViewController?.presentingViewController === scenario.root)
    #expect(scenario.window.subviews.count == 2)
    #expect(overlay.subviews.count == 1)
    #expect(try covered.isInFront("mascot", of: "cover"))
    #expect(try covered.visibility(of: "mascot").isVisible)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "cover")

    dolphin.showCover.wrappedValue = false
    await scenario.update()
    let dismissed = scenario.step("binding off: Cover dismissed")
    #expect(scenario.root.presentedViewController == nil)
    #expect(try dismissed.isInFront("mascot", of: "detail"))

    dolphin.showSheet.wrappedValue = true
    await scenario.update()
    let sheeted = scenario.step("root's sheet presents Sheet")
    let sheet = try #require(scenario.root.presentedViewController as? UIHostingController<AnyView>)
    #expect(sheet.resolvedPresentationStyle == .formSheet)
    #expect(try sheeted.isInFront("mascot", of: "sheetContent"))
    #expect(try sheeted.visibility(of: "mascot").isVisible)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "sheetContent")

    dolphin.showAlertInSheet.wrappedValue = true
    await scenario.update()
    let alerted = scenario.step("the sheet content's alert presents")
    let alert = try #require(sheet.presentedViewController as? UIAlertController)
    #expect(alert.view.window === scenario.window)
    #expect(scenario.window.subviews.count == 3)
    #expect(overlay.subviews.count == 1)
    let alertNode = try #require(alerted.onlyIndex(ofType: platformAlertTypeName))
    #expect(try alerted.isInFront(alerted.index(of: "mascot"), of: alertNode))
    #expect(try alerted.visibility(of: "mascot").isVisible)
    // Outside the alert's box the dimming view of the alert's layer in `main` takes the touch.
    #expect(scenario.hit(at: DolphinFixture.mascotCenter)?.window === scenario.window)
    #expect(scenario.hit(at: DolphinFixture.mascotCenter)?.engine.typeName == "UIDimmingView")
    #expect(scenario.hit(at: DolphinFixture.screenCenter) === alert.view)
    #expect(scenario.app.console.messages.isEmpty)
    expectSnapshot(of: scenario.recorder)
  }

  @Test("A clear hosting controller presented over the root like .alert (S12)")
  func s12ClearHostOverRoot() async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try await DolphinScenario(dolphin)
    scenario.step("launch")

    dolphin.showCustom.wrappedValue = true
    await scenario.update()
    let presented = scenario.step("binding on: the top-most controller (root) presents Custom")
    let custom = try #require(scenario.root.presentedViewController)
    #expect(custom.typeName == DolphinFixture.customControllerTypeName)
    #expect(DolphinFixture.topMostController(in: scenario.app) === custom)
    #expect(custom.presentingViewController === scenario.root)
    #expect(custom.resolvedPresentationStyle == .overCurrentContext)
    #expect(custom.modalTransitionStyle == .crossDissolve)
    #expect(scenario.window.subviews.count == 2)
    #expect(scenario.root.view.window === scenario.window)
    #expect(try presented.isInFront("custom", of: "mascot"))
    // The clear controller lets the root UI show through, and takes the touches over it.
    #expect(try presented.visibility(of: "mascot").isVisible)
    #expect(scenario.hit(at: DolphinFixture.mascotCenter)?.engine.owningViewController === custom)
    let centerHit = try #require(scenario.hit(at: DolphinFixture.screenCenter))
    #expect(centerHit !== custom.view && centerHit.isInside(custom.view))

    await scenario.update()
    scenario.step("body evaluated again: the guard skips a second presentation")
    #expect(scenario.root.presentedViewController === custom)
    #expect(custom.presentedViewController == nil)
    #expect(scenario.window.subviews.count == 2)

    dolphin.showCustom.wrappedValue = false
    await scenario.update()
    let dismissed = scenario.step("binding off: Custom dismissed")
    #expect(scenario.root.presentedViewController == nil)
    #expect(scenario.window.subviews.count == 1)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "mascot")
    #expect(try dismissed.visibility(of: "mascot").isVisible)
    #expect(scenario.app.console.messages.isEmpty)
    expectSnapshot(of: scenario.recorder)
  }

  @Test("A clear hosting controller presented over a sheet, by the sheet (S12)")
  func s12ClearHostOverSheet() async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try await DolphinScenario(dolphin)
    dolphin.showSheet.wrappedValue = true
    await scenario.update()
    scenario.step("launch; root's sheet presents Sheet")
    let sheet = try #require(scenario.root.presentedViewController as? UIHostingController<AnyView>)
    #expect(DolphinFixture.topMostController(in: scenario.app) === sheet)

    dolphin.showCustom.wrappedValue = true
    await scenario.update()
    let presented = scenario.step("binding on: the top-most controller (Sheet) presents Custom")
    let custom = try #require(sheet.presentedViewController)
    #expect(custom.typeName == DolphinFixture.customControllerTypeName)
    #expect(custom.presentingViewController === sheet)
    #expect(sheet.presentingViewController === scenario.root)
    #expect(custom.resolvedPresentationStyle == .overCurrentContext)
    #expect(scenario.window.subviews.count == 2)
    // Its container sits beside the sheet's view and covers the sheet's area.
    #expect(custom.view.superview?.superview === sheet.view.superview)
    #expect(custom.view.frame == sheet.view.frame)
    #expect(try presented.isInFront("custom", of: "sheetContent"))
    #expect(try presented.visibility(of: "sheetContent").isVisible)
    #expect(scenario.hit(at: DolphinFixture.mascotCenter)?.engine.owningViewController === custom)

    await scenario.update()
    #expect(sheet.presentedViewController === custom)
    #expect(custom.presentedViewController == nil)

    dolphin.showCustom.wrappedValue = false
    await scenario.update()
    scenario.step("binding off: Custom dismissed, the sheet stays")
    #expect(sheet.presentedViewController == nil)
    #expect(scenario.root.presentedViewController === sheet)
    #expect(scenario.window.subviews.count == 2)
    #expect(scenario.hitName(at: DolphinFixture.mascotCenter) == "sheetContent")
    #expect(scenario.app.console.messages.isEmpty)
    expectSnapshot(of: scenario.recorder)
  }

  @Test("An alert inside the sheet's content is presented by the sheet, in a third layer (S16)")
  func s16AlertInsideSheet() async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try await DolphinScenario(dolphin)
    scenario.step("launch")
    dolphin.showSheet.wrappedValue = true
    await scenario.update()
    scenario.step("root's sheet presents Sheet")
    let sheet = try #require(scenario.root.presentedViewController as? UIHostingController<AnyView>)

    dolphin.showAlertInSheet.wrappedValue = true
    await scenario.update()
    let alerted = scenario.step("the sheet content's alert presents")
    let alert = try #require(sheet.presentedViewController as? UIAlertController)
    #expect(alert.typeName == platformAlertTypeName)
    #expect(alert.title == "Sheet alert")
    #expect(alert.presentingViewController === sheet)
    #expect(scenario.window.subviews.count == 3)
    #expect(
      scenario.window.subviews.last?.subviews.map(\.engine.typeName) == [
        "UIDimmingView", "_UIAlertControllerView",
      ])
    let alertNode = try #require(alerted.onlyIndex(ofType: platformAlertTypeName))
    #expect(try alerted.isInFront(alertNode, of: alerted.index(of: "sheetContent")))
    #expect(try alerted.isInFront("sheetContent", of: "mascot"))
    #expect(scenario.hit(at: DolphinFixture.screenCenter) === alert.view)
    #expect(scenario.app.console.messages.isEmpty)
    expectSnapshot(of: scenario.recorder)
  }

  @Test("An alert on Home while the root presents a sheet is dropped with UIKit's warning (S16)")
  func s16AlertOnHomeWhileSheetIsUp() async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try await DolphinScenario(dolphin)
    scenario.step("launch")
    dolphin.showSheet.wrappedValue = true
    await scenario.update()
    let sheeted = scenario.step("root's sheet presents Sheet")
    let sheet = try #require(scenario.root.presentedViewController as? UIHostingController<AnyView>)

    dolphin.showAlertOnHome.wrappedValue = true
    await scenario.update()
    await scenario.update()
    let dropped = scenario.step("Home's alert asked for: dropped, the tree is unchanged")
    #expect(
      scenario.app.console.messages == [
        "[Presentation] Attempt to present <\(platformAlertTypeName)> on "
          + "<\(Self.rootName)> (from <NavigationStackHostingController<AnyView>>) which is "
          + "already presenting <PresentationHostingController<AnyView>>."
      ])
    #expect(scenario.root.presentedViewController === sheet)
    #expect(sheet.presentedViewController == nil)
    #expect(scenario.window.subviews.count == 2)
    #expect(dropped == sheeted)
    #expect(!dropped.nodes.contains { $0.typeName == platformAlertTypeName })
    expectSnapshot(of: scenario.recorder)
  }
}
