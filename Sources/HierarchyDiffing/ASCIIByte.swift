/// The ASCII bytes and byte classes the snapshot line parser looks for.
enum ASCIIByte {
  static let space = UInt8(ascii: " ")
  static let numberSign = UInt8(ascii: "#")
  static let quotationMark = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
  static let hyphen = UInt8(ascii: "-")

  static func isLowercaseLetter(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte)
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
  }
}
