extension MinimalChanges {
  /// The whole edit script as runs of kept, removed and inserted lines, in order.
  ///
  /// The shared lines at the start and end are kept runs of their own: the middle never begins
  /// or ends with a kept line, since a kept pair there would be equal lines the shared parts
  /// would have taken. At every position removed old lines are taken before inserted new lines,
  /// so replacements read as a `remove` run followed by an `insert` run.
  ///
  /// - Parameters:
  ///   - prefixCount: The number of shared lines before the middles.
  ///   - suffixCount: The number of shared lines after the middles.
  /// - Returns: The runs, with line indices counted from the start of each text.
  func editRuns(prefixCount: Int, suffixCount: Int) -> [LineDiff.Edit] {
    var runs: [LineDiff.Edit] = []
    if prefixCount > 0 {
      runs.append(.keep(old: 0..<prefixCount, new: 0..<prefixCount))
    }
    var oldIndex = 0
    var newIndex = 0
    while oldIndex < isRemoved.count || newIndex < isInserted.count {
      let oldStart = oldIndex
      let newStart = newIndex
      if oldIndex < isRemoved.count, isRemoved[oldIndex] {
        while oldIndex < isRemoved.count, isRemoved[oldIndex] {
          oldIndex += 1
        }
        runs.append(.remove(old: (prefixCount + oldStart)..<(prefixCount + oldIndex)))
      } else if newIndex < isInserted.count, isInserted[newIndex] {
        while newIndex < isInserted.count, isInserted[newIndex] {
          newIndex += 1
        }
        runs.append(.insert(new: (prefixCount + newStart)..<(prefixCount + newIndex)))
      } else {
        while oldIndex < isRemoved.count, newIndex < isInserted.count, !isRemoved[oldIndex],
          !isInserted[newIndex]
        {
          oldIndex += 1
          newIndex += 1
        }
        runs.append(
          .keep(
            old: (prefixCount + oldStart)..<(prefixCount + oldIndex),
            new: (prefixCount + newStart)..<(prefixCount + newIndex)))
      }
    }
    if suffixCount > 0 {
      let oldEnd = prefixCount + isRemoved.count
      let newEnd = prefixCount + isInserted.count
      runs.append(
        .keep(old: oldEnd..<(oldEnd + suffixCount), new: newEnd..<(newEnd + suffixCount)))
    }
    return runs
  }
}
