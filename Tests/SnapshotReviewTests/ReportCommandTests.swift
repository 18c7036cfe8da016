import Foundation
import SnapshotReview
import SnapshotStorage
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
  func markdown() async throws {
    let package = try package()
    let result = try await package.run("report", "--markdown", "report.json")
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
    // A pending file but no artifacts folder: no picture, no link.
    #expect(!result.output.contains("Picture:"))
  }

  @Test("report --json reads SNAPSHOT_REPORT and lists the failed and written snapshots")
  func json() async throws {
    let package = try package()
    let result = try await package.run(
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
  func readsLastRunsReport() async throws {
    let package = try package()
    try package.write(".build/snapshots/last-report.json", report)
    try package.write("Tests/AppTests/.keep", "")
    let result = try await SnapshotsProcess.run(
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
  func usageErrors(arguments: [String], named: String) async throws {
    let package = try package()
    let result = try await SnapshotsProcess.run(arguments, in: package.root)
    #expect(result.status == 2)
    #expect(result.errors.contains(named))
  }
}

/// The before/after picture a report writes next to a failed snapshot's actual recording.
struct ReportPictureTests {
  static let artifact = ".build/snapshots/artifacts/AppTests/ToastTests/toast.txt"

  /// The reference's second step with the toast moved under the cover: a regression.
  static let regressed = """
    presentation-snapshot 1
    test: AppTests/ToastTests/toast

    ## step 1: launch
    front-to-back: toast, open
    window UIWindow key level=normal frame=0,0,390,844
      transition UITransitionView
        controller UIViewController
          content Button #open frame=100,400,80,40
    window UIWindow level=alert interaction=off frame=0,0,390,844
      transition UITransitionView
        content Text #toast frame=100,700,190,40

    ## step 2: present cover
    front-to-back: cover, toast, open
    window UIWindow key level=normal frame=0,0,390,844
      transition UITransitionView
        controller UIViewController
          content Button #open frame=100,400,80,40
        content Text #toast frame=100,700,190,40
      transition UITransitionView style=overFullScreen presenter=UIViewController
        content Color #cover opaque

    """

  static let patch = """
    --- a/Snapshots/AppTests/ToastTests/toast.txt
    +++ b/Snapshots/AppTests/ToastTests/toast.txt
    @@ -1 +1 @@
    -old
    +new

    """

  /// A package with the reference, the actual recording and its patch in the artifacts folder,
  /// and a report of the failure.
  static func package(artifacts: URL? = nil) throws -> (TemporaryPackage, artifact: URL) {
    let package = try TemporaryPackage()
    try package.write(Fixture.referencePath, RenderCommandTests.twoSteps)
    let artifact =
      artifacts?.appendingPathComponent("AppTests/ToastTests/toast.txt")
      ?? package.root.appendingPathComponent(Self.artifact)
    try FileManager.default.createDirectory(
      at: artifact.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(Self.regressed.utf8).write(to: artifact)
    try Data(Self.patch.utf8).write(to: URL(fileURLWithPath: artifact.path + ".patch"))
    try package.write(
      "report.json",
      """
      {"entries": [
        {"test": "AppTests.ToastTests/toast()", "snapshot": "\(Fixture.referencePath)",
         "outcome": "failed", "reason": "mismatched",
         "summary": "step 2 \\"present cover\\": `toast` is now behind `cover` (was in front)",
         "artifact": "\(artifact.path)", "patch": "\(artifact.path).patch"}
      ], "failed": 1, "written": 0, "passed": 0, "total": 1}
      """)
    return (package, artifact)
  }

  @Test("the Markdown report shows the step at a glance and links the picture relatively")
  func markdownLink() async throws {
    let (package, _) = try Self.package()
    let result = try await package.run("report", "--markdown", "report.json")
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    let expected = """
      ## ❌ Snapshots: 1 failed, 1 total

      | Failed | Written | Passed | Total |
      | ---: | ---: | ---: | ---: |
      | 1 | 0 | 0 | 1 |

      ### ✘ `Snapshots/AppTests/ToastTests/toast.txt` (mismatched)

      Test: `AppTests.ToastTests/toast()`

      step 2 "present cover": `toast` is now behind `cover` (was in front)

      | step 2: `present cover` | reference | actual |
      | --- | --- | --- |
      | front to back | **`#toast`**, `#cover`, `#open` | `#cover`, **`#toast`**, `#open` |
      | tap at `#toast` | → `#cover` in window 1 | → `#cover` |
      | tap at `#cover` | ✓ itself | ✓ itself |

      <details open><summary>Diff</summary>

      ```diff
      --- a/Snapshots/AppTests/ToastTests/toast.txt
      +++ b/Snapshots/AppTests/ToastTests/toast.txt
      @@ -1 +1 @@
      -old
      +new
      ```

      </details>

      Picture: [reference and actual, side by side](.build/snapshots/artifacts/AppTests/ToastTests/toast.txt.svg)

      Review locally with `swift test`, then `swift run snapshots review` (or `accept`/`reject`).

      """
    #expect(result.output == expected)
    #expect(package.exists(Self.artifact + ".svg"))
  }

  @Test("the picture shows only the steps that differ, the reference's left of the actual")
  func sideBySide() async throws {
    let (package, _) = try Self.package()
    _ = try await package.run("report", "--json", "report.json")
    let svg = try #require(package.read(Self.artifact + ".svg"))
    #expect(PictureFixtures.isWellFormedXML(svg))
    #expect(svg.contains(">Reference and actual: Snapshots/AppTests/ToastTests/toast.txt<"))
    #expect(svg.contains(">1 of 2 steps differ: the reference on the left, the actual"))
    #expect(svg.contains(">reference<"))
    #expect(svg.contains(">actual<"))
    #expect(!svg.contains("step 1 of 2"))
    #expect(svg.components(separatedBy: ">step 2 of 2: present cover<").count == 3)
    // Left, the toast's window is in front; right, the toast is under the cover.
    #expect(svg.contains(">#toast</tspan><tspan fill=\"#b03a2e\"> taps → #cover in window 1<"))
    #expect(svg.contains(">#toast</tspan><tspan fill=\"#b03a2e\"> taps → #cover</tspan>"))
    let kept = FileManager.default.temporaryDirectory.appendingPathComponent("BeforeAfter.svg")
    try PictureFixtures.expect(
      svg, matches: "BeforeAfter.svg",
      rerecord: "(the test wrote the new picture to \(kept.path)) cp \(kept.path) "
        + "Tests/SnapshotReviewTests/Fixtures/Pictures/BeforeAfter.svg",
      keepingActualAt: kept)
  }

  @Test("the JSON digest names the picture; an artifacts folder outside the package links up")
  func jsonAndOutsideArtifacts() async throws {
    let artifacts = try TemporaryPackage()
    let (package, artifact) = try Self.package(artifacts: artifacts.root)
    let result = try await package.run("report", "--json", "report.json")
    #expect(result.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
    let snapshots = try #require(object["snapshots"] as? [[String: Any]])
    let picture = try #require(snapshots.first?["picture"] as? String)
    #expect(picture.hasPrefix("../"))
    #expect(picture.hasSuffix("/AppTests/ToastTests/toast.txt.svg"))
    let resolved = package.root.appendingPathComponent(picture).standardizedFileURL
    #expect(resolved.path == artifact.path + ".svg")
    #expect(FileManager.default.fileExists(atPath: resolved.path))
  }

  @Test("no picture without an artifact, nor when the steps are the same")
  func noPicture() async throws {
    let (package, artifact) = try Self.package()
    try Data(RenderCommandTests.twoSteps.utf8).write(to: artifact)
    let same = try await package.run("report", "--markdown", "report.json")
    #expect(!same.output.contains("Picture:"))
    #expect(!package.exists(Self.artifact + ".svg"))
    let pendingOnly = try TemporaryPackage()
    try pendingOnly.write(Fixture.referencePath, Fixture.reference)
    try pendingOnly.write(Fixture.referencePath + ".new", Fixture.changed)
    try pendingOnly.write(
      "report.json",
      """
      {"entries": [{"test": "T/t()", "snapshot": "\(Fixture.referencePath)", "outcome": "failed",
        "reason": "mismatched", "pending": "\(Fixture.referencePath).new"}],
       "failed": 1, "written": 0, "passed": 0, "total": 1}
      """)
    let result = try await pendingOnly.run("report", "--markdown", "report.json")
    #expect(result.status == 0)
    #expect(!result.output.contains("Picture:"))
    #expect(SnapshotFiles().all(under: pendingOnly.root).allSatisfy { $0.pathExtension != "svg" })
  }
}

/// The Markdown lists each differing step's headline and UIKit's new warnings, and needs no
/// path after a run.
struct ReportStepTests {
  static let reference = """
    presentation-snapshot 1
    test: AppTests/ToastTests/toast

    ## step 1: launch
    front-to-back: A, main
    window UIWindow #main key level=normal frame=0,0,390,844
      controller UIViewController #A

    ## step 2: present B
    front-to-back: B, A, main
    window UIWindow #main key level=normal frame=0,0,390,844
      controller UIViewController #A
      transition UITransitionView style=overFullScreen presenter=UIViewController#A
        controller UIViewController #B opaque

    """

  static let actual = """
    presentation-snapshot 1
    test: AppTests/ToastTests/toast

    ## step 1: launch
    front-to-back: A, main
    warning: Attempt to present <UIViewController: C> on <UIViewController: A> which is already presenting <UIViewController: B>
    window UIWindow #main key level=normal frame=0,0,390,844
      controller UIViewController #A

    ## step 2: present B
    front-to-back: A, main
    window UIWindow #main key level=normal frame=0,0,390,844
      controller UIViewController #A

    """

  @Test("Each differing step is listed with its headline and the warnings new in it")
  func listsSteps() async throws {
    let package = try TemporaryPackage()
    try package.write(Fixture.referencePath, Self.reference)
    let artifact = ".build/snapshots/artifacts/AppTests/ToastTests/toast.txt"
    try package.write(artifact, Self.actual)
    try package.write(
      ".build/snapshots/last-report.json",
      """
      {"entries": [
        {"test": "AppTests.ToastTests/toast()", "snapshot": "\(Fixture.referencePath)",
         "outcome": "failed", "reason": "mismatched", "summary": "see below",
         "artifact": "\(artifact)"}
      ], "failed": 1, "written": 0, "passed": 0, "total": 1}
      """)
    let result = try await package.run("report", "--markdown")
    #expect(result.status == 0)
    let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false)
    let listed = lines.filter { $0.hasPrefix("- step ") || $0.hasPrefix("  - ⚠️") }
    #expect(
      listed == [
        "- step 1 \"launch\": new UIKit warning: Attempt to present <UIViewController: C> on "
          + "<UIViewController: A> which is already presenting <UIViewController: B>",
        "  - ⚠️ `warning: Attempt to present <UIViewController: C> on <UIViewController: A> "
          + "which is already presenting <UIViewController: B>`",
        "- step 2 \"present B\": `B` disappeared: removed with `#main › UITransitionView`",
      ])
    #expect(result.output.contains("```diff\n"))
  }
}
