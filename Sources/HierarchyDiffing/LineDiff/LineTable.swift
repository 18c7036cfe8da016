/// An open-addressing hash table from the old middle's lines to their numbers.
///
/// Each 32-bit slot holds one more than the index of the first old line with some bytes, in its
/// low bits, and as many top bits of that line's hash as the other bits leave room for; zero
/// marks an empty slot. Slots are probed one after another from the hash's low bits, and a slot
/// whose hash bits match is only taken after the bytes compare equal, so collisions cost time,
/// never correctness. The table is at most half full, and small enough to stay in cache for the
/// line counts of real snapshots.
struct LineTable {
  /// The slots; the count is a power of two.
  private var slots: [UInt32]
  /// One less than the number of slots, to wrap slot indices.
  private let mask: Int
  /// The number of low bits that hold a line index plus one.
  private let indexBits: UInt32
  /// The slot bits that hold hash bits.
  private let tagMask: UInt32

  /// Makes an empty table for a number of lines.
  ///
  /// - Parameter count: The number of old lines that will be numbered; below 2³¹.
  init(capacityFor count: Int) {
    precondition(count < Int(Int32.max), "a line diff takes fewer than 2³¹ − 1 lines")
    var capacity = 16
    while capacity < 2 * count {
      capacity *= 2
    }
    slots = Array(repeating: 0, count: capacity)
    mask = capacity - 1
    indexBits =
      UInt32(UInt32(truncatingIfNeeded: count + 1).bitWidth)
      - UInt32(UInt32(truncatingIfNeeded: count + 1).leadingZeroBitCount)
    tagMask = indexBits >= 32 ? 0 : ~((1 << indexBits) - 1)
  }

  /// Returns the number of an old line, entering the line when the table has none like it.
  ///
  /// - Parameters:
  ///   - line: The line's bytes, newline included.
  ///   - hash: The line's ``LineHash``.
  ///   - index: The line's index among the old middle lines.
  ///   - bytes: The old text.
  ///   - lineAt: The bytes of an earlier old line, by index.
  /// - Returns: The index of the first old line with the same bytes; `index` for a new one.
  @inline(__always)
  mutating func number(
    ofLine line: Range<Int>, hash: UInt64, index: Int, in bytes: UnsafeBufferPointer<UInt8>,
    lineAt: (Int) -> Range<Int>
  ) -> Int {
    let tag = UInt32(truncatingIfNeeded: hash >> 32) & tagMask
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 {
        slots[slot] = tag | UInt32(index + 1)
        return index
      }
      if entry & tagMask == tag {
        let candidate = Int(entry & ~tagMask) - 1
        if Self.sameBytes(line, in: bytes, lineAt(candidate), in: bytes) {
          return candidate
        }
      }
      slot = (slot + 1) & mask
    }
  }

  /// Returns the number of the old line with the same bytes as a new line, if there is one.
  ///
  /// - Parameters:
  ///   - line: The new line's bytes, newline included.
  ///   - hash: The new line's ``LineHash``.
  ///   - newBytes: The new text.
  ///   - oldBytes: The old text.
  ///   - lineAt: The bytes of an old line, by index.
  /// - Returns: The old line's number, or `nil` when no old middle line has these bytes.
  @inline(__always)
  func lookUp(
    _ line: Range<Int>, hash: UInt64, in newBytes: UnsafeBufferPointer<UInt8>,
    oldBytes: UnsafeBufferPointer<UInt8>, lineAt: (Int) -> Range<Int>
  ) -> Int? {
    let tag = UInt32(truncatingIfNeeded: hash >> 32) & tagMask
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 {
        return nil
      }
      if entry & tagMask == tag {
        let candidate = Int(entry & ~tagMask) - 1
        if Self.sameBytes(line, in: newBytes, lineAt(candidate), in: oldBytes) {
          return candidate
        }
      }
      slot = (slot + 1) & mask
    }
  }

  /// Whether two lines have the same bytes.
  @inline(__always)
  private static func sameBytes(
    _ first: Range<Int>, in firstBytes: UnsafeBufferPointer<UInt8>, _ second: Range<Int>,
    in secondBytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard first.count == second.count else { return false }
    guard let firstBase = firstBytes.baseAddress, let secondBase = secondBytes.baseAddress
    else { return first.isEmpty }
    return ByteComparison.equal(
      firstBase + first.lowerBound, secondBase + second.lowerBound, count: first.count)
  }
}
