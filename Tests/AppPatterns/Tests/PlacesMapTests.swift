import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

/// A maps-style UIKit app, compiled unchanged: its places sheet rests at a custom detent over
/// a map that stays usable under it, a drag to full height dims the map, and a place's details
/// push inside the sheet, their back button noticed through `isMovingFromParent`.
@MainActor
@Suite(.serialized) struct PlacesMapTests {
  @Test func thePeekingSheetLeavesTheMapUsableUntilItIsDraggedUp() async throws {
    PlaceDetailViewController.closed = []
    let map = MapViewController()
    let (app, _) = launchKeyWindow(
      root: UINavigationController(rootViewController: map), profile: .iPhone)
    let recorder = HierarchyRecorder(app)
    recorder.step("launch")

    // The sheet peeks: 160 points within its safe area, over the bottom 34-point inset.
    let sheetView = try #require(map.presentedViewController?.view)
    #expect(sheetView.convert(sheetView.bounds, to: nil).height == 194)
    try app.tap("recenter")
    #expect(map.recenterCount == 1, "undimmed at the peek detent, the map takes the tap")

    try await recorder.step("drag the sheet up") { try app.dragSheet(to: .large) }
    #expect(map.placesSheet.expanded, "the sheet's delegate heard the user's drag")
    #expect(throws: GestureError.self, "at full height the dimming view takes the tap") {
      try app.tap("recenter")
    }
    try await recorder.step("drag it back down") { try app.dragSheet(to: .init("peek")) }
    #expect(!map.placesSheet.expanded)

    // Choosing a place grows the sheet from code (the delegate isn't told) and pushes it.
    try await recorder.step("open Library") { try app.tap("place-Library") }
    #expect(try recorder.last.visibility(of: "detail-Library").isVisible)
    #expect(sheetView.convert(sheetView.bounds, to: nil).height == 804)
    #expect(!map.placesSheet.expanded)
    try await recorder.step("back") { try app.tap("Places") }
    #expect(PlaceDetailViewController.closed == ["Library"])
    expectSnapshot(of: recorder)
  }
}
