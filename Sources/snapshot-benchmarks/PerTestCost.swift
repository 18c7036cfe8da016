internal import Foundation
internal import HeadlessSwiftUI
internal import HeadlessUIKit
internal import PresentationHierarchy

/// Times what one snapshot test of a small app costs, in this process: launch a tab app, open
/// and close a sheet, open a cover, settling and capturing after each step, then compare the
/// recording's text with the snapshot file on disk — with bodies evaluated only after tracked
/// changes (the default) and with every body evaluated at every step.
///
/// Baseline, in the same rounds: the work a string snapshot does when the test already holds
/// the text (swift-snapshot-testing's `.lines` on a pre-rendered string, re-enacted here without
/// the library, which this machine can't download): check the file exists, read it, decode it
/// and compare. Neither side includes the test runner's own cost per test.
@MainActor
enum PerTestCost {
  /// Tests per round.
  static let testsPerRound = 50

  /// Runs the rounds and returns the table.
  static func run(rounds: Int) async throws -> String {
    let folder = (PackageLocation.root() ?? ".") + "/.build/benchmarks"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let file = folder + "/per-test.snapshot"
    let reference = await test(reusing: true)
    try reference.write(toFile: file, atomically: true, encoding: .utf8)
    var reused: [Double] = []
    var everyBody: [Double] = []
    var baseline: [Double] = []
    for round in 1...rounds {
      Progress.report("per test: round \(round) of \(rounds)")
      reused.append(try await perTest { try await check(file, reusing: true) })
      everyBody.append(try await perTest { try await check(file, reusing: false) })
      baseline.append(try await perTest { try compare(reference, with: file) })
    }
    let ratio = zip(reused, baseline).map { $0 / max($1, 1e-12) }
    let gain = zip(everyBody, reused).map { $0 / max($1, 1e-12) }
    let median = ExplorerFigures.median
    return [
      "",
      "Per test: a tab app, sheet opened and closed, cover opened, a step captured after each, "
        + "compared with its snapshot file; \(testsPerRound) tests per round, \(rounds) rounds "
        + "(median, min–max)",
      "",
      "ours, bodies evaluated after tracked changes: \(ExplorerFigures.spread(median(reused), reused))",
      "ours, every body evaluated at every step:     "
        + "\(ExplorerFigures.spread(median(everyBody), everyBody)); "
        + String(format: "%.2fx the former", median(gain)),
      "string snapshot of pre-rendered text (file read and compared): "
        + ExplorerFigures.spread(median(baseline), baseline),
      String(format: "ours ÷ pre-rendered string: %.0fx", median(ratio))
        + " [\(String(format: "%.0f", ratio.min() ?? 0))–\(String(format: "%.0f", ratio.max() ?? 0))]"
        + " (without the test runner's cost per test, which both pay)",
    ].joined(separator: "\n") + "\n"
  }

  /// The seconds per test of a test run `testsPerRound` times.
  private static func perTest(_ test: () async throws -> Void) async rethrows -> Double {
    let start = ContinuousClock.now
    for _ in 0..<testsPerRound { try await test() }
    return (ContinuousClock.now - start).seconds / Double(testsPerRound)
  }

  /// One test: the recording's text compared with the file's.
  private static func check(_ file: String, reusing: Bool) async throws {
    let text = await test(reusing: reusing)
    try compare(text, with: file)
  }

  /// Compares a text with a file's, as a string snapshot does.
  private static func compare(_ text: String, with file: String) throws {
    guard FileManager.default.fileExists(atPath: file) else { throw CocoaError(.fileNoSuchFile) }
    let stored = String(decoding: try Data(contentsOf: URL(fileURLWithPath: file)), as: UTF8.self)
    blackHole(stored == text)
  }

  /// The snapshot text of the test's steps.
  private static func test(reusing: Bool) async -> String {
    let app = await UIApplication.launch(TabsWithSheetAndCover())
    app.reusesContentRenders = reusing
    var steps = [Recording.Step("launch", app.captureHierarchy())]
    for id in ["openSheet", "closeSheet", "openCover"] {
      _ = try? app.tap(id)
      await app.settle()
      steps.append(Recording.Step("tap \(id)", app.captureHierarchy()))
    }
    return SnapshotFormat.write(Recording(steps: steps))
  }
}

/// The small app of a typical consumer's snapshot test: two tabs, a sheet and a cover.
struct TabsWithSheetAndCover: View {
  @State private var showsSheet = false
  @State private var showsCover = false

  var body: some View {
    TabView {
      NavigationStack {
        VStack {
          Button("Sheet") { showsSheet = true }.accessibilityIdentifier("openSheet")
          Button("Cover") { showsCover = true }.accessibilityIdentifier("openCover")
        }
        .navigationTitle("Home")
      }
      .tabItem { Label("Home", systemImage: "house") }
      Text("Settings").tabItem { Label("Settings", systemImage: "gear") }
    }
    .sheet(isPresented: $showsSheet) {
      Button("Close") { showsSheet = false }.accessibilityIdentifier("closeSheet")
    }
    .fullScreenCover(isPresented: $showsCover) {
      Text("Now playing")
    }
  }
}
