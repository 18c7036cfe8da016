import Foundation

/// One constraint of a tree's system: an app's ``NSLayoutConstraint`` or one UIKit implies
/// (a frame's, an intrinsic size's, a system guide's), as the solver gets it.
@MainActor
struct EngineConstraint {
  /// What a constraint stands for, so a pass finds the one it installed before.
  enum Key: Hashable {
    case app(ObjectIdentifier)
    case implied(ObjectIdentifier, String)
  }

  /// Where a constraint comes from, for the console.
  enum Source {
    /// An app's constraint.
    case app(NSLayoutConstraint)
    /// A frame's edge or size, for a view that translates its autoresizing mask: fixed, or
    /// following the superview's for a view that fills it.
    case autoresizing(UIView, attribute: String, superview: UIView?, fillsSuperview: Bool)
    /// Half of an intrinsic size: hugging (`<=`) or compression resistance (`>=`).
    case contentSize(UIView, attribute: String, hug: UILayoutPriority, resist: UILayoutPriority)
    /// An edge of a view's safe area or margins guide.
    case guide(UILayoutGuide, attribute: String, owner: UIView)
    /// The size `systemLayoutSizeFitting(_:)` asks for, at fitting-size priority.
    case fitting(UIView, attribute: String)
  }

  let key: Key
  let source: Source
  let linear: LinearConstraint
  /// The constant the console prints (the right side's).
  let constant: Double

  init(
    key: Key, source: Source, terms: [(variable: LinearVariable, coefficient: Double)],
    _ relation: LinearConstraint.Relation, constant: Double, priority: UILayoutPriority
  ) {
    self.key = key
    self.source = source
    self.constant = constant
    linear = LinearConstraint(
      LinearExpression(terms, constant: -constant), relation, weight: Self.weight(of: priority))
  }

  /// The weight of an optional priority's error: ten times larger every 100 points, so a
  /// higher priority all but always wins, as "the system breaks the constraint having the
  /// lowest priority first" [DOC: Auto Layout Guide, "Ambiguous Layouts"; the scale is INF].
  static func weight(of priority: UILayoutPriority) -> Double? {
    priority >= .required ? nil : pow(10, Double(max(priority.rawValue, 1)) / 100)
  }

  var isRequired: Bool { linear.weight == nil }

  /// Whether another constraint puts the same equation to the solver.
  func hasSameEquation(as other: EngineConstraint) -> Bool {
    let lhs = linear
    let rhs = other.linear
    return lhs.relation == rhs.relation && lhs.weight == rhs.weight
      && lhs.expression.constant == rhs.expression.constant
      && lhs.expression.terms.count == rhs.expression.terms.count
      && zip(lhs.expression.terms, rhs.expression.terms).allSatisfy {
        $0.variable === $1.variable && $0.coefficient == $1.coefficient
      }
  }

  /// The variables the constraint relates.
  var variableIDs: Set<ObjectIdentifier> {
    Set(linear.expression.terms.map { ObjectIdentifier($0.variable) })
  }

  /// Whether the constraint is one an app made, which UIKit breaks before its own.
  var isAppConstraint: Bool {
    if case .app = source { return true }
    return false
  }
}
