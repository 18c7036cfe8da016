extension Hierarchy {
  /// Whether another hierarchy has the same tree with the same labels (role, type name and
  /// identifier) at every position, so the two can differ only in attributes.
  ///
  /// - Parameter other: The other hierarchy.
  /// - Returns: `true` when only attributes can differ.
  package func hasSameShape(as other: Hierarchy) -> Bool {
    guard depths == other.depths else { return false }
    for index in nodes.indices {
      guard nodes[index].role == other.nodes[index].role,
        nodes[index].typeName == other.nodes[index].typeName,
        nodes[index].identifier == other.nodes[index].identifier
      else { return false }
    }
    return true
  }

  /// The indices of the nodes that differ from the other hierarchy's node at the same index.
  ///
  /// The comparison runs here, in the module that defines ``Node``, where comparing two nodes in
  /// an array reads them in place; from another module each comparison first copies both
  /// nodes, retaining every string they hold.
  ///
  /// - Parameter other: A hierarchy of the same shape (``hasSameShape(as:)``).
  /// - Returns: The indices, ascending.
  package func indicesOfNodesDiffering(from other: Hierarchy) -> [Int] {
    precondition(count == other.count, "the hierarchies have different shapes")
    var differing: [Int] = []
    for index in nodes.indices where nodes[index] != other.nodes[index] {
      differing.append(index)
    }
    return differing
  }
}
