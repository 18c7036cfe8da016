internal import Foundation
internal import HeadlessSwiftUI
internal import HeadlessUIKit
internal import PresentationExplorer
internal import PresentationHierarchy

/// Times the explorer exhausting generated apps of growing size.
///
/// Each app (``GeneratedExplorerApp``) is timed beside one launch of the same app in the same
/// round; the table fits how the time grows with the states, `time ∝ states^k`, by least
/// squares on the logarithms of the medians. Flat throughput is k = 1.
@MainActor
enum ExplorerScaling {
  /// An app size: buttons per screen and levels.
  struct Size {
    var breadth: Int
    var depth: Int
  }

  /// The sizes timed, smallest first.
  static func sizes(quick: Bool) -> [Size] {
    let all = [
      Size(breadth: 2, depth: 1), Size(breadth: 4, depth: 1), Size(breadth: 2, depth: 2),
      Size(breadth: 3, depth: 2), Size(breadth: 4, depth: 2), Size(breadth: 3, depth: 3),
      Size(breadth: 4, depth: 3), Size(breadth: 4, depth: 4), Size(breadth: 5, depth: 4),
    ]
    return quick ? Array(all.prefix(5)) : all
  }

  private struct Result {
    var size: Size
    var states = 0
    var exploreSeconds: [Double] = []
    var launchSeconds: [Double] = []
  }

  /// Runs the rounds and returns the table.
  static func run(rounds: Int, quick: Bool) async -> String {
    var results = sizes(quick: quick).map { Result(size: $0) }
    for round in 1...rounds {
      for index in results.indices {
        let size = results[index].size
        Progress.report(
          "explorer scaling: round \(round) of \(rounds), \(size.breadth)×\(size.depth)")
        let launchStart = ContinuousClock.now
        _ = await launch(size)
        results[index].launchSeconds.append((ContinuousClock.now - launchStart).seconds)
        // Open, then close, at every level, and one more: every state within reach.
        let explorer = LayeringExplorer(maximumDepth: 2 * size.depth + 2) { await launch(size) }
        let start = ContinuousClock.now
        let result = await explorer.explore()
        results[index].exploreSeconds.append((ContinuousClock.now - start).seconds)
        results[index].states = result.statesExplored
      }
    }
    return table(results, rounds: rounds)
  }

  private static func launch(_ size: Size) async -> UIApplication {
    await UIApplication.launch(GeneratedExplorerApp(breadth: size.breadth, depth: size.depth))
  }

  /// A row of the table's columns.
  private static func row(_ cells: [String]) -> String {
    zip(cells, [8, 8, 26, 10, 12, 16]).map { ExplorerFigures.pad($0, $1) }.joined()
  }

  private static func table(_ results: [Result], rounds: Int) -> String {
    var lines = [
      "",
      "Explorer by app size: generated apps (b buttons per screen opening a sheet, cover, alert "
        + "or push in turn, L levels) exhausted, \(rounds) rounds (median, min–max)",
      "",
      row(["b×L", "states", "explore", "states/s", "1 launch", "explore / launch"]),
    ]
    for result in results {
      let explore = ExplorerFigures.median(result.exploreSeconds)
      let launch = ExplorerFigures.median(result.launchSeconds)
      lines.append(
        row([
          "\(result.size.breadth)×\(result.size.depth)", "\(result.states)",
          ExplorerFigures.spread(explore, result.exploreSeconds),
          String(format: "%.0f", Double(result.states) / max(explore, 1e-9)),
          ExplorerFigures.seconds(launch), String(format: "%.0fx", explore / max(launch, 1e-9)),
        ]))
    }
    let points = results.map { result in
      (x: Double(result.states), y: ExplorerFigures.median(result.exploreSeconds))
    }
    if let exponent = ExplorerFigures.logLogSlope(points) {
      lines += [
        "",
        String(format: "time grows as states^%.2f", exponent)
          + " (least squares on log time against log states); target ≤ 1.15: "
          + (exponent <= 1.15 ? "met" : "missed"),
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }
}
