import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyDiffing
import PresentationExplorer
import PresentationHierarchy
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

/// How many lines of a snapshot file six typical changes to an app change.
///
/// These are the figures in the table "How much a change changes" of the format article,
/// measured here so that the article stays true (the test reads the table and compares). Each
/// variant's recording is also a snapshot file, which `scripts/check-pictures.sh` draws as
/// before/after pictures.
@MainActor
@Suite struct SnapshotChurnTests {
  /// The app's variants: a typical change turns one into another.
  enum Variant: String, CaseIterable, Sendable {
    case base, rowAtEnd, newestFirst, rowAtTop, renamed, twoDetents, searchFirst
    case miniPlayerInWindow, miniPlayerInOverlay

    /// The app.
    @MainActor var app: EpisodeShelf {
      switch self {
      case .base: EpisodeShelf()
      case .rowAtEnd: EpisodeShelf(episodes: 4)
      case .newestFirst: EpisodeShelf(newestFirst: true)
      case .rowAtTop: EpisodeShelf(episodes: 4, newestFirst: true)
      case .renamed: EpisodeShelf(title: "Your library")
      case .twoDetents: EpisodeShelf(detents: [.medium, .large])
      case .searchFirst: EpisodeShelf(searchFirst: true)
      case .miniPlayerInWindow: EpisodeShelf(miniPlayer: .window)
      case .miniPlayerInOverlay: EpisodeShelf(miniPlayer: .overlay)
      }
    }
  }

  /// The steps every variant records: launch, open the first episode's sheet; with a mini
  /// player, also play it (the sheet closes) and open the "now playing" screen.
  private func recording(_ variant: Variant) async throws -> HierarchyRecorder {
    let app = await UIApplication.launch(variant.app)
    let recorder = HierarchyRecorder(app)
    recorder.step("launch")
    try await recorder.step("open episode 1") { try app.tap("episode-1") }
    if variant.app.miniPlayer != .none {
      try await recorder.step("play it") { try app.tap("play") }
      try await recorder.step("open now playing") { try app.tap("openNowPlaying") }
    }
    return recorder
  }

  /// The snapshot text of a variant, without a test name.
  private func snapshot(_ variant: Variant) async throws -> String {
    SnapshotFormat.write(Recording(steps: try await recording(variant).recording.steps))
  }

  /// The lines removed plus the lines added between two snapshot files.
  private func changedLines(_ old: String, _ new: String) -> Int {
    let diff = LineDiff(from: old, to: new)
    return diff.removedCount + diff.insertedCount
  }

  /// The counts the article records, by change.
  private func recordedCounts() throws -> [String: Int] {
    let article = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
      .appendingPathComponent(
        "Sources/PresentationHierarchy/PresentationHierarchy.docc/reading-snapshot-files.md")
    let text = try String(contentsOf: article, encoding: .utf8)
    var counts: [String: Int] = [:]
    for line in text.split(separator: "\n") where line.hasPrefix("| ") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      if cells.count >= 2, let count = Int(cells[1]) { counts[cells[0]] = count }
    }
    return counts
  }

  @Test("each variant's recording is a snapshot file", arguments: Variant.allCases)
  func recordsVariant(_ variant: Variant) async throws {
    expectSnapshot(of: try await recording(variant), named: variant.rawValue)
  }

  @Test(
    "a mini player in its own window stays in front of the now playing screen; in the overlay it falls under"
  )
  func miniPlayerRegression() async throws {
    let window = try await recording(.miniPlayerInWindow).last
    #expect(try window.isInFront("miniPlayer", of: "nowPlaying"))
    let overlay = try await recording(.miniPlayerInOverlay).last
    #expect(try !overlay.isInFront("miniPlayer", of: "nowPlaying"))
  }

  @Test("The explorer finds the mini player covered in the overlay variant, and nothing in the fix")
  func explorerFindsTheRegression() async throws {
    func explore(_ variant: Variant) async -> ExplorationResult {
      await LayeringExplorer(rules: [.alwaysOnTop("miniPlayer")], maximumDepth: 2) {
        await UIApplication.launch(variant.app)
      }.explore()
    }
    // The shortest: an episode's sheet already covers it.
    let found = try #require(await explore(.miniPlayerInOverlay).counterexample)
    #expect(found.path == "launch → tap episode-1")
    let fix = await explore(.miniPlayerInWindow)
    #expect(fix.counterexample == nil)
    // The list, the episode's sheet, and the now playing cover, which only the toolbar's
    // button (a bar button, not a SwiftUI button) opens.
    #expect(fix.statesExplored == 3)
  }

  @Test("six typical changes change as many lines as the format article says")
  func churn() async throws {
    let pairs: [String: (Variant, Variant)] = [
      "Add a list row at the end": (.base, .rowAtEnd),
      "Add a list row at the top": (.newestFirst, .rowAtTop),
      "Rename a title": (.base, .renamed),
      "Move an overlay into a window": (.miniPlayerInOverlay, .miniPlayerInWindow),
      "Add a sheet detent": (.base, .twoDetents),
      "Swap a tab": (.base, .searchFirst),
    ]
    let recorded = try recordedCounts()
    for (change, pair) in pairs.sorted(by: { $0.key < $1.key }) {
      let count = changedLines(try await snapshot(pair.0), try await snapshot(pair.1))
      #expect(recorded[change] == count, "\(change): \(count) lines change")
    }
  }
}
