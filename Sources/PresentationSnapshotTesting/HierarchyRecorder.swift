/// Collects the hierarchy after each labelled step of a scenario, for one snapshot file, with
/// the UIKit warnings and exceptions printed during each step.
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
  private let printedMessages: () -> [Recording.Message]
  /// How many of the source's printed messages earlier steps hold.
  private var messagesSeen = 0
  /// The steps recorded so far.
  public private(set) var recording = Recording()

  /// Creates a recorder that captures from closures at each step.
  ///
  /// - Parameters:
  ///   - capture: Returns the hierarchy as it is now.
  ///   - messages: Returns every warning and exception printed so far, oldest first; each step
  ///     keeps the ones that are new since the previous step. None by default.
  public init(
    capture: @escaping () -> Hierarchy,
    messages: @escaping () -> [Recording.Message] = { [] }
  ) {
    self.capture = capture
    printedMessages = messages
  }

  /// Creates a recorder that captures from a source at each step, with the warnings and
  /// exceptions it printed during the step.
  ///
  /// - Parameter source: The app model or scene to capture.
  public convenience init(_ source: some HierarchyCapturing) {
    self.init(capture: { source.captureHierarchy() }, messages: { source.printedMessages() })
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

  /// Records a given hierarchy under a label, with the messages printed since the last step.
  ///
  /// - Parameters:
  ///   - label: What happened in the step.
  ///   - hierarchy: The hierarchy after the step.
  /// - Returns: The hierarchy.
  @discardableResult
  public func step(_ label: String, _ hierarchy: Hierarchy) -> Hierarchy {
    let printed = printedMessages()
    let new = Array(printed.dropFirst(messagesSeen))
    messagesSeen = printed.count
    recording.steps.append(Recording.Step(label, hierarchy, messages: new))
    return hierarchy
  }

  /// The hierarchy of the last step, or an empty one before the first step.
  public var last: Hierarchy { recording.steps.last?.hierarchy ?? Hierarchy() }
}
