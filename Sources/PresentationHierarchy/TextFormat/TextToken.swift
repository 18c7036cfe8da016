/// Writes words and labels so that any value stays on one line and reads back unchanged.
///
/// A word (type name, identifier, attribute value) is written bare when it is not empty and has
/// no whitespace, control or format characters, `"`, `\`, `,` or `=`, and does not start with
/// `#`. Otherwise it is quoted: `"…"` with `\\`, `\"`, `\n`, `\r`, `\t` and `\u{HEX}` escapes for
/// the other invisible characters. A label (the rest of a line) is bare unless it is empty,
/// starts with `"`, has leading or trailing spaces, or holds an invisible character.
enum TextToken {
  static func appendWord(_ value: String, to output: inout String) {
    if isBareWord(value) {
      output += value
    } else {
      appendQuoted(value, to: &output)
    }
  }

  static func appendLabel(_ value: String, to output: inout String) {
    if isBareLabel(value) {
      output += value
    } else {
      appendQuoted(value, to: &output)
    }
  }

  static func appendQuoted(_ value: String, to output: inout String) {
    output += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\\": output += "\\\\"
      case "\"": output += "\\\""
      case "\n": output += "\\n"
      case "\r": output += "\\r"
      case "\t": output += "\\t"
      case _ where needsEscape(scalar):
        output += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      default: output.unicodeScalars.append(scalar)
      }
    }
    output += "\""
  }

  static func isBareWord(_ value: String) -> Bool {
    guard let first = value.unicodeScalars.first, first != "#" else { return false }
    return value.unicodeScalars.allSatisfy { scalar in
      !needsEscape(scalar) && !isWordSeparator(scalar)
    }
  }

  static func isBareLabel(_ value: String) -> Bool {
    guard let first = value.unicodeScalars.first, let last = value.unicodeScalars.last,
      first != "\"", first != " ", last != " "
    else { return false }
    return !value.unicodeScalars.contains(where: needsEscape)
  }

  /// Whether a scalar is invisible or breaks lines, so it must be escaped inside quotes.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    // ASCII needs no property lookup: its only such characters are the C0 controls and DEL.
    if scalar.isASCII { return scalar.value < 0x20 || scalar.value == 0x7F }
    switch scalar.properties.generalCategory {
    case .control, .format, .lineSeparator, .paragraphSeparator, .spaceSeparator, .surrogate,
      .privateUse, .unassigned:
      return true
    default:
      return false
    }
  }

  private static func isWordSeparator(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\"" || scalar == "\\" || scalar == "," || scalar == "="
  }
}
