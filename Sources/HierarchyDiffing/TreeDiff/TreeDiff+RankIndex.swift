extension TreeDiff {
  /// A Fenwick tree that counts the ranks inserted so far below a given rank.
  struct RankCounter {
    private var tree: [Int]

    init(size: Int) {
      tree = [Int](repeating: 0, count: size + 1)
    }

    /// Records one rank.
    mutating func insert(_ rank: Int) {
      var index = rank + 1
      while index < tree.count {
        tree[index] += 1
        index += index & -index
      }
    }

    /// Returns how many recorded ranks are less than `rank`.
    func count(below rank: Int) -> Int {
      var total = 0
      var index = rank
      while index > 0 {
        total += tree[index]
        index -= index & -index
      }
      return total
    }
  }

  /// A segment tree over a sequence of ranks that finds the nearest position holding a rank
  /// above or below a threshold, in O(log n).
  struct RankSearch {
    private let size: Int
    private let count: Int
    private var maxima: [Int]
    private var minima: [Int]

    init(_ values: [Int]) {
      var size = 1
      while size < values.count { size *= 2 }
      self.size = size
      count = values.count
      maxima = [Int](repeating: Int.min, count: 2 * size)
      minima = [Int](repeating: Int.max, count: 2 * size)
      for (position, value) in values.enumerated() {
        maxima[size + position] = value
        minima[size + position] = value
      }
      for node in stride(from: size - 1, to: 0, by: -1) {
        maxima[node] = max(maxima[2 * node], maxima[2 * node + 1])
        minima[node] = min(minima[2 * node], minima[2 * node + 1])
      }
    }

    /// Returns the last position before `end` whose value is greater than `value`.
    func lastPosition(greaterThan value: Int, before end: Int) -> Int? {
      let (left, right) = cover(from: 0, to: end)
      for node in right + left.reversed() where maxima[node] > value {
        var current = node
        while current < size {
          current = maxima[2 * current + 1] > value ? 2 * current + 1 : 2 * current
        }
        return current - size
      }
      return nil
    }

    /// Returns the first position after `start` whose value is less than `value`.
    func firstPosition(lessThan value: Int, after start: Int) -> Int? {
      let (left, right) = cover(from: start + 1, to: count)
      for node in left + right.reversed() where minima[node] < value {
        var current = node
        while current < size {
          current = minima[2 * current] < value ? 2 * current : 2 * current + 1
        }
        return current - size
      }
      return nil
    }

    /// Returns the tree nodes covering positions `start..<end`: those reached from the left
    /// boundary, left to right, and those reached from the right boundary, right to left.
    private func cover(from start: Int, to end: Int) -> (left: [Int], right: [Int]) {
      var left: [Int] = []
      var right: [Int] = []
      var low = size + start
      var high = size + end
      while low < high {
        if low & 1 == 1 {
          left.append(low)
          low += 1
        }
        if high & 1 == 1 {
          high -= 1
          right.append(high)
        }
        low >>= 1
        high >>= 1
      }
      return (left, right)
    }
  }
}
