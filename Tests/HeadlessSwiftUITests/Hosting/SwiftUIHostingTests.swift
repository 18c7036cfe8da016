import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// The dolphin article (article 001) and SwiftUI's presentation bridge (UIKit reference §5, §7
/// S3–S5, S12, S16) on the headless model, written in SwiftUI.
@MainActor
struct SwiftUIHostingTests {
  private static let rootName = "UIHostingController<ModifiedContent<AnyView, RootModifier>>"

  @Test("At launch the mascot paints in front of the tab bar controller (S3)")
  func launchPutsMascotInFront() async throws {
    let scenario = try await DolphinScenario(DolphinFixture(mascotInRoot: true))
    let (app, window, root) = (scenario.app, scenario.window, scenario.root)
    let hierarchy = app.captureHierarchy()

    #expect(root.typeName == Self.rootName)
    #expect(root.view.engine.typeName == "_UIHostingView<ModifiedContent<AnyView, RootModifier>>")
    #expect(app.windowsBackToFront.count == 1)
    #expect(window.isKeyWindow)
    #expect(try hierarchy.isInFront("mascot", of: "tabs"))
    #expect(try hierarchy.isInFront("mascot", of: "home"))
    #expect(hierarchy.identifiersFrontToBack().first == "mascot")
    let mascot = hierarchy[try hierarchy.index(of: "mascot")]
    #expect(mascot.role == .content)
    #expect(mascot.typeName == "Image")
    #expect(mascot.attributes.frame == DolphinFixture.mascotFrame)
    #expect(try hierarchy[hierarchy.index(of: "tabs")].typeName == "SwiftUI.UIKitTabBarController")
    #expect(
      try hierarchy[hierarchy.index(of: "nav")].typeName == "SwiftUI.UIKitNavigationController")

