/// Finds the bytes two texts share at their start or end and counts the newlines in them, in
/// one pass over 32-byte blocks, so the shared lines of a long text are read only once.
enum SharedBytes {
  /// The bytes compared and counted at once.
  private static let blockSize = NewlineCounter.blockSize

  /// Returns how many leading bytes two buffers share and how many of those are newlines.
  ///
  /// - Parameters:
  ///   - first: One buffer.
  ///   - second: The other buffer.
  /// - Returns: The length of the longest common prefix and the newlines in it.
  static func prefix(of first: UnsafeBufferPointer<UInt8>, and second: UnsafeBufferPointer<UInt8>)
    -> (count: Int, newlines: Int)
  {
    let limit = min(first.count, second.count)
    guard limit > 0, let firstBase = first.baseAddress, let secondBase = second.baseAddress
    else { return (0, 0) }
    var counter = NewlineCounter()
    var offset = 0
    while offset + blockSize <= limit,
      equalBlocks(firstBase + offset, secondBase + offset)
    {
      counter.add(firstBase + offset)
      offset += blockSize
    }
    let count =
      offset
      + ByteComparison.commonPrefixCount(
        UnsafeBufferPointer(rebasing: first[offset..<limit]),
        UnsafeBufferPointer(rebasing: second[offset..<limit]))
    return (count, counter.count + NewlineScan.count(in: first, offset..<count))
  }

  /// Returns how many trailing bytes two buffers share, looking no further back than `limit`,
  /// and how many of those are newlines.
  ///
  /// - Parameters:
  ///   - first: One buffer.
  ///   - second: The other buffer.
  ///   - limit: The most bytes to compare; at most the shorter buffer's count.
  /// - Returns: The length of the longest common suffix, at most `limit`, and the newlines in it.
  static func suffix(
    of first: UnsafeBufferPointer<UInt8>, and second: UnsafeBufferPointer<UInt8>, limit: Int
  ) -> (count: Int, newlines: Int) {
    guard limit > 0, let firstBase = first.baseAddress, let secondBase = second.baseAddress
    else { return (0, 0) }
    let firstEnd = firstBase + first.count
    let secondEnd = secondBase + second.count
    var counter = NewlineCounter()
    var count = 0
    while count + blockSize <= limit,
      equalBlocks(firstEnd - count - blockSize, secondEnd - count - blockSize)
    {
      counter.add(firstEnd - count - blockSize)
      count += blockSize
    }
    let blocksStart = first.count - count
    count += ByteComparison.commonSuffixCount(
      UnsafeBufferPointer(rebasing: first[..<blocksStart]),
      UnsafeBufferPointer(rebasing: second[..<(second.count - count)]), limit: limit - count)
    return (
      count, counter.count + NewlineScan.count(in: first, (first.count - count)..<blocksStart)
    )
  }

  /// Whether two blocks hold the same bytes.
  @inline(__always)
  private static func equalBlocks(_ first: UnsafePointer<UInt8>, _ second: UnsafePointer<UInt8>)
    -> Bool
  {
    func difference(at offset: Int) -> UInt64 {
      ByteWords.load(first, at: offset) ^ ByteWords.load(second, at: offset)
    }
    return difference(at: 0) | difference(at: 8) | difference(at: 16) | difference(at: 24) == 0
  }
}
