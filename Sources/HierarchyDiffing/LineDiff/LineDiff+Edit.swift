extension LineDiff {
  /// One run of a line diff's edit script, addressing lines by 0-based index.
  ///
  /// The runs of an edit script cover both texts in order: applying them one after another to the
  /// old lines, copying kept lines, skipping removed ones and adding inserted ones, yields the new
  /// lines. Consecutive runs never have the same kind, and where lines are replaced the
  /// `remove` run comes before the `insert` run.
  public enum Edit: Sendable, Equatable {
    /// Old lines `old` stay unchanged and become new lines `new`; both ranges have equal length.
    case keep(old: Range<Int>, new: Range<Int>)
    /// Old lines `old` are removed.
    case remove(old: Range<Int>)
    /// New lines `new` are inserted before the next old line.
    case insert(new: Range<Int>)
  }
}
