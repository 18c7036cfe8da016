/// Measures runs of equal line numbers, eight numbers at a time: the snakes of the middle-snake
/// search and the shared ends of an edit box.
enum NumberRuns {
  /// The numbers compared in one step of the fast loops.
  private static let block = 8

  /// Returns how many numbers two runs share from their start.
  ///
  /// - Parameters:
  ///   - first: The first run's first number.
  ///   - second: The second run's first number.
  ///   - limit: The most numbers to compare; both runs hold at least that many.
  /// - Returns: The length of the longest common prefix, at most `limit`.
  @inline(__always)
  static func commonPrefixCount(
    _ first: UnsafePointer<Int32>, _ second: UnsafePointer<Int32>, limit: Int
  ) -> Int {
    var count = 0
    while count + block <= limit, differences(first + count, second + count) == 0 {
      count += block
    }
    while count < limit, first[count] == second[count] {
      count += 1
    }
    return count
  }

  /// Returns how many numbers two runs share at their end.
  ///
  /// - Parameters:
  ///   - first: Just past the first run's last number.
  ///   - second: Just past the second run's last number.
  ///   - limit: The most numbers to compare; both runs hold at least that many.
  /// - Returns: The length of the longest common suffix, at most `limit`.
  @inline(__always)
  static func commonSuffixCount(
    endingAt first: UnsafePointer<Int32>, _ second: UnsafePointer<Int32>, limit: Int
  ) -> Int {
    var count = 0
    while count + block <= limit,
      differences(first - count - block, second - count - block) == 0
    {
      count += block
    }
    while count < limit, first[-count - 1] == second[-count - 1] {
      count += 1
    }
    return count
  }

  /// Marks the bits where two blocks of eight numbers differ, folded into one word.
  ///
  /// - Parameters:
  ///   - first: The first block.
  ///   - second: The second block.
  /// - Returns: Zero exactly when the blocks are equal.
  @inline(__always)
  private static func differences(_ first: UnsafePointer<Int32>, _ second: UnsafePointer<Int32>)
    -> UInt64
  {
    let firstRaw = UnsafeRawPointer(first)
    let secondRaw = UnsafeRawPointer(second)
    func difference(at offset: Int) -> UInt64 {
      firstRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        ^ secondRaw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
    }
    return difference(at: 0) | difference(at: 8) | difference(at: 16) | difference(at: 24)
  }
}
