/// The lines that a minimal edit script between two numbered line sequences removes and inserts.
///
/// The search trims the common prefix and suffix, sets aside lines that occur on one side only
/// (no edit script can keep them, so this preserves minimality), and runs Myers' linear-space
/// divide and conquer over the rest with an explicit work stack instead of recursion.
struct MinimalChanges {
  /// `true` for each old line the script removes.
  let isRemoved: [Bool]
  /// `true` for each new line the script inserts.
  let isInserted: [Bool]

  /// Computes a minimal edit script.
  ///
  /// - Parameter lines: The numbered lines of both texts.
  init(lines: InternedLines) {
    let old = lines.old
    let new = lines.new
    var isRemoved = Array(repeating: false, count: old.count)
    var isInserted = Array(repeating: false, count: new.count)

    var prefixLength = 0
    while prefixLength < old.count, prefixLength < new.count,
      old[prefixLength] == new[prefixLength]
    {
      prefixLength += 1
    }
    var oldEnd = old.count
    var newEnd = new.count
    while oldEnd > prefixLength, newEnd > prefixLength, old[oldEnd - 1] == new[newEnd - 1] {
      oldEnd -= 1
      newEnd -= 1
    }

    let oldCandidates = Self.indicesOfShared(
      old[prefixLength..<oldEnd], with: new[prefixLength..<newEnd], lines.distinctCount,
      markingOthersIn: &isRemoved)
    let newCandidates = Self.indicesOfShared(
      new[prefixLength..<newEnd], with: old[prefixLength..<oldEnd], lines.distinctCount,
      markingOthersIn: &isInserted)
    let compactOld = oldCandidates.map { old[$0] }
    let compactNew = newCandidates.map { new[$0] }

    var search = MiddleSnakeSearch(oldCount: compactOld.count, newCount: compactNew.count)
    var pending = [
      EditBox(oldLow: 0, oldHigh: compactOld.count, newLow: 0, newHigh: compactNew.count)
    ]
    while var box = pending.popLast() {
      while box.oldLow < box.oldHigh, box.newLow < box.newHigh,
        compactOld[box.oldLow] == compactNew[box.newLow]
      {
        box.oldLow += 1
        box.newLow += 1
      }
      while box.oldLow < box.oldHigh, box.newLow < box.newHigh,
        compactOld[box.oldHigh - 1] == compactNew[box.newHigh - 1]
      {
        box.oldHigh -= 1
        box.newHigh -= 1
      }
      if box.oldLow == box.oldHigh || box.newLow == box.newHigh {
        for compactIndex in box.oldLow..<box.oldHigh {
          isRemoved[oldCandidates[compactIndex]] = true
        }
        for compactIndex in box.newLow..<box.newHigh {
          isInserted[newCandidates[compactIndex]] = true
        }
        continue
      }
      let split = search.splitPoint(old: compactOld, new: compactNew, in: box)
      pending.append(
        EditBox(oldLow: split.old, oldHigh: box.oldHigh, newLow: split.new, newHigh: box.newHigh))
      pending.append(
        EditBox(oldLow: box.oldLow, oldHigh: split.old, newLow: box.newLow, newHigh: split.new))
    }
    self.isRemoved = isRemoved
    self.isInserted = isInserted
  }

  /// Returns the indices of the lines in `side` whose number also occurs in `other`.
  ///
  /// - Parameters:
  ///   - side: A slice of numbered lines.
  ///   - other: The slice of the other text to look for matches in.
  ///   - distinctCount: One more than the largest line number.
  ///   - isChanged: Flags indexed like `side`'s base; lines without a match are set to `true`.
  /// - Returns: The indices, in ascending order, of the lines that may still be kept.
  private static func indicesOfShared(
    _ side: ArraySlice<Int>, with other: ArraySlice<Int>, _ distinctCount: Int,
    markingOthersIn isChanged: inout [Bool]
  ) -> [Int] {
    var occursInOther = Array(repeating: false, count: distinctCount)
    for number in other {
      occursInOther[number] = true
    }
    var shared: [Int] = []
    shared.reserveCapacity(side.count)
    for index in side.indices {
      if occursInOther[side[index]] {
        shared.append(index)
      } else {
        isChanged[index] = true
      }
    }
    return shared
  }
}
