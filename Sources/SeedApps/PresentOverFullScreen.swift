public import HeadlessUIKit
public import PresentationHierarchy

// The "present over everything like `.alert`" article (seeds/000), ported to the headless model:
// `UIWindow.topMostController`, `PresentedHostingController` and the
// `presentContentOverFullScreen(isPresented:content:)` modifier, plus a small app that uses them
// for the article's motivating case, an alert with an image (UIKIT-MODEL.md §7 S12).
//
// What had to change in the port, and why:
// - The model has no `UIApplication.shared`, so the finder and the modifier take the
//   `UIApplication` they look in.
// - SwiftUI calls `body` by itself; in the model, evaluating a body is a function the test calls
//   (`ImageAlertApp.update()`), and the modifier runs in it exactly as the article's runs in
//   `body`, presenting or dismissing as a side effect and returning `self`.
// - `UIHostingController` renders on its own; the model's `HostingController` renders on an
//   explicit `update()`, which the modifier calls once the controller is presented.
// - UIKit crashes on an invalid `present`; the model throws `UIKitException`, so the modifier
//   `throws`.
// - The model's hosting controllers are not generic, so `PresentedHostingController` is not
//   either: the double-presentation guard matches any `PresentedHostingController`, not one per
//   content type. Captures show its class name, and its view `_UIHostingView<Type>` names the
//   content's type.
// - The article's controller class is `fileprivate`; here it is public so tests can find it.

// MARK: - The article's code

@MainActor
extension UIWindow {
  /// `UIWindow.topMostController`: the key window's root controller, followed down
  /// `presentedViewController` to the controller presented last (seeds/000).
  ///
  /// ```swift
  /// let presenter = UIWindow.topMostController(in: app)
  /// ```
  ///
  /// - Parameter application: The app whose windows to look in, for `UIApplication.shared`.
  /// - Returns: The top-most controller, or `nil` when no window is key or the key window has
  ///   no root.
  public static func topMostController(in application: UIApplication) -> UIViewController? {
    let keyWindow = application.windows
      .filter { $0.isKeyWindow }
      .first

    if var topController = keyWindow?.rootViewController {
      while let presentedViewController = topController.presentedViewController {
        topController = presentedViewController
      }

      return topController
    }

    return nil
  }
}

/// The article's `PresentedHostingController<Content>`: a hosting controller subclass with no
/// behaviour of its own, so the modifier can recognise the controller it presented.
///
/// Captures show it as `PresentedHostingController`.
@MainActor
public final class PresentedHostingController: HostingController {
  // dummy: empty, as in the article (`/*dummy*/`)
}

@MainActor
extension Content {
  /// `UIView.presentContentOverFullScreen(isPresented:content:)`: while the binding is `true`,
  /// presents the content in a clear ``PresentedHostingController`` from the top-most
  /// controller, `.overCurrentContext` with `.crossDissolve`, like `.alert` does; when it is
  /// `false`, dismisses that controller (seeds/000, UIKIT-MODEL.md §7 S12).
  ///
  /// Call it where SwiftUI would evaluate the body: it presents or dismisses as a side effect
  /// and returns the node unchanged. Evaluating it again while the content is up presents
  /// nothing more.
  ///
  /// ```swift
  /// func body() throws(UIKitException) -> Content {
  ///   try tabs.presentContentOverFullScreen(in: app, isPresented: showAlert) { isPresented in
  ///     .button("OK", id: "ok") { isPresented.wrappedValue = false }
  ///   }
  /// }
  /// ```
  ///
  /// - Parameters:
  ///   - application: The app to present in, for `UIApplication.shared`.
  ///   - isPresented: Whether the content is up; also passed to the content, which can set it
  ///     to `false` to dismiss itself.
  ///   - content: Builds the content from the binding.
  /// - Returns: The node, unchanged.
  /// - Throws: ``UIKitException`` when UIKit raises one for the presentation.
  public func presentContentOverFullScreen(
    in application: UIApplication,
    isPresented: Binding<Bool>,
    content: (Binding<Bool>) -> Content
  ) throws(UIKitException) -> Content {
    let presentingController =
      UIWindow.topMostController(in: application) as? PresentedHostingController
    if isPresented.wrappedValue {
      let isViewControllerAlreadyPresented = presentingController != nil
      if isViewControllerAlreadyPresented {
        // this prevent from presenting one more instance of controller
        // when SwiftUI UIView redraw body during presentation of this controller
        return self
      }

      let rootView = content(isPresented)
      let presentableContent = PresentedHostingController(
        rootView: rootView, rootViewName: rootView.typeName
      )
      presentableContent.modalPresentationStyle = .overCurrentContext
      presentableContent.modalTransitionStyle = .crossDissolve
      presentableContent.view.backgroundColor = .clear

      UIWindow.topMostController(in: application)?.present(presentableContent, animated: true)
      // UIHostingController renders by itself; the model's renders when asked.
      try presentableContent.update()
    } else {
      if let controller = presentingController {
        controller.dismiss(animated: true)
      }
    }

    return self
  }
}

