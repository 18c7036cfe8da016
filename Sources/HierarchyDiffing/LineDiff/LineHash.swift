/// Finds where a line ends and hashes its bytes in the same pass over them.
///
/// The hash is a fixed function of the line's bytes, newline included: a multiply-rotate step per
/// eight bytes and a final avalanche, with no per-process seed, so a diff never depends on the
/// run it happens in. It only has to spread lines over a table; equal hashes are always checked
/// byte for byte.
enum LineHash {
  /// Returns the end and the hash of the line that starts at `start`.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - start: The offset of the line's first byte, before the end of `bytes`.
  /// - Returns: The offset just past the line's `"\n"` (or the end of `bytes` when it has none)
  ///   and the hash of the bytes in between.
  @inline(__always)
  static func line(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> (
    end: Int, hash: UInt64
  ) {
    guard let base = bytes.baseAddress else { return (start, 0) }
    var hash: UInt64 = 0x243F_6A88_85A3_08D3
    var offset = start
    while offset + ByteWords.width <= bytes.count {
      let word = ByteWords.load(base, at: offset)
      let mark = ByteWords.firstZeroByte(of: word ^ ByteWords.newlines)
      if mark != 0 {
        let length = ByteWords.lowestByte(of: mark) + 1
        hash = mixed(hash, ByteWords.firstBytes(of: word, count: length))
        offset += length
        return (offset, finished(hash, length: offset - start))
      }
      hash = mixed(hash, word)
      offset += ByteWords.width
    }
    // Fewer than eight bytes are left: gather them, zero-padded as in the masked word above.
    var word: UInt64 = 0
    var shift: UInt64 = 0
    while offset < bytes.count {
      let byte = base[offset]
      word |= UInt64(byte) << shift
      shift += 8
      offset += 1
      if byte == NewlineScan.newline { break }
    }
    if shift > 0 {
      hash = mixed(hash, word)
    }
    return (offset, finished(hash, length: offset - start))
  }

  /// Folds eight bytes into a running hash.
  @inline(__always)
  private static func mixed(_ hash: UInt64, _ word: UInt64) -> UInt64 {
    let product = (hash ^ word) &* 0x9E37_79B9_7F4A_7C15
    return (product << 32) | (product >> 32)
  }

  /// Mixes the length in and spreads every input bit over the whole hash (MurmurHash3's
  /// finaliser).
  @inline(__always)
  private static func finished(_ hash: UInt64, length: Int) -> UInt64 {
    var value = hash ^ UInt64(truncatingIfNeeded: length)
    value = (value ^ (value >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    value = (value ^ (value >> 33)) &* 0xC4CE_B9FE_1A85_EC53
    return value ^ (value >> 33)
  }
}
