/// A recorded scenario: the hierarchy after each labelled step, as one snapshot file holds it.
public struct Recording: Hashable, Sendable {
  /// The test the recording belongs to, such as `ExamplesTests/MascotOverlay/launch`.
  public var testName: String?
  /// The steps in the order they were recorded.
  public var steps: [Step]

  /// Creates a recording.
  ///
  /// - Parameters:
  ///   - testName: The test the recording belongs to.
  ///   - steps: The steps in the order they were recorded.
  public init(testName: String? = nil, steps: [Step] = []) {
    self.testName = testName
    self.steps = steps
  }
}

extension Recording {
  /// One step of a recording: a label and the hierarchy captured after it.
  public struct Step: Hashable, Sendable {
    /// What happened in the step, such as `present fullScreenCover`.
    public var label: String
    /// The hierarchy captured after the step.
    public var hierarchy: Hierarchy

    /// Creates a step.
    ///
    /// - Parameters:
    ///   - label: What happened in the step.
    ///   - hierarchy: The hierarchy captured after the step.
    public init(_ label: String, _ hierarchy: Hierarchy) {
      self.label = label
      self.hierarchy = hierarchy
    }
  }
}
