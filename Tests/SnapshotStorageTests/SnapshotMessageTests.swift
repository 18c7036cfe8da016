import Foundation
import HierarchyTestSupport
import PresentationHierarchy
import SnapshotStorage
import Testing

struct SnapshotMessageTests {
  @Test("A match has no message", arguments: [false, true])
  func saysNothingForMatch(isCI: Bool) throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    try sandbox.write(
      StorageSamples.bytes(StorageSamples.reference), to: StorageSamples.referencePath)
    let outcome = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .never, isCI: isCI)
    #expect(
      SnapshotMessage.text(
        for: outcome, locations: sandbox.locations, testFilter: filter, isCI: isCI) == nil)
  }

  @Test("A local mismatch shows the summary, the diff, both files and how to accept")
  func describesMismatch() throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    try sandbox.write(
      StorageSamples.bytes(StorageSamples.reference), to: StorageSamples.referencePath)
    let outcome = sandbox.store.check(
      StorageSamples.moved, at: StorageSamples.key, mode: .missing, isCI: false)
    let text = try #require(
      SnapshotMessage.text(
        for: outcome, locations: sandbox.locations, testFilter: filter, isCI: false))
    let summary = try #require(outcome.summary)
    let patch = try #require(outcome.patch)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "Snapshot \(StorageSamples.referencePath) does not match the recording.")
    #expect(lines.dropFirst().first == summary)
    #expect(text.contains("\n\n" + patch))
    #expect(text.contains("\n@@ "))
    #expect(lines.contains("Reference: \(StorageSamples.referencePath)"))
    #expect(lines.contains("Actual:    \(StorageSamples.pendingPath)"))
    #expect(
      lines.suffix(2) == [
        "Accept:    mv '\(StorageSamples.pendingPath)' '\(StorageSamples.referencePath)'",
        "       or: RECORD_SNAPSHOTS=all swift test --filter '\(filter)'",
      ])
    #expect(!text.contains(sandbox.directory.url.path), "paths inside the package are relative")
  }

  @Test("A mismatch under CI offers the record command and points at the artifacts")
  func describesMismatchUnderCI() throws {
    let sandbox = try StoreSandbox(withArtifacts: true)
    defer { sandbox.directory.remove() }
    try sandbox.write(
      StorageSamples.bytes(StorageSamples.reference), to: StorageSamples.referencePath)
    let outcome = sandbox.store.check(
      StorageSamples.moved, at: StorageSamples.key, mode: .never, isCI: true)
    let text = try #require(
      SnapshotMessage.text(
        for: outcome, locations: sandbox.locations, testFilter: filter, isCI: true))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(!text.contains("Actual:"))
    #expect(!text.contains("mv '"))
    #expect(
      lines.contains(
        "Artifact:  \(sandbox.directory.url.path)/artifacts/Module/Suite/presentsSheet.txt"))
    #expect(
      lines.contains(
        "Patch:     \(sandbox.directory.url.path)/artifacts/Module/Suite/presentsSheet.txt.patch"))
    #expect(lines.last == "Accept:    RECORD_SNAPSHOTS=all swift test --filter '\(filter)'")
  }

  @Test("A missing reference under CI says CI is set and how to record it")
  func describesMissingUnderCI() throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    let outcome = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .never, isCI: true)
    let text = try #require(
      SnapshotMessage.text(
        for: outcome, locations: sandbox.locations, testFilter: filter, isCI: true))
    #expect(
      text == """
        No snapshot reference at \(StorageSamples.referencePath), and the record mode is 'never' (CI is set).
        Record it locally with RECORD_SNAPSHOTS=missing swift test --filter '\(filter)' and commit it.
        Reference: \(StorageSamples.referencePath)
        """)
  }

  @Test("A missing reference locally points at the pending file")
  func describesMissingLocally() throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    let outcome = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .never, isCI: false)
    let text = try #require(
      SnapshotMessage.text(
        for: outcome, locations: sandbox.locations, testFilter: filter, isCI: false))
    #expect(
      text.hasPrefix(
        "No snapshot reference at \(StorageSamples.referencePath), and the record mode is "
          + "'never'.\n"))
    #expect(!text.contains("CI is set"))
    #expect(text.hasSuffix("\nActual:    \(StorageSamples.pendingPath)"))
  }

  @Test("An unreadable reference leads with path:line:column: message")
  func describesUnreadableReference() throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    try sandbox.write(Array("hello, world\n".utf8), to: StorageSamples.referencePath)
    let outcome = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .never, isCI: false)
    guard case .unreadableReference(let error) = outcome.result else {
      Issue.record("expected an unreadable reference, got \(StorageSamples.name(outcome.result))")
      return
    }
    let text = try #require(
      SnapshotMessage.text(
        for: outcome, locations: sandbox.locations, testFilter: filter, isCI: false))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == "\(StorageSamples.referencePath):1:1: \(error.message)")
    #expect(
      lines.dropFirst().first
        == "The reference was left unchanged. To replace it with this recording: "
        + "RECORD_SNAPSHOTS=all swift test --filter '\(filter)'")
    #expect(!text.contains("@@"), "a diff against garbage helps no one")
  }

  @Test("A new reference is announced with the git add command; under CI it is an error")
  func describesWrite() throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    let outcome = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .missing, isCI: false)
    #expect(
      SnapshotMessage.text(
        for: outcome, locations: sandbox.locations, testFilter: filter, isCI: false)
        == "Recorded a new snapshot at \(StorageSamples.referencePath).\n"
        + "Review it and commit it with your change (git add \(StorageSamples.referencePath)).")
    #expect(
      SnapshotMessage.text(
        for: outcome, locations: sandbox.locations, testFilter: filter, isCI: true)
        == "Recorded a new snapshot at \(StorageSamples.referencePath).\n"
        + "Recording under CI fails the run: record locally and commit the file.")
  }

  @Test("A file-system error names the reference and says nothing was changed")
  func describesFileSystemError() {
    let locations = SnapshotLocations(packageRoot: URL(fileURLWithPath: "/pkg", isDirectory: true))
    let store = SnapshotStore(
      locations: locations, fileSystem: InMemoryFileSystem(failsRead: { _ in true }))
    let outcome = store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .never, isCI: false)
    #expect(
      SnapshotMessage.text(for: outcome, locations: locations, testFilter: filter, isCI: false)
        == "Could not read or write the snapshot files of \(StorageSamples.referencePath): "
        + "injected read failure at /pkg/\(StorageSamples.referencePath). "
        + "References were left as they were.")
  }
}

// MARK: - Fixtures

private let filter = "SnapshotStorageTests.Suite/presentsSheet()"
