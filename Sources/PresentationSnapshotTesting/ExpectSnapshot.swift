public import PresentationHierarchy
public import SnapshotStorage
public import Testing

/// Checks that a recorder's steps match their snapshot file.
///
/// The file is `Snapshots/<test target>/<suite>/<test>[.<name>].txt` under the package root.
/// What happens depends on the record mode (see `RecordMode`): a missing reference is written
/// (with a warning; never under CI, where the check fails instead) or fails; a differing one
/// fails with the step and a
/// one-line summary of what moved, a unified diff, the paths of the reference and the actual
/// recording, and the command that accepts the change.
///
/// To write your own helper, take a `SourceLocation` and pass it on; failures then point at
/// your caller.
///
/// - Parameters:
///   - recorder: The recorder whose steps to check.
///   - name: A name that tells several snapshots in one test apart. Required in parameterized
///     tests.
///   - record: A record mode that overrides traits and the environment.
///   - selection: The part of each step to keep and the attributes to leave out (one window,
///     or the subtree under an identifier); written into the file's header. Everything by
///     default.
///   - sourceLocation: The location failures are attributed to.
/// - Returns: What the check found, or `nil` when it could not run (the issue says why).
@discardableResult
public func expectSnapshot(
  of recorder: HierarchyRecorder, named name: String? = nil, record: RecordMode? = nil,
  selecting selection: SnapshotSelection = .everything,
  sourceLocation: SourceLocation = #_sourceLocation
) -> SnapshotOutcome? {
  checkSnapshot(
    recorder.recording.selecting(selection, sourceLocation: sourceLocation), named: name,
    record: record, sourceLocation: sourceLocation)
}

/// Checks that a recording matches its snapshot file.
///
/// - Parameters:
///   - recording: The recording to check; its test name is set from the test.
///   - name: A name that tells several snapshots in one test apart. Required in parameterized
///     tests.
///   - record: A record mode that overrides traits and the environment.
///   - selection: The part of each step to keep and the attributes to leave out (one window,
///     or the subtree under an identifier); written into the file's header. Everything by
///     default.
///   - sourceLocation: The location failures are attributed to.
/// - Returns: What the check found, or `nil` when it could not run (the issue says why).
@discardableResult
public func expectSnapshot(
  of recording: Recording, named name: String? = nil, record: RecordMode? = nil,
  selecting selection: SnapshotSelection = .everything,
  sourceLocation: SourceLocation = #_sourceLocation
) -> SnapshotOutcome? {
  checkSnapshot(
    recording.selecting(selection, sourceLocation: sourceLocation), named: name, record: record,
    sourceLocation: sourceLocation)
}

/// Checks that what a source shows now — a headless app, a scene, a hand-built hierarchy —
/// matches its snapshot file, as a one-step recording.
///
/// ```swift
/// let app = await UIApplication.launch(ContentView())
/// expectSnapshot(of: app)
/// ```
///
/// The source is captured as it is: after a tap, let the app settle first (`await
/// app.settle()`), or record steps with ``HierarchyRecorder/step(_:sourceLocation:_:)``, which
/// settles.
///
/// - Parameters:
///   - source: The app, scene or hierarchy to capture.
///   - name: A name that tells several snapshots in one test apart. Required in parameterized
///     tests.
///   - record: A record mode that overrides traits and the environment.
///   - selection: The part of each step to keep and the attributes to leave out (one window,
///     or the subtree under an identifier); written into the file's header. Everything by
///     default.
///   - sourceLocation: The location failures are attributed to.
/// - Returns: What the check found, or `nil` when it could not run (the issue says why).
@discardableResult
public func expectSnapshot(
  of source: some HierarchyCapturing, named name: String? = nil, record: RecordMode? = nil,
  selecting selection: SnapshotSelection = .everything,
  sourceLocation: SourceLocation = #_sourceLocation
) -> SnapshotOutcome? {
  let recording = Recording(
    steps: [
      Recording.Step("snapshot", source.captureHierarchy(), messages: source.printedMessages())
    ])
  return checkSnapshot(
    recording.selecting(selection, sourceLocation: sourceLocation), named: name, record: record,
    sourceLocation: sourceLocation)
}

extension Recording {
  /// The recording with a further selection applied to every step: the scope narrows what the
  /// recorder kept, and the attributes left out add up; the header records both.
  func selecting(_ further: SnapshotSelection, sourceLocation: SourceLocation) -> Recording {
    guard !further.isEverything else { return self }
    var result = self
    for index in result.steps.indices {
      result.steps[index].hierarchy = HierarchyRecorder.select(
        further, from: steps[index].hierarchy, step: index + 1, label: steps[index].label,
        sourceLocation: sourceLocation)
    }
    result.selection = SnapshotSelection(
      scope: further.scope == .everything ? selection.scope : further.scope,
      omitting: Set(selection.omittedAttributes + further.omittedAttributes))
    return result
  }
}
