import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import PresentationSnapshotTesting
import SeedApps
import Testing

extension SeedAppTests {
  /// The dolphin article's first try (article 001), its own code: `ZStack { MyTabView();
  /// DolphinOverlay() }`.
  ///
  /// The dolphin is drawn inside the root hosting view, so it stays in front of what happens
  /// inside the tabs, such as a push, but a `fullScreenCover` is a new `UITransitionView` added
  /// to the window after the root's, and it covers the dolphin. This test pins the bug down: it
  /// passes while the bug is there.
  @MainActor
  struct ZStackDolphinTests {
    @Test("The ZStack dolphin stays in front of a push but falls behind a fullScreenCover")
    func dolphinFallsBehindFullScreenCover() async throws {
      SeedApp.resetGlobals()
      let app = await UIApplication.launch(SeedApp.zStackDolphin.rootView)
      let recorder = HierarchyRecorder(app)
      let window = try #require(app.windowsBackToFront.first)

      let launched = recorder.step("launch: ZStack { MyTabView(); DolphinOverlay() }")
      #expect(try launched.isInFront("DolphinOverlay", of: "tabs"))
      #expect(try launched.isInFront("DolphinOverlay", of: "home"))
      let center = try dolphinCenter(in: launched)
      #expect(launched[try #require(launched.hitTest(center))].typeName == "Image")

      try app.tap("openDetail")
      await app.settle()
      let pushed = recorder.step("push Detail (NavigationLink)")
      // A push happens inside the tab view's navigation controller, under the dolphin.
      #expect(try pushed.isInFront("DolphinOverlay", of: "detail"))
      #expect(try pushed.visibility(of: "DolphinOverlay").isVisible)
      #expect(window.subviews.map(\.engine.typeName) == ["UITransitionView"])

      try app.tap("openCoverFromDetail")
      await app.settle()
      let covered = recorder.step("present fullScreenCover")
      let root = try #require(window.rootViewController)
      let cover = try #require(root.presentedViewController)
      #expect(cover.presentingViewController === root)
      #expect(cover.resolvedPresentationStyle == .overFullScreen)
      #expect(window.subviews.map(\.engine.typeName) == ["UITransitionView", "UITransitionView"])
      // The bug: the cover is in front of the dolphin, hides it, and takes the taps on it.
      #expect(try covered.isInFront("cover", of: "DolphinOverlay"))
      #expect(try !covered.visibility(of: "DolphinOverlay").isVisible)
      #expect(covered.hitTestName(center) == "cover")

      #expect(app.console.messages.isEmpty)
      #expect(app.exceptions.isEmpty)
      expectSnapshot(of: recorder)
    }
  }
}
