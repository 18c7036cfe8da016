import Foundation
import HierarchyTestSupport
import PresentationHierarchy
@_spi(Testing) import SnapshotStorage
import Testing

struct SnapshotStoreTests {
  // MARK: Missing references

  @Test(
    "Locally a missing reference is written when the mode allows it, and a stale pending file goes",
    arguments: [RecordMode.missing, .all]
  )
  func writesMissingReference(mode: RecordMode) throws {
    let isCI = false
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    try sandbox.write(Array("stale\n".utf8), to: StorageSamples.pendingPath)
    let outcome = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: mode, isCI: isCI)
    #expect(StorageSamples.name(outcome.result) == "written(new)")
    #expect(!outcome.isFailure)
    #expect(outcome.wroteReference)
    #expect(outcome.referenceURL == sandbox.locations.referenceURL(for: StorageSamples.key))
    #expect(outcome.pendingURL == nil)
    #expect(outcome.patch == nil)
    #expect(sandbox.snapshotFiles == [StorageSamples.referencePath])
    #expect(
      sandbox.directory.contents(StorageSamples.referencePath)
        == StorageSamples.bytes(StorageSamples.reference))
  }

  @Test(
    "Under CI nothing is written into the snapshots folder, whatever the mode asks",
    arguments: RecordMode.allCases, [false, true]
  )
  func refusesEveryWriteUnderCI(mode: RecordMode, referenceExists: Bool) throws {
    let sandbox = try StoreSandbox(withArtifacts: true)
    defer { sandbox.directory.remove() }
    try sandbox.write(Array("stale\n".utf8), to: StorageSamples.pendingPath)
    let reference = StorageSamples.bytes(StorageSamples.reference)
    if referenceExists { try sandbox.write(reference, to: StorageSamples.referencePath) }
    let outcome = sandbox.store.check(
      StorageSamples.moved, at: StorageSamples.key, mode: mode, isCI: true)
    #expect(StorageSamples.name(outcome.result) == (referenceExists ? "mismatched" : "missing"))
    #expect(outcome.isFailure)
    #expect(!outcome.wroteReference)
    let asksToWrite = referenceExists ? mode == .all : mode != .never
    #expect(outcome.refusedUnderCI == asksToWrite)
    #expect(outcome.mode == mode)
    #expect(
      sandbox.snapshotFiles
        == (referenceExists
          ? [StorageSamples.referencePath, StorageSamples.pendingPath]
          : [StorageSamples.pendingPath]))
    #expect(sandbox.directory.contents(StorageSamples.pendingPath) == Array("stale\n".utf8))
    if referenceExists {
      #expect(sandbox.directory.contents(StorageSamples.referencePath) == reference)
    }
    #expect(sandbox.directory.files.contains("artifacts/" + StorageSamples.key.relativePath))
  }

  @Test("A file-system error is one short line, not a dump of the error's dictionary")
  func fileSystemErrorIsShort() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    let tooLong = directory.url.appendingPathComponent(String(repeating: "d", count: 300))
    let store = SnapshotStore(
      locations: SnapshotLocations(packageRoot: directory.url, snapshotsDirectory: tooLong))
    let outcome = store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .missing, isCI: false)
    guard case .fileSystemError(let error) = outcome.result else {
      Issue.record("expected a file-system error, got \(StorageSamples.name(outcome.result))")
      return
    }
    let reason = SnapshotStore.reason(error)
    #expect((error as? CocoaError)?.underlying is POSIXError, "the file system's own error is kept")
    #expect(!reason.contains("\n") && !reason.contains("Error Domain"))
    #expect(!reason.contains(directory.url.path), "the message names the reference relatively")
    #expect(reason.contains("name"), "\(reason)")
    #expect(directory.files.isEmpty)
  }

  @Test("Under CI a missing reference in never mode writes only the artifact")
  func keepsMissingAsArtifactUnderCI() throws {
    let sandbox = try StoreSandbox(withArtifacts: true)
    defer { sandbox.directory.remove() }
    let outcome = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .never, isCI: true)
    #expect(StorageSamples.name(outcome.result) == "missing")
    #expect(outcome.isFailure)
    #expect(!outcome.wroteReference)
    #expect(outcome.pendingURL == nil)
    #expect(outcome.patchURL == nil)
    #expect(sandbox.snapshotFiles.isEmpty)
    #expect(
      !FileManager.default.fileExists(atPath: sandbox.locations.snapshotsDirectory.path),
      "nothing, not even a folder, is created under Snapshots/ on CI")
    #expect(sandbox.directory.files == ["artifacts/Module/Suite/presentsSheet.txt"])
    #expect(
      outcome.artifactURL?.standardizedFileURL.path
        == sandbox.directory.url.path + "/artifacts/Module/Suite/presentsSheet.txt")
    #expect(
      sandbox.directory.contents("artifacts/Module/Suite/presentsSheet.txt")
        == StorageSamples.bytes(StorageSamples.reference))
  }

  @Test("Locally a missing reference in never mode writes a pending file and no reference")
  func keepsMissingAsPendingLocally() throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    let outcome = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .never, isCI: false)
    #expect(StorageSamples.name(outcome.result) == "missing")
    #expect(outcome.isFailure)
    #expect(outcome.pendingURL == sandbox.locations.pendingURL(for: StorageSamples.key))
    #expect(outcome.artifactURL == nil)
    #expect(sandbox.directory.files == [StorageSamples.pendingPath])
    #expect(
      sandbox.directory.contents(StorageSamples.pendingPath)
        == StorageSamples.bytes(StorageSamples.reference))
  }

  // MARK: Matching references

  @Test(
    "A matching reference passes in every mode and a stale pending file is removed",
    arguments: RecordMode.allCases
  )
  func matches(mode: RecordMode) throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    let reference = StorageSamples.bytes(StorageSamples.reference)
    try sandbox.write(reference, to: StorageSamples.referencePath)
    try sandbox.write(StorageSamples.bytes(StorageSamples.moved), to: StorageSamples.pendingPath)
    let outcome = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: mode, isCI: false)
    #expect(StorageSamples.name(outcome.result) == "matched")
    #expect(!outcome.isFailure)
    #expect(!outcome.wroteReference)
    #expect(outcome.summary == nil)
    #expect(outcome.patch == nil)
    #expect(outcome.pendingURL == nil)
    #expect(outcome.normalizations.isEmpty)
    #expect(sandbox.directory.files == [StorageSamples.referencePath])
    #expect(sandbox.directory.contents(StorageSamples.referencePath) == reference)
  }

  @Test(
    "A reference with a BOM, CRLF line endings or no final newline matches and reports the repair",
    arguments: [true, false].flatMap { a in
      [true, false].flatMap { b in [true, false].map { c in (a, b, c) } }
    }
  )
  func matchesAfterNormalizing(byteOrderMark: Bool, crlf: Bool, finalNewline: Bool) throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    let text = SnapshotFormat.write(StorageSamples.reference)
    let lines = text.count { $0 == "\n" }
    var stored = Array((crlf ? text.replacing("\n", with: "\r\n") : text).utf8)
    if byteOrderMark { stored.insert(contentsOf: [0xEF, 0xBB, 0xBF], at: 0) }
    if !finalNewline { stored.removeLast(crlf ? 2 : 1) }
    try sandbox.write(stored, to: StorageSamples.referencePath)
    let outcome = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .never, isCI: false)
    #expect(StorageSamples.name(outcome.result) == "matched")
    var expected: [TextNormalization] = []
    if byteOrderMark { expected.append(.removedByteOrderMark) }
    if crlf { expected.append(.convertedLineEndings(count: finalNewline ? lines : lines - 1)) }
    if !finalNewline { expected.append(.addedFinalNewline) }
    #expect(outcome.normalizations == expected)
    #expect(lines == 17)
    #expect(sandbox.directory.contents(StorageSamples.referencePath) == stored)
  }

  // MARK: Differing references

  @Test(
    "A differing reference fails, stays unchanged and gets a pending file with the actual bytes",
    arguments: [RecordMode.missing, .never]
  )
  func mismatches(mode: RecordMode) throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    let reference = StorageSamples.bytes(StorageSamples.reference)
    try sandbox.write(reference, to: StorageSamples.referencePath)
    let outcome = sandbox.store.check(
      StorageSamples.moved, at: StorageSamples.key, mode: mode, isCI: false)
    #expect(StorageSamples.name(outcome.result) == "mismatched")
    #expect(outcome.isFailure)
    #expect(!outcome.wroteReference)
    #expect(sandbox.directory.contents(StorageSamples.referencePath) == reference)
    #expect(outcome.pendingURL == sandbox.locations.pendingURL(for: StorageSamples.key))
    #expect(
      sandbox.directory.contents(StorageSamples.pendingPath)
        == StorageSamples.bytes(StorageSamples.moved))
    #expect(sandbox.directory.files == [StorageSamples.referencePath, StorageSamples.pendingPath])
    #expect(outcome.artifactURL == nil)
    #expect(outcome.patchURL == nil)
    let summary = try #require(outcome.summary)
    #expect(
      summary
        == "step 2 \"present sheet\": `#mascot` changed frame from 274,648,100,100 to "
        + "10,648,100,100")
    let patch = try #require(outcome.patch)
    #expect(
      patch == """
        --- a/Snapshots/Module/Suite/presentsSheet.txt
        +++ b/Snapshots/Module/Suite/presentsSheet.txt
        @@ -14,4 +14,4 @@ step 2: present sheet › UIWindow #main › UITransitionView \
        › UIHostingController<SheetView> #sheet
             controller UIHostingController<RootView> #root
           transition UITransitionView style=pageSheet
             controller UIHostingController<SheetView> #sheet
        -      content Image #mascot frame=274,648,100,100
        +      content Image #mascot frame=10,648,100,100

        """)
  }

  @Test("Patch paths for references outside the package root are made relative to /")
  func namesOutsidePathsInPatch() throws {
    let locations = SnapshotLocations(
      packageRoot: URL(fileURLWithPath: "/pkg", isDirectory: true),
      snapshotsDirectory: URL(fileURLWithPath: "/elsewhere/Snapshots", isDirectory: true))
    let referencePath = "/elsewhere/Snapshots/Module/Suite/presentsSheet.txt"
    let fileSystem = InMemoryFileSystem(
      files: [referencePath: StorageSamples.bytes(StorageSamples.reference)])
    let outcome = SnapshotStore(locations: locations, fileSystem: fileSystem).check(
      StorageSamples.moved, at: StorageSamples.key, mode: .never, isCI: false)
    #expect(StorageSamples.name(outcome.result) == "mismatched")
    #expect(
      outcome.patch?.hasPrefix(
        "--- a/elsewhere/Snapshots/Module/Suite/presentsSheet.txt\n"
          + "+++ b/elsewhere/Snapshots/Module/Suite/presentsSheet.txt\n@@ -14,4 +14,4 @@ ")
        == true)
    #expect(
      fileSystem.contents[referencePath + ".new"] == StorageSamples.bytes(StorageSamples.moved))
  }

  @Test(
    "A mismatch puts the actual recording and a patch that git applies in the artifacts folder",
    arguments: [false, true]
  )
  func keepsMismatchArtifacts(isCI: Bool) throws {
    let sandbox = try StoreSandbox(withArtifacts: true)
    defer { sandbox.directory.remove() }
    let reference = StorageSamples.bytes(StorageSamples.reference)
    let actual = StorageSamples.bytes(StorageSamples.moved)
    try sandbox.write(reference, to: StorageSamples.referencePath)
    let outcome = sandbox.store.check(
      StorageSamples.moved, at: StorageSamples.key, mode: .never, isCI: isCI)
    #expect(StorageSamples.name(outcome.result) == "mismatched")
    let artifact = "artifacts/Module/Suite/presentsSheet.txt"
    let patchPath = artifact + ".patch"
    #expect(
      outcome.artifactURL?.standardizedFileURL.path == sandbox.directory.url.path + "/" + artifact)
    #expect(
      outcome.patchURL?.standardizedFileURL.path == sandbox.directory.url.path + "/" + patchPath)
    #expect(sandbox.directory.contents(artifact) == actual)
    let patch = try #require(sandbox.directory.contents(patchPath))
    #expect(patch == Array((outcome.patch ?? "").utf8))
    let expectedSnapshotFiles =
      isCI
      ? [StorageSamples.referencePath] : [StorageSamples.referencePath, StorageSamples.pendingPath]
    #expect(sandbox.snapshotFiles == expectedSnapshotFiles)
    #expect(
      outcome.pendingURL == (isCI ? nil : sandbox.locations.pendingURL(for: StorageSamples.key)))
    #expect(sandbox.directory.contents(StorageSamples.referencePath) == reference)
    let patched = try GitApply.apply(
      String(decoding: patch, as: UTF8.self), to: reference, at: StorageSamples.referencePath)
    #expect(patched == actual)
  }

  @Test("A change only in the header is summarised as a header change")
  func summarizesHeaderChange() throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    try sandbox.write(
      StorageSamples.bytes(StorageSamples.recording(testName: "Old/name")),
      to: StorageSamples.referencePath)
    let outcome = sandbox.store.check(
      StorageSamples.recording(testName: nil), at: StorageSamples.key, mode: .never, isCI: false)
    #expect(StorageSamples.name(outcome.result) == "mismatched")
    #expect(outcome.summary == "the header changed (test: Old/name → none)")
    #expect(outcome.patch?.contains("\n-test: Old/name\n") == true)
  }

  @Test("In all mode a differing reference is replaced and the pending file is removed")
  func rerecords() throws {
    let sandbox = try StoreSandbox(withArtifacts: true)
    defer { sandbox.directory.remove() }
    try sandbox.write(
      StorageSamples.bytes(StorageSamples.reference), to: StorageSamples.referencePath)
    let failed = sandbox.store.check(
      StorageSamples.moved, at: StorageSamples.key, mode: .missing, isCI: false)
    #expect(StorageSamples.name(failed.result) == "mismatched")
    #expect(sandbox.directory.contents(StorageSamples.pendingPath) != nil)
    let outcome = sandbox.store.check(
      StorageSamples.moved, at: StorageSamples.key, mode: .all, isCI: false)
    #expect(StorageSamples.name(outcome.result) == "written(replaced)")
    #expect(!outcome.isFailure)
    #expect(outcome.wroteReference)
    #expect(outcome.pendingURL == nil)
    #expect(outcome.summary?.contains("mascot") == true)
    #expect(sandbox.snapshotFiles == [StorageSamples.referencePath])
    #expect(
      sandbox.directory.contents(StorageSamples.referencePath)
        == StorageSamples.bytes(StorageSamples.moved))
    let again = sandbox.store.check(
      StorageSamples.moved, at: StorageSamples.key, mode: .never, isCI: true)
    #expect(StorageSamples.name(again.result) == "matched")
  }

  // MARK: Unreadable references

  @Test(
    "An unreadable reference fails with the parser's error and is left unchanged",
    arguments: corruptReferences, [RecordMode.missing, .never]
  )
  func reportsUnreadableReference(sample: CorruptReference, mode: RecordMode) throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    try sandbox.write(sample.bytes, to: StorageSamples.referencePath)
    let outcome = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: mode, isCI: false)
    guard case .unreadableReference(let error) = outcome.result else {
      Issue.record("expected an unreadable reference, got \(StorageSamples.name(outcome.result))")
      return
    }
    #expect(error.kind == sample.kind)
    #expect(error.line == sample.line)
    let parserError = try #require(
      throws: SnapshotParseError.self,
      performing: { try SnapshotFormat.parse(utf8: sample.bytes) })
    #expect(error == parserError)
    #expect(outcome.isFailure)
    #expect(outcome.summary == nil)
    #expect(sandbox.directory.contents(StorageSamples.referencePath) == sample.bytes)
    #expect(
      sandbox.directory.contents(StorageSamples.pendingPath)
        == StorageSamples.bytes(StorageSamples.reference))
  }

  @Test("In all mode an unreadable reference is replaced", arguments: corruptReferences)
  func replacesUnreadableReference(sample: CorruptReference) throws {
    let sandbox = try StoreSandbox()
    defer { sandbox.directory.remove() }
    try sandbox.write(sample.bytes, to: StorageSamples.referencePath)
    let outcome = sandbox.store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .all, isCI: false)
    #expect(StorageSamples.name(outcome.result) == "written(replaced)")
    #expect(sandbox.snapshotFiles == [StorageSamples.referencePath])
    #expect(
      sandbox.directory.contents(StorageSamples.referencePath)
        == StorageSamples.bytes(StorageSamples.reference))
  }

  // MARK: File-system failures

  @Test(
    "A write that throws is a file-system error and leaves the reference untouched",
    arguments: [RecordMode.never, .missing, .all], [false, true]
  )
  func reportsFailedWrite(mode: RecordMode, isCI: Bool) throws {
    let locations = SnapshotLocations(
      packageRoot: URL(fileURLWithPath: "/pkg", isDirectory: true),
      artifactsDirectory: URL(fileURLWithPath: "/artifacts", isDirectory: true))
    let referencePath = "/pkg/" + StorageSamples.referencePath
    let reference = StorageSamples.bytes(StorageSamples.reference)
    let fileSystem = InMemoryFileSystem(
      files: [referencePath: reference], failsWrite: { _ in true })
    let store = SnapshotStore(locations: locations, fileSystem: fileSystem)
    let outcome = store.check(StorageSamples.moved, at: StorageSamples.key, mode: mode, isCI: isCI)
    guard case .fileSystemError(let error) = outcome.result else {
      Issue.record("expected a file-system error, got \(StorageSamples.name(outcome.result))")
      return
    }
    let failure = try #require(error as? InMemoryFileSystem.Failure, "the injected error is kept")
    #expect(failure.operation == "write")
    #expect(SnapshotStore.reason(error).hasPrefix("injected write failure at "))
    #expect(outcome.isFailure)
    #expect(!outcome.wroteReference)
    #expect(fileSystem.contents == [referencePath: reference])
  }

  @Test("A failed write of a new reference is a file-system error and writes nothing")
  func reportsFailedNewReference() {
    let locations = SnapshotLocations(packageRoot: URL(fileURLWithPath: "/pkg", isDirectory: true))
    let fileSystem = InMemoryFileSystem(failsWrite: { $0.path.hasSuffix(".txt") })
    let store = SnapshotStore(locations: locations, fileSystem: fileSystem)
    let outcome = store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .missing, isCI: false)
    #expect(
      StorageSamples.name(outcome.result) == "fileSystemError",
      "\(StorageSamples.name(outcome.result))")
    #expect(outcome.isFailure)
    #expect(fileSystem.contents.isEmpty)
  }

  @Test("A failed write of an artifact is a file-system error even when the pending file worked")
  func reportsFailedArtifact() {
    let locations = SnapshotLocations(
      packageRoot: URL(fileURLWithPath: "/pkg", isDirectory: true),
      artifactsDirectory: URL(fileURLWithPath: "/artifacts", isDirectory: true))
    let referencePath = "/pkg/" + StorageSamples.referencePath
    let reference = StorageSamples.bytes(StorageSamples.reference)
    let fileSystem = InMemoryFileSystem(
      files: [referencePath: reference], failsWrite: { $0.path.hasPrefix("/artifacts/") })
    let store = SnapshotStore(locations: locations, fileSystem: fileSystem)
    let outcome = store.check(
      StorageSamples.moved, at: StorageSamples.key, mode: .never, isCI: false)
    #expect(StorageSamples.name(outcome.result) == "fileSystemError")
    #expect(
      fileSystem.contents == [
        referencePath: reference,
        referencePath + ".new": StorageSamples.bytes(StorageSamples.moved),
      ])
  }

  @Test("A reference that cannot be read is a file-system error")
  func reportsFailedRead() throws {
    let locations = SnapshotLocations(packageRoot: URL(fileURLWithPath: "/pkg", isDirectory: true))
    let fileSystem = InMemoryFileSystem(failsRead: { _ in true })
    let store = SnapshotStore(locations: locations, fileSystem: fileSystem)
    let outcome = store.check(
      StorageSamples.reference, at: StorageSamples.key, mode: .all, isCI: false)
    guard case .fileSystemError(let error) = outcome.result else {
      Issue.record("expected a file-system error, got \(StorageSamples.name(outcome.result))")
      return
    }
    let failure = try #require(error as? InMemoryFileSystem.Failure, "the injected error is kept")
    #expect(failure.path == "/pkg/\(StorageSamples.referencePath)")
    #expect(
      SnapshotStore.reason(error) == "injected read failure at /pkg/\(StorageSamples.referencePath)"
    )
    #expect(fileSystem.contents.isEmpty)
  }

  @Test("The in-memory store writes exactly the files the real one does on a local mismatch")
  func writesExpectedFilesInMemory() {
    let locations = SnapshotLocations(
      packageRoot: URL(fileURLWithPath: "/pkg", isDirectory: true),
      artifactsDirectory: URL(fileURLWithPath: "/artifacts", isDirectory: true))
    let referencePath = "/pkg/" + StorageSamples.referencePath
    let reference = StorageSamples.bytes(StorageSamples.reference)
    let fileSystem = InMemoryFileSystem(files: [referencePath: reference])
    let store = SnapshotStore(locations: locations, fileSystem: fileSystem)
    let outcome = store.check(
      StorageSamples.moved, at: StorageSamples.key, mode: .never, isCI: false)
    #expect(StorageSamples.name(outcome.result) == "mismatched")
    let actual = StorageSamples.bytes(StorageSamples.moved)
    #expect(
      fileSystem.contents == [
        referencePath: reference,
        referencePath + ".new": actual,
        "/artifacts/Module/Suite/presentsSheet.txt": actual,
        "/artifacts/Module/Suite/presentsSheet.txt.patch": Array((outcome.patch ?? "").utf8),
      ])
  }
}

