// The line diff as it was before the shared lines were set aside on the bytes (commit 94b66d7):
// split into `Substring`s, interned with a `Dictionary`, trimmed, diffed and rendered. Kept
// verbatim, types renamed, as the reference the fast path must reproduce byte for byte.

import HierarchyDiffing

/// The line diff before the fast path, for comparing outputs.

struct LegacyLineDiff {
  /// The runs of kept, removed and inserted lines that turn the old text into the new one.
  let edits: [LineDiff.Edit]
  /// The number of old lines the script removes.
  let removedCount: Int
  /// The number of new lines the script inserts.
  let insertedCount: Int
  let old: LegacyTextLines
  let new: LegacyTextLines

  /// Computes the minimal edit script that turns `old` into `new`.
  ///
  /// - Parameters:
  ///   - old: The text before the change, for example a reference snapshot.
  ///   - new: The text after the change, for example the actual snapshot.
  init(from old: String, to new: String) {
    self.old = LegacyTextLines(splitting: old)
    self.new = LegacyTextLines(splitting: new)
    let changes = LegacyMinimalChanges(lines: LegacyInternedLines(old: self.old, new: self.new))
    edits = changes.editRuns
    removedCount = changes.isRemoved.count { $0 }
    insertedCount = changes.isInserted.count { $0 }
  }

  /// Whether the two texts are identical.
  var isEmpty: Bool { removedCount == 0 && insertedCount == 0 }

  /// Renders the script as a unified diff that `git apply` and `patch` accept.
  ///
  /// The output follows GNU `diff -u`: `---` and `+++` header lines, `@@ -a,b +c,d @@` hunk headers
  /// (a range of one line omits `,1`; an empty range names the line before it), lines prefixed with
  /// `-`, `+` or a space, and `\ No newline at end of file` after a line that lacks its newline.
  /// Identical texts render as the empty string.
  ///
  /// - Parameter options: The file paths, context size and hunk header context to use.
  /// - Returns: The unified diff, ending with a newline unless it is empty.
  func unified(_ options: UnifiedDiffOptions = .init()) -> String {
    guard !isEmpty else { return "" }
    return LegacyUnifiedDiffRenderer(diff: self, options: options).render()
  }
}

/// A text split into lines on `"\n"`, remembering whether the last line lacks its newline.
///
/// A final `"\n"` terminates the last line rather than starting an empty one, so `""` has no
/// lines and `"a\n"` has one. Every other character, `"\r"` included, is line content.
struct LegacyTextLines: Sendable, Equatable {
  /// The lines without their terminating `"\n"`.
  let lines: [Substring]
  /// Whether the text is non-empty and does not end with `"\n"`.
  let lastLineLacksNewline: Bool

  /// Splits a text into lines.
  ///
  /// - Parameter text: The text to split.
  init(splitting text: String) {
    var text = text
    let newlineOffsets = text.withUTF8 { bytes in
      var offsets: [Int] = []
      var offset = 0
      while offset < bytes.count {
        if bytes[offset] == UInt8(ascii: "\n") {
          offsets.append(offset)
        }
        offset += 1
      }
      return offsets
    }
    let utf8 = text.utf8
    var lines: [Substring] = []
    lines.reserveCapacity(newlineOffsets.count + 1)
    var lineStart = utf8.startIndex
    for offset in newlineOffsets {
      let newline = utf8.index(utf8.startIndex, offsetBy: offset)
      lines.append(text[lineStart..<newline])
      lineStart = utf8.index(after: newline)
    }
    lastLineLacksNewline = lineStart < utf8.endIndex
    if lastLineLacksNewline {
      lines.append(text[lineStart...])
    }
    self.lines = lines
  }

  /// Whether two texts have the same lines, byte for byte, and the same final newline.
  static func == (lhs: LegacyTextLines, rhs: LegacyTextLines) -> Bool {
    lhs.lastLineLacksNewline == rhs.lastLineLacksNewline
      && lhs.lines.elementsEqual(rhs.lines) { $0.utf8.elementsEqual($1.utf8) }
  }

  /// The number of lines.
  var count: Int { lines.count }

