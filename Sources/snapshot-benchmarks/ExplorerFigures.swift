internal import Foundation

/// How the explorer benchmarks print their figures: padded columns, durations, medians with
/// their spread, and the growth exponent fitted to them.
enum ExplorerFigures {
  /// Text padded to a column's width, with at least one space after it.
  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  /// A duration in microseconds below a millisecond, in milliseconds below a second, else in
  /// seconds.
  static func seconds(_ seconds: Double?) -> String {
    guard let seconds else { return "-" }
    if seconds < 0.001 { return String(format: "%.1f µs", seconds * 1_000_000) }
    return seconds >= 1
      ? String(format: "%.2f s", seconds) : String(format: "%.1f ms", seconds * 1000)
  }

  /// A median with the spread of the rounds: `2.93 s (1.70 s–3.94 s)`.
  static func spread(_ median: Double, _ values: [Double]) -> String {
    "\(seconds(median)) (\(seconds(values.min()))–\(seconds(values.max())))"
  }

  /// The median of the values (the upper one of an even count).
  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
  }

  /// The slope k of the least-squares line through (log x, log y): y grows as x^k.
  ///
  /// Nil with fewer than two distinct positive x.
  static func logLogSlope(_ points: [(x: Double, y: Double)]) -> Double? {
    let logs = points.filter { $0.x > 0 && $0.y > 0 }.map { (log($0.x), log($0.y)) }
    guard logs.count >= 2 else { return nil }
    let meanX = logs.map(\.0).reduce(0, +) / Double(logs.count)
    let meanY = logs.map(\.1).reduce(0, +) / Double(logs.count)
    let spreadX = logs.map { ($0.0 - meanX) * ($0.0 - meanX) }.reduce(0, +)
    guard spreadX > 0 else { return nil }
    return logs.map { ($0.0 - meanX) * ($0.1 - meanY) }.reduce(0, +) / spreadX
  }
}
