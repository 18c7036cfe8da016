public import PresentationHierarchy
public import Testing

/// Checks layering rules on every step of a recorder: an issue for each violation, naming the
/// step, the rule and the node.
///
/// ```swift
/// expectLayering(of: recorder, LayeringRule.standard + [.alwaysOnTop("mascot")])
/// ```
///
/// - Parameters:
///   - recorder: The recorder whose steps to check.
///   - rules: The rules; `LayeringRule.standard` by default.
///   - sourceLocation: The location issues are attributed to.
/// - Returns: The violations, step by step; empty when every rule holds.
@discardableResult
public func expectLayering(
  of recorder: HierarchyRecorder, _ rules: [LayeringRule] = LayeringRule.standard,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [(step: Int, violation: LayeringViolation)] {
  expectLayering(of: recorder.recording, rules, sourceLocation: sourceLocation)
}

/// Checks layering rules on every step of a recording: an issue for each violation, naming the
/// step, the rule and the node.
///
/// - Parameters:
///   - recording: The recording whose steps to check.
///   - rules: The rules; `LayeringRule.standard` by default.
///   - sourceLocation: The location issues are attributed to.
/// - Returns: The violations, step by step; empty when every rule holds.
@discardableResult
public func expectLayering(
  of recording: Recording, _ rules: [LayeringRule] = LayeringRule.standard,
  sourceLocation: SourceLocation = #_sourceLocation
) -> [(step: Int, violation: LayeringViolation)] {
  let found = recording.layeringViolations(of: rules)
  for (step, violation) in found {
    let label = recording.steps[step - 1].label
    let what = [violation.node, violation.message].compactMap(\.self).joined(separator: " ")
    IssueReporter.record(
      "Step \(step) \"\(label)\" breaks the layering rule '\(violation.rule)': \(what)",
      sourceLocation: sourceLocation)
  }
  return found
}
