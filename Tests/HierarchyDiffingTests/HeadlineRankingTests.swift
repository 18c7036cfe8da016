import Foundation
import HierarchyDiffing
import PresentationHierarchy
import Testing

/// The headline ranking on real before/after pairs: consecutive steps of the committed example
/// snapshots, and the same step of two snapshots (another profile, the bug against its fix).
///
/// Each expectation was read against the two hierarchies: the headline is what a person using
/// the app would notice first (``ChangeSignificance``).
struct HeadlineRankingTests {
  @Test("The top headline of a real before/after pair", arguments: HeadlineCase.table)
  func realPairs(_ pair: HeadlineCase) throws {
    let headlines = ChangeHeadlines(
      from: try pair.before.hierarchy(), to: try pair.after.hierarchy())
    #expect(headlines.top?.significance == pair.significance)
    #expect(headlines.summary == pair.summary)
  }

  @Test("The table covers at least 20 pairs and most kinds of change")
  func tableIsBroad() {
    #expect(HeadlineCase.table.count >= 20)
    let kinds = Set(HeadlineCase.table.map(\.significance))
    #expect(
      kinds.isSuperset(of: [.paintOrder, .covered, .lostTaps, .presence, .presentation, .structure])
    )
  }
}

/// One step of a committed snapshot file.
struct SnapshotStep: Sendable {
  /// The file's path under `Snapshots/`.
  var file: String
  /// The step's 1-based number.
  var number: Int

  /// Reads the step's hierarchy from the committed file (read only).
  func hierarchy() throws -> Hierarchy {
    let url = Self.snapshots.appendingPathComponent(file)
    let recording = try SnapshotFormat.parse(String(contentsOf: url, encoding: .utf8))
    return recording.steps[number - 1].hierarchy
  }

  static let snapshots = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Snapshots")
}

/// A before/after pair and the headline it must get.
struct HeadlineCase: Sendable, CustomTestStringConvertible {
  var before: SnapshotStep
  var after: SnapshotStep
  var significance: ChangeSignificance
  var summary: String

  /// Two consecutive steps of one file.
  init(
    _ file: String, _ before: Int, _ after: Int, _ significance: ChangeSignificance,
    _ summary: String
  ) {
    self.before = SnapshotStep(file: file, number: before)
    self.after = SnapshotStep(file: file, number: after)
    self.significance = significance
    self.summary = summary
  }

  /// The same moment in two files.
  init(
    _ file: String, _ step: Int, versus other: String, _ otherStep: Int,
    _ significance: ChangeSignificance, _ summary: String
  ) {
    before = SnapshotStep(file: file, number: step)
    after = SnapshotStep(file: other, number: otherStep)
    self.significance = significance
    self.summary = summary
  }

  var testDescription: String {
    let name = { (step: SnapshotStep) in
      "\(step.file.split(separator: "/").last ?? "") #\(step.number)"
    }
    return "\(name(before)) → \(name(after))"
  }

