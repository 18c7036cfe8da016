import Foundation
import HierarchyTestSupport
import PresentationSnapshotTesting
import Testing

struct RecordModeTests {
  @Test("Locally a missing snapshot is written and the test stays green with a warning")
  func writesMissingLocally() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let outcome = sandbox.run { expectSnapshot(of: Scenes.launch) }
    guard case .written(replacedExisting: false)? = outcome?.result else {
      Issue.record("expected a new snapshot, got \(String(describing: outcome?.result))")
      return
    }
    let path = "PresentationSnapshotTestingTests/RecordModeTests/writesMissingLocally.txt"
    #expect(sandbox.snapshotFiles == ["Snapshots/" + path])
    let text = try #require(sandbox.reference(at: path))
    #expect(text.hasPrefix("presentation-snapshot 1\ntest: \(path.dropLast(4))\n"))
    #expect(try SnapshotFormat.parse(text).steps.first?.hierarchy == Scenes.launch)
  }

  @Test("Under CI a missing snapshot fails, nothing is written, the actual is an artifact")
  func failsMissingUnderCI() throws {
    let sandbox = try Sandbox(["CI": "1"])
    defer { sandbox.remove() }
    withKnownIssue {
      sandbox.run { _ = expectSnapshot(of: Scenes.launch) }
    } matching: { issue in
      issue.severity == .error
        && issue.comments.contains {
          $0.rawValue.contains("the record mode is 'never' (CI is set)")
        }
    }
    #expect(sandbox.snapshotFiles.isEmpty)
    #expect(
      sandbox.artifactFiles == [
        "artifacts/PresentationSnapshotTestingTests/RecordModeTests/failsMissingUnderCI.txt"
      ])
  }

  @Test("Under CI an explicit RECORD_SNAPSHOTS=missing writes, but as an error")
  func recordingUnderCIIsAnError() throws {
    let sandbox = try Sandbox(["CI": "true", "RECORD_SNAPSHOTS": "missing"])
    defer { sandbox.remove() }
    withKnownIssue {
      sandbox.run { _ = expectSnapshot(of: Scenes.launch) }
    } matching: { issue in
      issue.severity == .error
        && issue.comments.contains { $0.rawValue.contains("Recording under CI fails the run") }
    }
    #expect(sandbox.snapshotFiles.count == 1)
  }

  @Test("RECORD_SNAPSHOTS=all rewrites a changed snapshot")
  func allRewrites() throws {
    let sandbox = try Sandbox(["RECORD_SNAPSHOTS": "all"])
    defer { sandbox.remove() }
    let path = "PresentationSnapshotTestingTests/RecordModeTests/allRewrites.txt"
    try sandbox.writeReference(SnapshotFormat.write(recording(Scenes.launch, path)), at: path)
    let outcome = sandbox.run { expectSnapshot(of: Scenes.covered) }
    guard case .written(replacedExisting: true)? = outcome?.result else {
      Issue.record("expected a re-recorded snapshot, got \(String(describing: outcome?.result))")
      return
    }
    #expect(sandbox.reference(at: path) == SnapshotFormat.write(recording(Scenes.covered, path)))
  }

  @Test("RECORD_SNAPSHOTS=never leaves a changed snapshot as it is and fails")
  func neverLeavesReference() throws {
    let sandbox = try Sandbox(["RECORD_SNAPSHOTS": "never"])
    defer { sandbox.remove() }
    let path = "PresentationSnapshotTestingTests/RecordModeTests/neverLeavesReference.txt"
    let original = SnapshotFormat.write(recording(Scenes.launch, path))
    try sandbox.writeReference(original, at: path)
    withKnownIssue {
      sandbox.run { _ = expectSnapshot(of: Scenes.covered) }
    } matching: { issue in
      issue.comments.contains { $0.rawValue.contains("does not match the recording") }
    }
    #expect(sandbox.reference(at: path) == original)
  }

  @Test("An unknown RECORD_SNAPSHOTS value fails naming the variable and the allowed values")
  func rejectsUnknownMode() throws {
    let sandbox = try Sandbox(["RECORD_SNAPSHOTS": "bogus"])
    defer { sandbox.remove() }
    withKnownIssue {
      sandbox.run { _ = expectSnapshot(of: Scenes.launch) }
    } matching: { issue in
      issue.comments.contains {
        $0.rawValue.hasPrefix("RECORD_SNAPSHOTS=bogus is not a record mode. Use 'all'")
      }
    }
    #expect(sandbox.directory.files.isEmpty)
  }

  @Test("The record: argument beats a trait, which beats the environment")
  func precedence() throws {
    let sandbox = try Sandbox(["RECORD_SNAPSHOTS": "all"])
    defer { sandbox.remove() }
    SnapshotContext.$current.withValue(SnapshotContext(recordMode: .never)) {
      withKnownIssue {
        sandbox.run { _ = expectSnapshot(of: Scenes.launch, named: "trait") }
      } matching: { issue in
        issue.comments.contains { $0.rawValue.contains("the record mode is 'never'") }
      }
      let outcome = sandbox.run {
        expectSnapshot(of: Scenes.launch, named: "argument", record: .missing)
      }
      #expect(outcome?.wroteReference == true)
      #expect(sandbox.snapshotFiles.first?.hasSuffix("precedence.argument.txt") == true)
    }
  }
}

/// The recording `expectSnapshot` writes for a single hierarchy at a path.
func recording(_ hierarchy: Hierarchy, _ path: String) -> Recording {
  Recording(
    testName: String(path.dropLast(4)), steps: [Recording.Step("snapshot", hierarchy)])
}