    let tabs = try #require(root.children.first as? UITabBarController)
    #expect(tabs.typeName == "SwiftUI.UIKitTabBarController")
    #expect(tabs.view.superview?.engine.typeName == tabHostTypeName)
    #expect(tabs.engine.identifier == "tabs")
    #expect(tabs.viewControllers?.map(\.typeName) == Array(repeating: tabItemName, count: 2))
    let nav = try #require(tabs.selectedViewController?.children.first as? UINavigationController)
    #expect(nav.typeName == "SwiftUI.UIKitNavigationController")
    #expect(nav.view.superview?.engine.typeName == navigationHostTypeName)
    #expect(nav.engine.identifier == "nav")
    #expect(nav.topViewController?.typeName == "NavigationStackHostingController<AnyView>")
    // The mascot overlaps the tab bar and takes the touch there.
    let tabBar = try #require(hierarchy.nodes.first { $0.typeName == "UITabBar" })
    #expect(tabBar.attributes.frame?.contains(DolphinFixture.mascotOverTabBar) == true)
    #expect(app.hitTest(DolphinFixture.mascotOverTabBar)?.accessibilityIdentifier == "mascot")
    #expect(app.hitTest(DolphinFixture.mascotCenter)?.accessibilityIdentifier == "mascot")
    #expect(app.console.messages.isEmpty)
    #expect(app.checkInvariants().isEmpty)
  }

  @Test("A pushed destination keeps the mascot in front and alone in the wrapper (S4)")
  func pushKeepsMascotInFront() async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try await DolphinScenario(dolphin)
    let (app, window) = (scenario.app, scenario.window)
    let transitionsBefore = window.subviews.count

    dolphin.showDetail.wrappedValue = true
    await scenario.update()

    let hierarchy = app.captureHierarchy()
    #expect(try hierarchy.isInFront("mascot", of: "detail"))
    #expect(window.subviews.count == transitionsBefore)
    let nav = try #require(scenario.navigation)
    let destination = try #require(nav.topViewController as? UIHostingController<AnyView>)
    #expect(destination.typeName == "DestinationHostingController<AnyView>")
    #expect(nav.viewControllers.count == 2)
    let wrapper = try #require(destination.view.superview)
    #expect(wrapper.engine.typeName == "UIViewControllerWrapperView")
    #expect(wrapper.subviews.count == 1)
    #expect(nav.viewControllers.first?.view.window == nil)
    #expect(app.checkInvariants().isEmpty)

    dolphin.showDetail.wrappedValue = false
    await scenario.update()
    #expect(nav.viewControllers.count == 1)
    #expect(nav.topViewController?.view.window === window)
  }

  @Test("A full-screen cover from a destination covers the mascot (S5)")
  func coverHidesMascot() async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try await DolphinScenario(dolphin)
    let (app, window, root) = (scenario.app, scenario.window, scenario.root)
    dolphin.showDetail.wrappedValue = true
    await scenario.update()

    dolphin.showCover.wrappedValue = true
    await scenario.update()

    let cover = try #require(root.presentedViewController as? UIHostingController<AnyView>)
    #expect(cover.typeName == "PresentationHostingController<AnyView>")
    #expect(cover.presentingViewController === root)
    #expect(cover.resolvedPresentationStyle == .overFullScreen)
    #expect(root.view.window === window)
    #expect(window.subviews.filter { $0.engine.typeName == "UITransitionView" }.count == 2)
    let hierarchy = app.captureHierarchy()
    #expect(try hierarchy.isInFront("cover", of: "mascot"))
    let hit = try #require(app.hitTest(DolphinFixture.mascotCenter))
    #expect(hit.accessibilityIdentifier == "cover")
    #expect(hit.superview === cover.view)
    #expect(app.console.messages.isEmpty)
    #expect(app.checkInvariants().isEmpty)
  }

  @Test("With the cover mapped to .fullScreen, the root's view leaves the window (§5.3)")
  func coverAsFullScreenRemovesPresenter() async throws {
    var profile = FidelityProfile.iPhone
    profile.swiftUI.fullScreenCoverIsOverFullScreen = false
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try await DolphinScenario(dolphin, profile: profile)
    let (app, window, root) = (scenario.app, scenario.window, scenario.root)
    dolphin.showDetail.wrappedValue = true

    dolphin.showCover.wrappedValue = true
    await scenario.update()

    #expect(root.presentedViewController?.resolvedPresentationStyle == .fullScreen)
    #expect(root.view.window == nil)

    dolphin.showCover.wrappedValue = false
    await scenario.update()
    #expect(root.presentedViewController == nil)
    #expect(root.view.window === window)
    #expect(app.checkInvariants().isEmpty)
  }

  @Test("Evaluating the body again while presented does not present twice")
  func reevaluationDoesNotPresentTwice() async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try await DolphinScenario(dolphin)
    let (app, window, root) = (scenario.app, scenario.window, scenario.root)
    dolphin.showDetail.wrappedValue = true
    dolphin.showCover.wrappedValue = true
    await scenario.update()
    let cover = try #require(root.presentedViewController)
    let before = app.captureHierarchy()

    for _ in 0..<3 { await scenario.update() }

    #expect(root.presentedViewController === cover)
    #expect(window.subviews.count == 2)
    #expect(app.captureHierarchy() == before)
    #expect(app.console.messages.isEmpty)
  }

  @Test("Turning the binding off dismisses the cover and the mascot is in front again")
  func bindingOffDismisses() async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try await DolphinScenario(dolphin)
    let (app, window, root) = (scenario.app, scenario.window, scenario.root)
    dolphin.showDetail.wrappedValue = true
    dolphin.showCover.wrappedValue = true
    await scenario.update()
    #expect(root.presentedViewController != nil)

    dolphin.showCover.wrappedValue = false
    await scenario.update()

    #expect(root.presentedViewController == nil)
    #expect(window.subviews.count == 1)
    #expect(app.hitTest(DolphinFixture.mascotCenter)?.accessibilityIdentifier == "mascot")
    #expect(app.checkInvariants().isEmpty)
  }

  @Test("Content dismisses itself by turning its own binding off")
  func contentDismissesItself() async throws {
    let showSheet = Box(false)
    let app = await UIApplication.launch(SelfClosingSheet(showSheet: showSheet.binding))
    let root = try #require(app.windowScenes.first?.keyWindow?.rootViewController)
    showSheet.value = true
    await app.settle()
    let sheet = try #require(root.presentedViewController)

    let touched = try app.tap("close")

    // The touch lands on the Close button's label, in the sheet.
    #expect(touched.superview?.accessibilityIdentifier == "close")
    #expect(touched.isInside(sheet.view))
    #expect(showSheet.value == false)
    #expect(root.presentedViewController == nil)
    #expect(app.console.messages.isEmpty)
  }

  @Test("An alert inside the sheet's content is presented by the sheet (S16)")
  func alertInsideSheet() async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try await DolphinScenario(dolphin)
    let (app, window, root) = (scenario.app, scenario.window, scenario.root)
    dolphin.showSheet.wrappedValue = true
    await scenario.update()
    let sheet = try #require(root.presentedViewController as? UIHostingController<AnyView>)
    #expect(sheet.resolvedPresentationStyle == .formSheet)

    dolphin.showAlertInSheet.wrappedValue = true
    await scenario.update()

    let alert = try #require(sheet.presentedViewController as? UIAlertController)
    #expect(alert.typeName == platformAlertTypeName)
    #expect(alert.title == "Sheet alert")
    #expect(alert.presentingViewController === sheet)
    #expect(window.subviews.count == 3)
    let layer = try #require(window.subviews.last)
    #expect(layer.subviews.map(\.engine.typeName) == ["UIDimmingView", "_UIAlertControllerView"])
    let hierarchy = app.captureHierarchy()
    let alertNode = try #require(hierarchy.onlyIndex(ofType: platformAlertTypeName))
    #expect(try hierarchy.isInFront(alertNode, of: hierarchy.index(of: "sheetContent")))
    #expect(app.console.messages.isEmpty)
    #expect(app.checkInvariants().isEmpty)

    dolphin.showSheet.wrappedValue = false
    await scenario.update()
    #expect(root.presentedViewController == nil)
    #expect(window.subviews.count == 1)
  }

  @Test("An alert on Home while the root presents a sheet is dropped with UIKit's warning (S16)")
  func alertOnHomeWhileSheetIsUp() async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try await DolphinScenario(dolphin)
    let (app, window, root) = (scenario.app, scenario.window, scenario.root)
    dolphin.showSheet.wrappedValue = true
    await scenario.update()

    dolphin.showAlertOnHome.wrappedValue = true
    await scenario.update()
    await scenario.update()

    #expect(
      app.console.messages == [
        "[Presentation] Attempt to present <\(platformAlertTypeName)> on "
          + "<\(Self.rootName)> (from <NavigationStackHostingController<AnyView>>) which is "
          + "already presenting <PresentationHostingController<AnyView>>."
      ])
    #expect(window.subviews.count == 2)
    #expect(!(root.presentedViewController is UIAlertController))
  }

  @Test("A second sheet on the same host waits for the first, with SwiftUI's message (§5.2)")
  func secondSheetWaits() async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try await DolphinScenario(dolphin)
    let (app, root) = (scenario.app, scenario.root)
    dolphin.showSheet.wrappedValue = true
    await scenario.update()
    let sheet = try #require(root.presentedViewController)

    dolphin.showSecondSheet.wrappedValue = true
    await scenario.update()
    await scenario.update()

    #expect(
      app.console.messages == [
        "Currently, only presenting a single sheet is supported. The next sheet will be presented "
          + "when the currently presented sheet gets dismissed."
      ])
    #expect(root.presentedViewController === sheet)

    dolphin.showSheet.wrappedValue = false
    await scenario.update()

    let second = try #require(root.presentedViewController as? UIHostingController<AnyView>)
    #expect(second !== sheet)
    #expect(try app.captureHierarchy().isInFront("second", of: "mascot"))
    #expect(app.console.messages.count == 1)
  }

  @Test("A cover asked for before the host has a window is presented once it has one (§5.2)")
  func deferredUntilWindow() async throws {
    let app = UIApplication()
    let scene = app.connectScene()
    let selection = Box(0)
    let host = UIHostingController(rootView: CoverOnSecondTab(selection: selection.binding))
    let window = UIWindow(windowScene: scene)
    window.rootViewController = host
    window.makeKeyAndVisible()
    await app.settle()
    // The second tab's content is evaluated, but its hosting controller's view is in no window.
    let tabs = try #require(host.children.first as? UITabBarController)
    let second = try #require(tabs.viewControllers?.last)
    #expect(second.view.window == nil)
    #expect(host.presentedViewController == nil)
    #expect(app.console.messages.isEmpty)

    selection.value = 1
    await app.settle()

    #expect(host.typeName == "UIHostingController<CoverOnSecondTab>")
    #expect(tabs.selectedViewController === second)
    #expect(host.presentedViewController?.resolvedPresentationStyle == .overFullScreen)
    #expect(try app.captureHierarchy().isInFront("cover", of: "root"))
    #expect(app.console.messages.isEmpty)
  }

  @Test("zIndex and overlays reorder content within a stack (§5.1)")
  func zIndexAndOverlay() async throws {
    let app = await UIApplication.launch(
      ZStack {
        Color.red.accessibilityIdentifier("front").zIndex(1)
        Color.blue.accessibilityIdentifier("back")
        Image("photo")
          .accessibilityIdentifier("photo")
          .overlay { Text("Badge").accessibilityIdentifier("badge") }
      })
    let hierarchy = app.captureHierarchy()

    #expect(hierarchy.identifiersFrontToBack() == ["front", "badge", "photo", "back"])
  }

  @Test("A clear hosting controller presented over the top-most controller, as .alert is (S12)")
  func topMostOverCurrentContext() async throws {
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try await DolphinScenario(dolphin)
    let (app, window, root) = (scenario.app, scenario.window, scenario.root)

    dolphin.showCustom.wrappedValue = true
    await scenario.update()
    await scenario.update()

    let presented = try #require(root.presentedViewController)
    #expect(presented.typeName == DolphinFixture.customControllerTypeName)
    #expect(presented.presentingViewController === root)
    #expect(presented.resolvedPresentationStyle == .overCurrentContext)
    #expect(presented.modalTransitionStyle == .crossDissolve)
    #expect(window.subviews.count == 2)
    #expect(try app.captureHierarchy().isInFront("custom", of: "mascot"))
    #expect(app.console.messages.isEmpty)

    dolphin.showCustom.wrappedValue = false
    await scenario.update()
    #expect(root.presentedViewController == nil)
    #expect(window.subviews.count == 1)
  }

  @Test(
    "Popovers and dialogs follow the width: sheet and alert style on a phone, popover on a pad",
    arguments: zip(
      [FidelityProfile.iPhone, .iPad],
      [(UIModalPresentationStyle.formSheet, UIModalPresentationStyle.custom), (.popover, .popover)])
  )
  func popoverAndDialogStyles(
    profile: FidelityProfile, expected: (UIModalPresentationStyle, UIModalPresentationStyle)
  ) async throws {
    let showPopover = Box(false)
    let showDialog = Box(false)
    let app = await UIApplication.launch(
      PopoverAndDialog(showPopover: showPopover.binding, showDialog: showDialog.binding),
      profile: profile)
    let root = try #require(app.windowScenes.first?.keyWindow?.rootViewController)

    showPopover.value = true
    await app.settle()
    let popover = try #require(root.presentedViewController)
    #expect(popover.resolvedPresentationStyle == expected.0)
    #expect(popover.popoverPresentationController?.sourceView?.accessibilityIdentifier == "anchor")

    showPopover.value = false
    showDialog.value = true
    await app.settle()
    let dialog = try #require(root.presentedViewController as? UIAlertController)
    #expect(dialog.typeName == platformAlertTypeName)
    #expect(dialog.preferredStyle == .actionSheet)
    #expect(dialog.resolvedPresentationStyle == expected.1)
    #expect(app.console.messages.isEmpty)
    #expect(app.checkInvariants().isEmpty)
  }

  @Test("One update that hides a cover and shows a sheet on the cover's presenter shows it")
  func dismissalsComeBeforePresentations() async throws {
    let cover = Box(true)
    let sheet = Box(false)
    let app = await UIApplication.launch(
      CoverThenSheet(showCover: cover.binding, showSheet: sheet.binding))
    let root = try #require(app.windowScenes.first?.keyWindow?.rootViewController)
    #expect(root.presentedViewController != nil)

    cover.value = false
    sheet.value = true
    await app.settle()

    #expect(app.console.messages.isEmpty)
    let hierarchy = app.captureHierarchy()
    #expect(throws: HierarchyQueryError.self) { try hierarchy.index(of: "cover") }
    #expect(try hierarchy.isInFront("sheet", of: "home"))
    #expect(app.checkInvariants().isEmpty)
  }

  @Test(
    "A dropped alert stays dropped after the sheet goes, unless the profile retries it",
    arguments: [false, true])
  func droppedAlertRetry(retries: Bool) async throws {
    var profile = FidelityProfile.iPhone
    profile.swiftUI.retriesDroppedPresentations = retries
    let dolphin = DolphinFixture(mascotInRoot: true)
    let scenario = try await DolphinScenario(dolphin, profile: profile)
    let (app, root) = (scenario.app, scenario.root)
    dolphin.showSheet.wrappedValue = true
    dolphin.showAlertOnHome.wrappedValue = true
    await scenario.update()
    #expect(app.console.messages.count == 1)

    dolphin.showSheet.wrappedValue = false
    await scenario.update()

    #expect((root.presentedViewController is UIAlertController) == retries)
  }
}

