import SwiftUI
import UIKit

/// Where a screen finds the switch of the image alert, when the app offers one.
struct ImageAlertKey: EnvironmentKey {
  static var defaultValue: Binding<Bool>? { nil }
}

extension EnvironmentValues {
  /// The switch of the image alert of article 000, when the app offers one.
  var imageAlert: Binding<Bool>? {
    get { self[ImageAlertKey.self] }
    set { self[ImageAlertKey.self] = newValue }
  }
}

/// The article's motivating case (article 000): an alert with an image.
///
/// No system alert offers one. It dismisses itself through the binding it was given.
struct ImageAlert: View {
  @Binding var isPresented: Bool

  var body: some View {
    VStack {
      Image(systemName: "photo").accessibilityIdentifier("imageAlertPicture")
      Text("Saved")
      Button("OK") { isPresented = false }.accessibilityIdentifier("imageAlertOK")
    }
    .padding()
    .background(Color.white)
    .accessibilityIdentifier("imageAlert")
  }
}

/// The app of article 000: the tabs, and the image alert over everything.
///
/// The alert is presented by `presentContentOverFullScreen`. With `timesOut`, the app turns the
/// alert's binding off itself once the alert is up, as a toast that goes away on its own would.
struct ImageAlertContentView: View {
  var timesOut = false
  @State private var showImageAlert = false

  var body: some View {
    MyTabView()
      .presentContentOverFullScreen(isPresented: $showImageAlert) { isPresented in
        ImageAlert(isPresented: isPresented)
      }
      .environment(\.imageAlert, $showImageAlert)
      .task(id: showImageAlert) {
        if timesOut && showImageAlert { showImageAlert = false }
      }
  }
}

/// The aside of article 001 in use: the tabs with the dolphin added to the key window by
/// `windowOverlay`.
struct WindowOverlayContentView: View {
  var body: some View {
    MyTabView()
      .windowOverlay {
        DolphinOverlay()
      }
  }
}

/// Both articles in one app: the dolphin window of article 001 and the image alert of article 000.
struct ComposedContentView: View {
  @State private var showImageAlert = false

  var body: some View {
    SeparateWindow.ContentView()
      .presentContentOverFullScreen(isPresented: $showImageAlert) { isPresented in
        ImageAlert(isPresented: isPresented)
      }
      .environment(\.imageAlert, $showImageAlert)
  }
}

/// The composed app, fixed: the dolphin window is shown without becoming key, so
/// `UIWindow.topMostController` still finds the main window's controllers.
struct ComposedFixedContentView: View {
  @State private var showImageAlert = false

  var body: some View {
    MyTabView()
      .task { DolphinWindowFix.show() }
      .presentContentOverFullScreen(isPresented: $showImageAlert) { isPresented in
        ImageAlert(isPresented: isPresented)
      }
      .environment(\.imageAlert, $showImageAlert)
  }
}

/// The article's `showDolphinWindow()` with one line changed: `isHidden = false` instead of
/// `makeKeyAndVisible()`, so the main window stays key.
@MainActor
enum DolphinWindowFix {
  static func show() {
    guard UIApplication.dolphinWindow == nil,
      let windowScene = UIApplication.shared.connectedScenes.first(where: {
        $0 is UIWindowScene
      }) as? UIWindowScene
    else { return }
    let newWindow = UIWindow(windowScene: windowScene)
    let vc = UIHostingController(rootView: DolphinOverlay())
    vc.view.backgroundColor = .clear
    newWindow.rootViewController = vc
    newWindow.isUserInteractionEnabled = false
    UIApplication.dolphinWindow = newWindow
    newWindow.isHidden = false
  }
}
