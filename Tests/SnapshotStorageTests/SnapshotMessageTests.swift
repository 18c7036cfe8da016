import Foundation
import HierarchyTestSupport
import PresentationHierarchy
@_spi(Testing) import SnapshotStorage
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

  @Test("A local mismatch leads with what moved, then the diff, both files and how to accept")
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
    #expect(lines.first == summary, "what moved leads")
    #expect(
      lines.dropFirst().first
        == "Snapshot \(StorageSamples.referencePath) does not match the recording.")
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

  @Test(
    "The mv and git add commands work where the tests ran: paths from that folder, or in full",
    arguments: [
      ("", "Snapshots/Module/Suite/"), ("Tests/AppTests", "../../Snapshots/Module/Suite/"),
      ("Snapshots/Module", "Suite/"), ("/", nil),
    ])
  func commandsWorkFromTheCurrentDirectory(folder: String, prefix: String?) throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    let current =
      folder.hasPrefix("/")
      ? URL(fileURLWithPath: folder) : sandbox.directory.url.appendingPathComponent(folder)
    let prefix = prefix ?? sandbox.directory.url.path + "/Snapshots/Module/Suite/"
    let written = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .missing, isCI: false)
    let recorded = try #require(
      SnapshotMessage.text(
        for: written, locations: sandbox.locations, testFilter: filter, isCI: false,
        currentDirectory: current))
    #expect(recorded.hasSuffix("(git add \(prefix)presentsSheet.txt)."))
    let mismatched = sandbox.store.check(
      StorageSamples.moved, at: StorageSamples.key, mode: .missing, isCI: false)
    let text = try #require(
      SnapshotMessage.text(
        for: mismatched, locations: sandbox.locations, testFilter: filter, isCI: false,
        currentDirectory: current))
    let lines = text.split(separator: "\n").map(String.init)
    #expect(
      lines.contains(
        "Accept:    mv '\(prefix)presentsSheet.txt.new' '\(prefix)presentsSheet.txt'"))
    // The other paths stay relative to the package root, as the diff's are.
    #expect(lines.contains("Reference: \(StorageSamples.referencePath)"))
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
    #expect(
      lines.last
        == "Accept:    RECORD_SNAPSHOTS=all swift test --filter '\(filter)' (locally, without CI)")
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
        Record it: RECORD_SNAPSHOTS=missing swift test --filter '\(filter)' (locally, without CI), then commit the file.
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
        for: outcome, locations: sandbox.locations, testFilter: filter, isCI: false,
        modeSource: .environment(value: "never")))
    #expect(
      text.hasPrefix(
        "No snapshot reference at \(StorageSamples.referencePath), and the record mode is "
          + "'never' (set by RECORD_SNAPSHOTS=never).\n"))
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

  @Test("A new reference is announced with the git add command")
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
        for: outcome, locations: sandbox.locations, testFilter: filter, isCI: false,
        modeSource: .trait(at: "Tests/T/T.swift:4"))?.hasSuffix(
          "\nThe mode 'missing' comes from the '.recordMode' trait at Tests/T/T.swift:4: "
            + "remove it before merging.") == true)
  }

  @Test(
    "Under CI a write the mode asks for is refused; the message names where the mode came from",
    arguments: [
      RecordModeSource.trait(at: "Tests/T/T.swift:4"), .argument(at: "Tests/T/T.swift:9"),
      .environment(value: "all"),
    ])
  func describesRefusalUnderCI(source: RecordModeSource) throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    try sandbox.write(
      StorageSamples.bytes(StorageSamples.reference), to: StorageSamples.referencePath)
    let outcome = sandbox.store.check(
      StorageSamples.moved, at: StorageSamples.key, mode: .all, isCI: true)
    let text = try #require(
      SnapshotMessage.text(
        for: outcome, locations: sandbox.locations, testFilter: filter, isCI: true,
        modeSource: source))
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    #expect(lines.first == outcome.summary)
    #expect(
      lines.dropFirst().first
        == "Snapshot \(StorageSamples.referencePath) does not match the recording.")
    #expect(
      lines.contains(
        "The record mode 'all' (from \(source)) asks to write it, but under CI (CI is set) "
          + "nothing is written into the snapshots folder."))
    let removal =
      source.isInSource
      ? "Remove \(source) before merging." : "Remove RECORD_SNAPSHOTS from CI's environment."
    #expect(lines.contains(removal))
    let accept =
      source.isInSource
      ? "Accept:    swift test --filter '\(filter)' (locally, without CI)"
      : "Accept:    RECORD_SNAPSHOTS=all swift test --filter '\(filter)' (locally, without CI)"
    #expect(lines.last == accept)
  }

  @Test(
    "Advice works where the mode was set: a pinned trait or argument is named, not overridden",
    arguments: [
      RecordModeSource.trait(at: "Tests/T/T.swift:4"), .argument(at: "Tests/T/T.swift:9"),
    ])
  func adviceNamesPinnedMode(source: RecordModeSource) throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    let missing = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .never, isCI: false)
    let missingText = try #require(
      SnapshotMessage.text(
        for: missing, locations: sandbox.locations, testFilter: filter, isCI: false,
        modeSource: source))
    #expect(
      missingText.hasPrefix(
        "No snapshot reference at \(StorageSamples.referencePath), and the record mode is "
          + "'never' (set by \(source)).\n"
          + "Record it: change \(source) to .missing (it overrides RECORD_SNAPSHOTS) and run "
          + "swift test --filter '\(filter)', then commit the file."))
    #expect(!missingText.contains("RECORD_SNAPSHOTS=missing"))
    try sandbox.write(
      StorageSamples.bytes(StorageSamples.reference), to: StorageSamples.referencePath)
    let changed = sandbox.store.check(
      StorageSamples.moved, at: StorageSamples.key, mode: .never, isCI: false)
    let changedText = try #require(
      SnapshotMessage.text(
        for: changed, locations: sandbox.locations, testFilter: filter, isCI: false,
        modeSource: source))
    #expect(
      changedText.hasSuffix(
        "\n       or: change \(source) to .all (it overrides RECORD_SNAPSHOTS) and run swift "
          + "test --filter '\(filter)'"))
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
