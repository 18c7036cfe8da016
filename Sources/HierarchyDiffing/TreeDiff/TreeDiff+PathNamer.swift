import PresentationHierarchy

extension TreeDiff {
  /// Names the nodes of one hierarchy for people, working out only what the names need.
  struct PathNamer {
    /// The most components a path shows before its middle is shortened to `…`.
    static let maximumComponents = 6
    /// The separator between path components.
    static let separator = " › "

    private let hierarchy: Hierarchy
    private let identifiers: IdentifierTable
    /// For each node, the node its path starts at; computed on first use.
    ///
    /// That is the node itself or its nearest ancestor with a unique identifier, else its window.
    private var anchors: [Int] = []
    /// For each node, its index among its siblings; -1 until its parent's children are counted.
    private var positions: [Int] = []
    /// For each node, its index among siblings of the same name, or -1 when its name is unique
    /// among its siblings.
    private var ordinals: [Int] = []
    /// How many nodes of each parent (-1 for the windows) have been named by a scan of their
    /// siblings, before the parent's children are counted all at once.
    private var scansByParent: [Int: Int] = [:]
    /// The scans of one sibling list after which its children are counted all at once: a few
    /// changed nodes in a list of thousands cost a few passes of string comparisons, not a
    /// hash of every sibling's name.
    private static let scansBeforeCounting = 16

    init(_ hierarchy: Hierarchy, identifiers: IdentifierTable) {
      self.hierarchy = hierarchy
      self.identifiers = identifiers
    }

    /// Returns a reference to a node.
    mutating func reference(to index: Int, oldIndex: Int?, newIndex: Int?) -> NodeRef {
      let path = path(of: index)
      return NodeRef(
        name: Self.name(of: hierarchy.nodes[index]), path: path,
        label: label(of: index, path: path), oldIndex: oldIndex, newIndex: newIndex)
    }

    /// How sentences name a node: `#identifier` when it is unique, else the developer's view
    /// type when no other node has it, else the path.
    private mutating func label(of index: Int, path: String) -> String {
      let node = hierarchy.nodes[index]
      guard node.identifier == nil, hasUniqueDeveloperType(index) else { return path }
      return node.typeName
    }

    /// Names any node for a sentence about another, in code font: its identifier when unique,
    /// its developer's view type when no other node has it, else its type in the nearest
    /// ancestor named so (`` `Text` in `CustomAlert` ``), else its path.
    mutating func landmarkName(of index: Int) -> String {
      var current: Int? = index
      while let candidate = current {
        let node = hierarchy.nodes[candidate]
        var name: String?
        if identifiers.isUniquelyIdentified(candidate, in: hierarchy) {
          name = node.identifier
        } else if node.identifier == nil && hasUniqueDeveloperType(candidate) {
          name = node.typeName
        }
        if let name {
          return candidate == index
            ? "`\(name)`" : "`\(hierarchy.nodes[index].typeName)` in `\(name)`"
        }
        current = hierarchy.parent(of: candidate)
      }
      return "`\(path(of: index))`"
    }

    /// Whether the node's type is the developer's and no other node has it.
    private func hasUniqueDeveloperType(_ index: Int) -> Bool {
      let typeName = hierarchy.nodes[index].typeName
      // Apple's names are told apart by their bytes, without the census of the whole hierarchy.
      return !FrameworkTypeNames.isFramework(typeName)
        && identifiers.typeNames.isUniqueDeveloperType(typeName)
    }

    /// Returns the place of a node: its parent's path and its index among the parent's children.
    mutating func place(of index: Int) -> Place {
      let parent = hierarchy.parent(of: index)
      return Place(parent: parent.map { path(of: $0) }, position: position(of: index))
    }

    /// Returns a node's path, such as `UIWindow › UITransitionView[1]`.
    mutating func path(of index: Int) -> String {
      computeAnchorsIfNeeded()
      let anchor = anchors[index]
      let steps = hierarchy.depths[index] - hierarchy.depths[anchor]
      let shown = steps < Self.maximumComponents ? steps : Self.maximumComponents - 2
      var components: [String] = []
      var current = index
      for _ in 0..<shown {
        components.append(component(of: current))
        current = hierarchy.parent(of: current) ?? anchor
      }
      if shown < steps {
        components.append("…")
      }
      components.append(component(of: anchor))
      return components.reversed().joined(separator: Self.separator)
    }

