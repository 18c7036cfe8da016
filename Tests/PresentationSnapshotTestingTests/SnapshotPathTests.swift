import Foundation
import HierarchyTestSupport
import PresentationSnapshotTesting
import Testing

/// Two suites with a test of the same name: their snapshots can't collide.
struct SnapshotPathTests {
  struct First {
    @Test func same() throws {
      #expect(
        try recordedPath() == "PresentationSnapshotTestingTests/SnapshotPathTests/First/same.txt")
    }
  }

  struct Second {
    @Test func same() throws {
      #expect(
        try recordedPath() == "PresentationSnapshotTestingTests/SnapshotPathTests/Second/same.txt")
    }
  }

  /// 100 cases; 500 with `PROPERTY_TEST_DEPTH=deep`.
  @Test(
    "Parallel cases each write their own file, byte for byte, and match it on a rerun",
    arguments: 0..<PropertyTestDepth.count(quick: 100, deep: 500))
  func parallelRecordings(index: Int) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    var hierarchy = Scenes.covered
    hierarchy[0].attributes.apply(.extra("case", "\(index)"))
    let outcome = sandbox.run { expectSnapshot(of: hierarchy, named: "case-\(index)") }
    let path =
      "PresentationSnapshotTestingTests/SnapshotPathTests/parallelRecordings.case-\(index).txt"
    #expect(outcome?.key.relativePath == path)
    #expect(sandbox.snapshotFiles == ["Snapshots/" + path])
    #expect(sandbox.reference(at: path) == SnapshotFormat.write(recording(hierarchy, path)))
    #expect(sandbox.warnings == [sandbox.recordedWarning(path)])
    // A second run, as under CI, finds the reference the first one wrote and matches it.
    let again = try Sandbox(["CI": "1"])
    defer { again.remove() }
    try again.writeReference(try #require(sandbox.reference(at: path)), at: path)
    let rerun = again.run { expectSnapshot(of: hierarchy, named: "case-\(index)") }
    guard case .matched? = rerun?.result else {
      Issue.record("expected a match on the rerun, got \(String(describing: rerun?.result))")
      return
    }
  }
}

/// Records a launch snapshot in a fresh sandbox and returns its path below `Snapshots/`.
private func recordedPath(sourceLocation: SourceLocation = #_sourceLocation) throws -> String? {
  let sandbox = try Sandbox()
  defer { sandbox.remove() }
  let path = sandbox.run { expectSnapshot(of: Scenes.launch, sourceLocation: sourceLocation) }?
    .key.relativePath
  #expect(sandbox.warnings == path.map { [sandbox.recordedWarning($0)] })
  return path
}
