/// A variable of a linear constraint system, such as one view's `minX`; its value is the
/// solver's last answer.
final class LinearVariable {
  /// What the variable stands for, in descriptions.
  let name: String
  /// The value in the last solution; 0 until the variable takes part in one.
  var value = 0.0

  init(_ name: String) {
    self.name = name
  }
}

/// A sum of weighted variables plus a constant.
struct LinearExpression {
  /// The weighted variables, in the order they were added.
  var terms: [(variable: LinearVariable, coefficient: Double)] = []
  /// The constant term.
  var constant = 0.0

  init(_ terms: [(variable: LinearVariable, coefficient: Double)] = [], constant: Double = 0) {
    self.terms = terms
    self.constant = constant
  }

  /// The expression's value with the variables' current values.
  var value: Double {
    terms.reduce(constant) { $0 + $1.variable.value * $1.coefficient }
  }
}

/// A linear constraint `expression relation 0`, required or weighted.
final class LinearConstraint {
  /// How the expression compares with zero.
  enum Relation {
    case lessThanOrEqual, equal, greaterThanOrEqual
  }

  let expression: LinearExpression
  let relation: Relation
  /// The weight of the constraint's error in the objective; `nil` for a required constraint.
  let weight: Double?

  init(_ expression: LinearExpression, _ relation: Relation, weight: Double?) {
    self.expression = expression
    self.relation = relation
    self.weight = weight
  }
}

/// Why the solver refused a constraint.
enum LinearSolverError: Error {
  /// A required constraint conflicts with the required constraints already added.
  case unsatisfiable
}
