extension TreeDiff {
  /// Aligns two sequences of labels by a common subsequence, for matching sibling lists.
  enum Alignment {
    /// The largest total length, after trimming the common ends, aligned exactly.
    ///
    /// The standard library's Myers diff takes memory proportional to the square of the edit
    /// distance, so longer middles are aligned by ``approximate(_:_:into:)`` instead.
    static let exactLimit = 2_048

    /// Finds the index pairs of a common subsequence of two label sequences.
    ///
    /// Equal ends are matched directly; the middle gets a longest common subsequence when it
    /// is short enough, and a long one otherwise.
    ///
    /// - Parameters:
    ///   - old: The labels of the old sequence.
    ///   - new: The labels of the new sequence.
    ///   - pairs: Receives the matched `(old, new)` index pairs, both increasing; emptied first.
    static func commonPairs(_ old: [Int], _ new: [Int], into pairs: inout [(old: Int, new: Int)]) {
      pairs.removeAll(keepingCapacity: true)
      let shorter = min(old.count, new.count)
      var prefix = 0
      while prefix < shorter, old[prefix] == new[prefix] {
        pairs.append((prefix, prefix))
        prefix += 1
      }
      var suffix = 0
      while suffix < shorter - prefix, old[old.count - 1 - suffix] == new[new.count - 1 - suffix] {
        suffix += 1
      }
      let oldMiddle = old[prefix..<(old.count - suffix)]
      let newMiddle = new[prefix..<(new.count - suffix)]
      if !oldMiddle.isEmpty, !newMiddle.isEmpty {
        if oldMiddle.count + newMiddle.count <= exactLimit {
          exact(oldMiddle, newMiddle, into: &pairs)
        } else {
          approximate(oldMiddle, newMiddle, into: &pairs)
        }
      }
      for offset in 0..<suffix {
        pairs.append((old.count - suffix + offset, new.count - suffix + offset))
      }
    }

    /// Appends the pairs of a longest common subsequence, from the standard library's diff.
    private static func exact(
      _ old: ArraySlice<Int>, _ new: ArraySlice<Int>, into pairs: inout [(old: Int, new: Int)]
    ) {
      var isRemoved = [Bool](repeating: false, count: old.count)
      var isInserted = [Bool](repeating: false, count: new.count)
      for change in new.difference(from: old) {
        switch change {
        case .remove(let offset, _, _): isRemoved[offset] = true
        case .insert(let offset, _, _): isInserted[offset] = true
        }
      }
      var oldOffset = 0
      var newOffset = 0
      while oldOffset < old.count, newOffset < new.count {
        if isRemoved[oldOffset] {
          oldOffset += 1
        } else if isInserted[newOffset] {
          newOffset += 1
        } else {
          pairs.append((old.startIndex + oldOffset, new.startIndex + newOffset))
          oldOffset += 1
          newOffset += 1
        }
      }
    }

    /// Appends the pairs of a long common subsequence in O(n log n).
    ///
    /// The k-th occurrence of each label in `old` is paired with its k-th occurrence in `new`,
    /// and the longest run of pairs increasing on both sides is kept. This is exact when labels
    /// are unique or all equal, and a fair approximation otherwise.
    private static func approximate(
      _ old: ArraySlice<Int>, _ new: ArraySlice<Int>, into pairs: inout [(old: Int, new: Int)]
    ) {
      var occurrences: [Int: (next: Int, positions: [Int])] = [:]
      for index in new.indices {
        occurrences[new[index], default: (0, [])].positions.append(index)
      }
      var candidates: [(old: Int, new: Int)] = []
      for index in old.indices {
        guard let entry = occurrences[old[index]], entry.next < entry.positions.count else {
          continue
        }
        candidates.append((index, entry.positions[entry.next]))
        occurrences[old[index]]?.next += 1
      }
      let kept = longestIncreasingRun(candidates.map(\.new))
      for index in kept {
        pairs.append(candidates[index])
      }
    }

    /// Returns the positions of a longest strictly increasing subsequence, in order.
    ///
    /// - Parameter values: The values.
    /// - Returns: Increasing positions in `values` whose values increase strictly.
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
      var tails: [Int] = []
      var previous = [Int](repeating: -1, count: values.count)
      for (position, value) in values.enumerated() {
        var low = 0
        var high = tails.count
        while low < high {
          let middle = (low + high) / 2
          if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
        }
        previous[position] = low > 0 ? tails[low - 1] : -1
        if low == tails.count { tails.append(position) } else { tails[low] = position }
      }
      var result: [Int] = []
      var position = tails.last ?? -1
      while position >= 0 {
        result.append(position)
        position = previous[position]
      }
      return result.reversed()
    }
  }
}
