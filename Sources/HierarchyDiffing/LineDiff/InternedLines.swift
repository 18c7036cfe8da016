/// Splits the middles of two texts into lines and numbers them so equal lines share a number.
///
/// A line is its bytes with its newline, so lines compare by their exact UTF-8 bytes, not by
/// Unicode canonical equivalence, and an unterminated last line never equals a terminated one:
/// the missing newline is part of the change.
///
/// Each old line is numbered by the index of the first old line equal to it, found in a
/// ``LineTable``. A new line gets the number of the old line equal to it, or ``absent``. The new
/// side is read along the old one: where the new bytes repeat the old ones from the expected old
/// line on, one long comparison numbers every whole line they cover, without hashing.
struct InternedLines {
  /// The number of a new line that equals no old line.
  static let absent: Int32 = -1

  /// The offset where each old middle line starts, then the offset just past the old middle.
  let oldStarts: [Int]
  /// The offset where each new middle line starts, then the offset just past the new middle.
  let newStarts: [Int]
  /// The number of each old line: the index of the first old line with the same bytes.
  let old: [Int32]
  /// The number of each new line: the number of an old line with the same bytes, or `absent`.
  let new: [Int32]

  /// Splits and numbers the lines of two middles.
  ///
  /// - Parameters:
  ///   - oldBytes: The old text.
  ///   - oldMiddle: The old middle: whole lines of `oldBytes`.
  ///   - newBytes: The new text.
  ///   - newMiddle: The new middle: whole lines of `newBytes`.
  init(
    old oldBytes: UnsafeBufferPointer<UInt8>, _ oldMiddle: Range<Int>,
    new newBytes: UnsafeBufferPointer<UInt8>, _ newMiddle: Range<Int>
  ) {
    let oldLines = OldMiddleLines(oldBytes, oldMiddle)
    oldStarts = oldLines.starts
    old = oldLines.numbers
    (newStarts, new) = Self.numberAlong(oldLines, new: newBytes, newMiddle)
  }

  /// Numbers the new lines by following the old lines and looking up those that don't follow.
  ///
  /// After a new line that matched no old line, or a line the old text repeats, the next new line
  /// is expected to follow the next old line, as after a replaced line; after a line the old text
  /// holds once, to follow that old line.
  ///
  /// - Parameters:
  ///   - oldLines: The numbered old middle lines.
  ///   - newBytes: The new text.
  ///   - newMiddle: The new middle: whole lines of `newBytes`.
  /// - Returns: The new middle lines' starts (then the new middle's end) and their numbers.
  private static func numberAlong(
    _ oldLines: OldMiddleLines, new newBytes: UnsafeBufferPointer<UInt8>, _ newMiddle: Range<Int>
  ) -> (starts: [Int], numbers: [Int32]) {
    var starts: [Int] = []
    var numbers: [Int32] = []
    starts.reserveCapacity(oldLines.starts.count)
    numbers.reserveCapacity(oldLines.numbers.count)
    var expected = 0
    var start = newMiddle.lowerBound
    while start < newMiddle.upperBound {
      let repeated = oldLines.repeatedLines(from: expected, in: newBytes, at: start, newMiddle)
      if !repeated.isEmpty {
        let shift = start - oldLines.starts[expected]
        for index in repeated {
          starts.append(oldLines.starts[index] + shift)
          numbers.append(oldLines.numbers[index])
        }
        start = oldLines.starts[repeated.upperBound] + shift
        expected = repeated.upperBound
        continue
      }
      starts.append(start)
      let (end, hash) = LineHash.line(in: newBytes, from: start)
      let number = oldLines.number(ofNewLine: start..<end, hash: hash, in: newBytes)
      numbers.append(number.map { Int32($0) } ?? absent)
      if let number, !oldLines.isRepeated[number] {
        expected = number + 1
      } else {
        expected += 1
      }
      start = end
    }
    starts.append(newMiddle.upperBound)
    return (starts, numbers)
  }
}
