/// Finds the required constraints that can't hold together and the one UIKit breaks.
@MainActor
enum ConstraintConflicts {
  /// The smallest set of required constraints, among the active ones, that conflicts with a new
  /// one, in the order they were added, the new one last: UIKit's "following list"
  /// [DOC: Auto Layout Guide, "Unsatisfiable Layouts": UIKit identifies the conflicting set].
  ///
  /// Candidates are the constraints connected to the new one through shared variables; each is
  /// dropped when the rest still conflict (a deletion filter), so the set is minimal.
  static func minimalSet(adding new: EngineConstraint, to active: [EngineConstraint])
    -> [EngineConstraint]
  {
    var reached = new.variableIDs
    var remaining = active
    var candidates: [EngineConstraint] = []
    var grew = true
    while grew {
      grew = false
      for (index, constraint) in remaining.enumerated().reversed()
      where !constraint.variableIDs.isDisjoint(with: reached) {
        reached.formUnion(constraint.variableIDs)
        candidates.append(constraint)
        remaining.remove(at: index)
        grew = true
      }
    }
    let order = Dictionary(
      active.enumerated().map { (ObjectIdentifier($1.linear), $0) }, uniquingKeysWith: min)
    var set = candidates.sorted {
      order[ObjectIdentifier($0.linear), default: 0]
        < order[ObjectIdentifier($1.linear), default: 0]
    }
    for candidate in set {
      let trial = set.filter { $0.linear !== candidate.linear }
      if !isSatisfiable(trial + [new]) { set = trial }
    }
    return set + [new]
  }

  /// The constraint to break: the first of the set an app made, or the new one if none is an
  /// app's [INF: in every published log UIKit broke an app's constraint from the list, never
  /// one of its own (engine reference §5: coderlyn, SO 11664115, mozilla-mobile/firefox-ios#27523
  /// broke the first listed); which one is undocumented].
  static func constraintToBreak(in conflict: [EngineConstraint]) -> EngineConstraint {
    conflict.first(where: \.isAppConstraint) ?? conflict[conflict.count - 1]
  }

  private static func isSatisfiable(_ constraints: [EngineConstraint]) -> Bool {
    let solver = SimplexSolver()
    for constraint in constraints {
      guard (try? solver.add(constraint.linear)) != nil else { return false }
    }
    return true
  }
}
