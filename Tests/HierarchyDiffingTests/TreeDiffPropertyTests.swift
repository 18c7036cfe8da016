import HierarchyDiffing
import HierarchyTestSupport
import PresentationHierarchy
import Testing

struct TreeDiffPropertyTests {
  @Test("A random hierarchy diffed with itself is empty", arguments: 0..<40)
  func selfDiffIsEmpty(seed: UInt64) {
    var random = TreeDiffRandomHierarchies(seed: seed)
    let hierarchy = random.hierarchy(count: 1 + Int(seed) * 7)
    let diff = TreeDiff(from: hierarchy, to: hierarchy)
    #expect(diff.isEmpty, "\(diff)")
    #expect(diff.summary == nil)
  }

  @Test("Different random hierarchies give a non-empty diff", arguments: 0..<20)
  func differentHierarchiesDiffer(seed: UInt64) {
    var random = TreeDiffRandomHierarchies(seed: seed)
    let old = random.hierarchy(count: 30)
    let new = random.hierarchy(count: 30)
    let diff = TreeDiff(from: old, to: new)
    #expect(diff.isEmpty == (old == new))
    #expect((diff.summary == nil) == diff.isEmpty)
  }

  @Test("Removed and inserted subtrees account for every unmatched node", arguments: 0..<30)
  func unmatchedNodesBalance(seed: UInt64) {
    var random = TreeDiffRandomHierarchies(seed: seed)
    let old = random.hierarchy(count: 20 + Int(seed) * 5)
    let new = random.hierarchy(count: 20 + Int(seed) * 3)
    let diff = TreeDiff(from: old, to: new)
    var removed = 0
    var inserted = 0
    for change in diff.changes {
      switch change {
      case .removed(_, let descendants): removed += 1 + descendants
      case .inserted(_, let descendants): inserted += 1 + descendants
      default: break
      }
    }
    #expect(old.count - removed == new.count - inserted)
    let newIndices = diff.changes.compactMap(\.node.newIndex)
    #expect(newIndices == newIndices.sorted())
    #expect(diff == TreeDiff(from: old, to: new))
  }

  @Test("Changing one attribute reports exactly that change", arguments: 0..<40)
  func singleAttributeChange(seed: UInt64) throws {
    var random = TreeDiffRandomHierarchies(seed: seed)
    let old = random.hierarchy(count: 60)
    let target = random.index(below: old.count)
    var new = old
    let previous = old[target].attributes.alpha
    new[target].attributes.alpha = previous == 0.125 ? 0.25 : 0.125

    let diff = TreeDiff(from: old, to: new)
    #expect(diff.paintOrderChanges.isEmpty)
    #expect(diff.changes.count == 1, "\(diff)")
    let change = try #require(diff.changes.first)
    guard case .attributeChanged(let node, "alpha", _, let value) = change else {
      Issue.record("expected an alpha change, got \(change)")
      return
    }
    #expect(node.oldIndex == target)
    #expect(node.newIndex == target)
    #expect(value == (previous == 0.125 ? "0.25" : "0.125"))
  }

  @Test("Removing one leaf reports exactly that removal", arguments: 0..<40)
  func singleLeafRemoval(seed: UInt64) throws {
    var random = TreeDiffRandomHierarchies(seed: seed)
    let old = random.hierarchy(count: 60)
    // A leaf whose next sibling has another label, so the removed one is the only choice.
    let leaves = (0..<old.count).filter { index in
      guard old.subtree(of: index).count == 1 else { return false }
      let next = index + 1
      guard next < old.count, old.parent(of: next) == old.parent(of: index) else { return true }
      return old[next].role != old[index].role || old[next].typeName != old[index].typeName
        || old[next].identifier != old[index].identifier
    }
    let target = try #require(leaves.first { _ in random.index(below: 3) == 0 } ?? leaves.last)
    var nodes = old.nodes
    var depths = old.depths
    nodes.remove(at: target)
    depths.remove(at: target)
    let new = try Hierarchy(nodes: nodes, depths: depths)

    let diff = TreeDiff(from: old, to: new)
    #expect(diff.paintOrderChanges.isEmpty, "\(diff)")
    #expect(diff.changes.count == 1, "\(diff)")
    let change = try #require(diff.changes.first)
    guard case .removed(let node, descendants: 0) = change else {
      Issue.record("expected the removal of a leaf, got \(change)")
      return
    }
    #expect(node.oldIndex == target)
    #expect(node.newIndex == nil)
  }

  @Test("Inserting one leaf reports exactly that insertion", arguments: 0..<40)
  func singleLeafInsertion(seed: UInt64) throws {
    var random = TreeDiffRandomHierarchies(seed: seed)
    let old = random.hierarchy(count: 60)
    let parent = random.index(below: old.count)
    let target = old.subtree(of: parent).upperBound
    var nodes = old.nodes
    var depths = old.depths
    nodes.insert(Node(.view, "InsertedLeaf"), at: target)
    depths.insert(old.depths[parent] + 1, at: target)
    let new = try Hierarchy(nodes: nodes, depths: depths)

    let diff = TreeDiff(from: old, to: new)
    #expect(diff.paintOrderChanges.isEmpty, "\(diff)")
    #expect(diff.changes.count == 1, "\(diff)")
    let change = try #require(diff.changes.first)
    guard case .inserted(let node, descendants: 0) = change else {
      Issue.record("expected the insertion of a leaf, got \(change)")
      return
    }
    #expect(node.oldIndex == nil)
    #expect(node.newIndex == target)
    #expect(node.name == "InsertedLeaf")
  }

  /// On the small stack of `onSmallStack`, a diff that recursed per level would overflow long
  /// before 10,000 levels.
  @Test("A chain 10,000 levels deep with its bottom node changed reports that one change")
  func deepChain() throws {
    let count = 10_000
    let (diff, selfDiffIsEmpty) = try onSmallStack {
      var nodes = [Node](repeating: Node(.view, "UIView"), count: count)
      nodes[0] = Node(.window, "UIWindow")
      let old = try Hierarchy(nodes: nodes, depths: Array(0..<count))
      var new = old
      new[count - 1].attributes.alpha = 0.5
      return (TreeDiff(from: old, to: new), TreeDiff(from: old, to: old).isEmpty)
    }
    #expect(diff.paintOrderChanges.isEmpty)
    let expected: [TreeDiff.Change] = [
      .attributeChanged(
        TreeDiff.NodeRef(
          name: "UIView", path: "UIWindow › … › UIView › UIView › UIView › UIView",
          oldIndex: count - 1, newIndex: count - 1),
        name: "alpha", old: nil, new: "0.5")
    ]
    #expect(diff.changes == expected)
    #expect(selfDiffIsEmpty)
  }
}
