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
    var isRemoved = Array(repeating: false, count: lines.old.count)
    var isInserted = Array(repeating: false, count: lines.new.count)
    var occursInNew = Array(repeating: false, count: lines.old.count)
    for number in lines.new where number != InternedLines.absent {
      occursInNew[Int(number)] = true
    }
    let old = Self.keepable(lines.old, markingOthersIn: &isRemoved) { occursInNew[Int($0)] }
    let new = Self.keepable(lines.new, markingOthersIn: &isInserted) {
      $0 != InternedLines.absent
    }
    old.numbers.withUnsafeBufferPointer { oldNumbers in
      new.numbers.withUnsafeBufferPointer { newNumbers in
        for box in Self.changedBoxes(old: oldNumbers, new: newNumbers) {
          for compactIndex in box.oldLow..<box.oldHigh {
            isRemoved[Int(old.indices[compactIndex])] = true
          }
          for compactIndex in box.newLow..<box.newHigh {
            isInserted[Int(new.indices[compactIndex])] = true
          }
        }
      }
    }
    self.isRemoved = isRemoved
    self.isInserted = isInserted
  }

  /// Picks out the lines of one side that an edit script may keep.
  ///
  /// - Parameters:
  ///   - numbers: The numbered lines of one side.
  ///   - isChanged: One flag per line; set for each line that can't be kept.
  ///   - occursOnTheOtherSide: Whether a number belongs to a line of the other side too.
  /// - Returns: The indices of the lines that may be kept, in order, and their numbers.
  private static func keepable(
    _ numbers: [Int32], markingOthersIn isChanged: inout [Bool],
    where occursOnTheOtherSide: (Int32) -> Bool
  ) -> (indices: [Int32], numbers: [Int32]) {
    precondition(numbers.count <= Int(Int32.max), "a line diff takes fewer than 2³¹ lines")
    var indices: [Int32] = []
    var kept: [Int32] = []
    indices.reserveCapacity(numbers.count)
    kept.reserveCapacity(numbers.count)
    for (index, number) in numbers.enumerated() {
      if occursOnTheOtherSide(number) {
        indices.append(Int32(index))
        kept.append(number)
      } else {
        isChanged[index] = true
      }
    }
    return (indices, kept)
  }

  /// Splits the edit graph of two numbered sequences, with Myers' divide and conquer, into the
  /// boxes a minimal edit script removes or inserts whole.
  ///
  /// - Parameters:
  ///   - old: The numbered old lines that may be kept.
  ///   - new: The numbered new lines that may be kept.
  /// - Returns: Boxes that are empty on at least one side; all their lines are changed.
  private static func changedBoxes(
    old: UnsafeBufferPointer<Int32>, new: UnsafeBufferPointer<Int32>
  ) -> [EditBox] {
    guard let oldBase = old.baseAddress, let newBase = new.baseAddress else {
      return [EditBox(oldLow: 0, oldHigh: old.count, newLow: 0, newHigh: new.count)]
    }
    var changed: [EditBox] = []
    var search = MiddleSnakeSearch(oldCount: old.count, newCount: new.count)
    var pending = [EditBox(oldLow: 0, oldHigh: old.count, newLow: 0, newHigh: new.count)]
    while var box = pending.popLast() {
      let shared = NumberRuns.commonPrefixCount(
        oldBase + box.oldLow, newBase + box.newLow,
        limit: min(box.oldHigh - box.oldLow, box.newHigh - box.newLow))
      box.oldLow += shared
      box.newLow += shared
      let sharedEnd = NumberRuns.commonSuffixCount(
        endingAt: oldBase + box.oldHigh, newBase + box.newHigh,
        limit: min(box.oldHigh - box.oldLow, box.newHigh - box.newLow))
      box.oldHigh -= sharedEnd
      box.newHigh -= sharedEnd
      if box.oldLow == box.oldHigh || box.newLow == box.newHigh {
        changed.append(box)
        continue
      }
      let split = search.splitPoint(old: old, new: new, in: box)
      pending.append(
        EditBox(oldLow: split.old, oldHigh: box.oldHigh, newLow: split.new, newHigh: box.newHigh))
      pending.append(
        EditBox(oldLow: box.oldLow, oldHigh: split.old, newLow: box.newLow, newHigh: split.new))
    }
    return changed
  }
}
