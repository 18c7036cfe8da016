/// A rectangle of the edit graph: old lines `oldLow..<oldHigh` against new lines `newLow..<newHigh`.
struct EditBox {
  var oldLow: Int
  var oldHigh: Int
  var newLow: Int
  var newHigh: Int
}

/// Finds a point on a minimal edit path through an edit box with Myers' bidirectional search.
///
/// This is the linear-space "middle snake" search of Myers (1986, §4b): furthest-reaching paths
/// grow from both corners, one edit at a time, until they overlap. Diagonals are numbered
/// `k = x - y` in absolute line indices; the two arrays hold the furthest `x` on each diagonal and
/// are reused across searches, so memory stays linear in the input.
///
/// As in libxdiff, the active diagonals stay inside the box: the diagonal just outside the active
/// range holds a sentinel (`-1` forward, `Int.max` backward) that never wins the comparison, and
/// once the range reaches a box edge it shrinks by one instead of growing, keeping its parity.
struct MiddleSnakeSearch {
  private var forward: [Int]
  private var backward: [Int]
  private let diagonalOffset: Int

  /// Prepares the diagonal arrays for boxes inside an `oldCount` by `newCount` edit graph.
  ///
  /// - Parameters:
  ///   - oldCount: The number of old lines.
  ///   - newCount: The number of new lines.
  init(oldCount: Int, newCount: Int) {
    diagonalOffset = newCount + 1
    forward = Array(repeating: 0, count: oldCount + newCount + 3)
    backward = forward
  }

  /// Returns a point that a minimal edit path through `box` passes through.
  ///
  /// The box must be non-empty on both sides and its first and last lines must differ, so the
  /// minimal path costs at least two edits and the point splits it into two strictly cheaper
  /// halves.
  ///
  /// - Parameters:
  ///   - old: The numbered old lines.
  ///   - new: The numbered new lines.
  ///   - box: The part of the edit graph to search.
  /// - Returns: The split point as old and new line indices.
  mutating func splitPoint(
    old: UnsafeBufferPointer<Int32>, new: UnsafeBufferPointer<Int32>, in box: EditBox
  ) -> (old: Int, new: Int) {
    let offset = diagonalOffset
    return forward.withUnsafeMutableBufferPointer { forward in
      backward.withUnsafeMutableBufferPointer { backward in
        guard let forwardBase = forward.baseAddress, let backwardBase = backward.baseAddress,
          let oldBase = old.baseAddress, let newBase = new.baseAddress
        else { preconditionFailure("a split point needs lines on both sides") }
        return Self.splitPoint(
          old: oldBase, new: newBase, in: box, forward: forwardBase + offset,
          backward: backwardBase + offset)
      }
    }
  }

  /// The search itself, on raw storage.
  ///
  /// - Parameters:
  ///   - old: The numbered old lines.
  ///   - new: The numbered new lines.
  ///   - box: The part of the edit graph to search.
  ///   - forward: The forward furthest `x` per diagonal, indexed by the diagonal itself.
  ///   - backward: The backward furthest `x` per diagonal, indexed by the diagonal itself.
  /// - Returns: The split point as old and new line indices.
  private static func splitPoint(
    old: UnsafePointer<Int32>, new: UnsafePointer<Int32>, in box: EditBox,
    forward: UnsafeMutablePointer<Int>, backward: UnsafeMutablePointer<Int>
  ) -> (old: Int, new: Int) {
    let lowestDiagonal = box.oldLow - box.newHigh
    let highestDiagonal = box.oldHigh - box.newLow
    let forwardCenter = box.oldLow - box.newLow
    let backwardCenter = box.oldHigh - box.newHigh
    let isDeltaOdd = (forwardCenter - backwardCenter) & 1 != 0
    var forwardRange = (low: forwardCenter, high: forwardCenter)
    var backwardRange = (low: backwardCenter, high: backwardCenter)
    forward[forwardCenter] = box.oldLow
    backward[backwardCenter] = box.oldHigh

    while true {
      if forwardRange.low > lowestDiagonal {
        forwardRange.low -= 1
        forward[forwardRange.low - 1] = -1
      } else {
        forwardRange.low += 1
      }
      if forwardRange.high < highestDiagonal {
        forwardRange.high += 1
        forward[forwardRange.high + 1] = -1
      } else {
        forwardRange.high -= 1
      }
      var diagonal = forwardRange.high
      while diagonal >= forwardRange.low {
        let afterRightMove = forward[diagonal - 1] + 1
        let afterDownMove = forward[diagonal + 1]
        var x = max(afterRightMove, afterDownMove)
        var y = x - diagonal
        if x < box.oldHigh, y < box.newHigh, old[x] == new[y] {
          let run = NumberRuns.commonPrefixCount(
            old + x, new + y, limit: min(box.oldHigh - x, box.newHigh - y))
          x += run
          y += run
        }
        forward[diagonal] = x
        if isDeltaOdd, backwardRange.low <= diagonal, diagonal <= backwardRange.high,
          backward[diagonal] <= x
        {
          return (x, y)
        }
        diagonal -= 2
      }

      if backwardRange.low > lowestDiagonal {
        backwardRange.low -= 1
        backward[backwardRange.low - 1] = Int.max
      } else {
        backwardRange.low += 1
      }
      if backwardRange.high < highestDiagonal {
        backwardRange.high += 1
        backward[backwardRange.high + 1] = Int.max
      } else {
        backwardRange.high -= 1
      }
      diagonal = backwardRange.high
      while diagonal >= backwardRange.low {
        let afterUpMove = backward[diagonal - 1]
        let afterLeftMove = backward[diagonal + 1] - 1
        var x = min(afterUpMove, afterLeftMove)
        var y = x - diagonal
        if x > box.oldLow, y > box.newLow, old[x - 1] == new[y - 1] {
          let run = NumberRuns.commonSuffixCount(
            endingAt: old + x, new + y, limit: min(x - box.oldLow, y - box.newLow))
          x -= run
          y -= run
        }
        backward[diagonal] = x
        if !isDeltaOdd, forwardRange.low <= diagonal, diagonal <= forwardRange.high,
          forward[diagonal] >= x
        {
          return (x, y)
        }
        diagonal -= 2
      }
    }
  }
}
