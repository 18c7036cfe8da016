import PresentationHierarchy

extension TreeDiff {
  /// The pairing of old nodes with new nodes, and which identified nodes moved.
  struct Matching {
    /// For each old node, the index of its match in the new hierarchy, or -1.
    let oldToNew: [Int]
    /// For each new node, the index of its match in the old hierarchy, or -1.
    let newToOld: [Int]
    /// For each old node, whether it was matched by an identifier unique in both hierarchies.
    let isIdentityMatch: [Bool]
    /// For each new node, whether it was matched by identifier but not in place: under another
    /// parent, or out of order among its siblings.
    let isMoved: [Bool]
    /// The identifiers of the old hierarchy.
    let oldIdentifiers: IdentifierTable
    /// The identifiers of the new hierarchy.
    let newIdentifiers: IdentifierTable
    /// Whether the hierarchies have the same shape, every node matched with the node at its own
    /// index (``PresentationHierarchy/Hierarchy/hasSameShape(as:)``).
    var isSameShape: Bool { differingInPlace != nil }
    /// When the hierarchies have the same shape, the indices of the nodes whose attributes
    /// differ, ascending; `nil` otherwise.
    let differingInPlace: [Int]?

    /// Matches the nodes of two hierarchies.
    init(old: Hierarchy, new: Hierarchy) {
      if let differing = old.indicesOfNodesDiffering(ifSameShapeAs: new) {
        self.init(sameShape: old, new, differing: differing)
      } else {
        self.init(aligning: old, new)
      }
    }

    /// Matches by identifiers, then by aligning sibling lists top-down.
    private init(aligning old: Hierarchy, _ new: Hierarchy) {
      var builder = MatchingBuilder(old: old, new: new)
      builder.run()
      oldToNew = builder.oldToNew
      newToOld = builder.newToOld
      isIdentityMatch = builder.isIdentityMatch
      oldIdentifiers = builder.oldIdentifiers
      newIdentifiers = builder.newIdentifiers
      var isMoved = [Bool](repeating: false, count: new.count)
      for (newIndex, oldIndex) in builder.newToOld.enumerated() where oldIndex >= 0 {
        isMoved[newIndex] = builder.isIdentityMatch[oldIndex] && !builder.isAligned[newIndex]
      }
      self.isMoved = isMoved
      differingInPlace = nil
    }

    /// The matching of two hierarchies of the same shape: every node with the node at its own
    /// index.
    ///
    /// It is what the general matching finds for them (identity matches are the same pairs, and
    /// every sibling list aligns in place), found in one pass: the usual case of a test whose
    /// change is an attribute, at a cost that doesn't grow with the work of alignment.
    private init(sameShape old: Hierarchy, _ new: Hierarchy, differing: [Int]) {
      // The same labels at the same places: one table serves both.
      oldIdentifiers = IdentifierTable(old)
      newIdentifiers = oldIdentifiers
      oldToNew = Array(0..<old.count)
      newToOld = oldToNew
      var isIdentityMatch = [Bool](repeating: false, count: old.count)
      for index in 0..<old.count where old.nodes[index].identifier != nil {
        isIdentityMatch[index] =
          oldIdentifiers.isUniquelyIdentified(index, in: old)
      }
      self.isIdentityMatch = isIdentityMatch
      isMoved = [Bool](repeating: false, count: new.count)
      differingInPlace = differing
    }
  }

  /// The state of the matching while it runs: a work queue of matched pairs whose children are
  /// still to be aligned.
  private struct MatchingBuilder {
    let old: Hierarchy
    let new: Hierarchy
    let oldIdentifiers: IdentifierTable
    let newIdentifiers: IdentifierTable
    var oldToNew: [Int]
    var newToOld: [Int]
    var isIdentityMatch: [Bool]
    var isNewIdentityMatch: [Bool]
    /// For each new node matched by identifier, whether its alignment kept it in place.
    var isAligned: [Bool]
    private var queue: [(old: Int, new: Int)] = []
    private var labels = LabelCodes()
    private var oldChildren: [Int] = []
    private var newChildren: [Int] = []
    private var oldLabels: [Int] = []
    private var newLabels: [Int] = []
    private var pairs: [(old: Int, new: Int)] = []

    init(old: Hierarchy, new: Hierarchy) {
      self.old = old
      self.new = new
      oldIdentifiers = IdentifierTable(old)
      newIdentifiers = IdentifierTable(new)
      oldToNew = [Int](repeating: -1, count: old.count)
      newToOld = [Int](repeating: -1, count: new.count)
      isIdentityMatch = [Bool](repeating: false, count: old.count)
      isNewIdentityMatch = [Bool](repeating: false, count: new.count)
      isAligned = [Bool](repeating: false, count: new.count)
    }

