/// The minimal line-level edit script between two texts.
///
/// Texts are split on `"\n"` only: a final `"\n"` ends the last line instead of starting an empty
/// one, `"\r"` is ordinary content, and a last line without a newline differs from the same line
/// with one. Lines compare by their exact bytes. The script is minimal: no other script removes
/// and inserts fewer lines in total. It is computed with Myers' O(ND) algorithm in linear space,
/// without recursion.
public struct LineDiff: Sendable, Equatable {
  /// The runs of kept, removed and inserted lines that turn the old text into the new one.
  public let edits: [Edit]
  /// The number of old lines the script removes.
  public let removedCount: Int
  /// The number of new lines the script inserts.
  public let insertedCount: Int
  let old: TextLines
  let new: TextLines

  /// Computes the minimal edit script that turns `old` into `new`.
  ///
  /// - Parameters:
  ///   - old: The text before the change, for example a reference snapshot.
  ///   - new: The text after the change, for example the actual snapshot.
  public init(from old: String, to new: String) {
    self.old = TextLines(splitting: old)
    self.new = TextLines(splitting: new)
    let changes = MinimalChanges(lines: InternedLines(old: self.old, new: self.new))
    edits = changes.editRuns
    removedCount = changes.isRemoved.count { $0 }
    insertedCount = changes.isInserted.count { $0 }
  }

  /// Whether the two texts are identical.
  public var isEmpty: Bool { removedCount == 0 && insertedCount == 0 }

  /// Renders the script as a unified diff that `git apply` and `patch` accept.
  ///
  /// The output follows GNU `diff -u`: `---` and `+++` header lines, `@@ -a,b +c,d @@` hunk headers
  /// (a range of one line omits `,1`; an empty range names the line before it), lines prefixed with
  /// `-`, `+` or a space, and `\ No newline at end of file` after a line that lacks its newline.
  /// Identical texts render as the empty string.
  ///
  /// - Parameter options: The file paths, context size and hunk header context to use.
  /// - Returns: The unified diff, ending with a newline unless it is empty.
  public func unified(_ options: UnifiedDiffOptions = .init()) -> String {
    guard !isEmpty else { return "" }
    return UnifiedDiffRenderer(diff: self, options: options).render()
  }
}
