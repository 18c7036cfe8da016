import PresentationHierarchy

extension TreeDiff {
  /// Turns a matching into the list of changes, in the order of the new hierarchy.
  struct ChangeCollector {
    let old: Hierarchy
    let new: Hierarchy
    let matching: Matching

    /// A change with the key it is sorted by.
    private struct Entry {
      /// The new index the change belongs at.
      var anchor: Int
      /// 0 for changes of the anchor node itself, 1 for removals that follow it.
      var group: Int
      /// The order of creation, which breaks every tie.
      var sequence: Int
      var change: Change
    }

    /// Returns every change, sorted.
    func changes() -> [Change] {
      var oldNamer = PathNamer(old, identifiers: matching.oldIdentifiers)
      var newNamer = PathNamer(new, identifiers: matching.newIdentifiers)
      var entries: [Entry] = []
      if let differing = matching.differingInPlace {
        // Nothing moved, came or went: only the nodes that differ have changes.
        for index in differing {
          let nodeChanges = changes(
            of: index, oldIndex: index, oldNamer: &oldNamer, newNamer: &newNamer)
          for change in nodeChanges {
            entries.append(Entry(anchor: index, group: 0, sequence: entries.count, change: change))
          }
        }
        return entries.map(\.change)
      }

      let inserted = Self.unmatchedTops(new, matchOf: matching.newToOld)
      for index in 0..<new.count {
        let oldIndex = matching.newToOld[index]
        var nodeChanges: [Change] = []
        if oldIndex < 0 {
          guard inserted.isTop[index] else { continue }
          let node = newNamer.reference(to: index, oldIndex: nil, newIndex: index)
          nodeChanges.append(.inserted(node, descendants: inserted.descendants[index]))
        } else {
          nodeChanges = changes(
            of: index, oldIndex: oldIndex, oldNamer: &oldNamer, newNamer: &newNamer)
        }
        for change in nodeChanges {
          entries.append(Entry(anchor: index, group: 0, sequence: entries.count, change: change))
        }
      }

      let removed = Self.unmatchedTops(old, matchOf: matching.oldToNew)
      var anchor = -1
      for index in 0..<old.count {
        let newIndex = matching.oldToNew[index]
        if newIndex >= 0 {
          anchor = newIndex
          continue
        }
        guard removed.isTop[index] else { continue }
        let node = oldNamer.reference(to: index, oldIndex: index, newIndex: nil)
        let change = Change.removed(node, descendants: removed.descendants[index])
        entries.append(Entry(anchor: anchor, group: 1, sequence: entries.count, change: change))
      }

      entries.sort { ($0.anchor, $0.group, $0.sequence) < ($1.anchor, $1.group, $1.sequence) }
      return entries.map(\.change)
    }

    /// Returns the changes of a matched pair: a move, then role, type and attribute changes.
    private func changes(
      of newIndex: Int, oldIndex: Int, oldNamer: inout PathNamer, newNamer: inout PathNamer
    ) -> [Change] {
      let isMoved = matching.isMoved[newIndex]
      guard isMoved || old.nodes[oldIndex] != new.nodes[newIndex] else { return [] }
      let before = old.nodes[oldIndex]
      let after = new.nodes[newIndex]
      let node = newNamer.reference(to: newIndex, oldIndex: oldIndex, newIndex: newIndex)
      var result: [Change] = []
      if isMoved {
        result.append(
          .moved(node, from: oldNamer.place(of: oldIndex), to: newNamer.place(of: newIndex)))
      }
      if before.role != after.role {
        result.append(.roleChanged(node, old: before.role, new: after.role))
      }
      if before.typeName != after.typeName {
        result.append(.typeChanged(node, old: before.typeName, new: after.typeName))
      }
      for difference in AttributeText.differences(from: before.attributes, to: after.attributes) {
        result.append(
          .attributeChanged(
            node, name: difference.name, old: difference.old, new: difference.new))
      }
      return result
    }

    /// Finds the unmatched nodes whose parent is matched (or that are windows), and how many
    /// unmatched nodes hang below each without a matched node in between.
    private static func unmatchedTops(
      _ hierarchy: Hierarchy, matchOf match: [Int]
    ) -> (isTop: [Bool], descendants: [Int]) {
      var isTop = [Bool](repeating: false, count: hierarchy.count)
      var descendants = [Int](repeating: 0, count: hierarchy.count)
      var top = [Int](repeating: -1, count: hierarchy.count)
      for index in 0..<hierarchy.count where match[index] < 0 {
        if let parent = hierarchy.parent(of: index), match[parent] < 0 {
          top[index] = top[parent]
          descendants[top[parent]] += 1
        } else {
          top[index] = index
          isTop[index] = true
        }
      }
      return (isTop, descendants)
    }
  }
}