    mutating func run() {
      // The virtual root, whose children are the windows, then every pair matched by identifier.
      queue.append((-1, -1))
      for index in 0..<old.count {
        guard let identifier = old.nodes[index].identifier,
          oldIdentifiers.uniqueIndex(of: identifier) == index,
          let match = newIdentifiers.uniqueIndex(of: identifier)
        else { continue }
        oldToNew[index] = match
        newToOld[match] = index
        isIdentityMatch[index] = true
        isNewIdentityMatch[match] = true
        queue.append((index, match))
      }
      while let (oldParent, newParent) = queue.popLast() {
        alignChildren(oldParent: oldParent, newParent: newParent)
      }
    }

    /// Aligns the children of a matched pair: equal ends directly, the middle by labels.
    private mutating func alignChildren(oldParent: Int, newParent: Int) {
      gatherOldChildren(of: oldParent, newParent: newParent)
      gatherNewChildren(of: newParent, oldParent: oldParent)
      let shorter = min(oldChildren.count, newChildren.count)
      var prefix = 0
      while prefix < shorter, isAlike(oldChildren[prefix], newChildren[prefix]) {
        record(oldChildren[prefix], newChildren[prefix])
        prefix += 1
      }
      var suffix = 0
      while suffix < shorter - prefix {
        let oldChild = oldChildren[oldChildren.count - 1 - suffix]
        let newChild = newChildren[newChildren.count - 1 - suffix]
        guard isAlike(oldChild, newChild) else { break }
        record(oldChild, newChild)
        suffix += 1
      }
      let oldMiddle = oldChildren[prefix..<(oldChildren.count - suffix)]
      let newMiddle = newChildren[prefix..<(newChildren.count - suffix)]
      guard !oldMiddle.isEmpty, !newMiddle.isEmpty else { return }
      oldLabels.removeAll(keepingCapacity: true)
      newLabels.removeAll(keepingCapacity: true)
      for child in oldMiddle {
        oldLabels.append(isIdentityMatch[child] ? -1 - child : labels.code(of: old.nodes[child]))
      }
      for child in newMiddle {
        newLabels.append(
          isNewIdentityMatch[child] ? -1 - newToOld[child] : labels.code(of: new.nodes[child]))
      }
      Alignment.commonPairs(oldLabels, newLabels, into: &pairs)
      for pair in pairs {
        record(oldMiddle[prefix + pair.old], newMiddle[prefix + pair.new])
      }
    }

    /// Returns whether two children align: the same identity match, or the same label.
    private func isAlike(_ oldChild: Int, _ newChild: Int) -> Bool {
      if isIdentityMatch[oldChild] || isNewIdentityMatch[newChild] {
        return oldToNew[oldChild] == newChild
      }
      return old.nodes[oldChild].typeName == new.nodes[newChild].typeName
        && old.nodes[oldChild].role == new.nodes[newChild].role
        && old.nodes[oldChild].identifier == new.nodes[newChild].identifier
    }

    /// Records an aligned pair: an identity match stays in place, any other pair is new.
    private mutating func record(_ oldChild: Int, _ newChild: Int) {
      if isIdentityMatch[oldChild] {
        isAligned[newChild] = true
      } else {
        oldToNew[oldChild] = newChild
        newToOld[newChild] = oldChild
        queue.append((oldChild, newChild))
      }
    }

    /// Collects the old children (the windows for -1), leaving out identity matches whose
    /// match has another parent: they take no part in this alignment.
    private mutating func gatherOldChildren(of parent: Int, newParent: Int) {
      oldChildren.removeAll(keepingCapacity: true)
      var child = parent + 1
      let end = parent < 0 ? old.count : old.subtree(of: parent).upperBound
      while child < end {
        if !isIdentityMatch[child] || (new.parent(of: oldToNew[child]) ?? -1) == newParent {
          oldChildren.append(child)
        }
        child = old.subtree(of: child).upperBound
      }
    }

    /// Collects the new children (the windows for -1), leaving out identity matches whose
    /// match has another parent.
    private mutating func gatherNewChildren(of parent: Int, oldParent: Int) {
      newChildren.removeAll(keepingCapacity: true)
      var child = parent + 1
      let end = parent < 0 ? new.count : new.subtree(of: parent).upperBound
      while child < end {
        if !isNewIdentityMatch[child] || (old.parent(of: newToOld[child]) ?? -1) == oldParent {
          newChildren.append(child)
        }
        child = new.subtree(of: child).upperBound
      }
    }
  }

  /// Numbers the distinct labels (role, type name and identifier) of nodes.
  private struct LabelCodes {
    private struct Key: Hashable {
      var role: Role
      var typeName: String
      var identifier: String?
    }

    private var codes: [Key: Int] = [:]

    /// Returns the number of a node's label; nodes with equal labels get equal numbers.
    mutating func code(of node: Node) -> Int {
      let key = Key(role: node.role, typeName: node.typeName, identifier: node.identifier)
      if let code = codes[key] { return code }
      let code = codes.count
      codes[key] = code
      return code
    }
  }
}
