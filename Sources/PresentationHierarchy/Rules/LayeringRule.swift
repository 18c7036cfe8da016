/// A rule about layering that every step of a recording must keep, such as "every alert button
/// takes the taps at its centre" or "the mascot is in front of every presentation".
///
/// The built-in rules (``standard``, ``alwaysOnTop(_:)``) catch the overlay bugs this package
/// exists for; your own are plain Swift predicates over a ``Hierarchy``:
///
/// ```swift
/// let bannerVisible = LayeringRule("the banner is visible") { hierarchy in
///   (try? hierarchy.visibility(of: "banner").isVisible) ?? true
/// }
/// let violations = bannerVisible.violations(in: recording.steps[2])
/// ```
public struct LayeringRule: Sendable {
  /// What a rule sees: a step, and the step before it when there is one.
  public struct Context: Sendable {
    /// The step checked.
    public let step: Recording.Step
    /// The step before it, if any.
    public let previous: Recording.Step?

    /// The step's hierarchy.
    public var hierarchy: Hierarchy { step.hierarchy }
  }

  /// The rule's name, as violations quote it.
  public let name: String
  /// How Swift code spells the rule, such as `.alwaysOnTop("mascot")`, for generated tests;
  /// `nil` for your own rules.
  public let spelling: String?
  private let check: @Sendable (Context) -> [LayeringViolation]

  /// Creates a rule that finds its own violations.
  ///
  /// - Parameters:
  ///   - name: The rule's name, such as `alert buttons take taps`.
  ///   - spelling: How Swift code spells the rule, for generated tests.
  ///   - check: Returns the violations in a step; none when the rule holds.
  public init(
    _ name: String, spelling: String? = nil,
    check: @escaping @Sendable (Context) -> [LayeringViolation]
  ) {
    self.name = name
    self.spelling = spelling
    self.check = check
  }

  /// Creates a rule from a predicate over a step's hierarchy: it is violated when the predicate
  /// returns `false`.
  ///
  /// - Parameters:
  ///   - name: The rule's name, which the violation quotes.
  ///   - holds: Whether the rule holds for a hierarchy.
  public init(_ name: String, holds: @escaping @Sendable (Hierarchy) -> Bool) {
    self.init(name) { context in
      holds(context.hierarchy)
        ? [] : [LayeringViolation(rule: name, node: nil, message: "the rule doesn't hold")]
    }
  }

  /// Returns the rule's violations in a step.
  ///
  /// - Parameters:
  ///   - step: The step to check.
  ///   - previous: The step before it, for rules about what changed.
  /// - Returns: The violations, in the order the rule found them; empty when it holds.
  public func violations(in step: Recording.Step, after previous: Recording.Step? = nil)
    -> [LayeringViolation]
  {
    check(Context(step: step, previous: previous))
  }
}

/// One way a step breaks a ``LayeringRule``.
public struct LayeringViolation: Hashable, Sendable, CustomStringConvertible {
  /// The rule's name.
  public var rule: String
  /// The node at fault, named as sentences name nodes (`#identifier`, a type, or a path), if
  /// one is.
  public var node: String?
  /// What is wrong, in a sentence.
  public var message: String

  /// Creates a violation.
  ///
  /// - Parameters:
  ///   - rule: The rule's name.
  ///   - node: The node at fault, if one is.
  ///   - message: What is wrong.
  public init(rule: String, node: String?, message: String) {
    self.rule = rule
    self.node = node
    self.message = message
  }

  /// "rule: node: message", or "rule: message" without a node; a rule named after its one node
  /// (`always on top: mascot`) reads "rule message", naming the node once.
  public var description: String {
    guard let node else { return rule + ": " + message }
    if rule.hasSuffix(": " + node) { return rule + " " + message }
    return [rule, node, message].joined(separator: ": ")
  }
}

extension Recording {
  /// Returns the violations of rules in every step, each with its step number.
  ///
  /// - Parameter rules: The rules to check; ``LayeringRule/standard`` by default.
  /// - Returns: The violations, step by step, rule by rule.
  public func layeringViolations(of rules: [LayeringRule] = LayeringRule.standard) -> [(
    step: Int, violation: LayeringViolation
  )] {
    steps.indices.flatMap { index in
      rules.flatMap { rule in
        rule.violations(in: steps[index], after: index > 0 ? steps[index - 1] : nil)
          .map { (index + 1, $0) }
      }
    }
  }
}
