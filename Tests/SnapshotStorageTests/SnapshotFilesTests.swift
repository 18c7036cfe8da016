import Foundation
import HierarchyTestSupport
@_spi(Testing) import SnapshotStorage
import Testing

/// The review's file rules, on a file system in memory that fails where a test asks.
struct SnapshotFilesTests {
  private static let folder = URL(fileURLWithPath: "/pkg/Snapshots", isDirectory: true)
  private static let reference = "/pkg/Snapshots/M/S/changed.txt"
  private static let bytes = Array("old\n".utf8)
  private static let pendingBytes = Array("new\n".utf8)

  private static func fileSystem(
    failsWrite: @escaping @Sendable (URL) -> Bool = { _ in false }
  ) -> InMemoryFileSystem {
    InMemoryFileSystem(
      files: [
        reference: bytes, reference + ".new": pendingBytes,
        "/pkg/Snapshots/M/S/added.txt.new": pendingBytes,
        "/pkg/Snapshots/M/.hidden.txt": bytes, "/pkg/Snapshots/M/kept.txt": bytes,
      ],
      failsWrite: failsWrite)
  }

  /// The files on ``fileSystem(failsWrite:)``, and the pending snapshot of the changed reference.
  private static func changedSnapshot(
    failsWrite: @escaping @Sendable (URL) -> Bool = { _ in false }
  ) throws -> (InMemoryFileSystem, SnapshotFiles, PendingSnapshot) {
    let fileSystem = Self.fileSystem(failsWrite: failsWrite)
    let files = SnapshotFiles(fileSystem: fileSystem)
    let pending = try #require(files.pendingSnapshot(for: URL(fileURLWithPath: reference)))
    return (fileSystem, files, pending)
  }

  @Test("Listing finds references and pending files in path order, each pending one new or changed")
  func lists() {
    let files = SnapshotFiles(fileSystem: Self.fileSystem())
    #expect(
      files.references(under: Self.folder).map(\.path) == [
        "/pkg/Snapshots/M/S/changed.txt", "/pkg/Snapshots/M/kept.txt",
      ])
    let pending = files.pending(under: Self.folder)
    #expect(pending.map(\.referenceURL.lastPathComponent) == ["added.txt", "changed.txt"])
    #expect(pending.map(\.status) == [.new, .changed])
    #expect(
      files.pendingSnapshot(for: URL(fileURLWithPath: Self.reference))?.pendingURL.path
        == Self.reference + ".new")
    #expect(files.pendingSnapshot(for: URL(fileURLWithPath: "/pkg/Snapshots/M/kept.txt")) == nil)
  }

  @Test("Accepting moves the pending file over its reference")
  func accepts() throws {
    let (fileSystem, files, pending) = try Self.changedSnapshot()
    try files.accept(pending)
    #expect(fileSystem.contents[Self.reference] == Self.pendingBytes)
    #expect(fileSystem.contents[Self.reference + ".new"] == nil)
  }

  @Test("A move that fails leaves the reference and its pending file, with the file system's error")
  func failedAcceptChangesNothing() throws {
    let (fileSystem, files, pending) = try Self.changedSnapshot { $0.path == Self.reference }
    #expect(throws: InMemoryFileSystem.Failure.self) { try files.accept(pending) }
    #expect(fileSystem.contents[Self.reference] == Self.bytes)
    #expect(fileSystem.contents[Self.reference + ".new"] == Self.pendingBytes)
  }

  @Test("Rejecting removes only the pending file; removing a reference removes both")
  func rejectsAndRemoves() throws {
    let (fileSystem, files, pending) = try Self.changedSnapshot()
    try files.reject(pending)
    #expect(fileSystem.contents[Self.reference] == Self.bytes)
    #expect(fileSystem.contents[Self.reference + ".new"] == nil)
    try files.removeReference(URL(fileURLWithPath: "/pkg/Snapshots/M/S/added.txt"))
    #expect(fileSystem.contents["/pkg/Snapshots/M/S/added.txt.new"] == nil)
  }

  @Test("The store's pending file and the review's are the same file: one suffix rule")
  func oneSuffix() {
    let locations = SnapshotLocations(packageRoot: URL(fileURLWithPath: "/pkg", isDirectory: true))
    let key = SnapshotKey(module: "M", suitePath: ["S"], function: "f()")
    let pending = locations.pendingURL(for: key)
    #expect(pending == SnapshotFiles.pendingURL(forReference: locations.referenceURL(for: key)))
    #expect(SnapshotFiles.isPending(pending))
    #expect(!SnapshotFiles.isPending(locations.referenceURL(for: key)))
  }

  @Test("On disk, a symbolic link is neither a file nor a folder of the snapshots")
  func skipsLinks() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("x", to: "Snapshots/M/a.txt")
    try FileManager.default.createSymbolicLink(
      atPath: directory.url.appendingPathComponent("Snapshots/M/link.txt").path,
      withDestinationPath: directory.url.appendingPathComponent("Snapshots/M/a.txt").path)
    let files = SnapshotFiles()
    let snapshots = directory.url.appendingPathComponent("Snapshots")
    #expect(files.references(under: snapshots).map(\.lastPathComponent) == ["a.txt"])
    #expect(
      files.fileSystem.kind(at: snapshots.appendingPathComponent("M/link.txt")) == .other)
    #expect(files.fileSystem.kind(at: snapshots.appendingPathComponent("none")) == .missing)
  }
}
