import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
@_spi(Testing) import PresentationSnapshotTesting
import SeedApps
@_spi(Testing) import SnapshotStorage
import Testing

extension SeedAppTests {
  /// What the toolkit is for: the fixed app's recording is committed, someone "simplifies" the
  /// app back to the `ZStack`, and the snapshot check fails, saying what moved.
  @MainActor
  struct RegressionTests {
    @Test("A refactor that moves the dolphin back into the root view fails the snapshot check")
    func dolphinMovedBackIntoRootIsCaught() async throws {
      let folder = try TemporaryDirectory()
      defer { folder.remove() }
      let snapshots = folder.url.appendingPathComponent("Snapshots")
      let context = SnapshotContext(
        environment: ["SNAPSHOTS_DIR": snapshots.path], run: SnapshotRun())

      // Before the refactor: the fixed app's recording is the committed reference.
      let fixed = try await record(.separateWindowDolphin)
      var reference = fixed.recorder.recording
      reference.testName =
        "SeedSourceTests/SeedAppTests/RegressionTests/dolphinMovedBackIntoRootIsCaught"
      let path = "Snapshots/\(reference.testName ?? "").txt"
      try folder.write(SnapshotFormat.write(reference), to: path)

      // The refactor: the same steps in the ZStack version of the app.
      let refactored = try await record(.zStackDolphin)
      var outcome: SnapshotOutcome?
      // The refactor puts the dolphin back under the full-screen cover.
      let captured = SnapshotContext.$current.withValue(context) {
        captureIssues { outcome = expectSnapshot(of: refactored.recorder, record: .never) }
      }
      let issue = try captured.onlyIssue()
      #expect(issue.severity == .error)
      #expect(issue.sourceLocation.fileID == #fileID)
      // The headline names the regression itself; the diff below it shows the dolphin leave its
      // window for the root view.
      #expect(
        issue.headline.hasPrefix(
          "step 3 \"present fullScreenCover\": `DolphinOverlay` is now covered by `cover`"))
      #expect(issue.message.contains("-      content DolphinOverlay"))
      #expect(issue.message.contains("+          content DolphinOverlay"))
      #expect(outcome?.isFailure == true)
      #expect(context.run?.report.summaryLine == "Snapshots: 1 failed, 1 total")
      #expect(folder.files == [path, path + ".new"], "the actual recording waits beside it")
      #expect(folder.contents(path) == Array(SnapshotFormat.write(reference).utf8))
      // What the snapshot caught, said as a query: the cover is in front of the dolphin again.
      #expect(try refactored.covered.isInFront("cover", of: "DolphinOverlay"))
      #expect(try fixed.covered.isInFront("DolphinOverlay", of: "cover"))
    }

    private func record(_ seed: SeedApp) async throws -> (
      recorder: HierarchyRecorder, covered: Hierarchy
    ) {
      SeedApp.resetGlobals()
      let app = await UIApplication.launch(seed.rootView)
      let recorder = HierarchyRecorder(app)
      recorder.step("launch")
      var covered: Hierarchy?
      for step in DolphinJourney.everything {
        try await step.act(app)
        let hierarchy = recorder.step(step.label)
        if step.label == "present fullScreenCover" { covered = hierarchy }
      }
      return (recorder, try #require(covered))
    }
  }
}
