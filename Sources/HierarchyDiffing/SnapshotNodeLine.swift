import PresentationHierarchy

/// The parts of a snapshot node line that breadcrumbs show.
///
/// A node line is indented by two spaces per depth and starts with a role word (a lowercase
/// letter, then lowercase letters, digits or `-`), a space and the type name: a bare word or a
/// double-quoted string with backslash escapes. An identifier token, `#word` or `#"quoted"`, may
/// follow after another space. The rest of the line does not matter here.
struct SnapshotNodeLine {
  /// The number of leading spaces.
  let indentation: Int
  /// Whether the role word is `transition`.
  let isTransition: Bool
  /// The type name as written, quotes included.
  let typeName: Substring
  /// The identifier token as written, `#` included, if the line has one.
  let identifier: Substring?

  /// Parses a node line, or returns `nil` when the line is not one.
  ///
  /// - Parameters:
  ///   - content: A snapshot text line after its leading spaces, without its newline.
  ///   - indentation: The number of leading spaces before `content`.
  init?(content: Substring, indentation: Int) {
    guard indentation.isMultiple(of: 2) else { return nil }
    let bytes = content.utf8
    var cursor = bytes.startIndex
    let roleStart = cursor
    while cursor < bytes.endIndex, bytes[cursor] != ASCIIByte.space {
      bytes.formIndex(after: &cursor)
    }
    let role = bytes[roleStart..<cursor]
    guard Role(rawValue: String(decoding: role, as: UTF8.self)) != nil,
      Self.skipSpace(in: bytes, at: &cursor),
      let typeName = Self.token(in: content, at: &cursor)
    else { return nil }
    self.indentation = indentation
    isTransition = role.elementsEqual("transition".utf8)
    self.typeName = typeName
    var identifierStart = cursor
    if Self.skipSpace(in: bytes, at: &identifierStart), identifierStart < bytes.endIndex,
      bytes[identifierStart] == ASCIIByte.numberSign
    {
      var identifierEnd = bytes.index(after: identifierStart)
      if Self.token(in: content, at: &identifierEnd) != nil {
        identifier = content[identifierStart..<identifierEnd]
      } else {
        identifier = nil
      }
    } else {
      identifier = nil
    }
  }

  /// Splits a line into its leading spaces and the rest.
  ///
  /// - Parameter line: A line of text.
  /// - Returns: The number of leading `" "` characters and the line after them.
  static func indentation(of line: Substring) -> (width: Int, content: Substring) {
    let bytes = line.utf8
    let width =
      bytes.withContiguousStorageIfAvailable { contiguousBytes in
        var width = 0
        while width < contiguousBytes.count, contiguousBytes[width] == ASCIIByte.space {
          width += 1
        }
        return width
      } ?? bytes.prefix { $0 == ASCIIByte.space }.count
    return (width, line[bytes.index(bytes.startIndex, offsetBy: width)...])
  }

  /// Moves `cursor` past one space.
  ///
  /// - Parameters:
  ///   - bytes: The line's bytes.
  ///   - cursor: The position to check; advanced only when it holds a space.
  /// - Returns: Whether there was a space.
  private static func skipSpace(
    in bytes: Substring.UTF8View, at cursor: inout Substring.Index
  ) -> Bool {
    guard cursor < bytes.endIndex, bytes[cursor] == ASCIIByte.space else { return false }
    bytes.formIndex(after: &cursor)
    return true
  }

  /// Reads a bare word or a complete quoted string starting at `cursor`.
  ///
  /// - Parameters:
  ///   - line: The line to read from.
  ///   - cursor: The token's first position; on success, moved just past the token.
  /// - Returns: The token as written, or `nil` when there is no word or the quote is unclosed.
  private static func token(in line: Substring, at cursor: inout Substring.Index) -> Substring? {
    let bytes = line.utf8
    let start = cursor
    guard start < bytes.endIndex else { return nil }
    var position = start
    if bytes[position] == ASCIIByte.quotationMark {
      bytes.formIndex(after: &position)
      while position < bytes.endIndex {
        let byte = bytes[position]
        bytes.formIndex(after: &position)
        if byte == ASCIIByte.quotationMark {
          cursor = position
          return line[start..<position]
        }
        if byte == ASCIIByte.backslash, position < bytes.endIndex {
          bytes.formIndex(after: &position)
        }
      }
      return nil
    }
    while position < bytes.endIndex, bytes[position] != ASCIIByte.space {
      bytes.formIndex(after: &position)
    }
    guard position > start else { return nil }
    cursor = position
    return line[start..<position]
  }
}
