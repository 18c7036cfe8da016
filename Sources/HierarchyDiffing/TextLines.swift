/// A text split into lines on `"\n"`, remembering whether the last line lacks its newline.
///
/// A final `"\n"` terminates the last line rather than starting an empty one, so `""` has no
/// lines and `"a\n"` has one. Every other character, `"\r"` included, is line content.
struct TextLines: Sendable, Equatable {
  /// The lines without their terminating `"\n"`.
  let lines: [Substring]
  /// Whether the text is non-empty and does not end with `"\n"`.
  let lastLineLacksNewline: Bool

  /// Splits a text into lines.
  ///
  /// - Parameter text: The text to split.
  init(splitting text: String) {
    var text = text
    let newlineOffsets = text.withUTF8 { bytes in
      var offsets: [Int] = []
      var offset = 0
      while offset < bytes.count {
        if bytes[offset] == UInt8(ascii: "\n") {
          offsets.append(offset)
        }
        offset += 1
      }
      return offsets
    }
    let utf8 = text.utf8
    var lines: [Substring] = []
    lines.reserveCapacity(newlineOffsets.count + 1)
    var lineStart = utf8.startIndex
    for offset in newlineOffsets {
      let newline = utf8.index(utf8.startIndex, offsetBy: offset)
      lines.append(text[lineStart..<newline])
      lineStart = utf8.index(after: newline)
    }
    lastLineLacksNewline = lineStart < utf8.endIndex
    if lastLineLacksNewline {
      lines.append(text[lineStart...])
    }
    self.lines = lines
  }

  /// Whether two texts have the same lines, byte for byte, and the same final newline.
  static func == (lhs: TextLines, rhs: TextLines) -> Bool {
    lhs.lastLineLacksNewline == rhs.lastLineLacksNewline
      && lhs.lines.elementsEqual(rhs.lines) { $0.utf8.elementsEqual($1.utf8) }
  }

  /// The number of lines.
  var count: Int { lines.count }

  /// Whether the line at `index` is the last line and has no terminating newline.
  ///
  /// - Parameter index: A 0-based line index.
  /// - Returns: `true` only for the unterminated last line.
  func lacksNewline(at index: Int) -> Bool {
    lastLineLacksNewline && index == lines.count - 1
  }
}
