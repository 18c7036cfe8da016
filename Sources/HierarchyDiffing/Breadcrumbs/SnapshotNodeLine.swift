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
    guard indentation.isMultiple(of: 2),
      let parts = content.utf8.withContiguousStorageIfAvailable(Self.parts(of:))
        ?? Array(content.utf8).withUnsafeBufferPointer(Self.parts(of:))
    else { return nil }
    func text(_ range: Range<Int>) -> Substring {
      let utf8 = content.utf8
      let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      return content[start..<utf8.index(start, offsetBy: range.count)]
    }
    self.indentation = indentation
    isTransition = parts.isTransition
    typeName = text(parts.typeName)
    identifier = parts.identifier.map(text)
  }

  /// Finds the parts of a node line in its bytes.
  ///
  /// - Parameter bytes: The line after its leading spaces, without its newline.
  /// - Returns: Whether the role is `transition` and the offsets of the type name and the
  ///   identifier, or `nil` when the line is not a node line.
  private static func parts(of bytes: UnsafeBufferPointer<UInt8>) -> (
    isTransition: Bool, typeName: Range<Int>, identifier: Range<Int>?
  )? {
    var cursor = 0
    while cursor < bytes.count, bytes[cursor] != ASCIIByte.space {
      cursor += 1
    }
    let role = UnsafeBufferPointer(rebasing: bytes[0..<cursor])
    guard Role(rawValue: String(decoding: role, as: UTF8.self)) != nil,
      skipSpace(in: bytes, at: &cursor),
      let typeName = token(in: bytes, at: &cursor)
    else { return nil }
    var identifier: Range<Int>?
    var identifierStart = cursor
    if skipSpace(in: bytes, at: &identifierStart), identifierStart < bytes.count,
      bytes[identifierStart] == ASCIIByte.numberSign
    {
      var identifierEnd = identifierStart + 1
      if token(in: bytes, at: &identifierEnd) != nil {
        identifier = identifierStart..<identifierEnd
      }
    }
    return (role.elementsEqual("transition".utf8), typeName, identifier)
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
  ///   - cursor: The offset to check; advanced only when it holds a space.
  /// - Returns: Whether there was a space.
  private static func skipSpace(in bytes: UnsafeBufferPointer<UInt8>, at cursor: inout Int)
    -> Bool
  {
    guard cursor < bytes.count, bytes[cursor] == ASCIIByte.space else { return false }
    cursor += 1
    return true
  }

  /// Reads a bare word or a complete quoted string starting at `cursor`.
  ///
  /// - Parameters:
  ///   - bytes: The line's bytes.
  ///   - cursor: The token's first offset; on success, moved just past the token.
  /// - Returns: The token's offsets, or `nil` when there is no word or the quote is unclosed.
  private static func token(in bytes: UnsafeBufferPointer<UInt8>, at cursor: inout Int)
    -> Range<Int>?
  {
    let start = cursor
    guard start < bytes.count else { return nil }
    var position = start
    if bytes[position] == ASCIIByte.quotationMark {
      position += 1
      while position < bytes.count {
        let byte = bytes[position]
        position += 1
        if byte == ASCIIByte.quotationMark {
          cursor = position
          return start..<position
        }
        if byte == ASCIIByte.backslash, position < bytes.count {
          position += 1
        }
      }
      return nil
    }
    while position < bytes.count, bytes[position] != ASCIIByte.space {
      position += 1
    }
    guard position > start else { return nil }
    cursor = position
    return start..<position
  }
}
