import HeadlessUIKit
import PresentationSnapshotTesting
import SeedApps
import Testing

/// The dolphin article (seeds/001) and SwiftUI's presentation bridge (UIKIT-MODEL.md §5, §7
/// S3–S5, S12, S16) on the headless model.
@MainActor
struct SwiftUIHostingTests {
  private static let rootName = "UIHostingController<ModifiedContent<AnyView, RootModifier>>"

  @Test("At launch the mascot paints in front of the tab bar controller (S3)")
  func launchPutsMascotInFront() throws {
    let dolphin = DolphinApp()
    let (app, window, root) = try dolphin.launch()
    let hierarchy = app.captureHierarchy()

    #expect(root.typeName == Self.rootName)
    #expect(root.view.typeName == "_UIHostingView<ModifiedContent<AnyView, RootModifier>>")
    #expect(window.rootViewController === root)
    #expect(try hierarchy.isInFront("mascot", of: "tabs"))
    #expect(try hierarchy.isInFront("mascot", of: "home"))
    #expect(hierarchy.identifiersFrontToBack().first == "mascot")
    #expect(try hierarchy[hierarchy.index(of: "mascot")].role == .content)
    #expect(try hierarchy[hierarchy.index(of: "mascot")].typeName == "Image")
    #expect(try hierarchy[hierarchy.index(of: "tabs")].typeName == "SwiftUI.UIKitTabBarController")
    #expect(
      try hierarchy[hierarchy.index(of: "nav")].typeName == "SwiftUI.UIKitNavigationController")

