/// A symbol of the simplex tableau: a variable, or a slack, error or dummy the solver adds.
struct SimplexSymbol: Hashable, Comparable {
  enum Kind {
    /// A variable of the constraints.
    case external
    /// The slack of an inequality: never negative.
    case slack
    /// The error of a weighted constraint, minimised by the objective.
    case error
    /// The marker of a required equality: always zero.
    case dummy
  }

  /// The creation order, which every choice of the solver follows, so solutions are the same
  /// from run to run.
  let id: Int
  let kind: Kind

  static func < (lhs: SimplexSymbol, rhs: SimplexSymbol) -> Bool { lhs.id < rhs.id }

  /// Whether the symbol may enter the basis during optimisation.
  var isPivotable: Bool { kind == .slack || kind == .error }
}

/// A row of the tableau: `basic = constant + Σ coefficient × symbol`, or `0 = …` before it is
/// solved for a symbol.
struct SimplexRow {
  private static let epsilon = 1.0e-8

  var constant: Double
  private(set) var cells: [SimplexSymbol: Double] = [:]

  init(constant: Double) {
    self.constant = constant
  }

  /// The symbols with a coefficient, in creation order.
  var symbols: [SimplexSymbol] { cells.keys.sorted() }

  func coefficient(of symbol: SimplexSymbol) -> Double { cells[symbol] ?? 0 }

  static func isNearZero(_ value: Double) -> Bool { abs(value) < epsilon }

  mutating func insert(_ symbol: SimplexSymbol, _ coefficient: Double = 1) {
    let sum = (cells[symbol] ?? 0) + coefficient
    cells[symbol] = Self.isNearZero(sum) ? nil : sum
  }

  /// Adds another row times a coefficient.
  mutating func insert(_ row: SimplexRow, _ coefficient: Double = 1) {
    constant += row.constant * coefficient
    for (symbol, value) in row.cells { insert(symbol, value * coefficient) }
  }

  mutating func remove(_ symbol: SimplexSymbol) {
    cells[symbol] = nil
  }

  mutating func reverseSign() {
    constant = -constant
    for symbol in cells.keys { cells[symbol] = -(cells[symbol] ?? 0) }
  }

  /// Turns `0 = … + c × symbol + …` into `symbol = …`.
  mutating func solve(for symbol: SimplexSymbol) {
    let factor = -1 / coefficient(of: symbol)
    cells[symbol] = nil
    constant *= factor
    for key in cells.keys { cells[key] = (cells[key] ?? 0) * factor }
  }

  /// Turns `lhs = … + c × rhs + …` into `rhs = …`.
  mutating func solve(for lhs: SimplexSymbol, replacing rhs: SimplexSymbol) {
    insert(lhs, -1)
    solve(for: rhs)
  }

  /// Replaces a symbol by the row it is basic in.
  mutating func substitute(_ symbol: SimplexSymbol, with row: SimplexRow) {
    guard let coefficient = cells.removeValue(forKey: symbol) else { return }
    insert(row, coefficient)
  }
}
