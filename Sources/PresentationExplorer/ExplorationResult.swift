public import PresentationHierarchy

/// What an exploration found and how much it explored.
public struct ExplorationResult: Sendable {
  /// The shortest sequence of actions after which a rule breaks, if one was found.
  public var counterexample: Counterexample?
  /// How many distinct states (screens, by snapshot text) were reached, the launch included.
  public var statesExplored = 0
  /// How many actions were tried from a state, whether or not they led somewhere new.
  public var transitionsTried = 0
  /// How many new states each depth found, depth 1 first.
  public var statesPerDepth: [Int] = []
  /// The deepest depth explored completely.
  public var depthExhausted = 0

  func finding(_ found: Counterexample) -> ExplorationResult {
    var result = self
    result.counterexample = found
    return result
  }
}

/// Where an exploration is: for progress on a terminal.
public struct ExplorationProgress: Sendable {
  /// The depth just finished.
  public var depth: Int
  /// The states found so far.
  public var states: Int
}

/// A shortest sequence of actions that breaks a layering rule.
public struct Counterexample: Sendable {
  /// The actions, in order.
  public var actions: [ExplorerAction]
  /// The launch and each action as a recording, the same format as snapshot files.
  public var recording: Recording
  /// The rule broken at the last step.
  public var rule: LayeringRule
  /// How it is broken.
  public var violation: LayeringViolation

  /// The sequence in one line: `launch → tap openCover`.
  public var path: String {
    (["launch"] + actions.map(\.label)).joined(separator: " → ")
  }

  /// What broke and how to get there, as the explorer's report says it: the path, then the
  /// violation, which names the rule and its node once.
  ///
  /// ```text
  /// after launch → tap openCover:
  ///   always on top: DolphinOverlay is behind the presentation of cover
  /// ```
  public var summary: String {
    "after \(path):\n  \(violation)"
  }

  /// A Swift Testing test that replays the sequence and checks the rule.
  ///
  /// - Parameters:
  ///   - launch: The expression that launches the app, such as
  ///     `await UIApplication.launch(ContentView())`.
  ///   - name: The test function's name.
  /// - Returns: The test's source.
  public func swiftTest(launch: String, name: String = "replaysLayeringBug") -> String {
    var lines = [
      "@Test(\(ExplorerAction.literal("Explorer: \(violation.rule)")))",
      "@MainActor",
      "func \(name)() async throws {",
      "  let app = \(launch)",
      "  let recorder = HierarchyRecorder(app)",
      "  recorder.step(\"launch\")",
    ]
    for action in actions {
      lines.append(
        "  try await recorder.step(\(ExplorerAction.literal(action.label))) { "
          + "\(action.swiftStatement) }")
    }
    lines += ["  expectLayering(of: recorder, [\(rule.spelling ?? "<your rule>")])", "}"]
    return lines.joined(separator: "\n") + "\n"
  }
}
