/// The ASCII bytes the breadcrumb line parser looks for.
enum ASCIIByte {
  static let space = UInt8(ascii: " ")
  static let numberSign = UInt8(ascii: "#")
  static let quotationMark = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
}
