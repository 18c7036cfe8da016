import HeadlessUIKit
import PresentationSnapshotTesting
import SeedApps
import Testing

/// What a snapshot test catches: the fixed app of `SeparateWindowMascotTests`, changed the way a
/// careless refactor would, by moving the mascot back into the root hosting view (a `ZStack`
/// over the tabs, `DolphinApp(layering: .zStack)`).
///
/// The committed reference holds the recording of the FIXED app through the same steps as
/// `SeparateWindowMascotTests`: it is that test's snapshot with this test's name in the header.
/// The assertion pins the record mode to `.never`, so re-recording never replaces it. Every run now fails the snapshot check, and
/// `withKnownIssue` expects that failure and checks that its one-line summary names the bug.
/// Locally the mismatch also writes the actual recording next to the reference as a git-ignored
/// `.new` file; that is expected.
@MainActor
struct RegressionExampleTests {
  @Test("A refactor that moves the mascot back into the root view fails the snapshot check")
  func mascotMovedBackIntoRootIsCaught() throws {
    let dolphin = DolphinApp(layering: .zStack)
    let recorder = HierarchyRecorder(dolphin)

    // The same steps, with the same labels, as `SeparateWindowMascotTests.mascotStaysInFront`.
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

    var outcome: SnapshotOutcome?
    withKnownIssue("The refactor puts the mascot back under the full-screen cover") {
      // `record: .never` pins the reference: even `RECORD_SNAPSHOTS=all` must not replace the
      // fixed app's recording with the refactored one.
      outcome = expectSnapshot(of: recorder, record: .never)
    } matching: { issue in
      issue.sourceLocation?.fileName == "RegressionExampleTests.swift"
        && summaryLine(of: issue).contains("`mascot` is now behind `cover`")
    }
    #expect(outcome?.isFailure == true)
    // What the snapshot caught, said as a query: the cover is in front of the mascot again.
    #expect(try covered.isInFront("cover", of: "mascot"))
  }
}

// MARK: - Fixtures

/// The one-line summary of a snapshot mismatch: the line after "Snapshot … does not match the
/// recording." in the issue's comment.
private func summaryLine(of issue: Issue) -> String {
  let lines = issue.comments.map(\.rawValue).joined(separator: "\n").split(separator: "\n")
  return lines.count > 1 ? String(lines[1]) : ""
}
