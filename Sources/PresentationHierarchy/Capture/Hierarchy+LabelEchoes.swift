extension Hierarchy {
  /// The nodes that only repeat their control's `label=`: a content leaf with no identifier and
  /// no attribute but a frame, the only child of a content node that has a `label`.
  ///
  /// A `Button("Play")` is one line, `content Button #play … label=Play`: the `Text` inside it
  /// says nothing more (a tap on it is the button's), so captures leave it out, and a list
  /// whose rows are such buttons is one line per row. A label with more in it — an identifier,
  /// several views, a hidden or untouchable part — is kept whole. Format 1 files, written
  /// before captures left these out, read with them removed (``removingLabelEchoes()``).
  ///
  /// - Returns: The indices of those nodes, ascending.
  package func labelEchoIndices() -> [Int] {
    var echoes: [Int] = []
    for index in nodes.indices.dropFirst() where isLabelEcho(index) {
      echoes.append(index)
    }
    return echoes
  }

  /// The hierarchy without the nodes ``labelEchoIndices()`` names.
  ///
  /// - Returns: The same hierarchy when there are none.
  package func removingLabelEchoes() -> Hierarchy {
    let echoes = labelEchoIndices()
    guard !echoes.isEmpty else { return self }
    var kept = nodes
    var keptDepths = depths
    for index in echoes.reversed() {
      kept.remove(at: index)
      keptDepths.remove(at: index)
    }
    // Leaves only were removed, so every other node keeps its parent.
    return Hierarchy(trusted: kept, depths: keptDepths)
  }

  private func isLabelEcho(_ index: Int) -> Bool {
    let node = nodes[index]
    let parent = index - 1
    let isOnlyChild =
      depths[index] == depths[parent] + 1
      && (index + 1 == nodes.count || depths[index + 1] <= depths[parent])
    guard isOnlyChild, node.role == .content, node.identifier == nil,
      nodes[parent].role == .content, nodes[parent].attributes[extra: "label"] != nil
    else { return false }
    var rest = node.attributes
    rest.frame = nil
    return rest == Attributes()
  }
}
