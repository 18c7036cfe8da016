import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyDiffing
import PresentationHierarchy
import PresentationSnapshotTesting
import Testing

/// How many lines of a snapshot file six typical changes to an app change: the figures in the
/// table "How much a change changes" of the format article, measured here so that the article
/// stays true (the test reads the table and compares).
@MainActor
@Suite struct SnapshotChurnTests {
  /// A podcast library: tabs, a list of episodes in a navigation stack, a sheet per episode.
  struct Library: View {
    var episodes = 3
    var newestFirst = false
    var title = "Library"
    var detents: Set<PresentationDetent> = [.large]
    var searchFirst = false
    @State private var showsEpisode = false
    @State private var tab = "library"

    var body: some View {
      TabView(selection: $tab) {
        if searchFirst { search }
        library
        if !searchFirst { search }
      }
    }

    private var library: some View {
      NavigationStack {
        List {
          ForEach(newestFirst ? Array((1...episodes).reversed()) : Array(1...episodes), id: \.self)
          {
            number in
            Button("Episode \(number)") { showsEpisode = true }
              .accessibilityIdentifier("episode-\(number)")
          }
        }
        .navigationTitle(title)
        .sheet(isPresented: $showsEpisode) {
          VStack {
            Text("Episode")
            Button("Play") { showsEpisode = false }.accessibilityIdentifier("play")
          }
          .presentationDetents(detents)
        }
      }
      .tabItem { Label("Library", systemImage: "books.vertical") }
      .tag("library")
    }

    private var search: some View {
      Text("Search").accessibilityIdentifier("search")
        .tabItem { Label("Search", systemImage: "magnifyingglass") }
        .tag("search")
    }
  }

  /// The snapshot file of a launch and of opening the first episode.
  private func snapshot(_ view: Library) async throws -> String {
    let app = await UIApplication.launch(view)
    let recorder = HierarchyRecorder(app)
    recorder.step("launch")
    try await recorder.step("open episode 1") { try app.tap("episode-1") }
    return SnapshotFormat.write(recorder.recording)
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

  @Test("six typical changes change as many lines as the format article says")
  func churn() async throws {
    let base = try await snapshot(Library())
    let seeds = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Snapshots/SeedSourceTests/SeedAppTests")
    let overlay = try String(
      contentsOf: seeds.appendingPathComponent(
        "ZStackDolphinTests/dolphinFallsBehindFullScreenCover.txt"), encoding: .utf8)
    let window = try String(
      contentsOf: seeds.appendingPathComponent(
        "SeparateWindowDolphinTests/dolphinStaysInFront.txt"), encoding: .utf8)
    let measured = [
      "Add a list row at the end": changedLines(base, try await snapshot(Library(episodes: 4))),
      "Add a list row at the top": changedLines(
        try await snapshot(Library(newestFirst: true)),
        try await snapshot(Library(episodes: 4, newestFirst: true))),
      "Rename a title": changedLines(base, try await snapshot(Library(title: "Your library"))),
      "Move an overlay into a window": changedLines(overlay, window),
      "Add a sheet detent": changedLines(
        base, try await snapshot(Library(detents: [.medium, .large]))),
      "Swap a tab": changedLines(base, try await snapshot(Library(searchFirst: true))),
    ]
    let recorded = try recordedCounts()
    for (change, count) in measured.sorted(by: { $0.key < $1.key }) {
      #expect(recorded[change] == count, "\(change): \(count) lines change")
    }
  }
}