  /// Whether the line at `index` is the last line and has no terminating newline.
  ///
  /// - Parameter index: A 0-based line index.
  /// - Returns: `true` only for the unterminated last line.
  func lacksNewline(at index: Int) -> Bool {
    lastLineLacksNewline && index == lines.count - 1
  }
}

/// Maps the lines of two texts to small integers so equal lines share one number.
///
/// Lines compare by their exact UTF-8 bytes, not by Unicode canonical equivalence, so a patch
/// never treats two differently encoded lines as unchanged. An unterminated last line never
/// equals a terminated one: the missing newline is part of the change.
struct LegacyInternedLines {
  /// The number of each old line.
  let old: [Int]
  /// The number of each new line.
  let new: [Int]
  /// How many different lines the two texts hold; every number is below this.
  let distinctCount: Int

  /// Numbers the lines of both texts.
  ///
  /// - Parameters:
  ///   - old: The lines of the old text.
  ///   - new: The lines of the new text.
  init(old: LegacyTextLines, new: LegacyTextLines) {
    var numbers: [LegacyLineKey: Int] = [:]
    numbers.reserveCapacity(old.count + new.count)
    func number(_ lines: LegacyTextLines) -> [Int] {
      lines.lines.indices.map { index in
        let key = LegacyLineKey(
          text: lines.lines[index], lacksNewline: lines.lacksNewline(at: index))
        if let existing = numbers[key] {
          return existing
        }
        let fresh = numbers.count
        numbers[key] = fresh
        return fresh
      }
    }
    self.old = number(old)
    self.new = number(new)
    distinctCount = numbers.count
  }
}

/// A line's identity for interning: its exact bytes and whether it lacks a newline.
private struct LegacyLineKey: Hashable {
  let text: Substring
  let lacksNewline: Bool

  static func == (lhs: LegacyLineKey, rhs: LegacyLineKey) -> Bool {
    guard lhs.lacksNewline == rhs.lacksNewline, lhs.text.utf8.count == rhs.text.utf8.count else {
      return false
    }
    let contiguousResult = lhs.text.utf8.withContiguousStorageIfAvailable { lhsBytes in
      rhs.text.utf8.withContiguousStorageIfAvailable { rhsBytes in
        var offset = 0
        while offset < lhsBytes.count, lhsBytes[offset] == rhsBytes[offset] {
          offset += 1
        }
        return offset == lhsBytes.count
      }
    }
    return (contiguousResult ?? nil) ?? lhs.text.utf8.elementsEqual(rhs.text.utf8)
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(lacksNewline)
    let hashedContiguously: Void? = text.utf8.withContiguousStorageIfAvailable { bytes in
      hasher.combine(bytes: UnsafeRawBufferPointer(bytes))
    }
    if hashedContiguously == nil {
      for byte in text.utf8 {
        hasher.combine(byte)
      }
    }
  }
}

/// The lines that a minimal edit script between two numbered line sequences removes and inserts.
///
/// The search trims the common prefix and suffix, sets aside lines that occur on one side only
/// (no edit script can keep them, so this preserves minimality), and runs Myers' linear-space
/// divide and conquer over the rest with an explicit work stack instead of recursion.
struct LegacyMinimalChanges {
  /// `true` for each old line the script removes.
  let isRemoved: [Bool]
  /// `true` for each new line the script inserts.
  let isInserted: [Bool]

