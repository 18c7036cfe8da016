import PresentationHierarchy

extension TreeDiff {
  /// Compares the front-to-back order of the identified nodes of two hierarchies.
  ///
  /// Only identifiers unique in both hierarchies are compared. The movers are the fewest
  /// identifiers whose removal leaves both orders alike (those outside a longest common
  /// subsequence), preferring to keep nodes that stayed in place in the tree, so one node that
  /// moved is one sentence naming the nodes it crossed.
  struct PaintOrderComparison {
    /// How many names a sentence lists before "and N more".
    static let listedNames = 3

    let old: Hierarchy
    let new: Hierarchy
    let matching: Matching

    /// Returns the moves, front to back, then the appearances, front to back.
    func changes() -> [PaintOrderChange] {
      let oldOrder = old.paintOrder()
      let newOrder = new.paintOrder()
      // Each common identifier's position front to back among the common ones in the old order.
      var oldRankOfNew = [Int](repeating: -1, count: new.count)
      var rank = 0
      for index in oldOrder.reversed() where matching.isIdentityMatch[index] {
        oldRankOfNew[matching.oldToNew[index]] = rank
        rank += 1
      }
      return moves(newOrder: newOrder, oldRankOfNew: oldRankOfNew)
        + appearances(newOrder: newOrder, isCommon: oldRankOfNew.map { $0 >= 0 })
    }

    /// Returns a sentence for each common identifier outside the kept common subsequence.
    private func moves(newOrder: [Int], oldRankOfNew: [Int]) -> [PaintOrderChange] {
      var ranks: [Int] = []
      var nodes: [Int] = []
      for index in newOrder.reversed() where oldRankOfNew[index] >= 0 {
        ranks.append(oldRankOfNew[index])
        nodes.append(index)
      }
      guard ranks.count > 1 else { return [] }
      let displaced = displacedNodes()
      let kept = Self.keptRun(ranks, preferring: nodes.map { !displaced[$0] })
      guard kept.contains(false) else { return [] }

      var lessBefore = [Int](repeating: 0, count: ranks.count)
      var counter = RankCounter(size: ranks.count)
      for (position, rank) in ranks.enumerated() {
        lessBefore[position] = counter.count(below: rank)
        counter.insert(rank)
      }
      let search = RankSearch(ranks)
      var result: [PaintOrderChange] = []
      for (position, rank) in ranks.enumerated() where !kept[position] {
        var behind: [String] = []
        var next = search.lastPosition(greaterThan: rank, before: position)
        while let found = next, behind.count < Self.listedNames {
          behind.append(identifier(of: nodes[found]))
          next = search.lastPosition(greaterThan: rank, before: found)
        }
        var inFront: [String] = []
        next = search.firstPosition(lessThan: rank, after: position)
        while let found = next, inFront.count < Self.listedNames {
          inFront.append(identifier(of: nodes[found]))
          next = search.firstPosition(lessThan: rank, after: found)
        }
        result.append(
          PaintOrderChange(
            kind: .moved, identifier: identifier(of: nodes[position]),
            nowInFrontOf: inFront, nowInFrontOfCount: rank - lessBefore[position],
            nowBehind: behind, nowBehindCount: position - lessBefore[position]))
      }
      return result
    }

    /// Returns a sentence for each new identifier that paints in front of common identifiers
    /// other than its ancestors.
    private func appearances(newOrder: [Int], isCommon: [Bool]) -> [PaintOrderChange] {
      let candidates = newOrder.reversed().filter { index in
        guard matching.newToOld[index] < 0, let identifier = new.nodes[index].identifier else {
          return false
        }
        return matching.newIdentifiers.isUniquelyIdentified(index, in: new)
          && !matching.oldIdentifiers.contains(identifier)
      }
      guard !candidates.isEmpty else { return [] }
      let nearestBehind = nearestCommonBehind(isCommon: isCommon)
      var commonBehind = [Int](repeating: 0, count: new.count)
      var running = 0
      for index in newOrder {
        commonBehind[index] = running
        if isCommon[index] { running += 1 }
      }
      var commonAncestors = [Int](repeating: 0, count: new.count)
      for index in 0..<new.count {
        guard let parent = new.parent(of: index) else { continue }
        commonAncestors[index] = commonAncestors[parent] + (isCommon[parent] ? 1 : 0)
      }
      var result: [PaintOrderChange] = []
      for index in candidates {
        let count = commonBehind[index] - commonAncestors[index]
        guard count > 0 else { continue }
        var names: [String] = []
        var current = nearestBehind[index]
        while current >= 0, names.count < Self.listedNames {
          names.append(identifier(of: current))
          current = nearestBehind[current]
        }
        result.append(
          PaintOrderChange(
            kind: .appeared, identifier: identifier(of: index), nowInFrontOf: names,
            nowInFrontOfCount: count, nowBehind: [], nowBehindCount: 0))
      }
      return result
    }