// MARK: - Fixtures

/// A damaged reference and the error the parser reports for it.
struct CorruptReference: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]
  var kind: SnapshotParseError.Kind
  var line: Int

  var testDescription: String { name }
}

private let corruptReferences: [CorruptReference] = {
  let text = SnapshotFormat.write(StorageSamples.reference)
  let mascot = "      content Image #mascot frame=274,648,100,100\n"
  let conflict =
    "<<<<<<< HEAD\n" + mascot + "=======\n"
    + "      content Image #mascot frame=10,648,100,100\n>>>>>>> feature\n"
  return [
    CorruptReference(
      name: "merge conflict", bytes: Array(text.replacing(mascot, with: conflict).utf8),
      kind: .mergeConflict, line: 17),
    CorruptReference(
      name: "cut mid-line", bytes: Array(text.utf8.dropLast(20)), kind: .syntax,
      line: 17),
    CorruptReference(
      name: "garbage text", bytes: Array("hello, world\n".utf8), kind: .missingHeader, line: 1),
    CorruptReference(
      name: "binary garbage", bytes: [0xFF, 0xFE, 0x00, 0x41, 0x0A], kind: .invalidUTF8, line: 1),
    CorruptReference(name: "empty file", bytes: [], kind: .empty, line: 1),
  ]
}()
