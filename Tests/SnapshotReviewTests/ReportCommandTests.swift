import Foundation
import Testing

struct ReportCommandTests {
  private let report = """
    {"entries": [
      {"test": "AppTests.ToastTests/toast()", "snapshot": "\(Fixture.referencePath)",
       "outcome": "failed", "reason": "mismatched", "summary": "step 1 \\"launch\\": A went away",
       "pending": "\(Fixture.referencePath).new"},
      {"test": "AppTests.ToastTests/other()", "snapshot": "\(Fixture.otherPath)",
       "outcome": "written", "reason": "new"},
      {"test": "AppTests.ToastTests/kept()", "snapshot": "Snapshots/AppTests/kept.txt",
       "outcome": "passed", "reason": "matched"}
    ], "failed": 1, "written": 1, "passed": 1, "total": 3}
    """

  private func package() throws -> TemporaryPackage {
    let package = try TemporaryPackage()
    try package.write(Fixture.referencePath, Fixture.reference)
    try package.write(Fixture.referencePath + ".new", Fixture.changed)
    try package.write(Fixture.otherPath, Fixture.changed)
    try package.write("report.json", report)
    return package
  }

  @Test("report --markdown gives counts, then each failed or new snapshot with a diff block")
  func markdown() throws {
    let package = try package()
    let result = try package.run("report", "--markdown", "report.json")
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("## ❌ Snapshots: 1 failed, 1 written, 1 passed, 3 total"))
    #expect(result.output.contains("| 1 | 1 | 1 | 3 |"))
    #expect(result.output.contains("`\(Fixture.referencePath)` (mismatched)"))
    #expect(result.output.contains("step 1 \"launch\": A went away"))
    #expect(result.output.contains("```diff\n--- a/\(Fixture.referencePath)"))
    #expect(result.output.contains("-front-to-back: A, main\n+front-to-back: B, main"))
    #expect(result.output.contains("`\(Fixture.otherPath)` (new)"))
    #expect(result.output.contains("--- /dev/null"))
    #expect(!result.output.contains("kept.txt"))
  }

  @Test("report --json reads SNAPSHOT_REPORT and lists the failed and written snapshots")
  func json() throws {
    let package = try package()
    let result = try package.run(
      "report", "--json", environment: ["SNAPSHOT_REPORT": "report.json"])
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    #expect(object["failed"] as? Int == 1)
    let snapshots = try #require(object["snapshots"] as? [[String: Any]])
    #expect(snapshots.count == 2)
    #expect((snapshots.first?["diff"] as? String)?.contains("+front-to-back: B") == true)
  }

  @Test("report with no path reads the last run's report, from any folder of the package")
  func readsLastRunsReport() throws {
    let package = try package()
    try package.write(".build/snapshots/last-report.json", report)
    try package.write("Tests/AppTests/.keep", "")
    let result = try SnapshotsProcess.run(
      ["report", "--markdown"], in: package.root.appendingPathComponent("Tests/AppTests"))
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("## ❌ Snapshots: 1 failed, 1 written, 1 passed, 3 total"))
  }

  @Test(
    "report usage errors exit with 2",
    arguments: [
      (["report", "report.json"], "'--markdown'"),
      (
        ["report", "--markdown"], "can't read the report '.build/snapshots/last-report.json'; run "
      ),
      (["report", "--json", "nope.json"], "'nope.json'"),
    ])
  func usageErrors(arguments: [String], named: String) throws {
    let package = try package()
    let result = try SnapshotsProcess.run(arguments, in: package.root)
    #expect(result.status == 2)
    #expect(result.errors.contains(named))
  }
}
