/// An incremental Cassowary solver: required constraints are hard, weighted ones are errors the
/// objective minimises (Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint
/// Solving Algorithm", ACM TOCHI 2001; engine reference §5: what Auto Layout is said to use).
///
/// Constraints are added and removed one at a time, keeping the tableau optimal and feasible.
/// Every choice between symbols follows their creation order, so the same constraints added in
/// the same order always give the same solution, ambiguous layouts included.
final class SimplexSolver {
  /// The symbols a constraint added to the tableau.
  private struct Tag {
    var marker: SimplexSymbol
    var other: SimplexSymbol?
  }

  private var rows: [SimplexSymbol: SimplexRow] = [:]
  private var tags: [ObjectIdentifier: (constraint: LinearConstraint, tag: Tag)] = [:]
  private var variables: [ObjectIdentifier: (variable: LinearVariable, symbol: SimplexSymbol)] =
    [:]
  private var objective = SimplexRow(constant: 0)
  private var artificial: SimplexRow?
  private var nextSymbolID = 0

  /// Whether the solver holds a constraint.
  func contains(_ constraint: LinearConstraint) -> Bool {
    tags[ObjectIdentifier(constraint)] != nil
  }

  /// Adds a constraint and re-optimises.
  ///
  /// - Throws: ``LinearSolverError/unsatisfiable`` when a required constraint conflicts with
  ///   the required constraints already added; the solver is then unchanged.
  func add(_ constraint: LinearConstraint) throws(LinearSolverError) {
    guard !contains(constraint) else { return }
    var (row, tag) = makeRow(for: constraint)
    var subject = chooseSubject(row, tag)
    if subject == nil, row.symbols.allSatisfy({ $0.kind == .dummy }) {
      // A redundant required equality holds only if its constant is zero.
      guard SimplexRow.isNearZero(row.constant) else { throw .unsatisfiable }
      subject = tag.marker
    }
    if let subject {
      row.solve(for: subject)
      substitute(subject, with: row)
      rows[subject] = row
    } else if !addWithArtificialVariable(row) {
      removeErrorEffects(of: tag, weight: constraint.weight)
      throw .unsatisfiable
    }
    tags[ObjectIdentifier(constraint)] = (constraint, tag)
    optimize(artificial: false)
  }

  /// Removes a constraint and re-optimises; a constraint the solver doesn't hold is ignored.
  func remove(_ constraint: LinearConstraint) {
    guard let (_, tag) = tags.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
    removeErrorEffects(of: tag, weight: constraint.weight)
    if rows.removeValue(forKey: tag.marker) == nil, let leaving = markerLeavingSymbol(tag.marker),
      var row = rows.removeValue(forKey: leaving)
    {
      row.solve(for: leaving, replacing: tag.marker)
      substitute(tag.marker, with: row)
    }
    optimize(artificial: false)
  }

  /// Writes the solution into the variables.
  func updateVariables() {
    for (variable, symbol) in variables.values {
      variable.value = rows[symbol]?.constant ?? 0
    }
  }

  // MARK: - Building rows

  private func makeSymbol(_ kind: SimplexSymbol.Kind) -> SimplexSymbol {
    nextSymbolID += 1
    return SimplexSymbol(id: nextSymbolID, kind: kind)
  }

  private func symbol(for variable: LinearVariable) -> SimplexSymbol {
    let key = ObjectIdentifier(variable)
    if let known = variables[key] { return known.symbol }
    let symbol = makeSymbol(.external)
    variables[key] = (variable, symbol)
    return symbol
  }

  private func makeRow(for constraint: LinearConstraint) -> (SimplexRow, Tag) {
    var row = SimplexRow(constant: constraint.expression.constant)
    for (variable, coefficient) in constraint.expression.terms where coefficient != 0 {
      let symbol = symbol(for: variable)
      if let basic = rows[symbol] {
        row.insert(basic, coefficient)
      } else {
        row.insert(symbol, coefficient)
      }
    }
    let tag: Tag
    switch constraint.relation {
    case .lessThanOrEqual, .greaterThanOrEqual:
      let sign = constraint.relation == .lessThanOrEqual ? 1.0 : -1.0
      let slack = makeSymbol(.slack)
      row.insert(slack, sign)
      if let weight = constraint.weight {
        let error = makeSymbol(.error)
        row.insert(error, -sign)
        objective.insert(error, weight)
        tag = Tag(marker: slack, other: error)
      } else {
        tag = Tag(marker: slack)
      }
    case .equal:
      if let weight = constraint.weight {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        row.insert(plus, -1)
        row.insert(minus, 1)
        objective.insert(plus, weight)
        objective.insert(minus, weight)
        tag = Tag(marker: plus, other: minus)
      } else {
        let dummy = makeSymbol(.dummy)
        row.insert(dummy)
        tag = Tag(marker: dummy)
      }
    }
    if row.constant < 0 { row.reverseSign() }
    return (row, tag)
  }

