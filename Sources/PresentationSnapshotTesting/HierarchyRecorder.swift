/// Collects the hierarchy after each labelled step of a scenario, for one snapshot file.
///
/// ```swift
/// let recorder = HierarchyRecorder(app)
/// recorder.step("launch")
/// app.present(cover)
/// recorder.step("present fullScreenCover")
/// expectSnapshot(of: recorder)
/// #expect(try recorder.last.isInFront("mascot", of: "cover"))
/// ```
///
/// A recorder belongs to one test; it is not `Sendable`.
public final class HierarchyRecorder {
  private let capture: () -> Hierarchy
  /// The steps recorded so far.
  public private(set) var recording = Recording()

  /// Creates a recorder that captures from a closure at each step.
  ///
  /// - Parameter capture: Returns the hierarchy as it is now.
  public init(capture: @escaping () -> Hierarchy) {
    self.capture = capture
  }

  /// Creates a recorder that captures from a source at each step.
  ///
  /// - Parameter source: The app model or scene to capture.
  public convenience init(_ source: some HierarchyCapturing) {
    self.init { source.captureHierarchy() }
  }

  /// Creates a recorder for hierarchies passed to ``step(_:_:)``.
  public convenience init() {
    self.init { Hierarchy() }
  }

  /// Captures the hierarchy now and records it under a label.
  ///
  /// - Parameter label: What happened in the step, such as `present fullScreenCover`.
  /// - Returns: The captured hierarchy.
  @discardableResult
  public func step(_ label: String) -> Hierarchy {
    step(label, capture())
  }

  /// Records a given hierarchy under a label.
  ///
  /// - Parameters:
  ///   - label: What happened in the step.
  ///   - hierarchy: The hierarchy after the step.
  /// - Returns: The hierarchy.
  @discardableResult
  public func step(_ label: String, _ hierarchy: Hierarchy) -> Hierarchy {
    recording.steps.append(Recording.Step(label, hierarchy))
    return hierarchy
  }

  /// The hierarchy of the last step, or an empty one before the first step.
  public var last: Hierarchy { recording.steps.last?.hierarchy ?? Hierarchy() }
}
