/// A text split into lines on `"\n"`, with only the lines the diff compares located up front.
///
/// A final `"\n"` terminates the last line rather than starting an empty one, so `""` has no
/// lines and `"a\n"` has one. Every other byte, `"\r"` included, is line content.
///
/// The lines the two texts of a diff share at their start and end are only counted; the lines
/// in between, the middle, have their start offsets stored. Other lines are found when asked
/// for, by scanning from the nearest stored or known offset, which is cheap for the few lines of
/// context around a hunk.
struct TextLines: Sendable, Equatable {
  /// The text's bytes.
  let text: TextBytes
  /// The number of lines.
  let count: Int
  /// The index of the first middle line, which is the number of lines before it.
  let firstMiddleLine: Int
  /// The byte offset where each middle line starts, followed by the offset just past the middle.
  ///
  /// Middle line `i` occupies `middleStarts[i]..<middleStarts[i + 1]`, its newline included.
  let middleStarts: [Int]

  /// The indices of the middle lines.
  var middleLines: Range<Int> { firstMiddleLine..<(firstMiddleLine + middleStarts.count - 1) }

  /// Returns the offset where a line starts.
  ///
  /// - Parameters:
  ///   - index: A line index from 0 to `count`; `count` gives the end of the text.
  ///   - bytes: The text's bytes.
  /// - Returns: The offset of the line's first byte.
  func startOffset(ofLine index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    let middle = middleLines
    if index >= middle.lowerBound, index <= middle.upperBound {
      return middleStarts[index - firstMiddleLine]
    }
    if index > middle.upperBound {
      var offset = middleStarts[middleStarts.count - 1]
      for _ in middle.upperBound..<index {
        offset = endOffset(ofLineStartingAt: offset, in: bytes)
      }
      return offset
    }
    // A line of the shared start: walk from whichever end of it is fewer lines away.
    if index <= firstMiddleLine - index {
      var offset = 0
      for _ in 0..<index {
        offset = endOffset(ofLineStartingAt: offset, in: bytes)
      }
      return offset
    }
    var offset = middleStarts[0]
    for line in stride(from: firstMiddleLine, to: index, by: -1) {
      offset = startOffset(ofLineBefore: line, startingAt: offset, in: bytes)
    }
    return offset
  }

  /// Returns the offset where the line before a given line starts.
  ///
  /// - Parameters:
  ///   - index: A line index above 0.
  ///   - offset: The offset where line `index` starts.
  ///   - bytes: The text's bytes.
  /// - Returns: The offset of line `index - 1`'s first byte.
  func startOffset(
    ofLineBefore index: Int, startingAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int {
    if middleLines.contains(index - 1) {
      return middleStarts[index - 1 - firstMiddleLine]
    }
    // Line `index - 1` ends with the newline at `offset - 1`; it starts after the one before.
    return NewlineScan.last(in: bytes, from: 0, before: offset - 1).map { $0 + 1 } ?? 0
  }

  /// Returns the offset just past a line.
  ///
  /// - Parameters:
  ///   - offset: The offset where a line that is not a middle line starts.
  ///   - bytes: The text's bytes.
  /// - Returns: The offset after the line's newline, or the end of the text when it has none.
  func endOffset(ofLineStartingAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    NewlineScan.first(in: bytes, from: offset).map { $0 + 1 } ?? bytes.count
  }

  /// Returns the offset just past a line, its newline included.
  ///
  /// - Parameters:
  ///   - index: A line index below `count`.
  ///   - offset: The offset where line `index` starts.
  ///   - bytes: The text's bytes.
  /// - Returns: The offset after the line's newline, or the end of the text when it has none.
  func endOffset(
    ofLine index: Int, startingAt offset: Int, in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int {
    if middleLines.contains(index) {
      return middleStarts[index + 1 - firstMiddleLine]
    }
    return endOffset(ofLineStartingAt: offset, in: bytes)
  }
}
