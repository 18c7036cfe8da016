/// Finds and counts `"\n"` bytes a word at a time.
enum NewlineScan {
  /// The newline byte.
  static let newline = UInt8(ascii: "\n")

  /// Returns how many newlines a range of bytes holds.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - range: The offsets to look at, inside `bytes`.
  /// - Returns: The number of `"\n"` bytes in `range`.
  static func count(in bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    guard !range.isEmpty, let base = bytes.baseAddress else { return 0 }
    var counter = NewlineCounter()
    var offset = range.lowerBound
    while offset + NewlineCounter.blockSize <= range.upperBound {
      counter.add(base + offset)
      offset += NewlineCounter.blockSize
    }
    var count = counter.count
    while offset < range.upperBound {
      if base[offset] == newline { count += 1 }
      offset += 1
    }
    return count
  }

  /// Returns the offset of the first newline at or after `start`.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - start: The first offset to look at.
  /// - Returns: The newline's offset, or `nil` when none follows.
  static func first(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = start
    while offset + ByteWords.width <= bytes.count {
      let mark = ByteWords.firstZeroByte(of: ByteWords.load(base, at: offset) ^ ByteWords.newlines)
      if mark != 0 {
        return offset + ByteWords.lowestByte(of: mark)
      }
      offset += ByteWords.width
    }
    while offset < bytes.count {
      if base[offset] == newline { return offset }
      offset += 1
    }
    return nil
  }

  /// Returns the offset of the last newline before `end` and not before `start`.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - start: The lowest offset to look at.
  ///   - end: The offset just past the last one to look at.
  /// - Returns: The newline's offset, or `nil` when `start..<end` holds none.
  static func last(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, before end: Int) -> Int? {
    guard let base = bytes.baseAddress else { return nil }
    var offset = end
    while offset - ByteWords.width >= start {
      let wordStart = offset - ByteWords.width
      let marks = ByteWords.zeroBytes(of: ByteWords.load(base, at: wordStart) ^ ByteWords.newlines)
      if marks != 0 {
        return wordStart + ByteWords.highestByte(of: marks)
      }
      offset = wordStart
    }
    while offset > start {
      offset -= 1
      if base[offset] == newline { return offset }
    }
    return nil
  }
}
