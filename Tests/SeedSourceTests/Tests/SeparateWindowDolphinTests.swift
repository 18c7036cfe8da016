import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import PresentationSnapshotTesting
import SeedApps
import Testing

extension SeedAppTests {
  /// The dolphin article's fix (article 001), its own code: `MyTabView().task {
  /// UIApplication.showDolphinWindow() }`, a window of its own with a clear hosting root that
  /// takes no touches.
  ///
  /// Every presentation is layered into the main window, and windows are drawn one after the
  /// other, so the dolphin stays in front of all of them while taps on it reach the app below.
  @MainActor
  struct SeparateWindowDolphinTests {
    @Test("The dolphin window stays in front of a push, a cover, a sheet and an alert")
    func dolphinStaysInFront() async throws {
      SeedApp.resetGlobals()
      let app = await UIApplication.launch(SeedApp.separateWindowDolphin.rootView)
      let recorder = HierarchyRecorder(app)
      let launched = recorder.step("launch: .task shows the dolphin window")
      let window = try #require(app.windowsBackToFront.first)
      let dolphinWindow = try #require(SeedApp.dolphinWindow)
      #expect(app.windowsBackToFront.map { $0 === dolphinWindow } == [false, true])
      #expect(!dolphinWindow.isUserInteractionEnabled)
      #expect(try launched.isInFront("DolphinOverlay", of: "tabs"))
      #expect(try launched.visibility(of: "DolphinOverlay").isVisible)
      let center = try dolphinCenter(in: launched)
      #expect(try app.tap(at: center)?.window === window, "taps pass through to the app")

      var labels: [String] = []
      for step in DolphinJourney.everything {
        try await step.act(app)
        let hierarchy = recorder.step(step.label)
        labels.append(step.label)
        // In front and visible after every step: the windows' order decides.
        #expect(try hierarchy.isInFront("DolphinOverlay", of: "tabs"), "\(step.label)")
        #expect(try hierarchy.visibility(of: "DolphinOverlay").isVisible, "\(step.label)")
        #expect(dolphinWindow.subviews.count == 1, "\(step.label): nothing lands in its window")
      }
      let alerted = try #require(recorder.recording.steps.last?.hierarchy)
      let root = try #require(window.rootViewController)
      let alert = try #require(root.presentedViewController as? UIAlertController)
      #expect(alert.view.window === window)
      let alertNode = try #require(
        alerted.nodes.firstIndex { $0.typeName == "SwiftUI.PlatformAlertController" })
      #expect(alerted.isInFront(try alerted.index(of: "DolphinOverlay"), of: alertNode))
      // Outside the alert's box, the dimming view of the alert's layer takes the tap.
      #expect(app.hitTest(center)?.window === window)
      #expect(app.hitTest(center)?.engine.typeName == "UIDimmingView")
      try app.tap("OK")
      await app.settle()
      #expect(root.presentedViewController == nil)

      #expect(app.console.messages.isEmpty)
      #expect(app.exceptions.isEmpty)
      expectSnapshot(of: recorder)
    }

    @Test("The .task running again does not show a second dolphin window")
    func secondTaskRunKeepsOneWindow() async throws {
      SeedApp.resetGlobals()
      let app = await UIApplication.launch(SeedApp.separateWindowDolphin.rootView)
      let first = app.captureHierarchy()
      let dolphinWindow = try #require(SeedApp.dolphinWindow)
      #expect(app.windowsBackToFront.count == 2)

      // SwiftUI runs `.task` again each time the view appears; the `dolphinWindow == nil` guard
      // makes the second run do nothing.
      app.asShared { SeedApp.showDolphinWindow() }
      await app.settle()
      #expect(app.windowsBackToFront.count == 2)
      #expect(SeedApp.dolphinWindow === dolphinWindow)
      #expect(app.captureHierarchy() == first)
    }
  }
}
