import PresentationHierarchy
import Testing

struct ParseErrorTests {
  @Test("Each kind of damage gets its own error, place and advice", arguments: damagedFiles)
  func reportsDamage(_ sample: DamagedFile) {
    #expect {
      _ = try SnapshotFormat.parse(utf8: sample.bytes)
    } throws: { error in
      guard let error = error as? SnapshotParseError else { return false }
      return error.kind == sample.kind && error.line == sample.line
        && error.column == sample.column && error.message.contains(sample.messageFragment)
    }
  }

  @Test("The description leads with line and column")
  func describesPlace() throws {
    let error = try #require(
      throws: SnapshotParseError.self,
      performing: { try SnapshotFormat.parse("presentation-snapshot 1\nnonsense\n") })
    #expect(error.description.hasPrefix("line 2, column 1: unknown header line 'nonsense'"))
  }

  @Test("Invalid UTF-8 is located by line and column")
  func locatesInvalidUTF8() throws {
    var bytes = Array(valid.utf8)
    let offset = try #require(bytes.firstIndex(of: UInt8(ascii: "U")))
    bytes[offset] = 0xFF
    let error = try #require(
      throws: SnapshotParseError.self, performing: { try SnapshotFormat.parse(utf8: bytes) })
    #expect(error.kind == .invalidUTF8)
    #expect(error.line == 6)
    #expect(error.column == 8)
  }

  @Test("A file cut at any byte either fails cleanly or is a shorter valid file")
  func survivesEveryTruncation() {
    let bytes = Array(valid.utf8)
    for length in 0..<bytes.count {
      do {
        let recording = try SnapshotFormat.parse(utf8: Array(bytes[..<length]))
        // A cut that ends a line early reads as that line plus the final newline editors drop.
        let normalized = SnapshotFormat.normalize(Array(bytes[..<length])).bytes
        #expect(SnapshotFormat.write(recording) == String(decoding: normalized, as: UTF8.self))
      } catch {
        #expect(!error.message.isEmpty)
      }
    }
  }
}

// MARK: - Fixtures

/// A damaged snapshot file and the error it must produce.
struct DamagedFile: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]
  var kind: SnapshotParseError.Kind
  var line: Int
  var column: Int
  var messageFragment: String

  var testDescription: String { name }

  init(
    _ name: String, _ text: String, _ kind: SnapshotParseError.Kind, line: Int, column: Int,
    _ messageFragment: String
  ) {
    self.init(name, Array(text.utf8), kind, line: line, column: column, messageFragment)
  }

  init(
    _ name: String, _ bytes: [UInt8], _ kind: SnapshotParseError.Kind, line: Int, column: Int,
    _ messageFragment: String
  ) {
    self.name = name
    self.bytes = bytes
    self.kind = kind
    self.line = line
    self.column = column
    self.messageFragment = messageFragment
  }
}

private let valid = """
  presentation-snapshot 2
  test: Tests/Suite/test

  ## step 1: launch
  front-to-back: mascot
  window UIWindow key
    content Image #mascot frame=1,2,3,4

  """

private func replacing(_ old: String, with new: String) -> String {
  var result = ""
  var rest = Substring(valid)
  while let range = rest.firstRange(of: old) {
    result += rest[..<range.lowerBound] + new
    rest = rest[range.upperBound...]
  }
  return result + rest
}

