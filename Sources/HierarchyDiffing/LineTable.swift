/// An open-addressing hash table from the old middle's lines to their numbers.
///
/// Each slot holds the top 32 bits of a line's hash and one more than the index of the first
/// old line with those bytes; zero marks an empty slot. Slots are probed one after another from
/// the hash's low bits, and a slot whose hash bits match is only taken after the bytes compare
/// equal, so collisions cost time, never correctness. The table is at most half full.
struct LineTable {
  private var slots: [UInt64]
  private let mask: Int

  /// Makes an empty table for a number of lines.
  ///
  /// - Parameter count: The number of old lines that will be numbered; below 2³² − 1.
  init(capacityFor count: Int) {
    precondition(count < Int(UInt32.max), "a line diff takes fewer than 2³² − 1 lines")
    var capacity = 16
    while capacity < 2 * count {
      capacity *= 2
    }
    slots = Array(repeating: 0, count: capacity)
    mask = capacity - 1
  }

  /// Returns the number of an old line, entering the line when the table has none like it.
  ///
  /// - Parameters:
  ///   - index: The line's index among the old middle lines.
  ///   - hash: The line's ``LineHash``.
  ///   - starts: The old middle lines' starts, then the old middle's end.
  ///   - bytes: The old text.
  /// - Returns: The index of the first old line with the same bytes; `index` for a new one.
  mutating func number(
    ofLine index: Int, hash: UInt64, starts: [Int], in bytes: UnsafeBufferPointer<UInt8>
  ) -> Int {
    let line = starts[index]..<starts[index + 1]
    let tag = hash >> 32
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 {
        slots[slot] = tag << 32 | UInt64(index + 1)
        return index
      }
      if entry >> 32 == tag {
        let candidate = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
        if Self.sameBytes(line, in: bytes, starts[candidate]..<starts[candidate + 1], in: bytes) {
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
  ///   - starts: The old middle lines' starts, then the old middle's end.
  ///   - oldBytes: The old text.
  /// - Returns: The old line's number, or `nil` when no old middle line has these bytes.
  func lookUp(
    _ line: Range<Int>, hash: UInt64, in newBytes: UnsafeBufferPointer<UInt8>, starts: [Int],
    of oldBytes: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    let tag = hash >> 32
    var slot = Int(truncatingIfNeeded: hash) & mask
    while true {
      let entry = slots[slot]
      if entry == 0 {
        return nil
      }
      if entry >> 32 == tag {
        let candidate = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) - 1
        let oldLine = starts[candidate]..<starts[candidate + 1]
        if Self.sameBytes(line, in: newBytes, oldLine, in: oldBytes) {
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
