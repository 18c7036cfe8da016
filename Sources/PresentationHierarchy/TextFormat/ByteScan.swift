/// Loops over raw bytes that stay fast in unoptimised (debug) builds, where snapshot tests run.
///
/// A 10,000-level hierarchy is about 100 MB of indentation; these loops read it through a pointer
/// instead of `Array`'s subscript, which is a function call per byte without optimisation.
enum ByteScan {
  /// Returns the number of `byte`s in a row from `start`, stopping at `end`.
  ///
  /// Eight bytes are compared at a time, since indentation runs are long.
  static func run(of byte: UInt8, in bytes: [UInt8], from start: Int, to end: Int) -> Int {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      let raw = UnsafeRawPointer(base)
      let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
      var offset = start
      while offset + 8 <= end, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == pattern
      {
        offset += 8
      }
      while offset < end, base[offset] == byte {
        offset += 1
      }
      return offset - start
    }
  }

  /// Returns whether a byte occurs.
  ///
  /// Eight bytes are tested at a time: a word holds the byte when the word XOR eight copies of
  /// it has a zero byte.
  static func contains(_ byte: UInt8, in bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return false }
      let raw = UnsafeRawPointer(base)
      let ones: UInt64 = 0x0101_0101_0101_0101
      let pattern = UInt64(byte) &* ones
      var offset = 0
      while offset + 8 <= buffer.count {
        let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) ^ pattern
        if (word &- ones) & ~word & (ones << 7) != 0 { return true }
        offset += 8
      }
      while offset < buffer.count {
        if base[offset] == byte { return true }
        offset += 1
      }
      return false
    }
  }

  /// Returns the offset of the first byte in `range` that differs from `expected`'s UTF-8, the
  /// offset where the shorter one ends when one is a prefix of the other, or `nil` when equal.
  static func firstMismatch(in bytes: [UInt8], _ range: Range<Int>, against expected: String)
    -> Int?
  {
    var expected = expected
    return expected.withUTF8 { firstMismatch(in: bytes, range, against: $0) }
  }

  /// Returns the offset of the first byte in `range` that differs from `other`, the offset where
  /// the shorter one ends when one is a prefix of the other, or `nil` when equal.
  static func firstMismatch(
    in bytes: [UInt8], _ range: Range<Int>, against other: UnsafeBufferPointer<UInt8>
  ) -> Int? {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress, let otherBase = other.baseAddress else {
        return range.count == other.count ? nil : range.lowerBound
      }
      var offset = 0
      let common = min(range.count, other.count)
      while offset < common, base[range.lowerBound + offset] == otherBase[offset] {
        offset += 1
      }
      return offset == common && range.count == other.count ? nil : range.lowerBound + offset
    }
  }

  /// Returns whether a buffer holds exactly the given bytes.
  static func equal(_ buffer: UnsafeBufferPointer<UInt8>, _ expected: [UInt8]) -> Bool {
    guard buffer.count == expected.count else { return false }
    return expected.withUnsafeBufferPointer { expected in
      var offset = 0
      while offset < buffer.count, buffer[offset] == expected[offset] {
        offset += 1
      }
      return offset == buffer.count
    }
  }

  /// Returns whether every byte is ASCII (below 0x80), eight bytes at a time.
  static func isASCII(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return true }
      let raw = UnsafeRawPointer(base)
      var high: UInt64 = 0
      var offset = 0
      while offset + 8 <= buffer.count {
        high |= raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        offset += 8
      }
      while offset < buffer.count {
        high |= UInt64(base[offset])
        offset += 1
      }
      return high & 0x8080_8080_8080_8080 == 0
    }
  }
}
