import Foundation
import HierarchyTestSupport
import PresentationHierarchy
@_spi(Testing) import SnapshotStorage
import Testing

/// The real file system under faults: a failed write leaves the reference as it was and no
/// temporary file behind, and the store turns the failure into a clear outcome.
struct LocalFileSystemFaultTests {
  @Test("A write that cannot land leaves no temporary file and keeps what was there")
  func failedWriteLeavesNothingBehind() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    // The target is a non-empty folder, so the final rename over it must fail.
    let target = directory.url.appendingPathComponent("snapshot.txt")
    try directory.write("keep me", to: "snapshot.txt/inside.txt")
    #expect(throws: (any Error).self) {
      try LocalFileSystem().write(Array("new".utf8), to: target)
    }
    #expect(directory.files == ["snapshot.txt/inside.txt"])
    #expect(directory.contents("snapshot.txt/inside.txt") == Array("keep me".utf8))
  }

  @Test("A snapshots folder that is a file gives a file-system error and writes nothing")
  func snapshotsFolderIsAFile() throws {
    let directory = try TemporaryDirectory()
    defer { directory.remove() }
    try directory.write("not a folder", to: "Snapshots")
    let store = SnapshotStore(locations: SnapshotLocations(packageRoot: directory.url))
    let key = SnapshotKey(module: "Tests", suitePath: ["Suite"], function: "test()")
    let outcome = store.check(
      Recording(steps: [Recording.Step("s", Hierarchy { Subtree(.window, "UIWindow") })]),
      at: key, mode: .all, isCI: false)
    guard case .fileSystemError(let error) = outcome.result else {
      Issue.record("expected a file-system error, got \(outcome.result)")
      return
    }
    #expect(!SnapshotStore.reason(error).isEmpty)
    #expect(outcome.isFailure)
    #expect(directory.files == ["Snapshots"])
    #expect(directory.contents("Snapshots") == Array("not a folder".utf8))
  }
}