private let damagedFiles: [DamagedFile] = [
  DamagedFile("empty file", "", .empty, line: 1, column: 1, "the file is empty"),
  DamagedFile(
    "merge conflict", replacing("  content Image", with: "<<<<<<< HEAD\n  content Image"),
    .mergeConflict, line: 7, column: 1, "merged with conflicts"),
  DamagedFile(
    "conflict separator",
    replacing("window UIWindow key\n", with: "window UIWindow key\n=======\n"),
    .mergeConflict, line: 7, column: 1, "RECORD_SNAPSHOTS=all"),
  DamagedFile(
    "cut after a heading", "presentation-snapshot 1\n\n## step 1: launch\n", .truncated, line: 3,
    column: 18, "stops after its heading"),
  DamagedFile(
    "missing header", "window UIWindow\n", .missingHeader, line: 1, column: 1,
    "starts with 'window UIWindow'"),
  DamagedFile(
    "future version", replacing("snapshot 2", with: "snapshot 3"), .unsupportedVersion, line: 1,
    column: 23, "format version 3 is not supported"),
  DamagedFile(
    "gap with no framed sibling", replacing("1,2,3,4", with: "1,+2,3,4"), .syntax, line: 7,
    column: 31, "no earlier sibling of this node has a frame"),
  DamagedFile(
    "gap in a version 1 file",
    replacing("snapshot 2", with: "snapshot 1").replacing("1,2,3,4", with: "1,+2,3,4"), .syntax,
    line: 7, column: 31, "the header says version 1"),
  DamagedFile(
    "absolute where a gap is written",
    replacing(
      "  content Image #mascot frame=1,2,3,4",
      with: "  content Text frame=1,2,3,4\n  content Image #mascot frame=1,10,3,4"),
    .nonCanonical, line: 8, column: 33, "should read:   content Image #mascot frame=1,+4,3,4"),
  DamagedFile(
    "gap the writer wouldn't write",
    replacing(
      "  content Image #mascot frame=1,2,3,4",
      with: "  content Text frame=1,2,3,4\n  content Image #mascot frame=+0,10,3,4"),
    .nonCanonical, line: 8, column: 31, "should read:   content Image #mascot frame=4,+4,3,4"),
  DamagedFile(
    "odd indentation", replacing("  content", with: "   content"), .badIndentation, line: 7,
    column: 4, "indented by 3 spaces"),
  DamagedFile(
    "skipped level", replacing("  content", with: "    content"), .badIndentation, line: 7,
    column: 5, "a child is exactly one level deeper"),
  DamagedFile(
    "tab indentation", replacing("  content", with: "\tcontent"), .badIndentation, line: 7,
    column: 1, "a tab in the indentation"),
  DamagedFile(
    "NUL byte", replacing("Image", with: "Im\u{0}age"), .controlCharacter, line: 7, column: 13,
    "U+0000"),
  DamagedFile(
    "lone carriage return", replacing("key\n", with: "key\r\n  \r"), .controlCharacter,
    line: 7, column: 3, "U+000D"),
  DamagedFile(
    "unknown role", replacing("  content", with: "  Content"), .syntax, line: 7, column: 3,
    "'Content' is not a role"),
  DamagedFile(
    "unknown flag", replacing("key\n", with: "key visible\n"), .syntax, line: 6, column: 21,
    "unknown flag 'visible'"),
  DamagedFile(
    "bad frame", replacing("1,2,3,4", with: "1,2,3"), .syntax, line: 7, column: 31,
    "frame is four numbers"),
  DamagedFile(
    "duplicate attribute", replacing("key\n", with: "key key\n"), .syntax, line: 6, column: 21,
    "appears twice"),
  DamagedFile(
    "unclosed quote", replacing("Image", with: "\"Image"), .syntax, line: 7, column: 11,
    "is not closed"),
  DamagedFile(
    "unknown escape", replacing("Image", with: "\"Im\\qage\""), .syntax, line: 7, column: 14,
    "unknown escape '\\q'"),
  DamagedFile(
    "attributes out of order",
    replacing("window UIWindow key", with: "window UIWindow level=1 key"),
    .nonCanonical, line: 6, column: 17, "should read: window UIWindow key level=1"),
  DamagedFile(
    "default written out", replacing("key\n", with: "key alpha=1\n"), .nonCanonical, line: 6,
    column: 20, "should read: window UIWindow key"),
  DamagedFile(
    "number not canonical", replacing("1,2,3,4", with: "1.0,2,3,4"), .nonCanonical, line: 7,
    column: 32, "frame=1,2,3,4"),
  DamagedFile(
    "trailing space", replacing("key\n", with: "key \n"), .syntax, line: 6, column: 20,
    "one space between"),
  DamagedFile(
    "needless quotes", replacing("Image", with: "\"Image\""), .nonCanonical, line: 7, column: 11,
    "should read:   content Image"),
  DamagedFile(
    "front-to-back disagrees", replacing("front-to-back: mascot", with: "front-to-back: tabs"),
    .frontToBackMismatch, line: 5, column: 1, "lists [tabs] but the tree below it paints [mascot]"),
  DamagedFile(
    "step numbered wrongly", replacing("## step 1", with: "## step 2"), .syntax, line: 4,
    column: 9, "expected step number 1"),
  DamagedFile(
    "missing front-to-back", replacing("front-to-back: mascot\n", with: ""), .syntax, line: 5,
    column: 1, "needs a 'front-to-back:' line"),
  DamagedFile(
    "two files joined", valid + "\n" + valid, .syntax, line: 9, column: 1,
    "two snapshot files seem to have been joined"),
  DamagedFile(
    "trailing blank line", valid + "\n", .syntax, line: 8, column: 1, "ends with a blank line"),
  DamagedFile(
    "no blank line before a step", replacing("\n\n##", with: "\n##"), .syntax, line: 3,
    column: 1, "a blank line must separate the header"),
  DamagedFile(
    "invalid UTF-8", Array("presentation-snapshot 1\n".utf8) + [0xC3, 0x28, 0x0A], .invalidUTF8,
    line: 2, column: 1, "invalid UTF-8 at byte 24"),
]
