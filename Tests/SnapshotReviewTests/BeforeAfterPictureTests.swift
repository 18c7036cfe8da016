import Foundation
import Testing

/// What a before/after picture points at: the node the headline names, marked on both sides;
/// steps that differ the same way drawn once; labels that never overlap.
struct BeforeAfterPictureTests {
  /// The picture `report` writes for the toast regression of ``ReportPictureTests``.
  private func regressionPicture() async throws -> String {
    let (package, _) = try ReportPictureTests.package()
    _ = try await package.run("report", "--json", "report.json")
    return try #require(package.read(ReportPictureTests.artifact + ".svg"))
  }

  @Test("the node the headline names is outlined and its label highlighted, on both sides")
  func marksTheHeadlineNode() async throws {
    let svg = try await regressionPicture()
    #expect(svg.components(separatedBy: "<rect class=\"changed\"").count - 1 == 2)
    let highlighted = svg.split(separator: "\n").filter { $0.contains("class=\"label changed\"") }
    #expect(highlighted.count == 2)
    #expect(highlighted.allSatisfy { $0.contains(">#toast</tspan>") })
    #expect(svg.contains(">step 2: `toast` is now behind `cover` (was in front)<"))
  }

  @Test("a step that differs as the step drawn before it does is named, not drawn again")
  func sameChangeIsDrawnOnce() async throws {
    let package = try TemporaryPackage()
    let step3 = { (text: String) in
      let second = text.range(of: "## step 2: present cover")!.lowerBound
      let third = text[second...]
        .replacingOccurrences(of: "## step 2: present cover", with: "## step 3: settle")
      return text + "\n" + third
    }
    try package.write("Snapshots/toast.txt", step3(RenderCommandTests.twoSteps))
    let actual = package.root.appendingPathComponent(".build/artifacts/toast.txt")
    try FileManager.default.createDirectory(
      at: actual.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(step3(ReportPictureTests.regressed).utf8).write(to: actual)
    try package.write(
      "report.json",
      """
      {"entries": [{"test": "AppTests.ToastTests/toast()", "snapshot": "Snapshots/toast.txt",
        "outcome": "failed", "reason": "mismatched", "artifact": "\(actual.path)"}],
       "failed": 1, "written": 0, "passed": 0, "total": 1}
      """)
    let report = try await package.run("report", "--json", "report.json")
    let svg = try #require(package.read(".build/artifacts/toast.txt.svg"), "\(report.errors)")
    #expect(svg.contains(">step 3 differs the same way, not drawn<"))
    #expect(svg.contains("2 of 3 steps differ; drawn: the 1 whose change differs"))
    #expect(!svg.contains(">step 3 of 3: settle<"))
    #expect(svg.components(separatedBy: ">step 2 of 3: present cover<").count - 1 == 2)
  }

  @Test("labels never overlap: those with no room are left out and counted")
  func crowdedLabelsNeverOverlap() async throws {
    let buttons = (0..<80).map {
      "      content Button #button\($0) frame=100,\(300 + $0 % 5),120,40"
    }
    let snapshot =
      """
      presentation-snapshot 1
      test: AppTests/CrowdTests/crowd

      ## step 1: launch
      front-to-back: FRONT
      window UIWindow key level=normal frame=0,0,390,844
        transition UITransitionView
          controller UIViewController

      """
      .replacingOccurrences(
        of: "FRONT", with: (0..<80).reversed().map { "button\($0)" }.joined(separator: ", ")
      )
      .replacingOccurrences(
        of: "controller UIViewController\n",
        with: "controller UIViewController\n" + buttons.joined(separator: "\n") + "\n")
    let package = try TemporaryPackage()
    try package.write("crowd.txt", snapshot)
    let result = try await package.run("render", "crowd.txt")
    #expect(result.status == 0, "\(result.errors)")
    let boxes = Self.labelBoxes(in: result.output)
    #expect(boxes.count > 20)
    #expect(boxes.count < 80, "the screen has no room for 80 lines of labels")
    for (position, box) in boxes.enumerated() {
      for other in boxes[(position + 1)...] {
        #expect(!box.overlaps(other), "\(box) overlaps \(other)")
      }
    }
    #expect(result.output.contains("\(80 - boxes.count) more labels left out: no room"))
  }

  /// A label's box in the picture, from its text's position and length.
  private struct Box: CustomStringConvertible {
    var x, y, width, height: Double

    func overlaps(_ other: Box) -> Bool {
      x < other.x + other.width && other.x < x + width && y < other.y + other.height
        && other.y < y + height
    }

    var description: String { "(\(x), \(y), \(width)×\(height))" }
  }

  /// The boxes of the labels an SVG draws: 9-pixel monospaced text whose characters are 0.61
  /// of its size wide, on a line 11 pixels tall whose baseline is 8.5 below the top.
  private static func labelBoxes(in svg: String) -> [Box] {
    svg.split(separator: "\n").compactMap { line -> Box? in
      guard line.contains("<text class=\"label"),
        let x = Self.number(after: " x=\"", in: line),
        let y = Self.number(after: " y=\"", in: line)
      else { return nil }
      let content = line.replacingOccurrences(
        of: "<[^>]*>", with: "", options: .regularExpression)
      let text = content.trimmingCharacters(in: .whitespaces)
        .replacingOccurrences(of: "&gt;", with: ">").replacingOccurrences(of: "&lt;", with: "<")
        .replacingOccurrences(of: "&amp;", with: "&")
      let width = Double(text.unicodeScalars.count) * 9 * 0.61
      return Box(x: x, y: y - 8.5, width: width, height: 11)
    }
  }

  private static func number(after prefix: String, in line: Substring) -> Double? {
    guard let start = line.range(of: prefix)?.upperBound else { return nil }
    return Double(line[start...].prefix { $0 != "\"" })
  }
}