    /// Returns, for each new node, the nearest common node painted behind it that is not one
    /// of its ancestors, or -1.
    ///
    /// Within a window, that is the last common node among the subtrees of the preceding
    /// siblings, else the answer for the parent; for a window, the last common node of the
    /// window painted before it, else that window's answer. Following the answers from a node
    /// lists all such nodes, nearest first.
    private func nearestCommonBehind(isCommon: [Bool]) -> [Int] {
      var lastCommonBefore = [Int](repeating: -1, count: new.count + 1)
      for index in 0..<new.count {
        lastCommonBefore[index + 1] = isCommon[index] ? index : lastCommonBefore[index]
      }
      var nearest = [Int](repeating: -1, count: new.count)
      var previousWindow: Int?
      for window in new.windowsBackToFront() {
        if let previous = previousWindow {
          let last = lastCommonBefore[new.subtree(of: previous).upperBound]
          nearest[window] = last >= previous ? last : nearest[previous]
        }
        previousWindow = window
      }
      for index in 0..<new.count {
        guard let parent = new.parent(of: index) else { continue }
        let last = lastCommonBefore[index]
        nearest[index] = last > parent ? last : nearest[parent]
      }
      return nearest
    }

    /// Returns, for each new node, whether it or an ancestor was inserted or moved.
    private func displacedNodes() -> [Bool] {
      var displaced = [Bool](repeating: false, count: new.count)
      for index in 0..<new.count {
        displaced[index] =
          matching.newToOld[index] < 0 || matching.isMoved[index]
          || new.parent(of: index).map { displaced[$0] } ?? false
      }
      return displaced
    }

    private func identifier(of index: Int) -> String {
      new.nodes[index].identifier ?? new.nodes[index].typeName
    }

    /// Returns which positions a longest strictly increasing subsequence of ranks keeps.
    ///
    /// Among the longest, the one with the most preferred positions wins. Runs in
    /// O(n log n) with a Fenwick tree of best scores over ranks.
    ///
    /// - Parameters:
    ///   - ranks: A permutation of `0..<ranks.count`.
    ///   - isPreferred: Whether each position should rather be kept.
    /// - Returns: For each position, whether it is kept.
    static func keptRun(_ ranks: [Int], preferring isPreferred: [Bool]) -> [Bool] {
      let unit = ranks.count + 1
      var tree = [(score: Int, position: Int)](repeating: (0, -1), count: ranks.count + 1)
      var scores = [Int](repeating: 0, count: ranks.count)
      var previous = [Int](repeating: -1, count: ranks.count)
      for (position, rank) in ranks.enumerated() {
        var best = (score: 0, position: -1)
        var index = rank
        while index > 0 {
          if tree[index].score > best.score { best = tree[index] }
          index -= index & -index
        }
        let score = best.score + unit + (isPreferred[position] ? 1 : 0)
        scores[position] = score
        previous[position] = best.position
        index = rank + 1
        while index < tree.count {
          if score > tree[index].score { tree[index] = (score, position) }
          index += index & -index
        }
      }
      var kept = [Bool](repeating: false, count: ranks.count)
      var top = 0
      var end = -1
      for (position, score) in scores.enumerated() where score > top {
        top = score
        end = position
      }
      while end >= 0 {
        kept[end] = true
        end = previous[end]
      }
      return kept
    }
  }
}