    let tabs = try #require(root.children.first as? UITabBarController)
    #expect(tabs.view.superview?.typeName == tabHostTypeName)
    #expect(tabs.viewControllers?.map(\.typeName) == Array(repeating: tabItemName, count: 2))
    let nav = try #require(tabs.selectedViewController?.children.first as? UINavigationController)
    #expect(nav.view.superview?.typeName == navigationHostTypeName)
    #expect(nav.topViewController?.typeName == "NavigationStackHostingController<AnyView>")
    // The mascot overlaps the tab bar and takes the touch there.
    #expect(app.hitTest(DolphinApp.mascotCenter)?.accessibilityIdentifier == "mascot")
    #expect(app.console.messages.isEmpty)
    #expect(app.checkInvariants().isEmpty)
  }

  @Test("A pushed destination keeps the mascot in front and alone in the wrapper (S4)")
  func pushKeepsMascotInFront() throws {
    let dolphin = DolphinApp()
    let (app, window, root) = try dolphin.launch()
    let transitionsBefore = window.subviews.count

    dolphin.showDetail.wrappedValue = true
    try root.update()

    let hierarchy = app.captureHierarchy()
    #expect(try hierarchy.isInFront("mascot", of: "detail"))
    #expect(window.subviews.count == transitionsBefore)
    let nav = try #require(navigation(in: root))
    let destination = try #require(nav.topViewController as? HostingController)
    #expect(destination.typeName == "DestinationHostingController<AnyView>")
    #expect(nav.viewControllers.count == 2)
    let wrapper = try #require(destination.view.superview)
    #expect(wrapper.typeName == "UIViewControllerWrapperView")
    #expect(wrapper.subviews.count == 1)
    #expect(nav.viewControllers.first?.view.window == nil)
    #expect(app.checkInvariants().isEmpty)

    dolphin.showDetail.wrappedValue = false
    try root.update()
    #expect(nav.viewControllers.count == 1)
    #expect(nav.topViewController?.view.window === window)
  }

  @Test("A full-screen cover from a destination covers the mascot (S5)")
  func coverHidesMascot() throws {
    let dolphin = DolphinApp()
    let (app, window, root) = try dolphin.launch()
    dolphin.showDetail.wrappedValue = true
    try root.update()

    dolphin.showCover.wrappedValue = true
    try root.update()

    let cover = try #require(root.presentedViewController as? HostingController)
    #expect(cover.typeName == "PresentationHostingController<AnyView>")
    #expect(cover.presentingViewController === root)
    #expect(cover.resolvedPresentationStyle == .overFullScreen)
    #expect(root.view.window === window)
    #expect(window.subviews.filter { $0.typeName == "UITransitionView" }.count == 2)
    let hierarchy = app.captureHierarchy()
    #expect(try hierarchy.isInFront("cover", of: "mascot"))
    let hit = try #require(app.hitTest(DolphinApp.mascotCenter))
    #expect(hit.accessibilityIdentifier == "cover")
    #expect(hit.superview === cover.view)
    #expect(app.console.messages.isEmpty)
    #expect(app.checkInvariants().isEmpty)
  }

  @Test("With the cover mapped to .fullScreen, the root's view leaves the window (§5.3)")
  func coverAsFullScreenRemovesPresenter() throws {
    var profile = FidelityProfile.iPhone
    profile.fullScreenCoverIsOverFullScreen = false
    let dolphin = DolphinApp()
    let (app, window, root) = try dolphin.launch(profile: profile)
    dolphin.showDetail.wrappedValue = true

    dolphin.showCover.wrappedValue = true
    try root.update()

    #expect(root.presentedViewController?.resolvedPresentationStyle == .fullScreen)
    #expect(root.view.window == nil)

    dolphin.showCover.wrappedValue = false
    try root.update()
    #expect(root.presentedViewController == nil)
    #expect(root.view.window === window)
    #expect(app.checkInvariants().isEmpty)
  }

  @Test("Evaluating the body again while presented does not present twice")
  func reevaluationDoesNotPresentTwice() throws {
    let dolphin = DolphinApp()
    let (app, window, root) = try dolphin.launch()
    dolphin.showDetail.wrappedValue = true
    dolphin.showCover.wrappedValue = true
    try root.update()
    let cover = try #require(root.presentedViewController)
    let before = app.captureHierarchy()

    for _ in 0..<3 { try root.update() }
    try app.updateSwiftUI()

    #expect(root.presentedViewController === cover)
    #expect(window.subviews.count == 2)
    #expect(app.captureHierarchy() == before)
    #expect(app.console.messages.isEmpty)
  }

  @Test("Turning the binding off dismisses the cover and the mascot is in front again")
  func bindingOffDismisses() throws {
    let dolphin = DolphinApp()
    let (app, window, root) = try dolphin.launch()
    dolphin.showDetail.wrappedValue = true
    dolphin.showCover.wrappedValue = true
    try root.update()
    #expect(root.presentedViewController != nil)

    dolphin.showCover.wrappedValue = false
    try root.update()

    #expect(root.presentedViewController == nil)
    #expect(window.subviews.count == 1)
    #expect(app.hitTest(DolphinApp.mascotCenter)?.accessibilityIdentifier == "mascot")
    #expect(app.checkInvariants().isEmpty)
  }

  @Test("Content dismisses itself by turning its own binding off")
  func contentDismissesItself() throws {
    let dolphin = DolphinApp()
    let (app, _, root) = try dolphin.launch()
    dolphin.showSheet.wrappedValue = true
    try root.update()
    #expect(root.presentedViewController != nil)

    let close = try #require(try app.tap(at: DolphinApp.closeCenter))

    #expect(close.accessibilityIdentifier == "close")
    #expect(dolphin.showSheet.wrappedValue == false)
    #expect(root.presentedViewController == nil)
  }

  @Test("An alert inside the sheet's content is presented by the sheet (S16)")
  func alertInsideSheet() throws {
    let dolphin = DolphinApp()
    let (app, window, root) = try dolphin.launch()
    dolphin.showSheet.wrappedValue = true
    try root.update()
    let sheet = try #require(root.presentedViewController as? HostingController)
    #expect(sheet.resolvedPresentationStyle == .formSheet)

    dolphin.showAlertInSheet.wrappedValue = true
    try root.update()

    let alert = try #require(sheet.presentedViewController as? AlertController)
    #expect(alert.typeName == "SwiftUI.PlatformAlertController")
    #expect(alert.presentingViewController === sheet)
    #expect(window.subviews.count == 3)
    let layer = try #require(window.subviews.last)
    #expect(layer.subviews.map(\.typeName) == ["UIDimmingView", "_UIAlertControllerView"])
    #expect(try app.captureHierarchy().isInFront("sheetAlert", of: "sheetContent"))
    #expect(app.console.messages.isEmpty)
    #expect(app.checkInvariants().isEmpty)

    dolphin.showSheet.wrappedValue = false
    try root.update()
    #expect(root.presentedViewController == nil)
    #expect(window.subviews.count == 1)
  }

  @Test("An alert on Home while the root presents a sheet is dropped with UIKit's warning (S16)")
  func alertOnHomeWhileSheetIsUp() throws {
    let dolphin = DolphinApp()
    let (app, window, root) = try dolphin.launch()
    dolphin.showSheet.wrappedValue = true
    try root.update()

    dolphin.showAlertOnHome.wrappedValue = true
    try root.update()
    try root.update()

    #expect(
      app.console.messages == [
        "[Presentation] Attempt to present <SwiftUI.PlatformAlertController: homeAlert> on "
          + "<\(Self.rootName)> (from <NavigationStackHostingController<AnyView>>) which is "
          + "already presenting <PresentationHostingController<AnyView>>."
      ])
    #expect(window.subviews.count == 2)
    #expect(!(root.presentedViewController is AlertController))
  }

  @Test("A second sheet on the same host waits for the first, with SwiftUI's message (§5.2)")
  func secondSheetWaits() throws {
    let dolphin = DolphinApp()
    let (app, _, root) = try dolphin.launch()
    dolphin.showSheet.wrappedValue = true
    try root.update()
    let sheet = try #require(root.presentedViewController)

    dolphin.showSecondSheet.wrappedValue = true
    try root.update()
    try root.update()

    #expect(
      app.console.messages == [
        "Currently, only presenting a single sheet is supported. The next sheet will be presented "
          + "when the currently presented sheet gets dismissed."
      ])
    #expect(root.presentedViewController === sheet)

    dolphin.showSheet.wrappedValue = false
    try root.update()

    let second = try #require(root.presentedViewController as? HostingController)
    #expect(second !== sheet)
    #expect(try app.captureHierarchy().isInFront("second", of: "mascot"))
    #expect(app.console.messages.count == 1)
  }

  @Test("A cover asked for before the host has a window is presented once it has one (§5.2)")
  func deferredUntilWindow() throws {
    let app = UIApplication()
    let scene = app.connectScene()
    let show = Binding(true)
    let host = HostingController(
      rootView: Content.text("Root", id: "root").fullScreenCover(isPresented: show) {
        .color(id: "cover")
      },
      rootViewName: "ContentView")
    try host.update()
    #expect(host.presentedViewController == nil)
    #expect(app.console.messages.isEmpty)

    let window = UIWindow(windowScene: scene)
    window.rootViewController = host
    window.makeKeyAndVisible()
    try host.update()

    #expect(host.typeName == "UIHostingController<ContentView>")
    #expect(host.presentedViewController?.resolvedPresentationStyle == .overFullScreen)
    #expect(try app.captureHierarchy().isInFront("cover", of: "root"))
    #expect(app.console.messages.isEmpty)
  }

  @Test("zIndex and overlays reorder content within a stack (§5.1)")
  func zIndexAndOverlay() throws {
    let app = UIApplication()
    let content = Content.zStack([
      .color(id: "front").zIndex(1),
      .color(id: "back"),
      .image(id: "photo").overlay(.text("Badge", id: "badge")),
    ])
    try app.launchSwiftUIApp(root: content)
    let hierarchy = app.captureHierarchy()

    #expect(hierarchy.identifiersFrontToBack() == ["front", "badge", "photo", "back"])
  }

  @Test("A clear hosting controller presented over the top-most controller, as .alert is (S12)")
  func topMostOverCurrentContext() throws {
    let dolphin = DolphinApp()
    let (app, window, root) = try dolphin.launch()
    let overlay = Binding(true)

    try presentOverEverything(app, isPresented: overlay)
    try presentOverEverything(app, isPresented: overlay)

    let presented = try #require(root.presentedViewController as? PresentedHostingController)
    #expect(presented.presentingViewController === root)
    #expect(presented.resolvedPresentationStyle == .overCurrentContext)
    #expect(presented.modalTransitionStyle == .crossDissolve)
    #expect(window.subviews.count == 2)
    #expect(try app.captureHierarchy().isInFront("custom", of: "mascot"))
    #expect(app.console.messages.isEmpty)

    overlay.wrappedValue = false
    try presentOverEverything(app, isPresented: overlay)
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
  ) throws {
    let app = UIApplication(profile: profile)
    let showPopover = Binding(false)
    let showDialog = Binding(false)
    let anchor = Content.image(id: "anchor", frame: Rect(x: 10, y: 200, width: 40, height: 40))
      .popover(isPresented: showPopover) { .text("Popover", id: "popover") }
    let (_, root) = try app.launchSwiftUIApp(
      root: .vStack([anchor, .text("Other").confirmationDialog("Delete?", isPresented: showDialog)])
    )

    showPopover.wrappedValue = true
    try root.update()
    let popover = try #require(root.presentedViewController)
    #expect(popover.resolvedPresentationStyle == expected.0)
    #expect(popover.popoverPresentationController?.sourceView?.accessibilityIdentifier == "anchor")

    showPopover.wrappedValue = false
    showDialog.wrappedValue = true
    try root.update()
    let dialog = try #require(root.presentedViewController as? AlertController)
    #expect(dialog.preferredStyle == .actionSheet)
    #expect(dialog.resolvedPresentationStyle == expected.1)
    #expect(app.console.messages.isEmpty)
    #expect(app.checkInvariants().isEmpty)
  }

  @Test("One update that hides a cover and shows a sheet on the cover's presenter shows it")
  func dismissalsComeBeforePresentations() throws {
    let cover = Binding(true)
    let sheet = Binding(false)
    let home = Content.text("Home", id: "home").fullScreenCover(isPresented: cover) {
      .color(id: "cover")
    }
    let app = UIApplication()
    let (_, root) = try app.launchSwiftUIApp(
      root: Content.navigationStack(root: home, id: "stack").sheet(isPresented: sheet) {
        .text("Sheet", id: "sheet")
      })
    #expect(root.presentedViewController != nil)

    cover.wrappedValue = false
    sheet.wrappedValue = true
    try app.updateSwiftUI()

    #expect(app.console.messages.isEmpty)
    let hierarchy = app.captureHierarchy()
    #expect(throws: HierarchyQueryError.self) { try hierarchy.index(of: "cover") }
    #expect(try hierarchy.isInFront("sheet", of: "home"))
    #expect(app.checkInvariants().isEmpty)
  }

  @Test("A dropped alert stays dropped after the sheet goes, unless the profile retries it")
  func droppedAlertRetry() throws {
    for retries in [false, true] {
      var profile = FidelityProfile.iPhone
      profile.swiftUI.retriesDroppedPresentations = retries
      let dolphin = DolphinApp()
      let (app, _, root) = try dolphin.launch(profile: profile)
      dolphin.showSheet.wrappedValue = true
      dolphin.showAlertOnHome.wrappedValue = true
      try root.update()
      #expect(app.console.messages.count == 1)

      dolphin.showSheet.wrappedValue = false
      try root.update()

      #expect((root.presentedViewController is AlertController) == retries)
    }
  }
}

