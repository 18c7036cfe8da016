internal import Foundation
internal import HeadlessSwiftUI
internal import HeadlessUIKit
internal import PresentationExplorer
internal import PresentationHierarchy
internal import SeedApps

/// Times the presentation explorer on every seed app to depth 6, next to its baseline measured
/// in the same run: one launch of the app, which each explored state costs at least once (the
/// explorer reaches a state by launching again and replaying).
@MainActor
enum ExplorerBenchmark {
  /// The depth the target names.
  static let depth = 6

  /// One app's figures over the rounds.
  struct AppResult {
    var app: SeedApp
    var states = 0
    var transitions = 0
    var perDepth: [Int] = []
    var found: String?
    var exploreSeconds: [Double] = []
    var launchSeconds: [Double] = []
  }

  /// Runs the rounds and returns the table.
  static func run(rounds: Int) async -> String {
    var results = SeedApp.allCases.map { AppResult(app: $0) }
    var totals: [Double] = []
    for round in 1...rounds {
      Progress.report("explorer: round \(round) of \(rounds)")
      var total = 0.0
      for index in results.indices {
        let seed = results[index].app
        let launchStart = ContinuousClock.now
        _ = await launch(seed)
        results[index].launchSeconds.append(seconds(since: launchStart))
        let explorer = LayeringExplorer(
          rules: LayeringRule.standard + [.alwaysOnTop("DolphinOverlay")], maximumDepth: depth
        ) { await launch(seed) }
        let start = ContinuousClock.now
        let result = await explorer.explore()
        let elapsed = seconds(since: start)
        total += elapsed
        results[index].exploreSeconds.append(elapsed)
        results[index].states = result.statesExplored
        results[index].transitions = result.transitionsTried
        results[index].perDepth = result.statesPerDepth
        results[index].found = result.counterexample?.path
      }
      totals.append(total)
    }
    return table(results, totals: totals)
  }

  private static func launch(_ seed: SeedApp) async -> UIApplication {
    SeedApp.resetGlobals()
    return await UIApplication.launch(seed.rootView)
  }

  private static func table(_ results: [AppResult], totals: [Double]) -> String {
    var lines = [
      "Explorer: every seed app to depth \(depth), \(totals.count) rounds (median, min–max)",
      "",
      ExplorerFigures.pad("app", 22) + ExplorerFigures.pad("states", 8)
        + ExplorerFigures.pad("new per depth", 16) + ExplorerFigures.pad("actions", 9)
        + ExplorerFigures.pad("explore", 22) + ExplorerFigures.pad("1 launch", 12)
        + "explore / launch",
    ]
    for result in results {
      let explore = ExplorerFigures.median(result.exploreSeconds)
      let launch = ExplorerFigures.median(result.launchSeconds)
      lines.append(
        ExplorerFigures.pad(result.app.rawValue, 22) + ExplorerFigures.pad("\(result.states)", 8)
          + ExplorerFigures.pad(result.perDepth.map(String.init).joined(separator: ","), 16)
          + ExplorerFigures.pad("\(result.transitions)", 9)
          + ExplorerFigures.pad(ExplorerFigures.spread(explore, result.exploreSeconds), 22)
          + ExplorerFigures.pad(ExplorerFigures.seconds(launch), 12)
          + String(format: "%.1fx", explore / max(launch, 1e-9)))
    }
    let states = results.reduce(0) { $0 + $1.states }
    let total = ExplorerFigures.median(totals)
    lines += [
      "",
      "all apps: \(ExplorerFigures.spread(total, totals)), \(states) states, "
        + String(format: "%.0f states/s", Double(states) / max(total, 1e-9))
        + "; target: under 10 s in release on this machine",
      "bugs found: "
        + results.compactMap { result in result.found.map { "\(result.app.rawValue): \($0)" } }
        .joined(separator: "; "),
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func seconds(since start: ContinuousClock.Instant) -> Double {
    (ContinuousClock.now - start).seconds
  }
}
