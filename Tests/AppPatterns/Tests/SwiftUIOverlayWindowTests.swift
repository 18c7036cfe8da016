import HeadlessSwiftUI
import HeadlessUIKit
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

/// The pass-through toast window over what a SwiftUI app presents.
///
/// The toast stays in front of the app's full-screen cover, sheet and alert; a tap on it hits
/// it, and a tap on the presented content's button outside the toast reaches that button, whose
/// action closes what it is on.
@MainActor
@Suite struct SwiftUIOverlayWindowTests {
  @Test func toastStaysInFrontOfASwiftUIAppsCoverSheetAndAlert() async throws {
    let app = await UIApplication.launch(SwiftUIPresentingScreen())
    let toast = ToastOverlay()
    app.asShared { toast.show("Saved") }
    let recorder = HierarchyRecorder(app)
    recorder.step("launch and show the toast")
    let main = try #require(app.windowsBackToFront.first)

    for (open, close, name) in [
      ("openCover", "closeCover", "cover"), ("openSheet", "closeSheet", "sheet"),
      ("openAlert", "OK", "alert"),
    ] {
      try app.tap(open)
      await app.settle()
      recorder.step("present the \(name)")
      #expect(main.rootViewController?.presentedViewController != nil, "the \(name) is shown")
      #expect(app.windowsBackToFront.last === toast.window, "the toast is in front")
      let taps = toast.taps
      try app.tap("toast")
      #expect(toast.taps == taps + 1, "a tap on the toast hits it")
      try app.tap(close)
      await app.settle()
      #expect(
        main.rootViewController?.presentedViewController == nil,
        "a tap outside the toast reached the \(name)'s button, which closed it")
      recorder.step("close the \(name)")
    }
    expectSnapshot(of: recorder)
  }
}
