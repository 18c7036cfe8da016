extension MinimalChanges {
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
