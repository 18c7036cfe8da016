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
      pad("app", 22) + pad("states", 8) + pad("new per depth", 16) + pad("actions", 9)
        + pad("explore", 22) + pad("1 launch", 12) + "explore / launch",
    ]
    for result in results {
      let explore = median(result.exploreSeconds)
      let launch = median(result.launchSeconds)
      lines.append(
        pad(result.app.rawValue, 22) + pad("\(result.states)", 8)
          + pad(result.perDepth.map(String.init).joined(separator: ","), 16)
          + pad("\(result.transitions)", 9)
          + pad(spread(explore, result.exploreSeconds), 22)
          + pad(ms(launch), 12) + String(format: "%.1fx", explore / max(launch, 1e-9)))
    }
    let states = results.reduce(0) { $0 + $1.states }
    let total = median(totals)
    lines += [
      "",
      "all apps: \(spread(total, totals)), \(states) states, "
        + String(format: "%.0f states/s", Double(states) / max(total, 1e-9))
        + "; target: under 10 s in release on this machine",
      "bugs found: "
        + results.compactMap { result in result.found.map { "\(result.app.rawValue): \($0)" } }
        .joined(separator: "; "),
    ]
    return lines.joined(separator: "\n") + "\n"
  }

  private static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  private static func ms(_ seconds: Double?) -> String {
    guard let seconds else { return "-" }
    return seconds >= 1
      ? String(format: "%.2f s", seconds) : String(format: "%.1f ms", seconds * 1000)
  }

  /// A median with the spread of the rounds: `2.93 s (1.70 s–3.94 s)`.
  private static func spread(_ median: Double, _ values: [Double]) -> String {
    "\(ms(median)) (\(ms(values.min()))–\(ms(values.max())))"
  }

  private static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  private static func seconds(since start: ContinuousClock.Instant) -> Double {
    (ContinuousClock.now - start).seconds
  }
}
