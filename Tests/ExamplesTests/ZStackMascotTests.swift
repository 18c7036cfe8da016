import HeadlessUIKit
import PresentationSnapshotTesting
import SeedApps
import Testing

/// The dolphin article's first try (seeds/001): the mascot in a `ZStack` over the tabs.
///
/// The mascot is drawn inside the root hosting view, so it stays in front of everything that
/// happens inside the tabs, such as a push, but a `fullScreenCover` is a new `UITransitionView`
/// added to the window after the root's, and it covers the mascot. This test pins the bug down:
/// it passes while the bug is there.
@MainActor
struct ZStackMascotTests {
  @Test("A mascot in a ZStack stays in front of a push but falls behind a fullScreenCover")
  func mascotFallsBehindFullScreenCover() throws {
    let dolphin = DolphinApp(layering: .zStack)
    let recorder = HierarchyRecorder(dolphin)

    try dolphin.launch()
    let launched = recorder.step("launch: ZStack { MyTabView(); DolphinOverlay() }")
    #expect(try launched.isInFront("mascot", of: "tabs"))
    #expect(try launched.isInFront("mascot", of: "home"))
    #expect(launched.hitTestName(mascotCenter) == "mascot")

    dolphin.showDetail.wrappedValue = true
    try dolphin.update()
    let pushed = recorder.step("push Detail (navigationDestination)")
    // A push happens inside the tab view's navigation controller, under the mascot.
    #expect(try pushed.isInFront("mascot", of: "detail"))
    #expect(try pushed.visibility(of: "mascot").isVisible)
    #expect(dolphin.window?.subviews.map(\.typeName) == ["UITransitionView"])

    dolphin.showCover.wrappedValue = true
    try dolphin.update()
    let covered = recorder.step("present fullScreenCover")
    let root = try #require(dolphin.root)
    let cover = try #require(root.presentedViewController)
    #expect(cover.presentingViewController === root)
    #expect(cover.resolvedPresentationStyle == .overFullScreen)
    #expect(
      dolphin.window?.subviews.map(\.typeName) == ["UITransitionView", "UITransitionView"])
    // The bug: the cover is in front of the mascot, hides it, and takes the taps on it.
    #expect(try covered.isInFront("cover", of: "mascot"))
    #expect(try !covered.visibility(of: "mascot").isVisible)
    #expect(covered.hitTestName(mascotCenter) == "cover")
    #expect(dolphin.app.hitTest(mascotCenter)?.accessibilityIdentifier == "cover")

    #expect(dolphin.app.console.messages.isEmpty)
    expectSnapshot(of: recorder)
  }
}

// MARK: - Fixtures

/// The middle of the mascot's frame, where a person would tap it.
@MainActor private let mascotCenter = Point(
  x: DolphinApp.mascotFrame.x + DolphinApp.mascotFrame.width / 2,
  y: DolphinApp.mascotFrame.y + DolphinApp.mascotFrame.height / 2)
