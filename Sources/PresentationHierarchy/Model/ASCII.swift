/// Byte constants and classifications used by the text format (and by the diff's breadcrumbs,
/// which read it).
package enum ASCII {
  package static let newline = UInt8(ascii: "\n")
  package static let carriageReturn = UInt8(ascii: "\r")
  package static let tab = UInt8(ascii: "\t")
  package static let space = UInt8(ascii: " ")
  package static let quote = UInt8(ascii: "\"")
  package static let backslash = UInt8(ascii: "\\")
  package static let hash = UInt8(ascii: "#")
  package static let equals = UInt8(ascii: "=")
  package static let comma = UInt8(ascii: ",")
  package static let hyphen = UInt8(ascii: "-")
  package static let plus = UInt8(ascii: "+")
  package static let underscore = UInt8(ascii: "_")
  package static let period = UInt8(ascii: ".")

  package static func isLowercaseLetter(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")
  }

  package static func isLetter(_ byte: UInt8) -> Bool {
    isLowercaseLetter(byte) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
  }

  package static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }
}
