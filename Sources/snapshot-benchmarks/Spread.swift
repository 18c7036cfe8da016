/// A value measured once per round: its median and its spread (min–max) over the rounds.
struct Spread: Codable {
  /// The median over the rounds.
  var median: Double
  /// The smallest round.
  var min: Double
  /// The largest round.
  var max: Double
  /// Every round's value, in order; `nil` where it is undefined.
  var rounds: [Double?]

  /// Summarizes one value per round; undefined rounds (`nil`, infinite or not a number) are
  /// kept in ``rounds`` but left out of the median and spread.
  ///
  /// - Returns: `nil` when no round is defined.
  init?(_ values: [Double?]) {
    let defined = values.compactMap { $0 }.filter(\.isFinite).sorted()
    guard let first = defined.first, let last = defined.last else { return nil }
    let middle = defined.count / 2
    median =
      defined.count.isMultiple(of: 2)
      ? (defined[middle - 1] + defined[middle]) / 2 : defined[middle]
    min = first
    max = last
    rounds = values.map { value in value.flatMap { $0.isFinite ? $0 : nil } }
  }

  /// The number of rounds left out because their value is undefined.
  var undefinedRounds: Int {
    rounds.count { $0 == nil }
  }

  /// The per-round ratio of two sides measured in the same rounds.
  ///
  /// - Parameters:
  ///   - numerator: One value per round.
  ///   - denominator: One value per round; a round where it is zero or less is undefined.
  /// - Returns: The ratios' spread, or `nil` when no round is defined.
  static func ratio(_ numerator: [Double], _ denominator: [Double]) -> Spread? {
    Spread(zip(numerator, denominator).map { $1 > 0 ? $0 / $1 : nil })
  }
}
