import HierarchyDiffing
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Hierarchies that differ only in attributes take a shorter road through the tree diff; it must
/// say exactly what the general matching says.
struct SameShapeDiffTests {
  @Test("Attribute-only changes read the same on the short road as on the general one")
  func sameShapeMatchesGeneralMatching() throws {
    var generator = RandomHierarchy(seed: 11)
    var random = SeededRandomNumberGenerator(seed: 11)
    var compared = 0
    for _ in 0..<400 {
      let old = generator.hierarchy(maxNodes: 30)
      guard old.count > 1 else { continue }
      var new = old
      for _ in 0..<Int.random(in: 1...4, using: &random) {
        let index = Int.random(in: 0..<new.count, using: &random)
        new[index].attributes = generator.node(isWindow: new.depths[index] == 0).attributes
      }
      // One more window, in the new hierarchy only, sends the comparison down the general road
      // without touching what is said about the other nodes.
      let extra = Node(.window, "SameShapeDiffTestsWindow")
      let general = try Hierarchy(nodes: new.nodes + [extra], depths: new.depths + [0])
      let short = TreeDiff(from: old, to: new)
      let long = TreeDiff(from: old, to: general)
      let inserted = try #require(long.changes.last)
      guard case .inserted(let node, descendants: 0) = inserted, node.newIndex == new.count else {
        Issue.record("expected the extra window's insertion last, got \(inserted)")
        continue
      }
      #expect(Array(long.changes.dropLast()) == short.changes)
      #expect(long.paintOrderChanges == short.paintOrderChanges)
      compared += 1
    }
    #expect(compared > 300)
  }

  @Test("Siblings of one name are numbered alike whether a few or many of them changed")
  func siblingOrdinalsAgreeForFewAndManyChanges() throws {
    var nodes = [Node(.window, "UIWindow"), Node(.content, "VStack")]
    var depths = [0, 1]
    for index in 0..<12 {
      nodes.append(Node(.content, index.isMultiple(of: 2) ? "Text" : "Image"))
      depths.append(2)
    }
    nodes.append(Node(.content, "Spacer"))
    depths.append(2)
    let old = try Hierarchy(nodes: nodes, depths: depths)
    var new = old
    for index in 2..<old.count {
      new[index].attributes.alpha = 0.5
    }
    let paths = TreeDiff(from: old, to: new).changes.map { change -> String in
      guard case .attributeChanged(let node, _, _, _) = change else { return "\(change)" }
      return String(node.path.split(separator: " › ").last ?? "")
    }
    let expected =
      (0..<6).flatMap { ["Text[\($0)]", "Image[\($0)]"] } + ["Spacer"]
    #expect(paths == expected)
  }
}
