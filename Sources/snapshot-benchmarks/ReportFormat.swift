/// How the tables write times, ratios, sizes and spreads.
enum ReportFormat {
  /// A time with its unit, three significant digits: `2.36 ms`.
  static func time(_ seconds: Double) -> String {
    let (scale, unit) = unit(of: seconds)
    return seconds.isFinite ? "\(significant(seconds * scale)) \(unit)" : "—"
  }

  /// A time's median and its min–max over the rounds, in the median's unit: `2.36 ms [2.3–2.51]`.
  static func time(_ spread: Spread) -> String {
    let (scale, unit) = unit(of: spread.median)
    return "\(significant(spread.median * scale)) \(unit) "
      + range(spread.min * scale, spread.max * scale) + undefined(spread)
  }

  /// A ratio: `1.54x`.
  static func ratio(_ value: Double) -> String {
    guard value.isFinite else { return "—" }
    return value >= 100 ? "\(Int(value.rounded()))x" : "\(significant(value))x"
  }

  /// A ratio's median and its min–max over the rounds: `1.54x [1.4–1.71]`.
  static func ratio(_ spread: Spread) -> String {
    ratio(spread.median) + " " + range(spread.min, spread.max) + undefined(spread)
  }

  /// A size in KiB or MiB.
  static func bytes(_ count: Int) -> String {
    count >= 1 << 20
      ? "\(significant(Double(count) / Double(1 << 20))) MiB"
      : "\(significant(Double(count) / 1_024)) KiB"
  }

  /// A node count: `10k`, or the number itself.
  static func count(_ value: Int) -> String {
    value >= 1_000 && value.isMultiple(of: 1_000) ? "\(value / 1_000)k" : "\(value)"
  }

  /// Three significant digits, without a trailing `.0`.
  static func significant(_ value: Double) -> String {
    let magnitude = abs(value)
    let digits = magnitude >= 100 ? 0 : magnitude >= 10 ? 1 : 2
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (value * scale).rounded() / scale
    var text = "\(rounded)"
    if digits == 0, text.hasSuffix(".0") { text.removeLast(2) }
    return text
  }

  private static func range(_ low: Double, _ high: Double) -> String {
    "[\(significant(low))–\(significant(high))]"
  }

  private static func undefined(_ spread: Spread) -> String {
    let count = spread.undefinedRounds
    return count == 0 ? "" : " (\(count) of \(spread.rounds.count) rounds undefined)"
  }

  private static func unit(of seconds: Double) -> (scale: Double, unit: String) {
    let magnitude = abs(seconds)
    if magnitude >= 1 { return (1, "s") }
    if magnitude >= 1e-3 { return (1e3, "ms") }
    if magnitude >= 1e-6 { return (1e6, "µs") }
    return (1e9, "ns")
  }
}
