/// Decides how words and labels are written so that any value stays on one line and reads back
/// unchanged.
///
/// A word (type name, identifier, attribute value) is written bare when it is not empty and has
/// no whitespace, control or format characters, `"`, `\`, `,` or `=`, and does not start with
/// `#`. Otherwise it is quoted: `"…"` with `\\`, `\"`, `\n`, `\r`, `\t` and `\u{HEX}` escapes for
/// the other invisible characters. A label (the rest of a line) is bare unless it is empty,
/// starts with `"`, has leading or trailing spaces, or holds an invisible character.
enum TextToken {
  static func isBareWord(_ value: String) -> Bool {
    let ascii = value.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      guard let first = bytes.first, first != ASCII.hash else { return false }
      for byte in bytes {
        if byte >= 0x80 { return nil }
        if !isBareWordByte(byte) { return false }
      }
      return true
    }
    if let answer = ascii ?? nil { return answer }
    guard let first = value.unicodeScalars.first, first != "#" else { return false }
    return value.unicodeScalars.allSatisfy { scalar in
      !needsEscape(scalar) && !isWordSeparator(scalar)
    }
  }

  static func isBareLabel(_ value: String) -> Bool {
    guard let first = value.utf8.first, let last = value.utf8.last,
      first != ASCII.quote, first != ASCII.space, last != ASCII.space
    else { return false }
    let ascii = value.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      for byte in bytes {
        if byte >= 0x80 { return nil }
        if byte < 0x20 || byte == 0x7F { return false }
      }
      return true
    }
    if let answer = ascii ?? nil { return answer }
    return !value.unicodeScalars.contains(where: needsEscape)
  }

  /// Where the word that starts at an offset ends: a bare word at the next space, a quoted one
  /// just past its closing quote, stepping over each backslash and the byte after it.
  ///
  /// - Parameters:
  ///   - line: A line's bytes, without its newline.
  ///   - start: The offset of the word's first byte.
  /// - Returns: The offset just past the word, or `nil` when there is no word there (an empty
  ///   bare word) or its quote is not closed.
  package static func wordEnd(in line: UnsafeBufferPointer<UInt8>, from start: Int) -> Int? {
    guard start < line.count else { return nil }
    var position = start
    if line[position] == ASCII.quote {
      position += 1
      while position < line.count {
        let byte = line[position]
        position += 1
        if byte == ASCII.quote { return position }
        if byte == ASCII.backslash, position < line.count { position += 1 }
      }
      return nil
    }
    while position < line.count, line[position] != ASCII.space {
      position += 1
    }
    return position > start ? position : nil
  }

  /// Whether an ASCII byte may appear in a bare word.
  static func isBareWordByte(_ byte: UInt8) -> Bool {
    byte > ASCII.space && byte != 0x7F && byte != ASCII.quote && byte != ASCII.backslash
      && byte != ASCII.comma && byte != ASCII.equals
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