  static let table: [HeadlineCase] = [
    HeadlineCase(
      "HeadlessSwiftUITests/SwiftUIScenarioSnapshotTests/s12ClearHostOverRoot.txt", 1, 2, .lostTaps,
      "`tabs` no longer receives taps at its centre: `Text` in `CustomAlert` does (and 1 more change)"
    ),
    HeadlineCase(
      "HeadlessSwiftUITests/SwiftUIScenarioSnapshotTests/s12ClearHostOverRoot.txt", 3, 4, .presence,
      "`custom` disappeared: removed with `#main › UITransitionView[1]`"),
    HeadlineCase(
      "HeadlessSwiftUITests/SwiftUIScenarioSnapshotTests/s12ClearHostOverSheet.txt", 1, 2,
      .lostTaps,
      "`SheetScreen` no longer receives taps at its centre: `Text` in `CustomAlert` does (and 1 more change)"
    ),
    HeadlineCase(
      "HeadlessSwiftUITests/SwiftUIScenarioSnapshotTests/s12ClearHostOverSheet.txt", 2, 3,
      .presence,
      "`custom` disappeared: removed with `#main › UITransitionView[1] › UITransitionView`"),
    HeadlineCase(
      "HeadlessSwiftUITests/SwiftUIScenarioSnapshotTests/s16AlertInsideSheet.txt", 1, 2, .covered,
      "`home` is now covered by `sheetContent` (and 1 more change)"),
    HeadlineCase(
      "HeadlessSwiftUITests/SwiftUIScenarioSnapshotTests/s16AlertInsideSheet.txt", 2, 3, .lostTaps,
      "`SheetScreen` no longer receives taps at its centre: `SwiftUI.PlatformAlertController` in `main` does"
    ),
    HeadlineCase(
      "HeadlessSwiftUITests/SwiftUIScenarioSnapshotTests/s3ToS5MascotThroughPushAndCover.txt", 2, 3,
      .covered,
      "`tabs` is now covered by `cover` (and 1 more change)"),
    HeadlineCase(
      "HeadlessSwiftUITests/SwiftUIScenarioSnapshotTests/s3ToS5MascotThroughPushAndCover.txt", 3, 4,
      .presence,
      "`cover` disappeared: removed with `#main › UITransitionView[1]`"),
    HeadlineCase(
      "HeadlessSwiftUITests/SwiftUIScenarioSnapshotTests/s7OverlayWindowAboveEverything.txt", 4, 5,
      .covered,
      "`detail` is now covered by `sheetContent` (and 1 more change)"),
    HeadlineCase(
      "HeadlessUIKitTests/UIKitLaunchScenarioTests/s2TabsOfNavigations.txt", 1, 2, .presence,
      "`nav2` appeared (and 1 more change)"),
    HeadlineCase(
      "HeadlessUIKitTests/UIKitPresentationErrorTests/detachedPresenter.txt", 1, 2, .lostTaps,
      "`Y` no longer receives taps at its centre: `X` does (and 1 more change)"),
    HeadlineCase(
      "HeadlessUIKitTests/UIKitPresentationErrorTests/s13InProgress.iOS13.txt", 1, 2, .presence,
      "`root` disappeared: removed"),
    HeadlineCase(
      "HeadlessUIKitTests/UIKitPresentationScenarioTests/s10AutomaticCardSheets.formSheet.txt", 1,
      2, .lostTaps,
      "`S` no longer receives taps at its centre: `S2` does (and 1 more change)"),
    HeadlineCase(
      "HeadlessUIKitTests/UIKitPresentationScenarioTests/s11OverCurrentContext.txt", 1, 2,
      .presence,
      "`P` disappeared: removed with `#tab › UITransitionView › UIViewControllerWrapperView › UITransitionView`"
    ),
    HeadlineCase(
      "HeadlessUIKitTests/UIKitPresentationScenarioTests/s20IPadFormSheetAndPopover.txt", 1, 2,
      .presence,
      "`F` disappeared: removed with `#main › UITransitionView[1]`"),
    HeadlineCase(
      "HeadlessUIKitTests/UIKitPresentationScenarioTests/s20IPadFormSheetAndPopover.txt", 2, 3,
      .lostTaps,
      "`root` no longer receives taps at its centre: `UIDimmingView` in `main` does (and 1 more change)"
    ),
    HeadlineCase(
      "HeadlessUIKitTests/UIKitWindowScenarioTests/s17AlertUnderOverlayWindow.txt", 2, 3,
      .keyAndInteraction,
      "`#overlay` changed level from normal to 2001"),
    HeadlineCase(
      "HeadlessUIKitTests/UIKitWindowScenarioTests/s17AlertUnderOverlayWindow.txt", 3, 4,
      .paintOrder,
      "`toast` is now behind `main`, `root` and `alert` (was in front) (and 3 more changes)"),
    HeadlineCase(
      "HeadlessUIKitTests/UIKitWindowScenarioTests/s18KeyboardAboveAlertLevelOverlay.txt", 2, 3,
      .presence,
      "`keyboard` disappeared: now hidden"),
    HeadlineCase(
      "HeadlessUIKitTests/UIKitWindowScenarioTests/s19FinderUsesKeyOverlayWindow.txt", 1, 2,
      .lostTaps,
      "`toast` no longer receives taps at its centre: `alert` does (and 1 more change)"),
    HeadlineCase(
      "PresentationSnapshotTestingTests/ExampleSnapshotTests/mascotWindowStaysInFront.txt", 1, 2,
      .presence,
      "`cover` appeared in front of `tabs` (and 1 more change)"),
    HeadlineCase(
      "SeedSourceTests/SeedAppTests/ComposedArticlesTests/imageAlertLandsInTheDolphinWindow.txt", 1,
      2, .covered,
      "`openCover` is now covered by `Color` in `ImageAlert` (and 3 more changes)"),
    HeadlineCase(
      "SeedSourceTests/SeedAppTests/SeparateWindowDolphinTests/dolphinStaysInFront.txt", 2, 3,
      .covered,
      "`tabs` is now covered by `cover` (and 2 more changes)"),
    HeadlineCase(
      "SeedSourceTests/SeedAppTests/SeparateWindowDolphinTests/dolphinStaysInFront.txt", 6, 7,
      .covered,
      "`detail` is now covered by `UIWindow[0] › UITransitionView[1] › SwiftUI.PlatformAlertController`"
    ),
    HeadlineCase(
      "SeedSourceTests/SeedAppTests/WindowOverlayDolphinTests/dolphinFallsUnderModal.txt", 2, 3,
      .covered,
      "`tabs` is now covered by `cover` (and 2 more changes)"),
    HeadlineCase(
      "HeadlessUIKitTests/UIKitLaunchScenarioTests/s1PlainRootOnIOS13AndLater.txt", 1,
      versus: "HeadlessUIKitTests/UIKitLaunchScenarioTests/s1PlainRootOnIOS12.txt", 1,
      .presentation,
      "removed `#main › UITransitionView` with 1 descendant (and 1 more change)"),
    HeadlineCase(
      "HeadlessUIKitTests/UIKitLaunchScenarioTests/s1PlainRootOnIOS13AndLater.txt", 1,
      versus: "HeadlessUIKitTests/UIKitLaunchScenarioTests/s1PlainRootWithoutDropShadow.txt", 1,
      .structure, "removed `#main › UITransitionView › UIDropShadowView` (and 1 more change)"),
    HeadlineCase(
      "HeadlessUIKitTests/UIKitPresentationScenarioTests/s10AutomaticCardSheets.pageSheet.txt", 1,
      versus:
        "HeadlessUIKitTests/UIKitPresentationScenarioTests/s10AutomaticCardSheets.formSheet.txt",
      1, .presentation, "`#main › UITransitionView[1]` changed style from pageSheet to formSheet"),
    HeadlineCase(
      "HeadlessUIKitTests/UIKitWindowScenarioTests/rootSwap.clean.txt", 2,
      versus: "HeadlessUIKitTests/UIKitWindowScenarioTests/rootSwap.stale.txt", 2, .lostTaps,
      "`new` no longer receives taps at its centre: `C` does (and 1 more change)"),
    HeadlineCase(
      "SeedSourceTests/SeedAppTests/SeparateWindowDolphinTests/dolphinStaysInFront.txt", 3,
      versus:
        "SeedSourceTests/SeedAppTests/ZStackDolphinTests/dolphinFallsBehindFullScreenCover.txt",
      3, .covered, "`DolphinOverlay` is now covered by `cover` (and 4 more changes)"),
  ]
}
