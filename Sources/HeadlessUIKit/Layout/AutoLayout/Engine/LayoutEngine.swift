import PresentationHierarchy

/// The solver of one view tree (a window's, or a detached tree's root), keyed by the root in
/// ``LayoutEngines``: it keeps the constraints it added, so each pass adds and removes only
/// what changed (Cassowary's incremental use).
@MainActor
final class LayoutEngine {
  private struct Installed {
    var constraint: EngineConstraint
    /// Whether the constraint was broken to recover from a conflict and is out of the solver.
    var isBroken: Bool
    let order: Int
  }

  weak var root: UIView?
  private let solver = SimplexSolver()
  private var itemVariables: [ObjectIdentifier: ItemVariables] = [:]
  private var installed: [EngineConstraint.Key: Installed] = [:]
  private var nextOrder = 0
  /// The items the last solution placed.
  private(set) var solvedItems: Set<ObjectIdentifier> = []

  init(root: UIView) {
    self.root = root
  }

  /// The variables that place an item, made on first use.
  func variables(for item: AnyObject) -> ItemVariables {
    let id = ObjectIdentifier(item)
    if let known = itemVariables[id], known.item === item { return known }
    let made = ItemVariables(item)
    itemVariables[id] = made
    return made
  }

  /// The solved variables of an item the last solution placed.
  func solvedVariables(of item: AnyObject) -> ItemVariables? {
    guard solvedItems.contains(ObjectIdentifier(item)) else { return nil }
    return itemVariables[ObjectIdentifier(item)].flatMap { $0.item === item ? $0 : nil }
  }

  /// A view's frame in screen coordinates: the last solution's, or its current one.
  func currentScreenFrame(of view: UIView, root: UIView) -> Rect {
    guard let solved = solvedVariables(of: view)?.rect else { return view.effectiveScreenFrame }
    let origin = root.effectiveScreenFrame
    return Rect(
      x: origin.x + solved.x, y: origin.y + solved.y, width: solved.width, height: solved.height)
  }

  /// Brings the solver to a system's constraints and solves: changed constraints are removed
  /// and added again, conflicts are reported and broken as UIKit does.
  func solve(_ system: LayoutSystem) {
    var wanted: Set<EngineConstraint.Key> = []
    for constraint in system.constraints {
      wanted.insert(constraint.key)
      if let old = installed[constraint.key] {
        if old.constraint.hasSameEquation(as: constraint) { continue }
        solver.remove(old.constraint.linear)
        installed[constraint.key] = nil
      }
      add(constraint)
    }
    let stale = installed.filter { !wanted.contains($0.key) }.sorted {
      $0.value.order < $1.value.order
    }
    for (key, entry) in stale {
      solver.remove(entry.constraint.linear)
      installed[key] = nil
    }
    retryBroken()
    solver.updateVariables()
    solvedItems = Set(system.views.map(ObjectIdentifier.init))
    solvedItems.formUnion(system.guides.map(ObjectIdentifier.init))
  }

  private func add(_ constraint: EngineConstraint) {
    nextOrder += 1
    do {
      try solver.add(constraint.linear)
      installed[constraint.key] = Installed(
        constraint: constraint, isBroken: false, order: nextOrder)
    } catch {
      recover(adding: constraint, order: nextOrder)
    }
  }

  /// Reports a required constraint that conflicts with the solver's and breaks one of the
  /// conflicting set (``ConstraintConflicts``), then adds the new one if it wasn't the one.
  private func recover(adding constraint: EngineConstraint, order: Int) {
    let active = installed.values.filter { !$0.isBroken && $0.constraint.isRequired }
      .sorted { $0.order < $1.order }.map(\.constraint)
    let conflict = ConstraintConflicts.minimalSet(adding: constraint, to: active)
    let victim = ConstraintConflicts.constraintToBreak(in: conflict)
    report(conflict, breaking: victim)
    guard victim.key != constraint.key, var broken = installed[victim.key] else {
      installed[constraint.key] = Installed(constraint: constraint, isBroken: true, order: order)
      return
    }
    solver.remove(victim.linear)
    broken.isBroken = true
    installed[victim.key] = broken
    add(constraint)
  }

  /// Adds broken constraints back, silently, once what they conflicted with is gone
  /// [INF: UIKit's behaviour after the conflict ends is unrecorded].
  private func retryBroken() {
    let broken = installed.filter(\.value.isBroken).sorted { $0.value.order < $1.value.order }
    for (key, entry) in broken {
      guard (try? solver.add(entry.constraint.linear)) != nil else { continue }
      installed[key]?.isBroken = false
    }
  }

  private func report(_ conflict: [EngineConstraint], breaking victim: EngineConstraint) {
    guard let window = root as? UIWindow, let application = window.application else { return }
    application.console.log(
      UIKitMessages.unsatisfiableConstraints(
        conflict, breaking: victim, profile: application.profile))
  }
}
