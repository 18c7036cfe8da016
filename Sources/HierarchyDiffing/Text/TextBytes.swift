/// A text's UTF-8 bytes, kept in the form the caller handed them over, without copying.
enum TextBytes: Sendable, Equatable {
  /// A string whose UTF-8 storage is contiguous.
  case string(String)
  /// Valid UTF-8 bytes.
  case bytes([UInt8])

  /// Wraps a string, first moving its bytes into contiguous storage if they are not already.
  ///
  /// - Parameter text: The text.
  init(_ text: String) {
    var text = text
    text.makeContiguousUTF8()
    self = .string(text)
  }

  /// Wraps UTF-8 bytes, decoding them into a string only when they are not valid UTF-8.
  ///
  /// - Parameter utf8: The bytes; ill-formed sequences read as U+FFFD, as `String(decoding:as:)`
  ///   reads them.
  init(utf8: [UInt8]) {
    let isValid = utf8.withUnsafeBufferPointer { UTF8Validation.isValid($0) }
    self = isValid ? .bytes(utf8) : .string(String(decoding: utf8, as: UTF8.self))
  }

  /// Calls `body` with the bytes.
  ///
  /// - Parameter body: Reads the bytes; the pointer is valid only during the call.
  /// - Returns: What `body` returns.
  func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    switch self {
    case .string(var text):
      text.withUTF8(body)
    case .bytes(let bytes):
      bytes.withUnsafeBufferPointer(body)
    }
  }

  /// Returns the text of a range of bytes.
  ///
  /// - Parameter range: Offsets that start and end on UTF-8 scalar boundaries.
  /// - Returns: The text in `range`; a slice of the string itself when the text is a string.
  func text(in range: Range<Int>) -> Substring {
    switch self {
    case .string(let text):
      let utf8 = text.utf8
      let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      let end = utf8.index(start, offsetBy: range.count)
      return text[start..<end]
    case .bytes(let bytes):
      return Substring(String(decoding: bytes[range], as: UTF8.self))
    }
  }

  /// Returns the texts of several ranges of bytes, decoding the bytes at most once.
  ///
  /// - Parameter ranges: Offsets that start and end on UTF-8 scalar boundaries.
  /// - Returns: The text in each range, as slices of one string.
  func texts(in ranges: [Range<Int>]) -> [Substring] {
    switch self {
    case .string:
      return ranges.map { text(in: $0) }
    case .bytes(let bytes):
      let decoded = TextBytes(String(decoding: bytes, as: UTF8.self))
      return ranges.map { decoded.text(in: $0) }
    }
  }

  /// Whether two texts have the same bytes, whatever form each is kept in.
  static func == (lhs: TextBytes, rhs: TextBytes) -> Bool {
    lhs.withBytes { lhsBytes in
      rhs.withBytes { rhsBytes in
        lhsBytes.count == rhsBytes.count
          && ByteComparison.commonPrefixCount(lhsBytes, rhsBytes) == lhsBytes.count
      }
    }
  }
}
