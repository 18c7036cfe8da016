/// Eight bytes at a time: loads and byte masks for the line diff's scanning loops.
///
/// The loops compare, search and hash texts a 64-bit word at a time instead of a byte at a time,
/// which keeps them fast in release builds and tolerable in debug builds, where the snapshot
/// tests run. Words are read in little-endian order on every platform, so byte `i` of a word is
/// bits `8 * i ..< 8 * i + 8` and the results never depend on the machine.
enum ByteWords {
  /// The number of bytes in a word.
  static let width = 8
  /// `0x01` in every byte.
  private static let ones: UInt64 = 0x0101_0101_0101_0101
  /// `0x7F` in every byte.
  private static let lowSevenBits: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
  /// `0x80` in every byte.
  private static let highBits: UInt64 = 0x8080_8080_8080_8080
  /// `"\n"` in every byte.
  static let newlines: UInt64 = 0x0A0A_0A0A_0A0A_0A0A

  /// Reads the word at `offset`, which need not be aligned.
  ///
  /// - Parameters:
  ///   - base: The start of the bytes.
  ///   - offset: The offset of the word's first byte; `offset + 8` must not pass the end.
  /// - Returns: The eight bytes, the first in the lowest bits.
  @inline(__always)
  static func load(_ base: UnsafePointer<UInt8>, at offset: Int) -> UInt64 {
    UInt64(littleEndian: UnsafeRawPointer(base + offset).loadUnaligned(as: UInt64.self))
  }

  /// Marks the zero bytes of a word exactly.
  ///
  /// - Parameter word: Any word.
  /// - Returns: `0x80` in each byte of `word` that is zero, `0x00` in every other byte.
  @inline(__always)
  static func zeroBytes(of word: UInt64) -> UInt64 {
    ~(((word & lowSevenBits) &+ lowSevenBits) | word | lowSevenBits)
  }

  /// Marks the first zero byte of a word; cheaper than ``zeroBytes(of:)`` when only the first
  /// matters.
  ///
  /// - Parameter word: Any word.
  /// - Returns: A word whose lowest set bit is the high bit of `word`'s first zero byte, or zero
  ///   when no byte is zero. Bits above it mean nothing.
  @inline(__always)
  static func firstZeroByte(of word: UInt64) -> UInt64 {
    (word &- ones) & ~word & highBits
  }

  /// The index of the byte that holds a mask's lowest set bit.
  ///
  /// - Parameter mask: A non-zero mask.
  /// - Returns: A byte index from 0 to 7.
  @inline(__always)
  static func lowestByte(of mask: UInt64) -> Int {
    mask.trailingZeroBitCount / 8
  }

  /// The index of the byte that holds a mask's highest set bit.
  ///
  /// - Parameter mask: A non-zero mask.
  /// - Returns: A byte index from 0 to 7.
  @inline(__always)
  static func highestByte(of mask: UInt64) -> Int {
    (63 - mask.leadingZeroBitCount) / 8
  }

  /// Keeps a word's first bytes and clears the rest.
  ///
  /// - Parameters:
  ///   - word: Any word.
  ///   - count: The number of bytes to keep, from 1 to 8.
  /// - Returns: `word` with bytes `count...` set to zero.
  @inline(__always)
  static func firstBytes(of word: UInt64, count: Int) -> UInt64 {
    count >= width ? word : word & ((1 << (UInt64(count) * 8)) - 1)
  }
}
