import PresentationHierarchy

extension TreeDiff {
  /// The identifiers of one hierarchy, with the index of the node that carries each, and the
  /// census of its developer type names: the names that can pick out one node.
  ///
  /// Made once per hierarchy and shared by the matching, the paths and the headlines; two
  /// hierarchies of the same shape share one.
  struct IdentifierTable {
    /// The index of the only node with each identifier, or -1 when several nodes share it.
    private var indexByIdentifier: [String: Int] = [:]
    /// How many nodes have each of the developer's type names, counted on first use and then
    /// shared by every copy of the table.
    var typeNames: TypeNameCensus { census.value }
    private let census: LazyCensus

    init(_ hierarchy: Hierarchy) {
      census = LazyCensus(hierarchy)
      hierarchy.nodes.withUnsafeBufferPointer { nodes in
        for index in nodes.indices {
          guard let identifier = nodes[index].identifier else { continue }
          if indexByIdentifier.updateValue(index, forKey: identifier) != nil {
            indexByIdentifier[identifier] = -1
          }
        }
      }
    }

    /// Returns the index of the only node with an identifier, or `nil` when none or several.
    func uniqueIndex(of identifier: String) -> Int? {
      guard let index = indexByIdentifier[identifier], index >= 0 else { return nil }
      return index
    }

    /// Returns whether any node has the identifier.
    func contains(_ identifier: String) -> Bool {
      indexByIdentifier[identifier] != nil
    }

    /// Returns whether the node at an index carries an identifier no other node has.
    ///
    /// - Parameters:
    ///   - index: The node's index.
    ///   - hierarchy: The hierarchy the table was made from.
    /// - Returns: `true` when the node's identifier is unique in the hierarchy.
    func isUniquelyIdentified(_ index: Int, in hierarchy: Hierarchy) -> Bool {
      guard let identifier = hierarchy.nodes[index].identifier else { return false }
      return indexByIdentifier[identifier] == index
    }
  }

  /// A hierarchy's type-name census, counted once, when first asked for: a diff whose changes
  /// all name identified nodes never needs it.
  private final class LazyCensus {
    private let hierarchy: Hierarchy
    private(set) lazy var value = TypeNameCensus(hierarchy)

    init(_ hierarchy: Hierarchy) {
      self.hierarchy = hierarchy
    }
  }
}
