import Foundation
import SnapshotReview
import Testing

/// The Markdown report shows each differing step at a glance, so that a pull request tells the
/// change without the picture: the front-to-back orders and where a tap at each landmark lands.
struct ReportGlanceTests {
  /// The seed app's dolphin in its own window (the reference: its first three steps, as
  /// `scripts/check-pictures.sh` builds its pair) and in a `ZStack` under the full-screen cover
  /// (the actual recording): the dolphin bug as a regression.
  private func dolphinPackage(steps: Int) throws -> TemporaryPackage {
    let seed = PictureFixtures.packageRoot.appendingPathComponent(
      "Snapshots/SeedSourceTests/SeedAppTests")
    let fix = try String(
      contentsOf: seed.appendingPathComponent(
        "SeparateWindowDolphinTests/dolphinStaysInFront.txt"),
      encoding: .utf8)
    let bug = try String(
      contentsOf: seed.appendingPathComponent(
        "ZStackDolphinTests/dolphinFallsBehindFullScreenCover.txt"),
      encoding: .utf8)
    let parts = fix.components(separatedBy: "\n## step ")
    let reference = parts.prefix(steps + 1).joined(separator: "\n## step ")
    let package = try TemporaryPackage()
    let ended = reference.hasSuffix("\n") ? reference : reference + "\n"
    try package.write("Snapshots/dolphin.txt", ended)
    let artifact = ".build/snapshots/artifacts/dolphin.txt"
    try package.write(artifact, bug)
    try package.write(
      "report.json",
      """
      {"entries": [{"test": "SeedAppTests.SeparateWindowDolphinTests/dolphinStaysInFront()",
        "snapshot": "Snapshots/dolphin.txt", "outcome": "failed", "reason": "mismatched",
        "artifact": "\(artifact)"}], "failed": 1, "written": 0, "passed": 0, "total": 1}
      """)
    return package
  }

  @Test("the dolphin falling behind the cover shows in the front-to-back order and its taps")
  func dolphinRegression() async throws {
    let package = try dolphinPackage(steps: 3)
    let result = try await package.run("report", "--markdown", "report.json")
    #expect(result.status == 0, "\(result.errors)")
    let output = result.output
    let lines = output.split(separator: "\n").map(String.init)
    // Step 3's table: the dolphin moved from the front-most place to behind the cover, and
    // a tap at it no longer crosses into the window behind.
    let header = try #require(
      lines.firstIndex(of: "| step 3: `present fullScreenCover` | reference | actual |"))
    #expect(
      lines[header + 2]
        == "| front to back | **`DolphinOverlay`**, `#closeCover`, `#cover`, "
        + "`#openAlertFromDetail`, `#openSheetFromDetail`, `#openCoverFromDetail`, `#detail`, "
        + "`#homeStack`, `#tabs` | `#closeCover`, `#cover`, **`DolphinOverlay`**, "
        + "`#openAlertFromDetail`, `#openSheetFromDetail`, `#openCoverFromDetail`, `#detail`, "
        + "`#homeStack`, `#tabs` |")
    #expect(
      lines[header + 3]
        == "| tap at `DolphinOverlay` | → `#closeCover` in window 1 | → `#closeCover` |")
    // The headline names the cover, so it has a row even though its taps didn't move.
    #expect(lines[header + 4] == "| tap at `#cover` | → `#closeCover` | → `#closeCover` |")
    // The Running in CI article shows this table as it is.
    let article = try String(
      contentsOf: PictureFixtures.packageRoot.appendingPathComponent(
        "Sources/PresentationSnapshotTesting/PresentationSnapshotTesting.docc/running-in-ci.md"),
      encoding: .utf8)
    let table = lines[header...(header + 4)].joined(separator: "\n")
    #expect(article.contains("```markdown\n" + table + "\n```\n"))
    #expect(lines.filter { $0.hasPrefix("| step ") }.count == 3)
    #expect(!output.contains("more steps differ"))
    // The tables come before the diff; the picture stays the artifact.
    let firstTable = try #require(output.range(of: "| step 1: "))
    let diff = try #require(output.range(of: "```diff\n"))
    #expect(firstTable.lowerBound < diff.lowerBound)
    #expect(output.contains("Picture: [reference and actual, side by side](.build/snapshots/"))
    // The JSON digest carries the same, for machines.
    let json = try await package.run("report", "--json", "report.json")
    #expect(json.output.contains("\"referenceFrontToBack\" : [\n"))
  }

  @Test("past three differing steps, the report says how many more differ")
  func moreSteps() async throws {
    // The whole reference: its steps 4 to 7 are missing from the actual recording.
    let package = try dolphinPackage(steps: 7)
    let result = try await package.run("report", "--markdown", "report.json")
    #expect(result.status == 0, "\(result.errors)")
    #expect(result.output.components(separatedBy: "\n| step ").count - 1 == 3)
    #expect(result.output.contains("\n_… 4 more steps differ: see the diff and the picture._\n"))
  }
}