    /// Returns a node's index among its siblings.
    mutating func position(of index: Int) -> Int {
      countSiblings(of: index)
      return positions[index]
    }

    /// Returns a node's short name: `#` and its identifier, or its type name.
    static func name(of node: Node) -> String {
      node.identifier.map { "#" + $0 } ?? node.typeName
    }

    private mutating func component(of index: Int) -> String {
      let name = Self.name(of: hierarchy.nodes[index])
      guard !identifiers.isUniquelyIdentified(index, in: hierarchy) else {
        return name
      }
      let ordinal = ordinal(of: index)
      return ordinal < 0 ? name : "\(name)[\(ordinal)]"
    }

    /// A node's index among its siblings of the same name, or -1 when no sibling shares its
    /// name: from the counts when its siblings were counted, else by scanning them.
    private mutating func ordinal(of index: Int) -> Int {
      if !positions.isEmpty, positions[index] >= 0 { return ordinals[index] }
      let parent = hierarchy.parent(of: index) ?? -1
      let scans = scansByParent[parent, default: 0]
      guard scans < Self.scansBeforeCounting else {
        countSiblings(of: index)
        return ordinals[index]
      }
      scansByParent[parent] = scans + 1
      let siblings = parent < 0 ? hierarchy.windowIndices : hierarchy.children(of: parent)
      // Read in place: a copy of each sibling would retain every string it holds.
      return hierarchy.nodes.withUnsafeBufferPointer { nodes in
        var before = 0
        var isShared = false
        for sibling in siblings
        where sibling != index && Self.haveSameName(nodes[sibling], nodes[index]) {
          isShared = true
          if sibling < index { before += 1 }
        }
        return isShared ? before : -1
      }
    }

    /// Whether two nodes have the same ``name(of:)``, without making either name.
    private static func haveSameName(_ first: Node, _ second: Node) -> Bool {
      switch (first.identifier, second.identifier) {
      case (let firstIdentifier?, let secondIdentifier?): firstIdentifier == secondIdentifier
      case (nil, nil): first.typeName == second.typeName
      // `#x` names a node with identifier `x`, and (rarely) one whose type is called `#x`.
      case (_?, nil): name(of: first) == second.typeName
      case (nil, _?): first.typeName == name(of: second)
      }
    }

    private mutating func computeAnchorsIfNeeded() {
      guard anchors.isEmpty, hierarchy.count > 0 else { return }
      anchors = [Int](repeating: 0, count: hierarchy.count)
      for index in 0..<hierarchy.count {
        if let parent = hierarchy.parent(of: index),
          !identifiers.isUniquelyIdentified(index, in: hierarchy)
        {
          anchors[index] = anchors[parent]
        } else {
          anchors[index] = index
        }
      }
    }

    /// Counts the children of a node's parent once: positions, and ordinals by name.
    private mutating func countSiblings(of index: Int) {
      if positions.isEmpty {
        positions = [Int](repeating: -1, count: hierarchy.count)
        ordinals = [Int](repeating: -1, count: hierarchy.count)
      }
      guard positions[index] < 0 else { return }
      let parent = hierarchy.parent(of: index)
      let siblings = parent.map { hierarchy.children(of: $0) } ?? hierarchy.windowIndices
      let names = hierarchy.nodes.withUnsafeBufferPointer { nodes in
        siblings.map { Self.name(of: nodes[$0]) }
      }
      var counts: [String: Int] = [:]
      for name in names {
        counts[name, default: 0] += 1
      }
      var seen: [String: Int] = [:]
      for (position, (sibling, name)) in zip(siblings, names).enumerated() {
        positions[sibling] = position
        if counts[name, default: 0] > 1 {
          ordinals[sibling] = seen[name, default: 0]
          seen[name, default: 0] += 1
        }
      }
    }
  }
}
