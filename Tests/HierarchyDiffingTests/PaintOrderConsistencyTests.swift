import HierarchyDiffing
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// The tree diff's paint-order sentences agree with the paint-order queries on both sides.
struct PaintOrderConsistencyTests {
  @Test("Every reported crossing is a real flip of paint order", arguments: 0..<4)
  func crossingsMatchQueries(batch: UInt64) throws {
    var generator = SeededRandomNumberGenerator(seed: 7_000 + batch)
    var crossings = 0
    for _ in 0..<500 {
      let old = identifiedHierarchy(using: &generator)
      let new = identifiedHierarchy(using: &generator)
      let diff = TreeDiff(from: old, to: new)
      for change in diff.paintOrderChanges where change.kind == .moved {
        crossings += change.nowBehind.count + change.nowInFrontOf.count
        for other in change.nowBehind {
          #expect(try new.isInFront(other, of: change.identifier))
          #expect(try old.isInFront(change.identifier, of: other))
        }
        for other in change.nowInFrontOf {
          #expect(try new.isInFront(change.identifier, of: other))
          #expect(try old.isInFront(other, of: change.identifier))
        }
      }
      #expect(TreeDiff(from: new, to: new).isEmpty)
    }
    // The generator must actually produce crossings for the checks above to mean anything.
    #expect(crossings > 100)
  }
}

// MARK: - Fixtures

/// A random hierarchy of up to 12 nodes whose identifiers come from a small alphabet, each used
/// at most once, so the same identifiers recur across hierarchies in different orders.
private func identifiedHierarchy(using generator: inout SeededRandomNumberGenerator) -> Hierarchy {
  var names = ["a", "b", "c", "d", "e", "f"].shuffled(using: &generator)
  var nodes: [Node] = []
  var depths: [Int] = []
  for index in 0..<Int.random(in: 1...12, using: &generator) {
    let depth = index == 0 ? 0 : Int.random(in: 0...(depths[index - 1] + 1), using: &generator)
    var node = Node(depth == 0 ? .window : .view, "UIView")
    if Bool.random(using: &generator) { node.identifier = names.popLast() }
    if depth == 0, Bool.random(using: &generator) {
      node.attributes.level = WindowLevel(
        rawValue: Double(Int.random(in: 0...2, using: &generator)))
    }
    nodes.append(node)
    depths.append(depth)
  }
  return (try? Hierarchy(nodes: nodes, depths: depths)) ?? Hierarchy()
}