  /// The symbol to make basic for a new row: an external variable if there is one, else a new
  /// slack or error with a negative coefficient.
  private func chooseSubject(_ row: SimplexRow, _ tag: Tag) -> SimplexSymbol? {
    if let external = row.symbols.first(where: { $0.kind == .external }) { return external }
    for candidate in [tag.marker, tag.other].compactMap(\.self)
    where candidate.isPivotable && row.coefficient(of: candidate) < 0 {
      return candidate
    }
    return nil
  }

  /// Adds a row through an artificial variable, minimised to zero when the row is feasible.
  private func addWithArtificialVariable(_ row: SimplexRow) -> Bool {
    let art = makeSymbol(.slack)
    rows[art] = row
    artificial = row
    optimize(artificial: true)
    let feasible = SimplexRow.isNearZero(artificial?.constant ?? 0)
    artificial = nil
    if var basic = rows.removeValue(forKey: art) {
      guard !basic.symbols.isEmpty else { return feasible }
      guard let entering = basic.symbols.first(where: \.isPivotable) else { return false }
      basic.solve(for: art, replacing: entering)
      substitute(entering, with: basic)
      rows[entering] = basic
    }
    for key in rows.keys { rows[key]?.remove(art) }
    objective.remove(art)
    return feasible
  }

  private func removeErrorEffects(of tag: Tag, weight: Double?) {
    guard let weight else { return }
    for symbol in [tag.marker, tag.other].compactMap(\.self) where symbol.kind == .error {
      if let row = rows[symbol] {
        objective.insert(row, -weight)
      } else {
        objective.insert(symbol, -weight)
      }
    }
  }

  // MARK: - Pivoting

  private func substitute(_ symbol: SimplexSymbol, with row: SimplexRow) {
    for key in rows.keys { rows[key]?.substitute(symbol, with: row) }
    objective.substitute(symbol, with: row)
    artificial?.substitute(symbol, with: row)
  }

  /// Pivots until no symbol can lower the objective, or the artificial row while a row is added
  /// through one (the simplex's optimality).
  private func optimize(artificial phaseOne: Bool) {
    while true {
      guard let function = phaseOne ? artificial : objective,
        let entering = function.symbols.first(where: {
          $0.kind != .dummy && function.coefficient(of: $0) < 0
        }),
        let leaving = leavingSymbol(for: entering), var row = rows.removeValue(forKey: leaving)
      else { return }
      row.solve(for: leaving, replacing: entering)
      substitute(entering, with: row)
      rows[entering] = row
    }
  }

  /// The basic symbol whose row limits the entering symbol first (the minimum ratio test).
  private func leavingSymbol(for entering: SimplexSymbol) -> SimplexSymbol? {
    var best: (ratio: Double, symbol: SimplexSymbol)?
    for symbol in rows.keys.sorted() where symbol.kind != .external {
      guard let row = rows[symbol] else { continue }
      let coefficient = row.coefficient(of: entering)
      guard coefficient < 0 else { continue }
      let ratio = -row.constant / coefficient
      if best == nil || ratio < best?.ratio ?? 0 { best = (ratio, symbol) }
    }
    return best?.symbol
  }

  /// The row to pivot a removed constraint's marker out of.
  ///
  /// A row whose basic symbol is another required equality's dummy comes first: that equality
  /// was redundant with the removed one, and pivoting any other row would give its dummy a
  /// value other than zero.
  private func markerLeavingSymbol(_ marker: SimplexSymbol) -> SimplexSymbol? {
    if let redundant = rows.keys.sorted().first(where: {
      $0.kind == .dummy && rows[$0]?.coefficient(of: marker) != 0
    }) {
      return redundant
    }
    var negative: (ratio: Double, symbol: SimplexSymbol)?
    var positive: (ratio: Double, symbol: SimplexSymbol)?
    var external: SimplexSymbol?
    for symbol in rows.keys.sorted() {
      guard let row = rows[symbol] else { continue }
      let coefficient = row.coefficient(of: marker)
      guard coefficient != 0 else { continue }
      if symbol.kind == .external {
        external = external ?? symbol
      } else if coefficient < 0 {
        let ratio = -row.constant / coefficient
        if negative == nil || ratio < negative?.ratio ?? 0 { negative = (ratio, symbol) }
      } else {
        let ratio = row.constant / coefficient
        if positive == nil || ratio < positive?.ratio ?? 0 { positive = (ratio, symbol) }
      }
    }
    return negative?.symbol ?? positive?.symbol ?? external
  }
}
