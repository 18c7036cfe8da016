/// The minimal line-level edit script between two texts.
///
/// Texts are split on `"\n"` only: a final `"\n"` ends the last line instead of starting an empty
/// one, `"\r"` is ordinary content, and a last line without a newline differs from the same line
/// with one. Lines compare by their exact bytes. The script is minimal: no other script removes
/// and inserts fewer lines in total. The lines both texts share at their start and end are found
/// by comparing bytes and only counted; the lines in between are numbered so that equal lines
/// share a number, and diffed with Myers' O(ND) algorithm in linear space, without recursion.
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
    self.init(old: TextBytes(old), new: TextBytes(new))
  }

  /// Computes the minimal edit script between two UTF-8 texts without making strings of them.
  ///
  /// This gives the same script and the same unified diff as decoding both texts with
  /// `String(decoding:as:)` and diffing the strings, without the copies when the bytes are valid
  /// UTF-8, as snapshot files are. Bytes that are not valid UTF-8 are read the way
  /// `String(decoding:as:)` reads them: each ill-formed sequence becomes U+FFFD.
  ///
  /// - Parameters:
  ///   - old: The UTF-8 bytes before the change, for example a reference snapshot file.
  ///   - new: The UTF-8 bytes after the change.
  public init(from old: [UInt8], to new: [UInt8]) {
    self.init(old: TextBytes(utf8: old), new: TextBytes(utf8: new))
  }

  /// Computes the script between two texts: sets the shared lines at both ends aside on the
  /// bytes, then numbers and diffs the lines in between.
  ///
  /// - Parameters:
  ///   - old: The old text's bytes.
  ///   - new: The new text's bytes.
  private init(old: TextBytes, new: TextBytes) {
    let (ends, lines) = old.withBytes { oldBytes in
      new.withBytes { newBytes in
        let ends = SharedLineEnds(old: oldBytes, new: newBytes)
        let oldMiddle = ends.prefixByteCount..<(oldBytes.count - ends.suffixByteCount)
        let newMiddle = ends.prefixByteCount..<(newBytes.count - ends.suffixByteCount)
        return (ends, InternedLines(old: oldBytes, oldMiddle, new: newBytes, newMiddle))
      }
    }
    let changes = MinimalChanges(lines: lines)
    edits = changes.editRuns(prefixCount: ends.prefixLineCount, suffixCount: ends.suffixLineCount)
    removedCount = changes.isRemoved.count { $0 }
    insertedCount = changes.isInserted.count { $0 }
    let sharedCount = ends.prefixLineCount + ends.suffixLineCount
    self.old = TextLines(
      text: old, count: sharedCount + lines.old.count, firstMiddleLine: ends.prefixLineCount,
      middleStarts: lines.oldStarts)
    self.new = TextLines(
      text: new, count: sharedCount + lines.new.count, firstMiddleLine: ends.prefixLineCount,
      middleStarts: lines.newStarts)
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
