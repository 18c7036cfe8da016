/// The old middle's lines split, hashed and numbered in one pass, with the table to look new
/// lines up in.
struct OldMiddleLines {
  /// The old text, valid while these lines are used.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The old middle.
  let middle: Range<Int>
  /// The offset where each line starts, then the offset just past the middle.
  let starts: [Int]
  /// Each line's number: the index of the first line with the same bytes.
  let numbers: [Int32]
  /// Whether the line numbered by an index occurs more than once.
  let isRepeated: [Bool]
  /// The lines by hash.
  private let table: LineTable

  /// Splits and numbers the old middle.
  ///
  /// - Parameters:
  ///   - bytes: The old text.
  ///   - middle: Whole lines of `bytes`.
  init(_ bytes: UnsafeBufferPointer<UInt8>, _ middle: Range<Int>) {
    self.bytes = bytes
    self.middle = middle
    let lacksNewline = !middle.isEmpty && bytes[middle.upperBound - 1] != NewlineScan.newline
    let count = NewlineScan.count(in: bytes, middle) + (lacksNewline ? 1 : 0)
    var table = LineTable(capacityFor: count)
    var isRepeated = Array(repeating: false, count: count)
    var starts: [Int] = []
    var numbers: [Int32] = []
    starts.reserveCapacity(count + 1)
    numbers.reserveCapacity(count)
    var start = middle.lowerBound
    while start < middle.upperBound {
      let index = numbers.count
      starts.append(start)
      let (end, hash) = LineHash.line(in: bytes, from: start)
      // Every earlier line's end is the next one's start, already stored.
      let number = table.number(ofLine: start..<end, hash: hash, index: index, in: bytes) {
        starts[$0]..<starts[$0 + 1]
      }
      if number != index {
        isRepeated[number] = true
      }
      numbers.append(Int32(number))
      start = end
    }
    starts.append(middle.upperBound)
    self.starts = starts
    self.numbers = numbers
    self.isRepeated = isRepeated
    self.table = table
  }

  /// Returns the number of the old line with the same bytes as a new line, if there is one.
  ///
  /// - Parameters:
  ///   - line: The new line's bytes, newline included.
  ///   - hash: The new line's ``LineHash``.
  ///   - newBytes: The new text.
  /// - Returns: The old line's number, or `nil` when no old middle line has these bytes.
  func number(ofNewLine line: Range<Int>, hash: UInt64, in newBytes: UnsafeBufferPointer<UInt8>)
    -> Int?
  {
    table.lookUp(line, hash: hash, in: newBytes, oldBytes: bytes) { starts[$0]..<starts[$0 + 1] }
  }

  /// Returns the old lines from `first` on that the new bytes at `start` repeat whole.
  ///
  /// - Parameters:
  ///   - first: The index of the old line to start comparing at.
  ///   - newBytes: The new text.
  ///   - start: The offset of a new middle line.
  ///   - newMiddle: The new middle.
  /// - Returns: The indices of the old lines whose bytes, newline included, the new bytes repeat;
  ///   empty when the new line at `start` differs from old line `first`.
  func repeatedLines(
    from first: Int, in newBytes: UnsafeBufferPointer<UInt8>, at start: Int,
    _ newMiddle: Range<Int>
  ) -> Range<Int> {
    guard first < numbers.count else { return first..<first }
    let oldStart = starts[first]
    let limit = min(middle.upperBound - oldStart, newMiddle.upperBound - start)
    let shared = ByteComparison.commonPrefixCount(
      UnsafeBufferPointer(rebasing: bytes[oldStart..<(oldStart + limit)]),
      UnsafeBufferPointer(rebasing: newBytes[start..<(start + limit)]))
    // A line is repeated whole when its newline is; a last line without one only when the new
    // middle ends with it too (then both texts end there).
    var end = first
    while end < numbers.count, starts[end + 1] - oldStart <= shared,
      bytes[starts[end + 1] - 1] == NewlineScan.newline
        || start + starts[end + 1] - oldStart == newMiddle.upperBound
    {
      end += 1
    }
    return first..<end
  }
}
