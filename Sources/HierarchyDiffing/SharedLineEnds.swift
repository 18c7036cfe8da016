/// The whole lines two texts share at their start and at their end, found on the bytes.
///
/// Comparing bytes finds the same lines as comparing lines one by one, without splitting the
/// shared part into lines: the shared start is cut back to just after its last newline, and the
/// shared end forward to the first line that starts a line in both texts. A last line without a
/// newline only counts as shared when both texts end with it. The two parts never overlap, and
/// what lies between them, the middle, starts and ends on line boundaries in both texts.
struct SharedLineEnds {
  /// The number of bytes of the shared lines at the start.
  let prefixByteCount: Int
  /// The number of shared lines at the start.
  let prefixLineCount: Int
  /// The number of bytes of the shared lines at the end.
  let suffixByteCount: Int
  /// The number of shared lines at the end.
  let suffixLineCount: Int

  /// Finds the shared lines of two texts.
  ///
  /// - Parameters:
  ///   - old: The old text's bytes.
  ///   - new: The new text's bytes.
  init(old: UnsafeBufferPointer<UInt8>, new: UnsafeBufferPointer<UInt8>) {
    let sharedBytes = ByteComparison.commonPrefixCount(old, new)
    if sharedBytes == old.count, sharedBytes == new.count {
      prefixByteCount = sharedBytes
      prefixLineCount = Self.lineCount(of: old, 0..<sharedBytes)
      suffixByteCount = 0
      suffixLineCount = 0
      return
    }
    let prefix = NewlineScan.last(in: old, from: 0, before: sharedBytes).map { $0 + 1 } ?? 0
    prefixByteCount = prefix
    prefixLineCount = NewlineScan.count(in: old, 0..<prefix)

    let limit = min(old.count, new.count) - prefix
    let sharedTail = ByteComparison.commonSuffixCount(old, new, limit: limit)
    let suffix: Int
    if Self.startsLine(old.count - sharedTail, in: old, after: prefix),
      Self.startsLine(new.count - sharedTail, in: new, after: prefix)
    {
      suffix = sharedTail
    } else {
      let tailStart = old.count - sharedTail
      suffix = NewlineScan.first(in: old, from: tailStart).map { old.count - $0 - 1 } ?? 0
    }
    suffixByteCount = suffix
    suffixLineCount = Self.lineCount(of: old, (old.count - suffix)..<old.count)
  }

  /// Whether an offset starts a line of the part of a text after the shared start.
  ///
  /// - Parameters:
  ///   - offset: An offset at or after `regionStart`.
  ///   - bytes: The text.
  ///   - regionStart: Where the part after the shared start begins.
  /// - Returns: `true` at `regionStart` and just after a newline.
  private static func startsLine(
    _ offset: Int, in bytes: UnsafeBufferPointer<UInt8>, after regionStart: Int
  ) -> Bool {
    offset == regionStart || bytes[offset - 1] == NewlineScan.newline
  }

  /// Counts the lines of a run of whole lines that ends where the text ends.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - range: Whole lines running to the end of `bytes`.
  /// - Returns: The number of newlines, plus one for a last line without a newline.
  private static func lineCount(of bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Int {
    let newlines = NewlineScan.count(in: bytes, range)
    let lacksFinalNewline = !range.isEmpty && bytes[range.upperBound - 1] != NewlineScan.newline
    return newlines + (lacksFinalNewline ? 1 : 0)
  }
}
