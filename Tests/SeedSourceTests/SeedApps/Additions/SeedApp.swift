package import SwiftUI
package import UIKit

/// The seed articles' apps, built from their code as published, for the demo and the tests.
///
/// The article code lives in `Article000/` and `Article001/`, copied exactly (with an app file's
/// own import lines); this file and the others in `Additions/` are ours.
package enum SeedApp: String, CaseIterable, Sendable {
  /// article 001's first try: `ZStack { MyTabView(); DolphinOverlay() }`.
  case zStackDolphin
  /// article 001's aside: `MyTabView().windowOverlay { DolphinOverlay() }`.
  case windowOverlayDolphin
  /// article 001's fix: `MyTabView().task { UIApplication.showDolphinWindow() }`.
  case separateWindowDolphin
  /// article 000: the tabs with an image alert presented over everything.
  case imageAlert
  /// article 000, with the app turning the alert's binding off itself once it is up.
  case imageAlertTimingOut
  /// Both: the dolphin window and the image alert in one app.
  case composed
  /// Both, fixed: the dolphin window is shown without becoming key.
  case composedFixed

  /// The app's root view, as its `WindowGroup` shows it.
  @MainActor package var rootView: AnyView {
    switch self {
    case .zStackDolphin: AnyView(ContentView())
    case .windowOverlayDolphin: AnyView(WindowOverlayContentView())
    case .separateWindowDolphin: AnyView(SeparateWindow.ContentView())
    case .imageAlert: AnyView(ImageAlertContentView())
    case .imageAlertTimingOut: AnyView(ImageAlertContentView(timesOut: true))
    case .composed: AnyView(ComposedContentView())
    case .composedFixed: AnyView(ComposedFixedContentView())
    }
  }

  /// The dolphin's window, once `UIApplication.showDolphinWindow()` made it: the article keeps
  /// it in a static property, a global.
  @MainActor package static var dolphinWindow: UIWindow? { UIApplication.dolphinWindow }

  /// Forgets the dolphin window, as a new process would: the article's global outlives an app,
  /// so every test that launches one of these apps calls this first and runs serialized.
  @MainActor package static func resetGlobals() {
    UIApplication.dolphinWindow = nil
  }

  /// Runs the body of the article's `.task`, `UIApplication.showDolphinWindow()`, again, as
  /// SwiftUI does when the view appears again.
  @MainActor package static func showDolphinWindow() {
    UIApplication.showDolphinWindow()
  }

  /// The article's controller configuration snippet (article 000), run.
  @MainActor package static func configuredController() -> UIViewController {
    articleConfiguredController()
  }
}

extension SeedApp {
  /// article 000's `UIWindow.topMostController`, for code outside this module.
  @MainActor package static var topMostController: UIViewController? {
    UIWindow.topMostController
  }

  /// article 001's `UIApplication.shared.connectedSceneKeyWindow`, for code outside this module.
  @MainActor package static var connectedSceneKeyWindow: UIWindow? {
    UIApplication.shared.connectedSceneKeyWindow
  }
}

extension View {
  /// article 000's `presentContentOverFullScreen(isPresented:content:)`, for code outside this
  /// module (the article declares it internal), such as the model's test fixtures.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the content is up; the content may turn it off.
  ///   - content: The content, given the binding.
  /// - Returns: The view, after presenting or dismissing as a side effect, as the article's does.
  package func seedPresentContentOverFullScreen<ContentView: View>(
    isPresented: Binding<Bool>, content: (Binding<Bool>) -> ContentView
  ) -> some View {
    presentContentOverFullScreen(isPresented: isPresented, content: content)
  }
}