// MARK: - Fixtures

private let tabHostTypeName =
  "UIKitPlatformViewHost<PlatformViewControllerRepresentableAdaptor<UIKitAdaptableTabView>>"
private let navigationHostTypeName =
  "PlatformViewHost<PlatformViewControllerRepresentableAdaptor<NavigationStackRepresentable>>"
private let tabItemName = "UIHostingController<TabItem.RootView>"

/// A root whose sheet closes itself: its Close button turns the binding it was given off.
private struct SelfClosingSheet: View {
  @Binding var showSheet: Bool

  var body: some View {
    Text("Root")
      .sheet(isPresented: $showSheet) {
        SheetWithClose(isPresented: $showSheet)
      }
  }
}

/// A sheet's content with a Close button.
private struct SheetWithClose: View {
  @Binding var isPresented: Bool

  var body: some View {
    VStack {
      Text("Sheet")
      Button("Close") { isPresented = false }
        .accessibilityIdentifier("close")
    }
  }
}

/// Two tabs; the second asks for a full-screen cover from the start.
private struct CoverOnSecondTab: View {
  @Binding var selection: Int

  var body: some View {
    TabView(selection: $selection) {
      Text("First")
        .tag(0)
      Text("Root")
        .accessibilityIdentifier("root")
        .fullScreenCover(isPresented: .constant(true)) {
          Color.blue.accessibilityIdentifier("cover")
        }
        .tag(1)
    }
  }
}

/// An anchor image with a popover, above a text with a confirmation dialog.
private struct PopoverAndDialog: View {
  @Binding var showPopover: Bool
  @Binding var showDialog: Bool

  var body: some View {
    VStack {
      Image("anchor")
        .resizable()
        .frame(width: 40, height: 40)
        .accessibilityIdentifier("anchor")
        .popover(isPresented: $showPopover) {
          Text("Popover").accessibilityIdentifier("popover")
        }
      Text("Other")
        .confirmationDialog("Delete?", isPresented: $showDialog) {
          Button("Delete", role: .destructive) {}
        }
    }
  }
}

/// A navigation stack whose root presents a cover, inside a view that presents a sheet.
private struct CoverThenSheet: View {
  @Binding var showCover: Bool
  @Binding var showSheet: Bool

  var body: some View {
    NavigationStack {
      Text("Home")
        .accessibilityIdentifier("home")
        .fullScreenCover(isPresented: $showCover) {
          Color.blue.accessibilityIdentifier("cover")
        }
    }
    .accessibilityIdentifier("stack")
    .sheet(isPresented: $showSheet) {
      Text("Sheet").accessibilityIdentifier("sheet")
    }
  }
}
