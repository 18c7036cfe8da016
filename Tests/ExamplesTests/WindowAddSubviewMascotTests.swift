import HeadlessUIKit
import PresentationSnapshotTesting
import SeedApps
import Testing

/// The dolphin article's aside (seeds/001): the mascot's hosting view added to the key window
/// with `window.addSubview`, found again by its tag so the body can run the modifier on every
/// evaluation.
///
/// The mascot no longer belongs to the root's `UITransitionView`, but a modal's
/// `UITransitionView` is added to the window after it, so the modal still covers it.
@MainActor
struct WindowAddSubviewMascotTests {
  @Test("A mascot added with window.addSubview is added once, then falls under a modal")
  func mascotFallsUnderModal() throws {
    let dolphin = DolphinApp(layering: .windowAddSubview)
    let recorder = HierarchyRecorder(dolphin)

    try dolphin.launch()
    let launched = recorder.step("launch: windowOverlay adds the mascot to the key window")
    let window = try #require(dolphin.window)
    #expect(
      window.subviews.map(\.typeName) == ["UITransitionView", "_UIHostingView<DolphinOverlay>"])
    #expect(try launched.isInFront("mascot", of: "tabs"))
    #expect(try launched.visibility(of: "mascot").isVisible)
    // The overlay takes no touches, so a tap on the mascot reaches the screen under it.
    #expect(launched.hitTestName(mascotCenter) == "home")

    try dolphin.update()
    recorder.step("body evaluated again: the tag guard skips a second overlay")
    #expect(window.subviews.filter { $0.tag == overlayTag }.count == 1)

    dolphin.showCover.wrappedValue = true
    try dolphin.update()
    let covered = recorder.step("present fullScreenCover")
    let cover = try #require(dolphin.root?.presentedViewController)
    #expect(cover.presentingViewController === dolphin.root)
    // The cover's layer comes after the overlay in the window: the mascot is under it.
    #expect(
      window.subviews.map(\.typeName) == [
        "UITransitionView", "_UIHostingView<DolphinOverlay>", "UITransitionView",
      ])
    #expect(window.subviews.filter { $0.tag == overlayTag }.count == 1)
    #expect(try covered.isInFront("cover", of: "mascot"))
    #expect(try !covered.visibility(of: "mascot").isVisible)
    #expect(covered.hitTestName(mascotCenter) == "cover")

    #expect(dolphin.app.console.messages.isEmpty)
    expectSnapshot(of: recorder)
  }
}

// MARK: - Fixtures

/// The tag the article's `windowOverlay` gives the mascot's hosting view.
private let overlayTag = 12_345

/// The middle of the mascot's frame, where a person would tap it.
@MainActor private let mascotCenter = Point(
  x: DolphinApp.mascotFrame.x + DolphinApp.mascotFrame.width / 2,
  y: DolphinApp.mascotFrame.y + DolphinApp.mascotFrame.height / 2)
