import HierarchyTestSupport
import PresentationHierarchy
import Testing

struct RoundTripPropertyTests {
  /// 500 seeded recordings in four batches; 4,000 with `PROPERTY_TEST_DEPTH=deep`.
  @Test(
    "parse(write(r)) == r and write(parse(text)) == text for generated recordings", arguments: 0..<4
  )
  func roundTripsGeneratedRecordings(batch: UInt64) throws {
    var generator = RandomHierarchy(seed: batch)
    for _ in 0..<PropertyTestDepth.count(quick: 125, deep: 1_000) {
      let recording = generator.recording()
      let text = SnapshotFormat.write(recording)
      let parsed = try SnapshotFormat.parse(text)
      #expect(parsed == recording)
      #expect(SnapshotFormat.write(parsed) == text)
    }
  }

  /// 50 recordings; 200 with `PROPERTY_TEST_DEPTH=deep`.
  @Test("Writing is deterministic: the same recording gives the same bytes")
  func writesDeterministically() {
    var first = RandomHierarchy(seed: 42)
    var second = RandomHierarchy(seed: 42)
    for _ in 0..<PropertyTestDepth.count(quick: 50, deep: 200) {
      #expect(SnapshotFormat.write(first.recording()) == SnapshotFormat.write(second.recording()))
    }
  }

  /// On the small stack of `onSmallStack`, a writer or parser that recursed per level would
  /// overflow long before 4,000 levels.
  @Test("4,000 levels of nesting write and parse without recursion")
  func writesAndParsesDeepNesting() throws {
    // Indentation makes the text quadratic in depth: 4,000 levels is about 16 MB.
    let roundTrips = try onSmallStack {
      let recording = Recording(steps: [Recording.Step("deep", try deepChain(depth: 4_000))])
      return try SnapshotFormat.parse(SnapshotFormat.write(recording)) == recording
    }
    #expect(roundTrips)
  }

  @Test("100,000 levels of nesting build, query, compare and free without recursion")
  func queriesDeepNesting() throws {
    let depth = 100_000
    let hierarchy = try deepChain(depth: depth)
    #expect(hierarchy.hitTest(Point(x: 5, y: 5)) == depth - 1)
    #expect(try hierarchy.visibility(of: "leaf").isVisible)
    #expect(try hierarchy.isInFront("leaf", of: "root"))
    #expect(hierarchy.ancestors(of: depth - 1).count == depth - 1)
    #expect(hierarchy.identifiersFrontToBack() == ["leaf", "root"])
    var changed = hierarchy
    changed[depth - 1].attributes.isHidden = true
    #expect(changed != hierarchy)
    #expect(try !changed.visibility(of: "leaf").isVisible)
  }

  @Test("Nodes and depths that do not form a tree are rejected with the first bad index")
  func rejectsBadShapes() {
    let node = Node(.view, "UIView")
    #expect(throws: HierarchyShapeError.self) { try Hierarchy(nodes: [node], depths: [1]) }
    #expect(throws: HierarchyShapeError.self) { try Hierarchy(nodes: [node], depths: []) }
    #expect {
      try Hierarchy(nodes: [node, node, node], depths: [0, 1, 3])
    } throws: { error in
      (error as? HierarchyShapeError)?.index == 2
    }
  }
}

// MARK: - Fixtures

/// A chain of views, each the only child of the one before, framed 10 by 10.
private func deepChain(depth: Int) throws -> Hierarchy {
  let nodes = (0..<depth).map { level in
    Node(
      level == 0 ? .window : .view, "UIView",
      identifier: level == depth - 1 ? "leaf" : level == 0 ? "root" : nil,
      attributes: Attributes([.frame(x: 0, y: 0, width: 10, height: 10)]))
  }
  return try Hierarchy(nodes: nodes, depths: Array(0..<depth))
}
