/// Byte constants and classifications used by the text format.
enum ASCII {
  static let newline = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let tab = UInt8(ascii: "\t")
  static let space = UInt8(ascii: " ")
  static let quote = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let hash = UInt8(ascii: "#")
  static let equals = UInt8(ascii: "=")
  static let comma = UInt8(ascii: ",")
  static let hyphen = UInt8(ascii: "-")
  static let underscore = UInt8(ascii: "_")
  static let period = UInt8(ascii: ".")

  static func isLowercaseLetter(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
  }

  static func isLetter(_ byte: UInt8) -> Bool {
    isLowercaseLetter(byte) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
