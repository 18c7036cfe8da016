import Foundation
import HierarchyTestSupport
@_spi(Testing) import PresentationSnapshotTesting
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
    #expect(text.hasPrefix("presentation-snapshot 2\ntest: \(path.dropLast(4))\n"))
    #expect(try SnapshotFormat.parse(text).steps.first?.hierarchy == Scenes.launch)
    #expect(sandbox.warnings == [sandbox.recordedWarning(path)])
  }

  @Test("Under CI a missing snapshot fails, nothing is written, the actual is an artifact")
  func failsMissingUnderCI() throws {
    let sandbox = try Sandbox(["CI": "1"])
    defer { sandbox.remove() }
    let captured = captureIssues {
      sandbox.run { _ = expectSnapshot(of: Scenes.launch) }
    }
    let issue = try captured.onlyIssue()
    #expect(issue.severity == .error)
    #expect(issue.sourceLocation.fileID == #fileID)
    #expect(issue.message.contains("the record mode is 'never' (CI is set)"))
    #expect(sandbox.snapshotFiles.isEmpty)
    #expect(
      sandbox.artifactFiles == [
        "artifacts/PresentationSnapshotTestingTests/RecordModeTests/failsMissingUnderCI.txt"
      ])
  }

  @Test(
    "Under CI nothing is written, whatever asks for it: the failure names where the mode came from",
    arguments: [
      (["RECORD_SNAPSHOTS": "missing"], nil, "RECORD_SNAPSHOTS=missing"),
      (["RECORD_SNAPSHOTS": "all"], nil, "RECORD_SNAPSHOTS=all"),
      ([:], RecordMode.all, "the 'record:' argument at Tests/PresentationSnapshotTestingTests/"),
      (
        [:], RecordMode.missing, "the 'record:' argument at Tests/PresentationSnapshotTestingTests/"
      ),
    ] as [([String: String], RecordMode?, String)])
  func neverWritesUnderCI(environment: [String: String], argument: RecordMode?, source: String)
    throws
  {
    let sandbox = try Sandbox(environment.merging(["CI": "true"]) { own, _ in own })
    defer { sandbox.remove() }
    let path = "PresentationSnapshotTestingTests/RecordModeTests/neverWritesUnderCI.ci.txt"
    let mode = argument?.rawValue ?? environment["RECORD_SNAPSHOTS"] ?? ""
    for existing in [nil, Scenes.launch] {
      if let existing {
        try sandbox.writeReference(SnapshotFormat.write(recording(existing, path)), at: path)
      }
      let before = sandbox.directory.files.filter { $0.hasPrefix("Snapshots/") }
      let asksToWrite = existing == nil || mode == "all"
      let captured = captureIssues {
        sandbox.run {
          _ = expectSnapshot(of: Scenes.covered, named: "ci", record: argument)
        }
      }
      let issue = try captured.onlyIssue()
      #expect(issue.severity == .error)
      #expect(issue.sourceLocation.fileID == #fileID)
      if asksToWrite {
        #expect(issue.message.contains("The record mode '\(mode)' (from \(source)"))
        #expect(issue.message.contains("nothing is written into the snapshots folder"))
        #expect(issue.message.contains("Remove "))
      } else {
        #expect(issue.message.contains("does not match the recording"))
      }
      #expect(sandbox.directory.files.filter { $0.hasPrefix("Snapshots/") } == before)
      #expect(sandbox.artifactFiles.contains("artifacts/" + path))
      sandbox.resetRun()
    }
    #expect(sandbox.warnings.isEmpty)
  }

  @Test(.recordMode(.all))
  func traitIsNamedWhenRefusedUnderCI() throws {
    let sandbox = try Sandbox(["CI": "1"])
    defer { sandbox.remove() }
    let captured = captureIssues {
      sandbox.run { _ = expectSnapshot(of: Scenes.launch) }
    }
    let issue = try captured.onlyIssue()
    #expect(issue.severity == .error)
    #expect(issue.sourceLocation.fileID == #fileID)
    #expect(
      issue.message.contains(
        "The record mode 'all' (from the '.recordMode' trait at "
          + "Tests/PresentationSnapshotTestingTests/RecordModeTests.swift:"))
    #expect(issue.message.contains("Remove the '.recordMode' trait at "))
    #expect(sandbox.snapshotFiles.isEmpty)
  }

  @Test(.recordMode(.never))
  func pinnedNeverAdviceNamesTheTrait() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let captured = captureIssues {
      sandbox.run { _ = expectSnapshot(of: Scenes.launch) }
    }
    let issue = try captured.onlyIssue()
    #expect(issue.severity == .error)
    #expect(issue.sourceLocation.fileID == #fileID)
    #expect(issue.message.contains("Record it: change the '.recordMode' trait at "))
    #expect(!issue.message.contains("RECORD_SNAPSHOTS=missing"))
    #expect(sandbox.snapshotFiles.map { $0.hasSuffix(".new") } == [true])
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
    #expect(sandbox.warnings.count == 1)
    let full = sandbox.directory.url.appendingPathComponent("Snapshots/" + path).path
    #expect(sandbox.warnings.first?.hasPrefix("Re-recorded snapshot \(full): ") == true)
  }

  @Test("RECORD_SNAPSHOTS=never leaves a changed snapshot as it is and fails")
  func neverLeavesReference() throws {
    let sandbox = try Sandbox(["RECORD_SNAPSHOTS": "never"])
    defer { sandbox.remove() }
    let path = "PresentationSnapshotTestingTests/RecordModeTests/neverLeavesReference.txt"
    let original = SnapshotFormat.write(recording(Scenes.launch, path))
    try sandbox.writeReference(original, at: path)
    let captured = captureIssues {
      sandbox.run { _ = expectSnapshot(of: Scenes.covered) }
    }
    let issue = try captured.onlyIssue()
    #expect(issue.severity == .error)
    #expect(issue.sourceLocation.fileID == #fileID)
    #expect(issue.message.contains("does not match the recording"))
    #expect(sandbox.reference(at: path) == original)
  }

  @Test("An unknown RECORD_SNAPSHOTS is one error per run; every check still runs as 'never'")
  func rejectsUnknownMode() throws {
    let names = ["a", "b", "c"]
    let folder = "PresentationSnapshotTestingTests/RecordModeTests/rejectsUnknownMode."
    // The references, recorded first in a sandbox of their own (its warnings are captured).
    let recorded = try Sandbox()
    defer { recorded.remove() }
    let sandbox = try Sandbox(["RECORD_SNAPSHOTS": "bogus"])
    defer { sandbox.remove() }
    for name in names {
      _ = recorded.run { expectSnapshot(of: Scenes.launch, named: name) }
      let reference = try #require(recorded.reference(at: folder + name + ".txt"))
      try sandbox.writeReference(reference, at: folder + name + ".txt")
    }
    let before = sandbox.snapshotFiles
    let captured = captureIssues {
      sandbox.run {
        for name in names { _ = expectSnapshot(of: Scenes.launch, named: name) }
      }
    }
    let issue = try captured.onlyIssue()
    #expect(issue.severity == .error)
    #expect(issue.sourceLocation.fileID == #fileID)
    #expect(issue.message.hasPrefix("RECORD_SNAPSHOTS=bogus is not a record mode. Use 'all'"))
    #expect(
      issue.message.hasSuffix(
        "Until it names one, every snapshot is checked as with 'never', writing no reference."))
    #expect(sandbox.run.report.summaryLine == "Snapshots: 3 passed, 3 total")
    #expect(sandbox.snapshotFiles == before)
  }

  @Test("The record: argument beats a trait, which beats the environment")
  func precedence() throws {
    let sandbox = try Sandbox(["RECORD_SNAPSHOTS": "all"])
    defer { sandbox.remove() }
    try SnapshotContext.$current.withValue(SnapshotContext(recordMode: .never)) {
      let captured = captureIssues {
        sandbox.run { _ = expectSnapshot(of: Scenes.launch, named: "trait") }
      }
      let issue = try captured.onlyIssue()
      #expect(issue.severity == .error)
      #expect(issue.sourceLocation.fileID == #fileID)
      #expect(issue.message.contains("the record mode is 'never'"))
      let outcome = sandbox.run {
        expectSnapshot(of: Scenes.launch, named: "argument", record: .missing)
      }
      #expect(outcome?.wroteReference == true)
      #expect(sandbox.snapshotFiles.first?.hasSuffix("precedence.argument.txt") == true)
      #expect(sandbox.warnings.count == 1)
      #expect(sandbox.warnings.first?.hasPrefix("Recorded a new snapshot at ") == true)
    }
  }
}

/// The recording `expectSnapshot` writes for a single hierarchy at a path.
func recording(_ hierarchy: Hierarchy, _ path: String) -> Recording {
  Recording(
    testName: String(path.dropLast(4)), steps: [Recording.Step("snapshot", hierarchy)])
}
