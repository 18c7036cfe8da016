import PresentationSnapshotTesting
import Testing

#if canImport(UIKit)
import UIKit
#else
import HeadlessUIKit
#endif

// Both seed articles at once, in UIKit's spelling: article 001's dolphin window, then article
// 000's "present over everything" from `UIWindow.topMostController` (declared in
// UIKitSpellingTests.swift, as the article writes it).

/// The composed-seeds bug: once the dolphin window is key, the top-most controller is its root,
/// so the custom alert lands in a window that takes no touches and its button can't be tapped.
@MainActor
@Suite(.serialized)
struct ComposedSeedsTests {
  @Test("Bug: after makeKeyAndVisible, the alert lands in the dolphin window and can't be tapped")
  func alertLandsInTheDolphinWindow() throws {
    let app = launchApp()
    try app.asShared {
      showDolphinWindow(makingItKey: true)
      presentCustomAlert()

      let dolphinWindow = try #require(app.windowsBackToFront.last)
      #expect(alert?.view.window === dolphinWindow)
      let error = #expect(throws: GestureError.self) { try app.tap("okButton") }
      #expect(
        error?.message
          == "The tap on 'okButton' at (195, 422) landed on #home in window #main instead: it "
          + "is in front of 'okButton', or 'okButton' doesn't take touches.")
    }
  }

  @Test("Fix: show the dolphin window without making it key; the alert lands in main")
  func alertStaysInMain() throws {
    let app = launchApp()
    let tapped = try app.asShared { () throws -> UIView in
      showDolphinWindow(makingItKey: false)
      presentCustomAlert()
      #expect(alert?.view.window?.accessibilityIdentifier == "main")
      #expect(try app.captureHierarchy().isInFront("dolphin", of: "customAlert"))
      return try app.tap("okButton")
    }
    #expect(tapped.accessibilityIdentifier == "okButton")
    #expect(app.asShared { alert } == nil, "the button's action dismissed the alert")
  }

  // MARK: The app

  /// The custom alert, once presented.
  private var alert: UIViewController? {
    for window in UIApplication.shared.windowsBackToFront {
      var top = window.rootViewController
      while let presented = top?.presentedViewController { top = presented }
      if top?.view.accessibilityIdentifier == "customAlert" { return top }
    }
    return nil
  }

  private func launchApp() -> UIApplication {
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    window.accessibilityIdentifier = "main"
    let home = UIViewController()
    home.view.accessibilityIdentifier = "home"
    window.rootViewController = home
    window.makeKeyAndVisible()
    return app
  }

  /// Article 001's overlay window, with a UIKit view standing in for the SwiftUI dolphin.
  private func showDolphinWindow(makingItKey: Bool) {
    guard
      let windowScene = UIApplication.shared.connectedScenes.first(where: { $0 is UIWindowScene })
        as? UIWindowScene
    else { return }
    let newWindow = UIWindow(windowScene: windowScene)
    let vc = UIViewController()
    vc.view.backgroundColor = .clear
    let dolphin = UIView(frame: CGRect(x: 274, y: 700, width: 100, height: 100))
    dolphin.accessibilityIdentifier = "dolphin"
    vc.view.addSubview(dolphin)
    newWindow.rootViewController = vc
    newWindow.isUserInteractionEnabled = false
    if makingItKey {
      newWindow.makeKeyAndVisible()  // the article's line
    } else {
      newWindow.isHidden = false
    }
  }

  /// Article 000's presentation, with a UIKit view standing in for the SwiftUI alert content.
  private func presentCustomAlert() {
    let presentableContent = UIViewController()
    presentableContent.modalPresentationStyle = .overCurrentContext
    presentableContent.modalTransitionStyle = .crossDissolve
    presentableContent.view.backgroundColor = .clear
    presentableContent.view.accessibilityIdentifier = "customAlert"
    let button = UIButton(
      frame: CGRect(x: 95, y: 400, width: 200, height: 44),
      primaryAction: UIAction(title: "OK") { [weak presentableContent] _ in
        presentableContent?.dismiss(animated: true)
      })
    button.accessibilityIdentifier = "okButton"
    presentableContent.view.addSubview(button)
    UIWindow.topMostController?.present(presentableContent, animated: true)
  }
}
