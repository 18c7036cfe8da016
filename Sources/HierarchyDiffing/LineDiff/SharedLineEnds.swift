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
    let shared = SharedBytes.prefix(of: old, and: new)
    if shared.count == old.count, shared.count == new.count {
      prefixByteCount = shared.count
      prefixLineCount = shared.newlines + (Self.lacksFinalNewline(old, 0..<shared.count) ? 1 : 0)
      suffixByteCount = 0
      suffixLineCount = 0
      return
    }
    // The shared bytes after the prefix hold no newline: their newlines are the prefix's lines.
    let prefix = NewlineScan.last(in: old, from: 0, before: shared.count).map { $0 + 1 } ?? 0
    prefixByteCount = prefix
    prefixLineCount = shared.newlines

    let tail = SharedBytes.suffix(
      of: old, and: new, limit: min(old.count, new.count) - prefix)
    let suffix: Int
    let suffixNewlines: Int
    if Self.startsLine(old.count - tail.count, in: old, after: prefix),
      Self.startsLine(new.count - tail.count, in: new, after: prefix)
    {
      (suffix, suffixNewlines) = (tail.count, tail.newlines)
    } else if let newline = NewlineScan.first(in: old, from: old.count - tail.count) {
      // The shared lines start after the first newline of the shared bytes.
      (suffix, suffixNewlines) = (old.count - newline - 1, tail.newlines - 1)
    } else {
      (suffix, suffixNewlines) = (0, 0)
    }
    suffixByteCount = suffix
    let suffixRange = (old.count - suffix)..<old.count
    suffixLineCount = suffixNewlines + (Self.lacksFinalNewline(old, suffixRange) ? 1 : 0)
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

  /// Whether a run of bytes that ends where the text ends is not empty and lacks a final
  /// newline.
  ///
  /// - Parameters:
  ///   - bytes: The text.
  ///   - range: Bytes running to the end of `bytes`.
  /// - Returns: `true` when the run's last line has no newline.
  private static func lacksFinalNewline(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>)
    -> Bool
  {
    !range.isEmpty && bytes[range.upperBound - 1] != NewlineScan.newline
  }
}