/// The tables escape what names hold and stay small.
struct GlanceTableTests {
  /// A recording of `steps` alike steps: fifteen buttons under two with awkward identifiers,
  /// and, when `covered`, an opaque view in front of them all.
  static func recording(steps: Int, covered: Bool) -> String {
    var nodes = (0..<15).map { "  view UIButton #n\($0) frame=0,\($0 * 40),100,40" }
    nodes += [
      "  view UIButton #x`y frame=200,0,100,40", "  view UIButton #a|b frame=200,40,100,40",
    ]
    if covered { nodes.append("  view UIView #cover opaque frame=0,0,390,844") }
    let frontToBack =
      (covered ? ["cover"] : []) + ["a|b", "x`y"] + (0..<15).reversed().map { "n\($0)" }
    var text = "presentation-snapshot 1\ntest: T/t\n"
    for number in 1...steps {
      text += "\n## step \(number): open `menu` | \(number)\n"
      text += "front-to-back: \(frontToBack.joined(separator: ", "))\n"
      text += "window UIWindow key level=normal frame=0,0,390,844\n"
      text += nodes.joined(separator: "\n") + "\n"
    }
    return text
  }

  static func lines(steps: Int) throws -> [String] {
    let comparison = SnapshotComparison(
      old: Array(recording(steps: steps, covered: false).utf8),
      new: Array(recording(steps: steps, covered: true).utf8), oldPath: "a", newPath: "b")
    #expect(comparison.steps.count == steps, "\(comparison.summary)")
    return MarkdownReport.glanceLines(comparison.steps)
  }

  @Test("identifiers and labels with | and backticks stay inside their cells")
  func escaping() throws {
    let lines = try Self.lines(steps: 1)
    #expect(lines.contains("| step 1: `` open `menu` \\| 1 `` | reference | actual |"))
    #expect(lines.contains("| tap at `#a\\|b` | ✓ itself | → `#cover` |"))
    #expect(lines.contains("| tap at `` #x`y `` | ✓ itself | → `#cover` |"))
    // Every row of a table has three cells: its only unescaped bars are the four borders.
    for line in lines where line.hasPrefix("|") {
      let bars = zip(line, " " + line).filter { $0.0 == "|" && $0.1 != "\\" }.count
      #expect(bars == 4, "\(line)")
    }
    #expect(MarkdownReport.code("a``b") == "``` a``b ```")
    #expect(MarkdownReport.code("`") == "`` ` ``")
    #expect(MarkdownReport.code("plain") == "`plain`")
  }

  @Test("three tables at most, six tap rows and twelve names each, and counts of the rest")
  func caps() throws {
    let lines = try Self.lines(steps: 5)
    #expect(lines.filter { $0 == "| --- | --- | --- |" }.count == 3)
    #expect(lines.filter { $0.hasPrefix("| tap at ") }.count == 18)
    // Two named by the headline (`n0`, `cover`) and the sixteen others whose taps moved.
    #expect(lines.filter { $0 == "| … 12 more taps | | |" }.count == 3)
    let frontToBack = try #require(lines.first { $0.hasPrefix("| front to back |") })
    let cells = frontToBack.components(separatedBy: " | ")
    #expect(cells.count == 3)
    #expect(cells[1].hasSuffix("`#n5`, … 5 more"))
    #expect(!cells[1].contains("**"))
    #expect(cells[2].hasPrefix("**`#cover`**, `#a\\|b`, "))
    #expect(cells[2].hasSuffix("`#n6`, … 6 more |"))
    #expect(lines.last == "_… 2 more steps differ: see the diff and the picture._")
    let named = lines.filter { $0.hasPrefix("| tap at ") }.prefix(2)
    #expect(
      named == [
        "| tap at `#n0` | ✓ itself | → `#cover` |", "| tap at `#cover` | — | ✓ itself |",
      ])
    #expect(try !Self.lines(steps: 3).contains { $0.contains("more steps differ") })
  }
}
