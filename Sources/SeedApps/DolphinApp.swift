public import HeadlessUIKit
public import PresentationHierarchy

/// The app of the dolphin article (seeds/001), ported to the headless model: a `TabView` of
/// `NavigationStack`s with a dolphin ("mascot") that should stay in the bottom-right corner
/// whatever is presented.
///
/// The article tries three layerings; ``Layering`` selects one. What had to change in the port:
/// SwiftUI renders by itself, the model renders when asked (`update()`); the article's
/// `static var dolphinWindow` is per app here, because the model has no global state; `.task`
/// is the method ``runTask()``, which a test calls where SwiftUI would run the task.
@MainActor
public final class DolphinApp {
  /// Where the dolphin is drawn.
  public enum Layering: Sendable {
    /// `ZStack { MyTabView(); DolphinOverlay() }`: above pushes, under full-screen covers.
    case zStack
    /// `window.addSubview(hostingController.view)`: under the next modal as well.
    case windowAddSubview
    /// A separate window with a clear hosting root and no user interaction: the article's fix.
    case separateWindow
  }

  /// The dolphin's frame: 100×100 in the bottom-right corner of a 390×844 screen.
  public static let mascotFrame = Rect(x: 274, y: 648, width: 100, height: 100)

  /// The headless app.
  public let app: UIApplication
  /// The layering in use.
  public let layering: Layering
  /// Whether the detail screen is pushed (`navigationDestination`).
  public let showDetail = Binding(false)
  /// Whether the full-screen cover is up.
  public let showCover = Binding(false)
  /// Whether the sheet is up.
  public let showSheet = Binding(false)
  /// Whether the alert is up.
  public let showAlert = Binding(false)
  /// The main window, after ``launch()``.
  public private(set) var window: UIWindow?
  /// The app's root hosting controller, after ``launch()``.
  public private(set) var root: HostingController?
  /// The dolphin's own window, once ``showDolphinWindow()`` made it (`UIApplication.dolphinWindow`).
  public private(set) var dolphinWindow: UIWindow?

  /// Creates the app.
  ///
  /// - Parameters:
  ///   - layering: Where the dolphin is drawn.
  ///   - profile: The iOS version and idiom to model.
  public init(layering: Layering, profile: FidelityProfile = .iPhone) {
    self.layering = layering
    app = UIApplication(profile: profile)
  }

  /// Launches the app: `ContentView` as the app root in a key window.
  ///
  /// - Throws: ``UIKitException`` when a presentation raises one.
  public func launch() throws(UIKitException) {
    let (window, root) = try app.launchSwiftUIApp(root: contentView())
    self.window = window
    self.root = root
    if layering == .windowAddSubview {
      try windowOverlay(tag: 12_345) { Self.dolphinOverlay() }
    }
    if layering == .separateWindow {
      try runTask()
    }
  }

  /// Runs `ContentView`'s `.task`, as SwiftUI does when the view appears.
  ///
  /// - Throws: ``UIKitException`` when a presentation raises one.
  public func runTask() throws(UIKitException) {
    guard layering == .separateWindow else { return }
    try showDolphinWindow()
  }

  /// Evaluates every body again and applies the bindings, as SwiftUI does after a change.
  ///
  /// - Throws: ``UIKitException`` when a presentation raises one.
  public func update() throws(UIKitException) {
    try app.updateSwiftUI()
    if layering == .windowAddSubview {
      // The article's `windowOverlay` runs in `body`, so every evaluation runs it again.
      try windowOverlay(tag: 12_345) { Self.dolphinOverlay() }
    }
  }

  // MARK: - The article's code

  /// `DolphinOverlay`: a `VStack` that puts the dolphin image in the bottom-right corner.
  public static func dolphinOverlay() -> Content {
    .vStack([.image(id: "mascot", frame: mascotFrame).opaqueBackground()])
  }

  /// `MyTabView`: two tabs, each a `NavigationStack`; Home can push a detail screen, and the
  /// tab view can present a full-screen cover, a sheet and an alert.
  func myTabView() -> Content {
    let home = Content.text("Home", id: "home")
      .navigationDestination(isPresented: showDetail) { .text("Detail", id: "detail") }
    return Content.tabView(
      [
        .navigationStack(root: home, id: "homeStack"),
        .navigationStack(root: .text("Settings", id: "settings"), id: "settingsStack"),
      ], id: "tabs"
    )
    .fullScreenCover(isPresented: showCover) { .color(id: "cover") }
    .sheet(isPresented: showSheet) { .text("Sheet", id: "sheet") }
    .alert("Hello", isPresented: showAlert, id: "alert")
  }

  /// `ContentView`, per layering.
  func contentView() -> Content {
    switch layering {
    case .zStack: .zStack([myTabView(), Self.dolphinOverlay()])
    case .windowAddSubview, .separateWindow: myTabView()
    }
  }

  /// `UIApplication.showDolphinWindow()`: a window of its own for the dolphin, with a clear
  /// hosting root that does not take taps, shown with `makeKeyAndVisible()`.
  public func showDolphinWindow() throws(UIKitException) {
    guard dolphinWindow == nil, let windowScene = app.windowScenes.first else {
      return
    }
    let newWindow = UIWindow(windowScene: windowScene)
    let vc = HostingController(rootView: Self.dolphinOverlay(), rootViewName: "DolphinOverlay")
    vc.view.backgroundColor = .clear
    newWindow.rootViewController = vc
    // This window must not steal taps.
    newWindow.isUserInteractionEnabled = false
    newWindow.accessibilityIdentifier = "dolphinWindow"
    dolphinWindow = newWindow
    newWindow.makeKeyAndVisible()
    try vc.update()
  }

  /// `UIView.windowOverlay(content:)`: adds a hosting view to the key window once, found again by
  /// its tag.
  func windowOverlay(tag: Int, content: () -> Content) throws(UIKitException) {
    guard let window = app.windowScenes.first?.keyWindow,
      !window.subviews.contains(where: { $0.tag == tag })
    else { return }
    let vc = HostingController(rootView: content(), rootViewName: "DolphinOverlay")
    vc.view.tag = tag
    vc.view.frame = window.frame
    vc.view.backgroundColor = .clear
    vc.view.isUserInteractionEnabled = false
    window.addSubview(vc.view)
    try vc.update()
  }
}

extension DolphinApp: @MainActor HierarchyCapturing {
  /// Captures the app's windows at the presentation detail level.
  public func captureHierarchy() -> Hierarchy {
    app.captureHierarchy()
  }
}
