import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationSnapshotTesting
import SeedApps
import Testing

/// What a snapshot test catches: the fixed app of `SeparateWindowMascotTests`, changed the way a
/// careless refactor would, by moving the mascot back into the root hosting view (a `ZStack`
/// over the tabs, `DolphinApp(layering: .zStack)`).
///
/// The demonstration runs in a temporary snapshots folder, never the package's own: the
/// reference there is the FIXED app's recording through the same steps, as a committed
/// snapshot would be before the refactor. Checking the refactored app against it fails, and
/// `withKnownIssue` expects that failure and checks that its one-line summary names the bug.
/// The failure counts in a run of its own, so the package's `Snapshots:` line stays green and
/// no pending file is left behind.
@MainActor
struct RegressionExampleTests {
  @Test("A refactor that moves the mascot back into the root view fails the snapshot check")
  func mascotMovedBackIntoRootIsCaught() throws {
    let folder = try TemporaryDirectory()
    defer { folder.remove() }
    let snapshots = folder.url.appendingPathComponent("Snapshots")
    let context = SnapshotContext(
      environment: ["SNAPSHOTS_DIR": snapshots.path], run: SnapshotRun())

    // Before the refactor: the fixed app's recording is the committed reference.
    let fixed = try record(DolphinApp(layering: .separateWindow))
    var reference = fixed.recorder.recording
    reference.testName = "ExamplesTests/RegressionExampleTests/mascotMovedBackIntoRootIsCaught"
    try folder.write(
      SnapshotFormat.write(reference), to: "Snapshots/\(reference.testName ?? "").txt")

    // The refactor.
    let refactored = try record(DolphinApp(layering: .zStack))
    var outcome: SnapshotOutcome?
    SnapshotContext.$current.withValue(context) {
      withKnownIssue("The refactor puts the mascot back under the full-screen cover") {
        outcome = expectSnapshot(of: refactored.recorder, record: .never)
      } matching: { issue in
        issue.sourceLocation?.fileName == "RegressionExampleTests.swift"
          && summaryLine(of: issue).contains("`mascot` is now behind `cover`")
      }
    }
    #expect(outcome?.isFailure == true)
    #expect(context.run?.report.summaryLine == "Snapshots: 1 failed, 1 total")
    let path = "Snapshots/\(reference.testName ?? "").txt"
    #expect(folder.files == [path, path + ".new"], "the actual recording waits beside it")
    #expect(folder.contents(path) == Array(SnapshotFormat.write(reference).utf8))
    // What the snapshot caught, said as a query: the cover is in front of the mascot again.
    #expect(try refactored.covered.isInFront("cover", of: "mascot"))
    #expect(try fixed.covered.isInFront("mascot", of: "cover"))
  }

  /// Runs the steps of `SeparateWindowMascotTests.mascotStaysInFront`, with the same labels.
  private func record(
    _ dolphin: DolphinApp
  ) throws -> (recorder: HierarchyRecorder, covered: Hierarchy) {
    let recorder = HierarchyRecorder(dolphin)
    try dolphin.launch()
    recorder.step("launch: .task shows the dolphin window")
    dolphin.showDetail.wrappedValue = true
    try dolphin.update()
    recorder.step("push Detail (navigationDestination)")
    dolphin.showCover.wrappedValue = true
    try dolphin.update()
    let covered = recorder.step("present fullScreenCover")
    dolphin.showCover.wrappedValue = false
    try dolphin.update()
    recorder.step("dismiss fullScreenCover")
    dolphin.showSheet.wrappedValue = true
    try dolphin.update()
    recorder.step("present sheet")
    dolphin.showSheet.wrappedValue = false
    try dolphin.update()
    recorder.step("dismiss sheet")
    dolphin.showAlert.wrappedValue = true
    try dolphin.update()
    recorder.step("present alert")
    return (recorder, covered)
  }
}

// MARK: - Fixtures

/// The one-line summary of a snapshot mismatch: the line after "Snapshot … does not match the
/// recording." in the issue's comment.
private func summaryLine(of issue: Issue) -> String {
  let lines = issue.comments.map(\.rawValue).joined(separator: "\n").split(separator: "\n")
  return lines.count > 1 ? String(lines[1]) : ""
}
