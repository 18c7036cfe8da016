/// Writes a line diff as unified diff text.
///
/// Lines are copied byte for byte from the two texts into one byte buffer, walking each hunk's
/// old lines in order, so the shared lines at either end are only read where a hunk shows them.
struct UnifiedDiffRenderer {
  let diff: LineDiff
  let options: UnifiedDiffOptions

  /// The marker git and `patch` expect after a line that lacks its newline.
  private static let noNewlineMarker = Array("\n\\ No newline at end of file\n".utf8)

  /// Renders the header and all hunks.
  ///
  /// - Returns: The unified diff text.
  func render() -> String {
    let hunks = UnifiedHunk.hunks(
      of: diff.edits, oldCount: diff.old.count, contextLines: max(0, options.contextLines))
    let contexts = hunkContexts(for: hunks)
    var output: [UInt8] = []
    output.append(contentsOf: "--- \(options.oldPath)\n+++ \(options.newPath)\n".utf8)
    diff.old.text.withBytes { oldBytes in
      diff.new.text.withBytes { newBytes in
        for (hunkIndex, hunk) in hunks.enumerated() {
          var header = "@@ -\(Self.rangeText(hunk.old)) +\(Self.rangeText(hunk.new)) @@"
          if hunkIndex < contexts.count, let context = contexts[hunkIndex], !context.isEmpty {
            header += " "
            header += context
          }
          header += "\n"
          output.append(contentsOf: header.utf8)
          append(hunk, oldBytes: oldBytes, newBytes: newBytes, to: &output)
        }
      }
    }
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends a hunk's lines: context and removed lines from the old text, inserted lines from the
  /// new one.
  ///
  /// - Parameters:
  ///   - hunk: The hunk.
  ///   - oldBytes: The old text's bytes.
  ///   - newBytes: The new text's bytes.
  ///   - output: The diff text to append to.
  private func append(
    _ hunk: UnifiedHunk, oldBytes: UnsafeBufferPointer<UInt8>,
    newBytes: UnsafeBufferPointer<UInt8>, to output: inout [UInt8]
  ) {
    var old = LineCursor(lines: diff.old, at: hunk.old.lowerBound, in: oldBytes)
    for change in hunk.changes {
      while old.index < change.old.lowerBound {
        old.append(prefix: " ", to: &output)
      }
      while old.index < change.old.upperBound {
        old.append(prefix: "-", to: &output)
      }
      if !change.new.isEmpty {
        var new = LineCursor(lines: diff.new, at: change.new.lowerBound, in: newBytes)
        while new.index < change.new.upperBound {
          new.append(prefix: "+", to: &output)
        }
      }
    }
    while old.index < hunk.old.upperBound {
      old.append(prefix: " ", to: &output)
    }
  }

  /// Asks the hunk context provider, if any, for every hunk's context in one call.
  ///
  /// - Parameter hunks: The hunks to describe.
  /// - Returns: The single-line contexts, possibly fewer than the hunks.
  private func hunkContexts(for hunks: [UnifiedHunk]) -> [String?] {
    let oldCount = diff.old.count
    guard let provider = options.hunkContext, oldCount > 0 else { return [] }
    let indices = hunks.map { hunk in
      min(hunk.changes.first?.old.lowerBound ?? hunk.old.lowerBound, oldCount - 1)
    }
    let oldText = HunkContextText(lines: diff.old)
    return provider.contexts(forOldText: oldText, atLineIndices: indices).map { context in
      context.map(Self.oneLine)
    }
  }

  /// Replaces the line breaks in a hunk context with spaces.
  ///
  /// - Parameter context: The provider's text.
  /// - Returns: `context` with every `"\n"` and `"\r"` scalar replaced by a space.
  private static func oneLine(_ context: String) -> String {
    guard context.utf8.contains(where: { $0 == NewlineScan.newline || $0 == carriageReturn })
    else { return context }
    return String(
      String.UnicodeScalarView(context.unicodeScalars.map { isLineBreak($0) ? " " : $0 }))
  }

  /// The carriage return byte.
  private static let carriageReturn = UInt8(ascii: "\r")

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

  /// Walks the lines of one text from a given line on, copying each into the diff.
  private struct LineCursor {
    /// The text's lines.
    let lines: TextLines
    /// The text's bytes.
    let bytes: UnsafeBufferPointer<UInt8>
    /// The index of the next line to copy.
    private(set) var index: Int
    /// The offset where that line starts.
    private var offset: Int

    /// Starts at a line.
    ///
    /// - Parameters:
    ///   - lines: The text's lines.
    ///   - index: The first line to copy.
    ///   - bytes: The text's bytes.
    init(lines: TextLines, at index: Int, in bytes: UnsafeBufferPointer<UInt8>) {
      self.lines = lines
      self.bytes = bytes
      self.index = index
      offset = lines.startOffset(ofLine: index, in: bytes)
    }

    /// Appends the next line as a diff line and moves past it.
    ///
    /// - Parameters:
    ///   - prefix: `" "`, `"-"` or `"+"`.
    ///   - output: The diff text to append to.
    mutating func append(prefix: Unicode.Scalar, to output: inout [UInt8]) {
      let end = lines.endOffset(ofLine: index, startingAt: offset, in: bytes)
      output.append(UInt8(ascii: prefix))
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset..<end]))
      if end == offset || bytes[end - 1] != NewlineScan.newline {
        output.append(contentsOf: UnifiedDiffRenderer.noNewlineMarker)
      }
      index += 1
      offset = end
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
