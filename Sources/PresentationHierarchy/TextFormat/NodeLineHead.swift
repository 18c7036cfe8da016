/// Where the head of a node line is: its role, its type name and its identifier, read by the
/// text format's own token rules without decoding any word.
///
/// After its indentation, a node line is a role word, one space and the type name, then
/// ` #identifier` when the node has one; each name is a bare word, up to the next space, or a
/// double-quoted text whose backslash escapes ``TextToken/wordEnd(in:from:)`` steps over. This
/// is for readers that need only where those parts are, such as the diff's breadcrumbs: the rest
/// of the line is not checked, and ``SnapshotFormat/parse(utf8:)`` is what validates a file.
package struct NodeLineHead: Sendable {
  /// The node's role.
  package let role: Role
  /// The offsets of the type name as written, quotes included.
  package let typeName: Range<Int>
  /// The offsets of the identifier token as written, `#` included, if the line has one.
  package let identifier: Range<Int>?

  /// Reads the head of a node line, or returns `nil` when the line does not start like one.
  ///
  /// - Parameter line: The line after its indentation, without its newline.
  package init?(_ line: UnsafeBufferPointer<UInt8>) {
    var cursor = 0
    while cursor < line.count, line[cursor] != ASCII.space {
      cursor += 1
    }
    guard let role = Role(word: UnsafeBufferPointer(rebasing: line[0..<cursor])),
      cursor < line.count, let typeNameEnd = TextToken.wordEnd(in: line, from: cursor + 1)
    else { return nil }
    self.role = role
    typeName = (cursor + 1)..<typeNameEnd
    let hash = typeNameEnd + 1
    if hash < line.count, line[typeNameEnd] == ASCII.space, line[hash] == ASCII.hash,
      let identifierEnd = TextToken.wordEnd(in: line, from: hash + 1)
    {
      identifier = hash..<identifierEnd
    } else {
      identifier = nil
    }
  }
}
