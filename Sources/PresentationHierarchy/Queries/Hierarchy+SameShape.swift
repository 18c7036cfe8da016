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

  /// The indices of the nodes that differ from the other hierarchy's node at the same index,
  /// when the two have the same shape (``hasSameShape(as:)``), in the one pass that checks it;
  /// `nil` when they don't.
  ///
  /// The comparison runs here, in the module that defines ``Node``, where comparing two nodes in
  /// an array reads them in place; from another module each comparison first copies both
  /// nodes, retaining every string they hold.
  ///
  /// - Parameter other: The other hierarchy.
  /// - Returns: The indices of the nodes whose attributes differ, ascending, or `nil` when a
  ///   label or the tree differs.
  package func indicesOfNodesDiffering(ifSameShapeAs other: Hierarchy) -> [Int]? {
    guard depths == other.depths else { return nil }
    // Through buffer pointers, so each comparison reads both nodes in place instead of copying
    // their attributes (and retaining what those hold) out of the arrays.
    return nodes.withUnsafeBufferPointer { mine in
      other.nodes.withUnsafeBufferPointer { theirs in
        var differing: [Int] = []
        for index in mine.indices {
          guard mine[index].role == theirs[index].role,
            mine[index].typeName == theirs[index].typeName,
            mine[index].identifier == theirs[index].identifier
          else { return nil }
          if mine[index].attributes != theirs[index].attributes {
            differing.append(index)
          }
        }
        return differing
      }
    }
  }
}
