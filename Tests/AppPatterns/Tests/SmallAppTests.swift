import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

/// A typical small SwiftUI app — tabs, a list in a navigation stack, a toolbar, a sheet with
/// detents, an alert, a mini player inset above the tab bar, an `@Observable` model in the
/// environment, `#Preview`s — compiled unchanged (its files keep `import SwiftUI`), launched as
/// an `App`, and driven through its own buttons.
@MainActor
@Suite struct SmallAppTests {
  @Test func playingAnEpisodeFromItsSheetShowsTheMiniPlayerAndClearingEmptiesTheList()
    async throws
  {
    let app = await UIApplication.launch(PodcastsApp.self)
    let recorder = HierarchyRecorder(app)
    recorder.step("launch")
    #expect(try recorder.last.visibility(of: "episode-1").isVisible)
    #expect(try recorder.last.visibility(of: "clear").isVisible, "the toolbar button is in the bar")
    #expect(throws: HierarchyQueryError.self) { try recorder.last.index(of: "miniPlayer") }
    let root = try #require(app.windowsBackToFront.first?.rootViewController)

    // A row opens its sheet, resting at the smaller of its two detents.
    try await recorder.step("open episode 2") { try app.tap("episode-2") }
    let sheet = try #require(root.presentedViewController?.sheetPresentationController)
    #expect(sheet.detents.map(\.identifier) == [.large, .medium])
    #expect(sheet.selectedDetentIdentifier == nil, "nil: the sheet rests at its smallest detent")
    #expect(try recorder.last.isInFront("play", of: "episode-2"))

    // Play dismisses the sheet; the model's change shows the mini player above the tab bar.
    try await recorder.step("play it") { try app.tap("play") }
    #expect(root.presentedViewController == nil)
    #expect(try recorder.last.visibility(of: "miniPlayer").isVisible)
    try app.tap("pause")
    await app.settle()
    #expect(
      throws: HierarchyQueryError.self,
      "a tap on the player's pause button reached it and hid the player"
    ) {
      try app.captureHierarchy().index(of: "miniPlayer")
    }

    // The toolbar's Clear asks first; confirming empties the list.
    try await recorder.step("ask to clear") { try app.tap("clear") }
    let alert = try #require(root.presentedViewController as? UIAlertController)
    #expect(alert.title == "Clear all episodes?")
    #expect(alert.message == "This can't be undone.")
    #expect(alert.actions.map(\.style) == [.destructive, .cancel])
    try await recorder.step("confirm") { try app.tap("Clear") }
    #expect(throws: HierarchyQueryError.self) { try recorder.last.index(of: "episode-1") }
    #expect(app.exceptions.isEmpty)
    expectSnapshot(of: recorder)
  }
}
