/// Compares runs of bytes a word at a time: common prefixes and suffixes, equal lines.
///
/// Each function reads through the pointers it is given and never past `count` bytes from the
/// offsets it is told, so callers keep the bounds in one place.
enum ByteComparison {
  /// Returns how many leading bytes two buffers share.
  ///
  /// - Parameters:
  ///   - first: One buffer.
  ///   - second: The other buffer.
  /// - Returns: The length of the longest common prefix, at most the shorter buffer's count.
  static func commonPrefixCount(
    _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let limit = min(first.count, second.count)
    guard limit > 0, let firstBase = first.baseAddress, let secondBase = second.baseAddress
    else { return 0 }
    var offset = 0
    // Four words at a time to find the block with the first difference, then word by word.
    while offset + 4 * ByteWords.width <= limit,
      differences(firstBase + offset, secondBase + offset) == 0
    {
      offset += 4 * ByteWords.width
    }
    while offset + ByteWords.width <= limit {
      let difference =
        ByteWords.load(firstBase, at: offset) ^ ByteWords.load(secondBase, at: offset)
      if difference != 0 {
        return offset + ByteWords.lowestByte(of: difference)
      }
      offset += ByteWords.width
    }
    while offset < limit, firstBase[offset] == secondBase[offset] {
      offset += 1
    }
    return offset
  }

  /// Returns how many trailing bytes two buffers share, looking no further back than `limit`.
  ///
  /// - Parameters:
  ///   - first: One buffer.
  ///   - second: The other buffer.
  ///   - limit: The most bytes to compare; at most the shorter buffer's count.
  /// - Returns: The length of the longest common suffix, at most `limit`.
  static func commonSuffixCount(
    _ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>, limit: Int
  ) -> Int {
    guard limit > 0, let firstBase = first.baseAddress, let secondBase = second.baseAddress
    else { return 0 }
    let firstEnd = firstBase + first.count
    let secondEnd = secondBase + second.count
    var count = 0
    while count + 4 * ByteWords.width <= limit,
      differences(firstEnd - count - 4 * ByteWords.width, secondEnd - count - 4 * ByteWords.width)
        == 0
    {
      count += 4 * ByteWords.width
    }
    while count + ByteWords.width <= limit {
      let back = count + ByteWords.width
      let difference =
        ByteWords.load(firstEnd - back, at: 0) ^ ByteWords.load(secondEnd - back, at: 0)
      if difference != 0 {
        return count + (ByteWords.width - 1 - ByteWords.highestByte(of: difference))
      }
      count = back
    }
    while count < limit, firstEnd[-count - 1] == secondEnd[-count - 1] {
      count += 1
    }
    return count
  }

  /// Marks the bits where two 32-byte blocks differ, folded into one word.
  ///
  /// - Parameters:
  ///   - first: The first block.
  ///   - second: The second block.
  /// - Returns: Zero exactly when the blocks are equal.
  @inline(__always)
  private static func differences(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>)
    -> UInt64
  {
    (ByteWords.load(first, at: 0) ^ ByteWords.load(second, at: 0))
      | (ByteWords.load(first, at: 8) ^ ByteWords.load(second, at: 8))
      | (ByteWords.load(first, at: 16) ^ ByteWords.load(second, at: 16))
      | (ByteWords.load(first, at: 24) ^ ByteWords.load(second, at: 24))
  }

  /// Returns whether two runs of bytes of the same length are equal.
  ///
  /// - Parameters:
  ///   - first: The first run's first byte.
  ///   - second: The second run's first byte.
  ///   - count: The length of both runs.
  /// - Returns: `true` when every byte matches.
  @inline(__always)
  static func equal(
    _ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>, count: Int
  ) -> Bool {
    var offset = 0
    while offset + ByteWords.width <= count {
      if ByteWords.load(first, at: offset) != ByteWords.load(second, at: offset) {
        return false
      }
      offset += ByteWords.width
    }
    while offset < count {
      if first[offset] != second[offset] { return false }
      offset += 1
    }
    return true
  }
}
