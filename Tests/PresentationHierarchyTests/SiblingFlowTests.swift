import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Format 2 writes a frame laid out after an earlier sibling's as a `+` gap from it; these tests
/// hold the gap to giving back exactly the frame, and version 1 files to reading as they did.
struct SiblingFlowTests {
  @Test("Rows of a list are written as gaps from the row above, and read back to their frames")
  func rowsReadBack() throws {
    let hierarchy = try rows([
      Rect(x: 0, y: 103, width: 390, height: 44), Rect(x: 0, y: 147, width: 390, height: 44),
      Rect(x: 0, y: 199.5, width: 390, height: 44), Rect(x: 8, y: 20, width: 40, height: 20),
      Rect(x: 56, y: 20, width: 40, height: 20),
    ])
    let text = SnapshotFormat.write(Recording(steps: [Recording.Step("rows", hierarchy)]))
    #expect(
      text.split(separator: "\n").filter { $0.hasPrefix("  ") } == [
        "  view Row frame=0,103,390,44", "  view Row frame=0,+0,390,44",
        "  view Row frame=0,+8.5,390,44", "  view Row frame=8,20,40,20",
        "  view Row frame=+8,20,40,20",
      ])
    #expect(try SnapshotFormat.parse(text).steps[0].hierarchy == hierarchy)
  }

  @Test("A frameless sibling doesn't break the flow; a child starts a flow of its own")
  func gapsSkipFramelessSiblings() throws {
    let hierarchy = try Hierarchy(
      nodes: [
        Node(.window, "UIWindow"),
        Node(.view, "A", attributes: Attributes([.frame(x: 0, y: 0, width: 10, height: 10)])),
        Node(.view, "A.child", attributes: Attributes([.frame(x: 0, y: 0, width: 5, height: 5)])),
        Node(.view, "Frameless"),
        Node(.view, "B", attributes: Attributes([.frame(x: 0, y: 12, width: 10, height: 10)])),
      ], depths: [0, 1, 2, 1, 1])
    let text = SnapshotFormat.write(Recording(steps: [Recording.Step("s", hierarchy)]))
    #expect(text.contains("    view A.child frame=0,0,5,5\n"))
    #expect(text.contains("  view B frame=0,+2,10,10\n"))
    #expect(try SnapshotFormat.parse(text).steps[0].hierarchy == hierarchy)
  }

  @Test(
    "Frames after awkward siblings read back exactly, a gap written only when it is exact",
    arguments: 0..<4)
  func awkwardNumbersReadBack(batch: UInt64) throws {
    var random = SeededRandomNumberGenerator(seed: 90 + batch)
    let awkward: [Double] = [
      0, 0.1, 0.2, 0.30000000000000004, 1e15, 1e16, 1e300, -1e16, 1 / 3, -0.0,
      .leastNonzeroMagnitude, .infinity, -.infinity, .nan, 844, 404.5,
    ]
    var gaps = 0
    for _ in 0..<PropertyTestDepth.count(quick: 250, deep: 2_500) {
      var frames: [Rect] = []
      for _ in 0..<4 {
        let pick = { awkward.randomElement(using: &random)! }
        var frame = Rect(x: pick(), y: pick(), width: pick(), height: pick())
        // Half the time, lay the frame out after the one before, as stacks do.
        if let before = frames.last, Bool.random(using: &random) {
          frame.y = before.maxY + pick()
        }
        frames.append(frame)
      }
      let hierarchy = try rows(frames)
      let text = SnapshotFormat.write(Recording(steps: [Recording.Step("s", hierarchy)]))
      let parsed = try SnapshotFormat.parse(text)
      let read = parsed.steps[0].hierarchy.nodes.dropFirst().compactMap(\.attributes.frame)
      #expect(read.count == frames.count)
      #expect(zip(read, frames).allSatisfy(Self.same))
      #expect(SnapshotFormat.write(parsed) == text)
      gaps += text.split(separator: "+", omittingEmptySubsequences: false).count - 1
    }
    #expect(gaps > 100, "the gaps were tried")
  }

  @Test("A version 1 file reads its absolute frames as they are, and writes back as version 2")
  func readsVersionOne() throws {
    let version1 = """
      presentation-snapshot 1

      ## step 1: s
      front-to-back:
      window UIWindow
        view Row frame=0,103,390,44
        view Row frame=0,147,390,44

      """
    let recording = try SnapshotFormat.parse(version1)
    #expect(recording.steps[0].hierarchy[2].attributes.frame?.y == 147)
    #expect(SnapshotFormat.write(recording).hasPrefix("presentation-snapshot 2\n"))
    #expect(SnapshotFormat.write(recording).contains("  view Row frame=0,+0,390,44\n"))
  }

  /// Whether two frames hold the same numbers, NaN being the same as NaN.
  private static func same(_ a: Rect, _ b: Rect) -> Bool {
    let pairs = [(a.x, b.x), (a.y, b.y), (a.width, b.width), (a.height, b.height)]
    return pairs.allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) }
  }

  private func rows(_ frames: [Rect]) throws -> Hierarchy {
    try Hierarchy(
      nodes: [Node(.window, "UIWindow")]
        + frames.map { Node(.view, "Row", attributes: Attributes([.frame($0)])) },
      depths: [0] + frames.map { _ in 1 })
  }
}
