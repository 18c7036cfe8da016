import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import PresentationSnapshotTesting
import SeedApps
import Testing

extension SeedAppTests {
  /// The dolphin article's aside (article 001), its own code: `windowOverlay` adds a clear hosting
  /// view to the key window with `addSubview`, once, found again by its tag.
  ///
  /// The view is no longer inside the root's `UITransitionView`, but a modal's transition view
  /// is added after it, so the dolphin still ends up under the modal.
  @MainActor
  struct WindowOverlayDolphinTests {
    @Test("The addSubview dolphin is added once, in front of the tabs, then falls under a modal")
    func dolphinFallsUnderModal() async throws {
      SeedApp.resetGlobals()
      let app = await UIApplication.launch(SeedApp.windowOverlayDolphin.rootView)
      let recorder = HierarchyRecorder(app)
      let window = try #require(app.windowsBackToFront.first)
      let launched = recorder.step("launch: windowOverlay adds the dolphin to the key window")
      #expect(window.subviews.map(\.tag) == [0, 12_345])
      #expect(try launched.isInFront("DolphinOverlay", of: "tabs"))

      // Every evaluation of the body runs `windowOverlay` again; its tag guard keeps one view.
      try app.tap("openDetail")
      await app.settle()
      recorder.step("push Detail (NavigationLink)")
      #expect(window.subviews.filter { $0.tag == 12_345 }.count == 1)

      try app.tap("openCoverFromDetail")
      await app.settle()
      let covered = recorder.step("present fullScreenCover")
      #expect(window.subviews.map(\.engine.typeName).last == "UITransitionView")
      #expect(window.subviews.filter { $0.tag == 12_345 }.count == 1)
      #expect(try covered.isInFront("cover", of: "DolphinOverlay"))
      #expect(try !covered.visibility(of: "DolphinOverlay").isVisible)

      #expect(app.console.messages.isEmpty)
      expectSnapshot(of: recorder)
    }
  }
}
