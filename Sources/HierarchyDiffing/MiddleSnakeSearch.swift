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
  mutating func splitPoint(old: [Int], new: [Int], in box: EditBox) -> (old: Int, new: Int) {
    let lowestDiagonal = box.oldLow - box.newHigh
    let highestDiagonal = box.oldHigh - box.newLow
    let forwardCenter = box.oldLow - box.newLow
    let backwardCenter = box.oldHigh - box.newHigh
    let isDeltaOdd = (forwardCenter - backwardCenter) & 1 != 0
    var forwardRange = (low: forwardCenter, high: forwardCenter)
    var backwardRange = (low: backwardCenter, high: backwardCenter)
    let offset = diagonalOffset
    forward[forwardCenter + offset] = box.oldLow
    backward[backwardCenter + offset] = box.oldHigh

    while true {
      if forwardRange.low > lowestDiagonal {
        forwardRange.low -= 1
        forward[forwardRange.low - 1 + offset] = -1
      } else {
        forwardRange.low += 1
      }
      if forwardRange.high < highestDiagonal {
        forwardRange.high += 1
        forward[forwardRange.high + 1 + offset] = -1
      } else {
        forwardRange.high -= 1
      }
      for diagonal in stride(from: forwardRange.high, through: forwardRange.low, by: -2) {
        let afterRightMove = forward[diagonal - 1 + offset] + 1
        let afterDownMove = forward[diagonal + 1 + offset]
        var x = max(afterRightMove, afterDownMove)
        var y = x - diagonal
        while x < box.oldHigh, y < box.newHigh, old[x] == new[y] {
          x += 1
          y += 1
        }
        forward[diagonal + offset] = x
        if isDeltaOdd, backwardRange.low <= diagonal, diagonal <= backwardRange.high,
          backward[diagonal + offset] <= x
        {
          return (x, y)
        }
      }

      if backwardRange.low > lowestDiagonal {
        backwardRange.low -= 1
        backward[backwardRange.low - 1 + offset] = Int.max
      } else {
        backwardRange.low += 1
      }
      if backwardRange.high < highestDiagonal {
        backwardRange.high += 1
        backward[backwardRange.high + 1 + offset] = Int.max
      } else {
        backwardRange.high -= 1
      }
      for diagonal in stride(from: backwardRange.high, through: backwardRange.low, by: -2) {
        let afterUpMove = backward[diagonal - 1 + offset]
        let afterLeftMove = backward[diagonal + 1 + offset] - 1
        var x = min(afterUpMove, afterLeftMove)
        var y = x - diagonal
        while x > box.oldLow, y > box.newLow, old[x - 1] == new[y - 1] {
          x -= 1
          y -= 1
        }
        backward[diagonal + offset] = x
        if !isDeltaOdd, forwardRange.low <= diagonal, diagonal <= forwardRange.high,
          forward[diagonal + offset] >= x
        {
          return (x, y)
        }
      }
    }
  }
}
