/// The lines that a minimal edit script between the middles of two texts removes and inserts.
///
/// The middles are what is left once the lines the texts share at both ends are set aside
/// (``SharedLineEnds``), which keeps the script minimal. The search sets aside lines that occur
/// on one side only (no edit script can keep them, so this preserves minimality too), and runs
/// Myers' linear-space divide and conquer over the rest with an explicit work stack instead of
/// recursion.
struct MinimalChanges {
  /// `true` for each old middle line the script removes.
  let isRemoved: [Bool]
  /// `true` for each new middle line the script inserts.
  let isInserted: [Bool]

  /// Computes a minimal edit script.
  ///
  /// - Parameter lines: The numbered middle lines of both texts.
  init(lines: InternedLines) {
    let old = lines.old
    let new = lines.new
    var isRemoved = Array(repeating: false, count: old.count)
    var isInserted = Array(repeating: false, count: new.count)

    var occursInNew = Array(repeating: false, count: old.count)
    for number in new where number != InternedLines.absent {
      occursInNew[number] = true
    }
    var oldCandidates: [Int] = []
    oldCandidates.reserveCapacity(old.count)
    for index in old.indices {
      if occursInNew[old[index]] {
        oldCandidates.append(index)
      } else {
        isRemoved[index] = true
      }
    }
    var newCandidates: [Int] = []
    newCandidates.reserveCapacity(new.count)
    for index in new.indices {
      if new[index] != InternedLines.absent {
        newCandidates.append(index)
      } else {
        isInserted[index] = true
      }
    }
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
}
