internal import PresentationHierarchy

/// Changes a seeded choice of nodes, each in a way that changes exactly its own line of text.
enum HierarchyMutation {
  /// Returns a copy of `hierarchy` with `changeCount` distinct nodes changed.
  ///
  /// Windows are left alone so paint order across windows stays the same. A change flips a
  /// node's alpha, hidden flag or frame, which never touches the `front-to-back:` line.
  static func changing(_ changeCount: Int, of hierarchy: Hierarchy, seed: UInt64) -> Hierarchy {
    var random = SplitMix64(seed: seed)
    var candidates = hierarchy.depths.indices.filter { hierarchy.depths[$0] > 0 }
    let count = min(changeCount, candidates.count)
    var changed = hierarchy
    // A partial Fisher-Yates shuffle picks `count` distinct nodes.
    for position in 0..<count {
      let pick = Int.random(in: position..<candidates.count, using: &random)
      candidates.swapAt(position, pick)
      let index = candidates[position]
      changed[index] = mutated(changed[index], kind: position % 3)
    }
    return changed
  }

  /// Returns a copy with the node in the middle of the hierarchy changed.
  static func changingMiddle(of hierarchy: Hierarchy) -> Hierarchy {
    var changed = hierarchy
    var index = hierarchy.count / 2
    while index < hierarchy.count - 1 && hierarchy.depths[index] == 0 {
      index += 1
    }
    changed[index] = mutated(changed[index], kind: 0)
    return changed
  }

  private static func mutated(_ node: Node, kind: Int) -> Node {
    var node = node
    switch kind {
    case 0:
      node.attributes.alpha = node.attributes.alpha == 0.25 ? 0.75 : 0.25
    case 1:
      node.attributes.isHidden.toggle()
    default:
      var frame = node.attributes.frame ?? Rect(x: 0, y: 0, width: 390, height: 44)
      frame.y += 1
      node.attributes.frame = frame
    }
    return node
  }
}
