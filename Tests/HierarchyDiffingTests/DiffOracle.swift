import HierarchyDiffing

/// Independent reference implementations the tests check `LineDiff` against.
enum DiffOracle {
  /// Splits a text the way `LineDiff` documents: on `"\n"`, a final newline ends the last line.
  static func lines(of text: String) -> [Substring] {
    var pieces = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
      .map { text[$0.startIndex..<$0.endIndex] }
    if pieces.last?.isEmpty ?? false {
      pieces.removeLast()
    }
    return pieces
  }

  /// The fewest removed plus inserted lines that turn `old` into `new`, from an O(NM) LCS table.
  ///
  /// The last line of a text without a final newline is kept distinct from any terminated line.
  static func editDistance(from old: String, to new: String) -> Int {
    let oldKeys = keys(of: old)
    let newKeys = keys(of: new)
    var previous = Array(repeating: 0, count: newKeys.count + 1)
    var current = previous
    for oldKey in oldKeys {
      for (newIndex, newKey) in newKeys.enumerated() {
        current[newIndex + 1] =
          oldKey == newKey
          ? previous[newIndex] + 1 : max(previous[newIndex + 1], current[newIndex])
      }
      swap(&previous, &current)
    }
    let common = previous[newKeys.count]
    return oldKeys.count + newKeys.count - 2 * common
  }

  /// Applies `diff.edits` to the old text's lines and returns the resulting line keys.
  ///
  /// Kept lines are copied from the old text, so the result only equals `keys(of: new)` when
  /// every kept line really is unchanged, final newline included.
  static func apply(_ diff: LineDiff, to old: String, insertingFrom new: String) -> [[UInt8]] {
    let oldKeys = keys(of: old)
    let newKeys = keys(of: new)
    var result: [[UInt8]] = []
    var oldCursor = 0
    var newCursor = 0
    for edit in diff.edits {
      switch edit {
      case .keep(let oldRange, let newRange):
        precondition(oldRange.lowerBound == oldCursor && newRange.lowerBound == newCursor)
        precondition(oldRange.count == newRange.count && !oldRange.isEmpty)
        result += oldKeys[oldRange]
        oldCursor = oldRange.upperBound
        newCursor = newRange.upperBound
      case .remove(let oldRange):
        precondition(oldRange.lowerBound == oldCursor && !oldRange.isEmpty)
        oldCursor = oldRange.upperBound
      case .insert(let newRange):
        precondition(newRange.lowerBound == newCursor && !newRange.isEmpty)
        result += newKeys[newRange]
        newCursor = newRange.upperBound
      }
    }
    precondition(oldCursor == oldKeys.count && newCursor == newKeys.count)
    return result
  }

  /// Each line's bytes, with an extra `0xFF` (never valid UTF-8) on an unterminated last line.
  static func keys(of text: String) -> [[UInt8]] {
    let pieces = lines(of: text)
    let lacksNewline = !text.isEmpty && text.utf8.last != UInt8(ascii: "\n")
    return pieces.enumerated().map { index, line in
      Array(line.utf8) + (lacksNewline && index == pieces.count - 1 ? [0xFF] : [])
    }
  }
}
