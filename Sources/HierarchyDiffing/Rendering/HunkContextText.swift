/// The old text of a line diff as a ``HunkContextProvider`` reads it: lines by 0-based index,
/// without their newlines.
///
/// The diff has already located the lines between the parts the two texts share at their start
/// and end; a line in those shared parts is found by scanning from the nearest located line, so
/// reading the lines just above or below a hunk stays cheap however long the text is, while
/// reading a line far from every change costs time in proportion to the distance.
public struct HunkContextText: Sendable {
  /// The text's lines, as the diff located them.
  let lines: TextLines

  /// Wraps the old lines of a diff.
  ///
  /// - Parameter lines: The old text's lines.
  init(lines: TextLines) {
    self.lines = lines
  }

  /// Joins separate lines into one text, every line located.
  ///
  /// - Parameter lines: The lines, without their newlines.
  init(joining lines: [Substring]) {
    var bytes: [UInt8] = []
    var starts: [Int] = []
    starts.reserveCapacity(lines.count + 1)
    for line in lines {
      starts.append(bytes.count)
      bytes.append(contentsOf: line.utf8)
      bytes.append(NewlineScan.newline)
    }
    starts.append(bytes.count)
    self.lines = TextLines(
      text: .bytes(bytes), count: lines.count, firstMiddleLine: 0, middleStarts: starts)
  }

  /// The number of lines.
  public var count: Int { lines.count }

  /// The line at an index, without its newline.
  ///
  /// - Parameter index: A line index below ``count``.
  public subscript(index: Int) -> Substring {
    precondition(index >= 0 && index < count, "line index out of range")
    let range = lines.text.withBytes { bytes in
      let start = lines.startOffset(ofLine: index, in: bytes)
      return start..<contentEnd(ofLine: index, startingAt: start, in: bytes)
    }
    return lines.text.text(in: range)
  }

  /// Every line in order, without their newlines, found in one pass over the text.
  public var allLines: [Substring] {
    let ranges = lines.text.withBytes { bytes in
      var ranges: [Range<Int>] = []
      ranges.reserveCapacity(count)
      var start = 0
      for index in 0..<count {
        ranges.append(start..<contentEnd(ofLine: index, startingAt: start, in: bytes))
        start = lines.endOffset(ofLine: index, startingAt: start, in: bytes)
      }
      return ranges
    }
    return lines.text.texts(in: ranges)
  }

  /// Returns the offset where a line's content ends, before its newline.
  ///
  /// - Parameters:
  ///   - index: A line index below ``count``.
  ///   - start: The offset where the line starts.
  ///   - bytes: The text's bytes.
  /// - Returns: The offset of the line's newline, or the end of the text when it has none.
  func contentEnd(ofLine index: Int, startingAt start: Int, in bytes: UnsafeBufferPointer<UInt8>)
    -> Int
  {
    let end = lines.endOffset(ofLine: index, startingAt: start, in: bytes)
    return end > start && bytes[end - 1] == NewlineScan.newline ? end - 1 : end
  }
}
