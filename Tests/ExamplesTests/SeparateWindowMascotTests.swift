import HeadlessUIKit
import PresentationSnapshotTesting
import SeedApps
import Testing

/// The dolphin article's fix (seeds/001): the mascot in a window of its own, shown from the
/// content view's `.task` with a clear hosting root that takes no touches.
///
/// Every presentation is layered into the main window, and windows are drawn one after the
/// other, so the mascot stays in front of all of them while taps on it reach the app below.
@MainActor
struct SeparateWindowMascotTests {
  @Test("A mascot in its own window stays in front of pushes, covers, sheets and alerts")
  func mascotStaysInFront() throws {
    let dolphin = DolphinApp(layering: .separateWindow)
    let recorder = HierarchyRecorder(dolphin)

    try dolphin.launch()
    let launched = recorder.step("launch: .task shows the dolphin window")
    let window = try #require(dolphin.window)
    let dolphinWindow = try #require(dolphin.dolphinWindow)
    #expect(dolphin.app.windows.map(\.accessibilityIdentifier) == [nil, "dolphinWindow"])
    #expect(try launched.isInFront("mascot", of: "tabs"))
    #expect(try launched.visibility(of: "mascot").isVisible)
    expectTapReachesApp(below: dolphinWindow, in: dolphin, hitting: "home")

    dolphin.showDetail.wrappedValue = true
    try dolphin.update()
    let pushed = recorder.step("push Detail (navigationDestination)")
    #expect(try pushed.isInFront("mascot", of: "detail"))
    expectTapReachesApp(below: dolphinWindow, in: dolphin, hitting: "detail")

    dolphin.showCover.wrappedValue = true
    try dolphin.update()
    let covered = recorder.step("present fullScreenCover")
    let root = try #require(dolphin.root)
    #expect(root.presentedViewController?.presentingViewController === root)
    // The cover's layer goes into the main window; the dolphin window is untouched.
    #expect(window.subviews.count == 2)
    #expect(dolphinWindow.subviews.count == 1)
    #expect(try covered.isInFront("mascot", of: "cover"))
    #expect(try covered.visibility(of: "mascot").isVisible)
    expectTapReachesApp(below: dolphinWindow, in: dolphin, hitting: "cover")

    dolphin.showCover.wrappedValue = false
    try dolphin.update()
    let dismissed = recorder.step("dismiss fullScreenCover")
    #expect(root.presentedViewController == nil)
    #expect(try dismissed.isInFront("mascot", of: "detail"))

    dolphin.showSheet.wrappedValue = true
    try dolphin.update()
    let sheeted = recorder.step("present sheet")
    #expect(root.presentedViewController?.resolvedPresentationStyle == .formSheet)
    #expect(try sheeted.isInFront("mascot", of: "sheet"))
    #expect(try sheeted.visibility(of: "mascot").isVisible)
    expectTapReachesApp(below: dolphinWindow, in: dolphin, hitting: "sheet")

    dolphin.showSheet.wrappedValue = false
    try dolphin.update()
    recorder.step("dismiss sheet")
    #expect(root.presentedViewController == nil)

    dolphin.showAlert.wrappedValue = true
    try dolphin.update()
    let alerted = recorder.step("present alert")
    let alert = try #require(root.presentedViewController as? AlertController)
    #expect(alert.view.window === window)
    #expect(try alerted.isInFront("mascot", of: "alert"))
    #expect(try alerted.visibility(of: "mascot").isVisible)
    // Outside the alert's box, the dimming view of the alert's layer takes the tap.
    #expect(dolphin.app.hitTest(mascotCenter)?.window === window)
    #expect(dolphin.app.hitTest(mascotCenter)?.typeName == "UIDimmingView")

    #expect(dolphin.app.console.messages.isEmpty)
    expectSnapshot(of: recorder)
  }

  @Test("Running the .task again does not show a second dolphin window")
  func secondTaskRunKeepsOneWindow() throws {
    let dolphin = DolphinApp(layering: .separateWindow)
    let recorder = HierarchyRecorder(dolphin)

    try dolphin.launch()
    let first = recorder.step("launch: .task shows the dolphin window")
    let dolphinWindow = try #require(dolphin.dolphinWindow)
    #expect(dolphin.app.windows.count == 2)

    // SwiftUI runs `.task` again each time the view appears; the `dolphinWindow == nil` guard
    // makes the second run do nothing.
    try dolphin.runTask()
    let second = recorder.step(".task runs again")
    #expect(dolphin.app.windows.count == 2)
    #expect(dolphin.dolphinWindow === dolphinWindow)
    #expect(second == first)

    expectSnapshot(of: recorder)
  }
}

// MARK: - Fixtures

/// The middle of the mascot's frame, where a person would tap it.
@MainActor private let mascotCenter = Point(
  x: DolphinApp.mascotFrame.x + DolphinApp.mascotFrame.width / 2,
  y: DolphinApp.mascotFrame.y + DolphinApp.mascotFrame.height / 2)

/// Checks that a tap on the mascot goes through the dolphin window to a view of the app.
@MainActor
private func expectTapReachesApp(
  below dolphinWindow: UIWindow, in dolphin: DolphinApp, hitting identifier: String,
  sourceLocation: SourceLocation = #_sourceLocation
) {
  let hit = dolphin.app.hitTest(mascotCenter)
  #expect(hit?.window !== dolphinWindow, sourceLocation: sourceLocation)
  #expect(hit?.window === dolphin.window, sourceLocation: sourceLocation)
  #expect(hit?.accessibilityIdentifier == identifier, sourceLocation: sourceLocation)
}
