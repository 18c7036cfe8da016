public import PresentationHierarchy
public import Testing

/// Collects the hierarchy after each labelled step of a scenario, for one snapshot file, with
/// the UIKit warnings and exceptions printed during each step.
///
/// ```swift
/// let recorder = HierarchyRecorder(app)
/// recorder.step("launch")
/// try await recorder.step("present fullScreenCover") { try app.tap("openCover") }
/// expectSnapshot(of: recorder)
/// #expect(try recorder.last.isInFront("mascot", of: "cover"))
/// ```
///
/// A recorder belongs to one test; it is not `Sendable`.
public final class HierarchyRecorder {
  private let capture: () -> Hierarchy
  private let printedMessages: () -> [Recording.Message]
  private let settleSource: () async -> Void
  private let selection: SnapshotSelection
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
  ///   - selection: The part of each step to keep and the attributes to leave out; the file's
  ///     header says so. Everything by default.
  ///   - settle: Lets the source finish what a step's action started, before the capture of
  ///     ``step(_:sourceLocation:_:)``; nothing by default.
  public init(
    capture: @escaping () -> Hierarchy,
    messages: @escaping () -> [Recording.Message] = { [] },
    selecting selection: SnapshotSelection = .everything,
    settle: @escaping () async -> Void = {}
  ) {
    ModelIssues.installTestingHooks()
    self.capture = capture
    printedMessages = messages
    settleSource = settle
    self.selection = selection
    recording.selection = selection
  }

  /// Creates a recorder that captures from a source at each step, with the warnings and
  /// exceptions it printed during the step.
  ///
  /// ```swift
  /// // Only the overlay window, without frames:
  /// let recorder = HierarchyRecorder(
  ///   app, selecting: SnapshotSelection(scope: .window("overlay"), omitting: [.frame]))
  /// ```
  ///
  /// - Parameters:
  ///   - source: The app model or scene to capture.
  ///   - selection: The part of each step to keep and the attributes to leave out.
  public convenience init(
    _ source: some HierarchyCapturing, selecting selection: SnapshotSelection = .everything
  ) {
    self.init(
      capture: { source.captureHierarchy() }, messages: { source.printedMessages() },
      selecting: selection, settle: { await source.settle() })
  }

  /// Creates a recorder for hierarchies passed to ``step(_:_:sourceLocation:)``.
  public convenience init() {
    self.init { Hierarchy() }
  }

  /// Captures the hierarchy now and records it under a label, after the recorder's selection.
  ///
  /// - Parameters:
  ///   - label: What happened in the step, such as `present fullScreenCover`.
  ///   - sourceLocation: Where an issue about the selection points.
  /// - Returns: The captured hierarchy, as recorded.
  @discardableResult
  public func step(_ label: String, sourceLocation: SourceLocation = #_sourceLocation)
    -> Hierarchy
  {
    step(label, capture(), sourceLocation: sourceLocation)
  }

  /// Performs a step's action, lets the source settle, then captures the hierarchy and records
  /// it under a label: one line per step.
  ///
  /// ```swift
  /// try await recorder.step("present fullScreenCover") { try app.tap("openCover") }
  /// ```
  ///
  /// Settling is what a run loop does between user actions — for a headless app, the SwiftUI
  /// bodies evaluated again, every `.task` started waited for, transitions completed — so the
  /// step records the state a user would see, not a half-finished one.
  ///
  /// - Parameters:
  ///   - label: What happened in the step, such as `present fullScreenCover`.
  ///   - sourceLocation: Where an issue about the selection points.
  ///   - action: The user action: a tap, a swipe, or any code of the test's.
  /// - Returns: The captured hierarchy, as recorded.
  /// - Throws: What `action` throws; nothing is recorded then.
  @discardableResult
  public func step(
    _ label: String, sourceLocation: SourceLocation = #_sourceLocation,
    _ action: () async throws -> Void
  ) async rethrows -> Hierarchy {
    try await action()
    await settleSource()
    return step(label, capture(), sourceLocation: sourceLocation)
  }

  /// Records a given hierarchy under a label, with the messages printed since the last step.
  ///
  /// The recorder's selection applies: when its scope's identifier matches no node or several,
  /// the step keeps no nodes and an issue says why, so nothing passes silently.
  ///
  /// - Parameters:
  ///   - label: What happened in the step.
  ///   - hierarchy: The hierarchy after the step.
  ///   - sourceLocation: Where an issue about the selection points.
  /// - Returns: The hierarchy as recorded, after the selection.
  @discardableResult
  public func step(
    _ label: String, _ hierarchy: Hierarchy, sourceLocation: SourceLocation = #_sourceLocation
  ) -> Hierarchy {
    let printed = printedMessages()
    let new = Array(printed.dropFirst(messagesSeen))
    messagesSeen = printed.count
    let kept = Self.select(
      selection, from: hierarchy, step: recording.steps.count + 1, label: label,
      sourceLocation: sourceLocation)
    recording.steps.append(Recording.Step(label, kept, messages: new))
    return kept
  }

  /// Applies a selection to a step's hierarchy, recording an issue when its scope fails.
  static func select(
    _ selection: SnapshotSelection, from hierarchy: Hierarchy, step: Int, label: String,
    sourceLocation: SourceLocation
  ) -> Hierarchy {
    switch selection.apply(to: hierarchy) {
    case .success(let kept):
      return kept
    case .failure(let error):
      IssueReporter.record(
        "Step \(step) \"\(label)\": the snapshot's scope found nothing to keep: \(error).",
        sourceLocation: sourceLocation)
      return Hierarchy()
    }
  }

  /// The hierarchy of the last step, or an empty one before the first step.
  public var last: Hierarchy { recording.steps.last?.hierarchy ?? Hierarchy() }
}
