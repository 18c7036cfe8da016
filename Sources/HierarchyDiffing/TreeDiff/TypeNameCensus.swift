import PresentationHierarchy

/// How many nodes of a hierarchy have each of the developer's own type names.
///
/// Only names that aren't Apple's (``FrameworkTypeNames``) are counted, since only they can name
/// a node on their own: telling them apart is a few byte comparisons per node, so the census
/// hashes only the developer's few names, not every node's.
struct TypeNameCensus {
  /// The number of nodes with each developer type name.
  private var all: [String: Int] = [:]
  /// The number of nodes without an identifier with each developer type name.
  private var unidentified: [String: Int] = [:]

  init(_ hierarchy: Hierarchy) {
    hierarchy.nodes.withUnsafeBufferPointer { nodes in
      for index in nodes.indices where !FrameworkTypeNames.isFramework(nodes[index].typeName) {
        all[nodes[index].typeName, default: 0] += 1
        if nodes[index].identifier == nil {
          unidentified[nodes[index].typeName, default: 0] += 1
        }
      }
    }
  }

  /// Whether a type name is the developer's and exactly one node has it.
  func isUniqueDeveloperType(_ typeName: String) -> Bool {
    all[typeName] == 1
  }

  /// Whether a type name is the developer's and exactly one node without an identifier has it.
  func isUniqueUnidentifiedDeveloperType(_ typeName: String) -> Bool {
    unidentified[typeName] == 1
  }
}
