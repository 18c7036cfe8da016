/// Builds the UTF-8 bytes of a snapshot file: the writer behind ``SnapshotFormat/write(_:)``.
///
/// Everything is appended to one byte buffer, with numbers and words written in place, so a
/// node line costs no intermediate strings.
struct SnapshotWriter {
  /// The bytes written so far.
  private(set) var bytes: [UInt8] = []
  /// Spaces to copy indentation from, grown as deeper lines need them.
  private var spaces: [UInt8] = []

  /// Creates an empty writer with room for `capacity` bytes.
  init(capacity: Int = 0) {
    bytes.reserveCapacity(capacity)
  }

  /// The bytes written so far, as text.
  var text: String { String(decoding: bytes, as: UTF8.self) }

  /// Appends a text's UTF-8 bytes as they are.
  mutating func append(_ text: String) {
    bytes.append(contentsOf: text.utf8)
  }

  /// Appends one byte.
  mutating func append(byte: UInt8) {
    bytes.append(byte)
  }

  /// Appends `count` spaces.
  ///
  /// They are copied from a buffer in one go, which stays fast in debug builds too: a
  /// 10,000-level hierarchy has about 100 MB of indentation.
  mutating func appendSpaces(_ count: Int) {
    if spaces.count < count {
      spaces = [UInt8](repeating: ASCII.space, count: max(count, spaces.count * 2))
    }
    bytes.append(contentsOf: spaces[..<count])
  }

  /// Appends a whole number in decimal, with a `-` when negative.
  mutating func appendInteger(_ value: Int64) {
    if value < 0 { bytes.append(ASCII.hyphen) }
    var magnitude = value.magnitude
    guard magnitude > 0 else {
      bytes.append(UInt8(ascii: "0"))
      return
    }
    let start = bytes.count
    while magnitude > 0 {
      bytes.append(UInt8(ascii: "0") + UInt8(magnitude % 10))
      magnitude /= 10
    }
    bytes[start...].reverse()
  }

  /// Appends a word: bare when it can be, quoted otherwise (see ``TextToken``).
  mutating func appendWord(_ value: String) {
    if TextToken.isBareWord(value) {
      append(value)
    } else {
      appendQuoted(value)
    }
  }

  /// Appends a label, the rest of a line: bare when it can be, quoted otherwise.
  mutating func appendLabel(_ value: String) {
    if TextToken.isBareLabel(value) {
      append(value)
    } else {
      appendQuoted(value)
    }
  }

  /// Appends a value in quotes, escaping what would break the line or hide in it.
  mutating func appendQuoted(_ value: String) {
    bytes.append(ASCII.quote)
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\\": append("\\\\")
      case "\"": append("\\\"")
      case "\n": append("\\n")
      case "\r": append("\\r")
      case "\t": append("\\t")
      case _ where TextToken.needsEscape(scalar):
        append("\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}")
      default:
        UTF8.encode(scalar) { bytes.append($0) }
      }
    }
    bytes.append(ASCII.quote)
  }
}