// MARK: - Fixtures

private let tabHostTypeName =
  "UIKitPlatformViewHost<PlatformViewControllerRepresentableAdaptor<UIKitAdaptableTabView>>"
private let navigationHostTypeName =
  "PlatformViewHost<PlatformViewControllerRepresentableAdaptor<NavigationStackRepresentable>>"
private let tabItemName = "UIHostingController<TabItem.RootView>"

/// `ZStack { TabView { NavigationStack { Home } ; Settings }; Dolphin }` with its bindings.
@MainActor
private struct DolphinApp {
  static let mascotFrame = Rect(x: 274, y: 700, width: 100, height: 100)
  static let mascotCenter = Point(x: 324, y: 750)
  static let closeCenter = Point(x: 40, y: 120)

  let showDetail = Binding(false)
  let showCover = Binding(false)
  let showSheet = Binding(false)
  let showSecondSheet = Binding(false)
  let showAlertOnHome = Binding(false)
  let showAlertInSheet = Binding(false)

  var root: Content {
    let home = Content.text("Home", id: "home")
      .navigationDestination(isPresented: showDetail) { [showCover] in
        Content.text("Detail", id: "detail").fullScreenCover(isPresented: showCover) {
          .color(id: "cover")
        }
      }
      .alert("Home alert", isPresented: showAlertOnHome, id: "homeAlert")
    return Content.zStack([
      .tabView(
        [.navigationStack(root: home, id: "nav"), .text("Settings", id: "settings")], id: "tabs"),
      .image(id: "mascot", frame: Self.mascotFrame),
    ])
    .sheet(isPresented: showSheet) { [showSheet, showAlertInSheet] in
      Content.vStack(
        [
          .text("Sheet", id: "sheetContent"),
          .button("Close", id: "close", frame: Rect(x: 0, y: 100, width: 80, height: 40)) {
            showSheet.wrappedValue = false
          },
        ]
      )
      .alert("Sheet alert", isPresented: showAlertInSheet, id: "sheetAlert")
    }
    .sheet(isPresented: showSecondSheet) { .color(id: "second") }
  }

  func launch(profile: FidelityProfile = .iPhone) throws -> (
    UIApplication, UIWindow, HostingController
  ) {
    let app = UIApplication(profile: profile)
    let (window, host) = try app.launchSwiftUIApp(root: root)
    return (app, window, host)
  }
}

/// The navigation controller of the dolphin app's first tab.
@MainActor
private func navigation(in root: HostingController) -> UINavigationController? {
  let tabs = root.children.first as? UITabBarController
  return tabs?.viewControllers?.first?.children.first as? UINavigationController
}

/// The seed article's `presentContentOverFullScreen` (SeedApps) over the top-most controller.
@MainActor
private func presentOverEverything(_ app: UIApplication, isPresented: Binding<Bool>) throws {
  _ = try Content.empty.presentContentOverFullScreen(in: app, isPresented: isPresented) { _ in
    .text("Custom", id: "custom")
  }
}