// MARK: - An app that uses it

/// An app that shows the article's "alert with an image" over everything with
/// ``Content/presentContentOverFullScreen(in:isPresented:content:)``: a `TabView` of
/// `NavigationStack`s that can also present a sheet, so the alert can be asked for over the tabs
/// or over the sheet.
///
/// ```swift
/// let alertApp = ImageAlertApp()
/// try alertApp.launch()
/// alertApp.showImageAlert.wrappedValue = true
/// try alertApp.update()
/// ```
@MainActor
public final class ImageAlertApp {
  /// The alert's card: 300×300 in the middle of a 390×844 screen.
  public static let alertFrame = Rect(x: 45, y: 272, width: 300, height: 300)
  /// The alert's OK button, at the bottom of the card.
  public static let okButtonFrame = Rect(x: 95, y: 508, width: 200, height: 44)

  /// The headless app.
  public let app: UIApplication
  /// Whether the image alert is up; the alert's OK button sets it to `false`.
  public let showImageAlert = Binding(false)
  /// Whether the sheet is up.
  public let showSheet = Binding(false)
  /// The main window, after ``launch()``.
  public private(set) var window: UIWindow?
  /// The app's root hosting controller, after ``launch()``.
  public private(set) var root: HostingController?

  /// Creates the app.
  ///
  /// - Parameter profile: The iOS version and idiom to model.
  public init(profile: FidelityProfile = .iPhone) {
    app = UIApplication(profile: profile)
  }

  /// Launches the app: ``body()`` as the app root in a key window.
  ///
  /// - Throws: ``UIKitException`` when a presentation raises one.
  public func launch() throws(UIKitException) {
    let (window, root) = try app.launchSwiftUIApp(root: body())
    self.window = window
    self.root = root
  }

  /// Evaluates the body again and applies the bindings, as SwiftUI does after a state change.
  ///
  /// - Throws: ``UIKitException`` when a presentation raises one.
  public func update() throws(UIKitException) {
    let content = try body()
    root?.rootView = content
    try app.updateSwiftUI()
  }

  /// `ContentView.body`: the tabs, with a sheet and the image alert presented over everything.
  ///
  /// Evaluating it runs the article's modifier, which presents or dismisses the alert.
  ///
  /// - Returns: The content of the app root.
  /// - Throws: ``UIKitException`` when the alert's presentation raises one.
  public func body() throws(UIKitException) -> Content {
    let tabs = Content.tabView(
      [
        .navigationStack(root: .text("Home", id: "home"), id: "homeStack"),
        .navigationStack(root: .text("Settings", id: "settings"), id: "settingsStack"),
      ], id: "tabs"
    )
    return
      try tabs
      .sheet(isPresented: showSheet) { .text("Sheet", id: "sheet") }
      .presentContentOverFullScreen(in: app, isPresented: showImageAlert) { isPresented in
        Self.imageAlert(isPresented: isPresented)
      }
  }

  /// The alert's content: a card with an image and an OK button that dismisses it through the
  /// binding, over a clear background that fills the screen.
  ///
  /// - Parameter isPresented: The binding the modifier passes in.
  /// - Returns: The content.
  public static func imageAlert(isPresented: Binding<Bool>) -> Content {
    .zStack(
      [
        .color(id: "alertCard", frame: alertFrame),
        .image(id: "alertImage", frame: Rect(x: 95, y: 292, width: 200, height: 200)),
        .button("OK", id: "okButton", frame: okButtonFrame) { isPresented.wrappedValue = false },
      ], id: "imageAlert")
  }
}

extension ImageAlertApp: @MainActor HierarchyCapturing {
  /// Captures the app's windows at the presentation detail level.
  public func captureHierarchy() -> Hierarchy {
    app.captureHierarchy()
  }
}
