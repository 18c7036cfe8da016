import PresentationHierarchy

/// The parts of a snapshot node line that breadcrumbs show, where the text format's own reader
/// (``NodeLineHead``) finds them.
struct SnapshotNodeLine {
  /// The number of leading spaces.
  let indentation: Int
  /// Whether the role word is `transition`.
  let isTransition: Bool
  /// The type name as written, quotes included.
  let typeName: Substring
  /// The identifier token as written, `#` included, if the line has one.
  let identifier: Substring?

  /// Reads a node line, or returns `nil` when the line is not one.
  ///
  /// - Parameters:
  ///   - content: A snapshot text line after its leading spaces, without its newline.
  ///   - indentation: The number of leading spaces before `content`.
  init?(content: Substring, indentation: Int) {
    guard indentation.isMultiple(of: 2),
      let head = content.utf8.withContiguousStorageIfAvailable(NodeLineHead.init)
        ?? Array(content.utf8).withUnsafeBufferPointer(NodeLineHead.init)
    else { return nil }
    func text(_ range: Range<Int>) -> Substring {
      let utf8 = content.utf8
      let start = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
      return content[start..<utf8.index(start, offsetBy: range.count)]
    }
    self.indentation = indentation
    isTransition = head.role == .transition
    typeName = text(head.typeName)
    identifier = head.identifier.map(text)
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
        while width < contiguousBytes.count, contiguousBytes[width] == ASCII.space {
          width += 1
        }
        return width
      } ?? bytes.prefix { $0 == ASCII.space }.count
    return (width, line[bytes.index(bytes.startIndex, offsetBy: width)...])
  }
}
