import Foundation
import HierarchyTestSupport
import PresentationSnapshotTesting
@_spi(Testing) import SnapshotStorage
import Testing

struct RunReportTests {
  @Test("The summary line and the JSON report count passed, failed and written snapshots")
  func summaryAndReport() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let directory = "PresentationSnapshotTestingTests/RunReportTests/"
    let passedPath = directory + "summaryAndReport.passed.txt"
    try sandbox.writeReference(
      SnapshotFormat.write(recording(Scenes.launch, passedPath)), at: passedPath)
    sandbox.run {
      _ = expectSnapshot(of: Scenes.launch, named: "passed")
      _ = expectSnapshot(of: Scenes.launch, named: "written")
    }
    let captured = captureIssues {
      sandbox.run { _ = expectSnapshot(of: Scenes.launch, named: "failed", record: .never) }
    }
    let issue = try captured.onlyIssue()
    #expect(issue.severity == .error)
    #expect(issue.sourceLocation.fileID == #fileID)
    #expect(issue.message.hasPrefix("No snapshot reference at "))
    let report = sandbox.run.report
    #expect(report.summaryLine == "Snapshots: 1 failed, 1 written, 1 passed, 3 total")
    #expect(report.entries.map(\.reason) == [.missing, .matched, .new])
    #expect(report.entries.map(\.outcome) == [.failed, .passed, .written])
    #expect(
      report.entries.first?.test
        == "PresentationSnapshotTestingTests.RunReportTests/summaryAndReport()")
    #expect(
      report.entries.first?.artifact?.hasSuffix(
        "artifacts/" + directory + "summaryAndReport.failed.txt") == true)
    let url = sandbox.directory.url.appendingPathComponent("report.json")
    sandbox.run.writeReport(to: url)
    let bytes = try Data(contentsOf: url)
    #expect(try JSONDecoder().decode(SnapshotReport.self, from: bytes) == report)
    sandbox.run.writeReport(to: url)
    #expect(try Data(contentsOf: url) == bytes)
    #expect(
      sandbox.warnings == [sandbox.recordedWarning(directory + "summaryAndReport.written.txt")])
  }
}
