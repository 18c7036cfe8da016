/// Splits the middles of two texts into lines and numbers them so equal lines share a number.
///
/// A line is its bytes with its newline, so lines compare by their exact UTF-8 bytes, not by
/// Unicode canonical equivalence, and an unterminated last line never equals a terminated one:
/// the missing newline is part of the change.
///
/// Each old line is numbered by the index of the first old line equal to it, found in a
/// ``LineTable``. A new line gets the number of the old line equal to it, or ``absent``; the new
/// side is read along the old one, so a new line that equals the old line after the previous
/// match is numbered by one comparison, without hashing.
struct InternedLines {
  /// The number of a new line that equals no old line.
  static let absent = -1

  /// The offset where each old middle line starts, then the offset just past the old middle.
  let oldStarts: [Int]
  /// The offset where each new middle line starts, then the offset just past the new middle.
  let newStarts: [Int]
  /// The number of each old line: the index of the first old line with the same bytes.
  let old: [Int]
  /// The number of each new line: the number of an old line with the same bytes, or `absent`.
  let new: [Int]

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
    let (oldStarts, oldHashes) = Self.split(oldBytes, oldMiddle)
    var table = LineTable(capacityFor: oldHashes.count)
    var old: [Int] = []
    old.reserveCapacity(oldHashes.count)
    var isRepeated = Array(repeating: false, count: oldHashes.count)
    for index in oldHashes.indices {
      let number = table.number(
        ofLine: index, hash: oldHashes[index], starts: oldStarts, in: oldBytes)
      if number != index {
        isRepeated[number] = true
      }
      old.append(number)
    }
    self.oldStarts = oldStarts
    self.old = old
    (newStarts, new) = Self.numberAlong(
      old: oldBytes, oldStarts, old, isRepeated, new: newBytes, newMiddle, using: table)
  }

  /// Splits whole lines into their starts and hashes.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - range: Whole lines of `bytes`.
  /// - Returns: Each line's start followed by the end of `range`, and each line's hash.
  private static func split(
    _ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>
  ) -> (starts: [Int], hashes: [UInt64]) {
    var starts: [Int] = []
    var hashes: [UInt64] = []
    starts.reserveCapacity(range.count / 24 + 2)
    hashes.reserveCapacity(range.count / 24 + 1)
    var start = range.lowerBound
    while start < range.upperBound {
      starts.append(start)
      let (end, hash) = LineHash.line(in: bytes, from: start)
      hashes.append(hash)
      start = end
    }
    starts.append(range.upperBound)
    return (starts, hashes)
  }

  /// Numbers the new lines by following the old lines and looking up those that don't follow.
  ///
  /// After a new line that matched no old line, or a line the old text repeats, the next new line
  /// is expected to follow the next old line, as after a replaced line; after a line the old text
  /// holds once, to follow that old line.
  ///
  /// - Parameters:
  ///   - oldBytes: The old text.
  ///   - oldStarts: The old middle lines' starts, then the old middle's end.
  ///   - oldNumbers: The number of each old middle line.
  ///   - isRepeated: Whether the old middle holds the line numbered by an index more than once.
  ///   - newBytes: The new text.
  ///   - newMiddle: The new middle: whole lines of `newBytes`.
  ///   - table: The old lines by hash.
  /// - Returns: The new middle lines' starts (then the new middle's end) and their numbers.
  private static func numberAlong(
    old oldBytes: UnsafeBufferPointer<UInt8>, _ oldStarts: [Int], _ oldNumbers: [Int],
    _ isRepeated: [Bool], new newBytes: UnsafeBufferPointer<UInt8>, _ newMiddle: Range<Int>,
    using table: LineTable
  ) -> (starts: [Int], numbers: [Int]) {
    var starts: [Int] = []
    var numbers: [Int] = []
    starts.reserveCapacity(max(oldStarts.count, newMiddle.count / 24 + 2))
    numbers.reserveCapacity(oldNumbers.count)
    var predicted = 0
    var start = newMiddle.lowerBound
    while start < newMiddle.upperBound {
      starts.append(start)
      if predicted < oldNumbers.count,
        let end = followingEnd(
          of: oldStarts[predicted]..<oldStarts[predicted + 1], in: oldBytes, at: start,
          in: newBytes, before: newMiddle.upperBound)
      {
        numbers.append(oldNumbers[predicted])
        predicted += 1
        start = end
        continue
      }
      let (end, hash) = LineHash.line(in: newBytes, from: start)
      let number = table.lookUp(
        start..<end, hash: hash, in: newBytes, starts: oldStarts, of: oldBytes)
      numbers.append(number ?? absent)
      if let number, !isRepeated[number] {
        predicted = number + 1
      } else {
        predicted += 1
      }
      start = end
    }
    starts.append(newMiddle.upperBound)
    return (starts, numbers)
  }

  /// Checks whether the new line at `start` repeats a given old line.
  ///
  /// - Parameters:
  ///   - oldLine: The old line's bytes, newline included.
  ///   - oldBytes: The old text.
  ///   - start: Where the new line starts.
  ///   - newBytes: The new text.
  ///   - end: The end of the new middle.
  /// - Returns: The end of the new line when its bytes equal the old line's, otherwise `nil`.
  @inline(__always)
  private static func followingEnd(
    of oldLine: Range<Int>, in oldBytes: UnsafeBufferPointer<UInt8>, at start: Int,
    in newBytes: UnsafeBufferPointer<UInt8>, before end: Int
  ) -> Int? {
    // Only a line that ends with a newline tells where the new line ends by itself.
    guard start + oldLine.count <= end, let oldBase = oldBytes.baseAddress,
      let newBase = newBytes.baseAddress,
      oldBase[oldLine.upperBound - 1] == NewlineScan.newline,
      ByteComparison.equal(
        oldBase + oldLine.lowerBound, newBase + start, count: oldLine.count)
    else { return nil }
    return start + oldLine.count
  }
}
