import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import PresentationSnapshotTesting
import SeedApps
import Testing

extension SeedAppTests {
  /// The "present over everything like `.alert`" article (article 000), its own code:
  /// `presentContentOverFullScreen` presents a clear `PresentedHostingController` from
  /// `UIWindow.topMostController`, `.overCurrentContext` with `.crossDissolve`, guards against a
  /// second presentation when the body is evaluated again, and dismisses when the binding turns
  /// off (UIKit reference §7 S12).
  @MainActor
  struct ImageAlertTests {
    @Test("The image alert is presented once over the tabs, however often the body is evaluated")
    func presentsOverTabsOnce() async throws {
      SeedApp.resetGlobals()
      let app = await UIApplication.launch(SeedApp.imageAlert.rootView)
      let recorder = HierarchyRecorder(app)
      let root = try #require(app.windowsBackToFront.first?.rootViewController)
      recorder.step("launch")

      try app.tap("openImageAlert")
      await app.settle()
      let shown = recorder.step("tap Image alert")
      let alert = try #require(root.presentedViewController)
      #expect(alert.typeName == "PresentedHostingController<ImageAlert>")
      #expect(alert.modalPresentationStyle == .overCurrentContext)
      #expect(alert.modalTransitionStyle == .crossDissolve)
      #expect(alert.view.backgroundColor == .clear)
      #expect(try shown.isInFront("imageAlert", of: "tabs"))

      // The body runs again on every change; the article's guard presents nothing more.
      for _ in 0..<3 { await app.settle() }
      #expect(root.presentedViewController === alert)
      #expect(alert.presentedViewController == nil)
      #expect(recorder.step("settle three more times") == shown)
      #expect(app.console.messages.isEmpty, "no 'already presenting' warning")
      expectSnapshot(of: recorder)
    }

    @Test("Over a sheet, the top-most controller is the sheet, which presents the image alert")
    func presentsOverSheet() async throws {
      SeedApp.resetGlobals()
      let app = await UIApplication.launch(SeedApp.imageAlert.rootView)
      let recorder = HierarchyRecorder(app)
      let root = try #require(app.windowsBackToFront.first?.rootViewController)

      try app.tap("openSheet")
      await app.settle()
      recorder.step("present sheet")
      let sheet = try #require(root.presentedViewController)

      try app.tap("openImageAlertFromSheet")
      await app.settle()
      let shown = recorder.step("tap Image alert in the sheet")
      let alert = try #require(sheet.presentedViewController)
      #expect(alert.presentingViewController === sheet)
      #expect(try shown.isInFront("imageAlert", of: "sheet"))
      #expect(app.console.messages.isEmpty)
      expectSnapshot(of: recorder)
    }

    @Test("The image alert's own button turns its binding off, and the modifier dismisses it")
    func dismissesItself() async throws {
      SeedApp.resetGlobals()
      let app = await UIApplication.launch(SeedApp.imageAlert.rootView)
      let root = try #require(app.windowsBackToFront.first?.rootViewController)
      try app.tap("openImageAlert")
      await app.settle()
      #expect(root.presentedViewController != nil)

      let tapped = try app.tap("imageAlertOK")
      #expect(tapped.accessibilityLabel == "OK" || tapped.superview?.accessibilityLabel == "OK")
      await app.settle()
      #expect(root.presentedViewController == nil)
      #expect(try app.captureHierarchy().index(of: "tabs") >= 0)
    }

    @Test("When the app turns the binding off, the modifier dismisses the image alert")
    func dismissedByTheBinding() async throws {
      SeedApp.resetGlobals()
      let app = await UIApplication.launch(SeedApp.imageAlertTimingOut.rootView)
      let root = try #require(app.windowsBackToFront.first?.rootViewController)
      try app.tap("openImageAlert")
      #expect(root.presentedViewController != nil, "up until the app's task runs")
      await app.settle()
      #expect(root.presentedViewController == nil)
      #expect(app.console.messages.isEmpty)
    }

    @Test("The article's configuration snippet makes a clear, cross-dissolving context controller")
    func configurationSnippet() {
      let controller = SeedApp.configuredController()
      #expect(controller.modalPresentationStyle == .overCurrentContext)
      #expect(controller.modalTransitionStyle == .crossDissolve)
      #expect(controller.view.backgroundColor == .clear)
    }
  }
}
