import PresentationHierarchy

/// Reads a snapshot text upwards from requested lines to find their step heading and ancestors.
///
/// Reading up from a line, the open nodes above it are the node lines each indented less than
/// every node line read before it, back to the step heading. Requests come in ascending order
/// and the reader remembers the heading and open nodes just after the last requested line, so
/// reading up from the next request stops there: over all requests, every line from the first
/// request's heading down to the last request is read once.
struct BreadcrumbReader {
  /// What the reader found at the last requested line.
  private struct Visit {
    /// The requested line's index.
    let line: Int
    /// The text of the step heading at or above the line, after `## `, if there is one.
    let heading: Substring?
    /// The open nodes just after the line, the line itself included when it is a node.
    var ancestry: SnapshotAncestry
    /// The line's breadcrumb, before shortening.
    let breadcrumb: String?
  }

  /// The snapshot text.
  private let text: HunkContextText
  /// The text's lines, as the diff located them.
  private let lines: TextLines
  /// The text's bytes.
  private let bytes: UnsafeBufferPointer<UInt8>
  /// What was found at the last requested line, if any.
  private var previous: Visit?

  /// Starts reading a text.
  ///
  /// - Parameters:
  ///   - text: The snapshot text.
  ///   - bytes: The text's bytes, valid while the reader is used.
  init(text: HunkContextText, bytes: UnsafeBufferPointer<UInt8>) {
    self.text = text
    lines = text.lines
    self.bytes = bytes
  }

  /// Returns a line's breadcrumb: the step heading, then the shortened ancestors, joined by
  /// ` › `.
  ///
  /// - Parameter index: A line index, not below the one asked for before.
  /// - Returns: The breadcrumb, not yet cut to length, or `nil` for a line before the first
  ///   heading, outside the text or below the line asked for before.
  mutating func breadcrumb(atLine index: Int) -> String? {
    guard index >= 0, index < text.count else { return nil }
    if let previous, previous.line >= index {
      return previous.line == index ? previous.breadcrumb : nil
    }
    // Taken out, so the open nodes are not copied when they change.
    var visited = previous
    previous = nil
    let start = lines.startOffset(ofLine: index, in: bytes)
    let line = lines.text.text(
      in: start..<text.contentEnd(ofLine: index, startingAt: start, in: bytes))
    var (heading, ancestry) =
      line.utf8.starts(with: Self.headingMark)
      ? (Self.headingText(of: line), SnapshotAncestry())
      : openNodes(above: index, startingAt: start, after: &visited)
    guard let heading else {
      previous = Visit(line: index, heading: nil, ancestry: SnapshotAncestry(), breadcrumb: nil)
      return nil
    }
    let (indentation, content) = SnapshotNodeLine.indentation(of: line)
    // One allocation for the usual breadcrumb, which is cut to 120 characters anyway.
    var breadcrumb = ""
    breadcrumb.reserveCapacity(256)
    breadcrumb += heading
    ancestry.appendTrail(
      ofAncestorCount: ancestry.ancestorCount(ofIndentation: indentation), to: &breadcrumb,
      separator: " › ")
    if let node = SnapshotNodeLine(content: content, indentation: indentation) {
      ancestry.open(node)
    }
    previous = Visit(line: index, heading: heading, ancestry: ancestry, breadcrumb: breadcrumb)
    return breadcrumb
  }

  /// The bytes a step heading line starts with.
  private static let headingMark = "## ".utf8

  /// Returns a heading line's text after its `## `.
  private static func headingText(of line: Substring) -> Substring {
    line[line.utf8.index(line.startIndex, offsetBy: headingMark.count)...]
  }

  /// Finds the heading above a line and the nodes open just before it, reading upwards.
  ///
  /// - Parameters:
  ///   - index: The line's index.
  ///   - start: The offset where the line starts.
  ///   - visited: What was found at the last requested line, above this one, if any; its open
  ///     nodes are moved out when reading reaches that line.
  /// - Returns: The heading's text and the open nodes, or `nil` and no nodes when no heading is
  ///   above the line.
  private func openNodes(
    above index: Int, startingAt start: Int, after visited: inout Visit?
  ) -> (
    Substring?, SnapshotAncestry
  ) {
    // The node lines each indented less than all read before, innermost first.
    var found: [SnapshotNodeLine] = []
    var limit = Int.max
    var line = index
    var offset = start
    let visitedLine = visited?.line ?? -1
    while line > 0 {
      if line - 1 == visitedLine, var last = visited.take() {
        guard let heading = last.heading else { return (nil, SnapshotAncestry()) }
        // Moved out, so opening the nodes found changes the only copy.
        let ancestry = last.ancestry
        last.ancestry = SnapshotAncestry()
        return (heading, Self.opening(found, in: ancestry))
      }
      // The line above ends with the newline just before this one starts.
      let end = offset - 1
      offset = lines.startOffset(ofLineBefore: line, startingAt: offset, in: bytes)
      line -= 1
      if isHeading(offset..<end) {
        let heading = Self.headingText(of: lines.text.text(in: offset..<end))
        return (heading, Self.opening(found, in: SnapshotAncestry()))
      }
      // Node lines are indented by two spaces per level; others can't be ancestors.
      let indentation = spaces(at: offset, before: end, upTo: limit)
      if indentation < limit, indentation.isMultiple(of: 2),
        let node = SnapshotNodeLine(
          content: lines.text.text(in: (offset + indentation)..<end), indentation: indentation)
      {
        found.append(node)
        limit = indentation
      }
    }
    return (nil, SnapshotAncestry())
  }

  /// Opens nodes found reading upwards, outermost first, on top of the nodes open above them.
  ///
  /// - Parameters:
  ///   - found: The nodes, innermost first.
  ///   - ancestry: The nodes open just above the outermost one.
  /// - Returns: The nodes open just below the innermost one.
  private static func opening(
    _ found: [SnapshotNodeLine], in ancestry: consuming SnapshotAncestry
  ) -> SnapshotAncestry {
    var ancestry = ancestry
    for node in found.reversed() {
      ancestry.open(node)
    }
    return ancestry
  }

  /// Whether a line is a step heading.
  ///
  /// - Parameter line: The offsets of the line's content.
  /// - Returns: `true` when the line starts with `## `.
  private func isHeading(_ line: Range<Int>) -> Bool {
    line.count >= 3 && bytes[line.lowerBound] == ASCII.hash
      && bytes[line.lowerBound + 1] == ASCII.hash
      && bytes[line.lowerBound + 2] == ASCII.space
  }

  /// Counts a line's leading spaces, stopping at `limit`.
  ///
  /// - Parameters:
  ///   - offset: Where the line starts.
  ///   - end: Where its content ends.
  ///   - limit: The count that no longer matters.
  /// - Returns: The number of leading spaces, or `limit` when there are at least that many.
  private func spaces(at offset: Int, before end: Int, upTo limit: Int) -> Int {
    guard let base = bytes.baseAddress else { return 0 }
    let stop = min(limit, end - offset)
    var count = 0
    // Deep lines are mostly indentation: skip it eight spaces at a time.
    while count + ByteWords.width <= stop,
      ByteWords.load(base, at: offset + count) == Self.eightSpaces
    {
      count += ByteWords.width
    }
    while count < stop, base[offset + count] == ASCII.space {
      count += 1
    }
    return count
  }

  /// Eight spaces in one word.
  private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020
}
