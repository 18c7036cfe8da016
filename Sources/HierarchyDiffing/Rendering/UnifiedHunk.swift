/// A group of nearby changes shown together, with the unchanged lines around them.
struct UnifiedHunk {
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
  static func hunks(of edits: [LineDiff.Edit], oldCount: Int, contextLines: Int) -> [UnifiedHunk] {
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
      return UnifiedHunk(
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
