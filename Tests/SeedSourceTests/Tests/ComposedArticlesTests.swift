import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import PresentationSnapshotTesting
import SeedApps
import Testing

extension SeedAppTests {
  /// Both seed articles in one app, each with its own code: article 001's dolphin window, shown
  /// with `makeKeyAndVisible()`, and article 000's image alert, presented from
  /// `UIWindow.topMostController`.
  ///
  /// The two don't compose: once the dolphin window is key, the top-most controller is its
  /// root, so the image alert lands in a window whose user interaction is off, and nobody can
  /// tap its button. Nothing in either article's code is wrong on its own.
  @MainActor
  struct ComposedArticlesTests {
    @Test("After showDolphinWindow() the image alert lands in the dolphin window, out of reach")
    func imageAlertLandsInTheDolphinWindow() async throws {
      SeedApp.resetGlobals()
      let app = await UIApplication.launch(SeedApp.composed.rootView)
      let recorder = HierarchyRecorder(app)
      let dolphinWindow = try #require(SeedApp.dolphinWindow)
      #expect(dolphinWindow.isKeyWindow, "makeKeyAndVisible() made it key")
      recorder.step("launch: .task shows the dolphin window, which becomes key")

      try app.tap("openImageAlert")
      await app.settle()
      let shown = recorder.step("tap Image alert")
      let alert = try #require(dolphinWindow.rootViewController?.presentedViewController)
      #expect(alert.typeName == "PresentedHostingController<ImageAlert>")
      #expect(alert.view.window === dolphinWindow)
      #expect(!dolphinWindow.isUserInteractionEnabled)
      #expect(try shown.visibility(of: "imageAlert").isVisible, "it shows")

      let error = #expect(throws: GestureError.self) { try app.tap("imageAlertOK") }
      // The touch goes through the dolphin window (interaction off) to the main window, where
      // the Home screen's Sheet button, under the alert's OK button, receives it.
      #expect(
        error?.message
          == "The tap on 'imageAlertOK' at (195, 456.5) landed on Text in #openSheet in "
          + "window UIWindow 1 of 2, back to front instead: it is in front of 'imageAlertOK', or "
          + "'imageAlertOK' doesn't take touches.")
      #expect(dolphinWindow.rootViewController?.presentedViewController === alert, "still up")
      expectSnapshot(of: recorder)
    }

    @Test("Fixed: shown with isHidden = false, the dolphin window isn't key; the alert is in main")
    func imageAlertStaysInMain() async throws {
      SeedApp.resetGlobals()
      let app = await UIApplication.launch(SeedApp.composedFixed.rootView)
      let main = try #require(app.windowsBackToFront.first)
      let dolphinWindow = try #require(SeedApp.dolphinWindow)
      #expect(main.isKeyWindow && !dolphinWindow.isKeyWindow)

      try app.tap("openImageAlert")
      await app.settle()
      let alert = try #require(main.rootViewController?.presentedViewController)
      #expect(alert.view.window === main)
      #expect(try app.captureHierarchy().isInFront("DolphinOverlay", of: "imageAlert"))
      try app.tap("imageAlertOK")
      await app.settle()
      #expect(main.rootViewController?.presentedViewController == nil)
    }
  }
}
