/// Writes a line diff as unified diff text.
struct UnifiedDiffRenderer {
  let diff: LineDiff
  let options: UnifiedDiffOptions

  /// Renders the header and all hunks.
  ///
  /// - Returns: The unified diff text.
  func render() -> String {
    let hunks = UnifiedHunk.hunks(
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
  private func hunkContexts(for hunks: [UnifiedHunk]) -> [String?] {
    let oldLines = diff.old.lines
    guard let provider = options.hunkContext, !oldLines.isEmpty else { return [] }
    let indices = hunks.map { hunk in
      min(hunk.changes.first?.old.lowerBound ?? hunk.old.lowerBound, oldLines.count - 1)
    }
    return provider.contexts(forOldLines: oldLines, atLineIndices: indices).map { context in
      context.map { text in
        String(String.UnicodeScalarView(text.unicodeScalars.map { isLineBreak($0) ? " " : $0 }))
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
    _ prefix: String, _ index: Int, of lines: TextLines, to output: inout String
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
private func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
  scalar == "\n" || scalar == "\r"
}