  /// Computes a minimal edit script.
  ///
  /// - Parameter lines: The numbered lines of both texts.
  init(lines: LegacyInternedLines) {
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

    var search = LegacyMiddleSnakeSearch(oldCount: compactOld.count, newCount: compactNew.count)
    var pending = [
      LegacyEditBox(oldLow: 0, oldHigh: compactOld.count, newLow: 0, newHigh: compactNew.count)
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
        LegacyEditBox(
          oldLow: split.old, oldHigh: box.oldHigh, newLow: split.new, newHigh: box.newHigh))
      pending.append(
        LegacyEditBox(
          oldLow: box.oldLow, oldHigh: split.old, newLow: box.newLow, newHigh: split.new))
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

/// A rectangle of the edit graph: old lines `oldLow..<oldHigh` against new lines `newLow..<newHigh`.
struct LegacyEditBox {
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
struct LegacyMiddleSnakeSearch {
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
  mutating func splitPoint(old: [Int], new: [Int], in box: LegacyEditBox) -> (old: Int, new: Int) {
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

extension LegacyMinimalChanges {
  /// The edit script as runs of kept, removed and inserted lines, in order.
  ///
  /// At every position removed old lines are taken before inserted new lines, so replacements
  /// read as a `remove` run followed by an `insert` run.
  var editRuns: [LineDiff.Edit] {
    var runs: [LineDiff.Edit] = []
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < isRemoved.count || newIndex < isInserted.count {
      let oldStart = oldIndex
      let newStart = newIndex
      if oldIndex < isRemoved.count, isRemoved[oldIndex] {
        while oldIndex < isRemoved.count, isRemoved[oldIndex] {
          oldIndex += 1
        }
        runs.append(.remove(old: oldStart..<oldIndex))
      } else if newIndex < isInserted.count, isInserted[newIndex] {
        while newIndex < isInserted.count, isInserted[newIndex] {
          newIndex += 1
        }
        runs.append(.insert(new: newStart..<newIndex))
      } else {
        while oldIndex < isRemoved.count, newIndex < isInserted.count, !isRemoved[oldIndex],
          !isInserted[newIndex]
        {
          oldIndex += 1
          newIndex += 1
        }
        runs.append(.keep(old: oldStart..<oldIndex, new: newStart..<newIndex))
      }
    }
    return runs
  }
}

/// A group of nearby changes shown together, with the unchanged lines around them.
struct LegacyUnifiedHunk {
  /// One place where old lines are replaced by new lines; either range may be empty.
  struct Change {
    var old: Range<Int>
    var new: Range<Int>
  }

  /// The changes in order; unchanged lines lie between consecutive changes.
  var changes: [Change]
  /// The old lines the hunk shows, context included.
  var old: Range<Int>
  /// The new lines the hunk shows, context included.
  var new: Range<Int>

  /// Groups an edit script's changes into hunks.
  ///
  /// Changes separated by at most `2 * contextLines` unchanged lines share a hunk, as in GNU
  /// `diff -u`.
  ///
  /// - Parameters:
  ///   - edits: The edit script.
  ///   - oldCount: The number of old lines.
  ///   - contextLines: The number of unchanged lines to show around each change, at least zero.
  /// - Returns: The hunks in order.
  static func hunks(of edits: [LineDiff.Edit], oldCount: Int, contextLines: Int)
    -> [LegacyUnifiedHunk]
  {
    var groups: [[Change]] = []
    for change in changes(of: edits) {
      if let previous = groups.last?.last,
        change.old.lowerBound - previous.old.upperBound <= 2 * contextLines
      {
        groups[groups.count - 1].append(change)
      } else {
        groups.append([change])
      }
    }
    return groups.compactMap { group in
      guard let first = group.first, let last = group.last else { return nil }
      let leading = min(contextLines, first.old.lowerBound)
      let trailing = min(contextLines, oldCount - last.old.upperBound)
      return LegacyUnifiedHunk(
        changes: group,
        old: (first.old.lowerBound - leading)..<(last.old.upperBound + trailing),
        new: (first.new.lowerBound - leading)..<(last.new.upperBound + trailing))
    }
  }

  /// Pairs each removal with the insertion right after it, giving the script's changes in order.
  ///
  /// - Parameter edits: The edit script.
  /// - Returns: The changes in order.
  private static func changes(of edits: [LineDiff.Edit]) -> [Change] {
    var changes: [Change] = []
    var newPosition = 0
    var oldPosition = 0
    var previousWasRemoval = false
    for edit in edits {
      switch edit {
      case .keep(let old, let new):
        oldPosition = old.upperBound
        newPosition = new.upperBound
        previousWasRemoval = false
      case .remove(let old):
        changes.append(Change(old: old, new: newPosition..<newPosition))
        oldPosition = old.upperBound
        previousWasRemoval = true
      case .insert(let new):
        if previousWasRemoval {
          changes[changes.count - 1].new = new
        } else {
          changes.append(Change(old: oldPosition..<oldPosition, new: new))
        }
        newPosition = new.upperBound
        previousWasRemoval = false
      }
    }
    return changes
  }
}

/// Writes a line diff as unified diff text.
struct LegacyUnifiedDiffRenderer {
  let diff: LegacyLineDiff
  let options: UnifiedDiffOptions

  /// Renders the header and all hunks.
  ///
  /// - Returns: The unified diff text.
  func render() -> String {
    let hunks = LegacyUnifiedHunk.hunks(
      of: diff.edits, oldCount: diff.old.count, contextLines: max(0, options.contextLines))
    let contexts = hunkContexts(for: hunks)
    var output = "--- \(options.oldPath)\n+++ \(options.newPath)\n"
    for (hunkIndex, hunk) in hunks.enumerated() {
      output += "@@ -\(Self.rangeText(hunk.old)) +\(Self.rangeText(hunk.new)) @@"
      if hunkIndex < contexts.count, let context = contexts[hunkIndex], !context.isEmpty {
        output += " "
        output += context
      }
      output += "\n"
      var oldCursor = hunk.old.lowerBound
      for change in hunk.changes {
        for index in oldCursor..<change.old.lowerBound {
          appendLine(" ", index, of: diff.old, to: &output)
        }
        for index in change.old {
          appendLine("-", index, of: diff.old, to: &output)
        }
        for index in change.new {
          appendLine("+", index, of: diff.new, to: &output)
        }
        oldCursor = change.old.upperBound
      }
      for index in oldCursor..<hunk.old.upperBound {
        appendLine(" ", index, of: diff.old, to: &output)
      }
    }
    return output
  }

  /// Asks the hunk context provider, if any, for every hunk's context in one call.
  ///
  /// - Parameter hunks: The hunks to describe.
  /// - Returns: The single-line contexts, possibly fewer than the hunks.
  private func hunkContexts(for hunks: [LegacyUnifiedHunk]) -> [String?] {
    let oldLines = diff.old.lines
    guard let provider = options.hunkContext, !oldLines.isEmpty else { return [] }
    let indices = hunks.map { hunk in
      min(hunk.changes.first?.old.lowerBound ?? hunk.old.lowerBound, oldLines.count - 1)
    }
    return provider.contexts(forOldLines: oldLines, atLineIndices: indices).map { context in
      context.map { text in
        String(
          String.UnicodeScalarView(text.unicodeScalars.map { legacyIsLineBreak($0) ? " " : $0 }))
      }
    }
  }

  /// Appends one diff line and, if the text line lacks its newline, git's marker line.
  ///
  /// - Parameters:
  ///   - prefix: `" "`, `"-"` or `"+"`.
  ///   - index: The line's index in `lines`.
  ///   - lines: The text the line belongs to.
  ///   - output: The diff text to append to.
  private func appendLine(
    _ prefix: String, _ index: Int, of lines: LegacyTextLines, to output: inout String
  ) {
    output += prefix
    output += lines.lines[index]
    output += "\n"
    if lines.lacksNewline(at: index) {
      output += "\\ No newline at end of file\n"
    }
  }

  /// Formats a hunk range as GNU `diff -u` does.
  ///
  /// - Parameter range: The 0-based line range.
  /// - Returns: `start,count` with a 1-based start; just `start` for one line; for an empty range,
  ///   the line before it followed by `,0`.
  private static func rangeText(_ range: Range<Int>) -> String {
    switch range.count {
    case 0: "\(range.lowerBound),0"
    case 1: "\(range.lowerBound + 1)"
    default: "\(range.lowerBound + 1),\(range.count)"
    }
  }
}

/// Whether a scalar would end a line of diff text.
///
/// - Parameter scalar: The scalar to check.
/// - Returns: `true` for `"\n"` and `"\r"`.
private func legacyIsLineBreak(_ scalar: Unicode.Scalar) -> Bool {
  scalar == "\n" || scalar == "\r"
}
