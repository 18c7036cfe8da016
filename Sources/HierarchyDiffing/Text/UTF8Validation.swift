/// Checks bytes for well-formed UTF-8 without decoding them, up to 32 ASCII bytes at a time.
enum UTF8Validation {
  /// Whether every byte sequence is a well-formed UTF-8 scalar (The Unicode Standard, table 3-7):
  /// no stray continuation bytes, overlong forms, surrogates, scalars above U+10FFFF or sequences
  /// cut short.
  ///
  /// - Parameter bytes: The bytes to check.
  /// - Returns: `true` when `String(decoding:as:)` would keep every byte as it is.
  static func isValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    var offset = 0
    while offset < bytes.count {
      if offset + 4 * ByteWords.width <= bytes.count, isASCII(base + offset, words: 4) {
        offset += 4 * ByteWords.width
        continue
      }
      if offset + ByteWords.width <= bytes.count, isASCII(base + offset, words: 1) {
        offset += ByteWords.width
        continue
      }
      let lead = base[offset]
      if lead < 0x80 {
        offset += 1
        continue
      }
      guard let length = scalarLength(in: bytes, at: offset, lead: lead) else { return false }
      offset += length
    }
    return true
  }

  /// Whether some words of bytes are all ASCII.
  ///
  /// - Parameters:
  ///   - start: The first byte.
  ///   - words: The number of eight-byte words to check, 1 or 4.
  /// - Returns: `true` when no byte has its high bit set.
  @inline(__always)
  private static func isASCII(_ start: UnsafePointer<UInt8>, words: Int) -> Bool {
    var highBits: UInt64 = 0
    for word in 0..<words {
      highBits |= ByteWords.load(start, at: word * ByteWords.width)
    }
    return highBits & 0x8080_8080_8080_8080 == 0
  }

  /// Returns the length of the multi-byte scalar at `offset`, if it is well formed.
  ///
  /// - Parameters:
  ///   - bytes: The bytes.
  ///   - offset: The offset of the lead byte.
  ///   - lead: The lead byte, at least `0x80`.
  /// - Returns: 2, 3 or 4, or `nil` for an ill-formed sequence.
  private static func scalarLength(
    in bytes: UnsafeBufferPointer<UInt8>, at offset: Int, lead: UInt8
  ) -> Int? {
    // The range the second byte must fall in depends on the lead byte; later bytes are any
    // continuation byte.
    let length: Int
    let second: ClosedRange<UInt8>
    switch lead {
    case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
    case 0xE0: (length, second) = (3, 0xA0...0xBF)
    case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
    case 0xED: (length, second) = (3, 0x80...0x9F)
    case 0xF0: (length, second) = (4, 0x90...0xBF)
    case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
    case 0xF4: (length, second) = (4, 0x80...0x8F)
    default: return nil
    }
    guard offset + length <= bytes.count, second.contains(bytes[offset + 1]) else { return nil }
    for next in (offset + 2)..<(offset + length) where !(0x80...0xBF).contains(bytes[next]) {
      return nil
    }
    return length
  }
}
