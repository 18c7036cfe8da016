import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Inputs built to break a parser: each is rejected with its own error (or normalised, as
/// documented), and none crashes or hangs.
struct HostileInputTests {
  @Test("Hostile files get their specific error", arguments: hostileFiles)
  func rejectsHostileFiles(_ sample: HostileFile) {
    #expect {
      _ = try SnapshotFormat.parse(utf8: sample.bytes)
    } throws: { error in
      (error as? SnapshotParseError)?.kind == sample.kind
    }
  }

  @Test("A huge single line is rejected quickly without a crash")
  func rejectsHugeLine() throws {
    let line =
      "presentation-snapshot 1\n\n## step 1: s\nfront-to-back:\nwindow "
      + String(repeating: "A", count: hugeLineLength) + " #\n"
    let error = try #require(
      throws: SnapshotParseError.self, performing: { try SnapshotFormat.parse(line) })
    #expect(error.kind == .syntax)
    #expect(error.line == 5)
  }

  @Test("A huge single valid line round-trips")
  func acceptsHugeValidLine() throws {
    let name = String(repeating: "A", count: hugeLineLength)
    let recording = Recording(steps: [
      Recording.Step("s", Hierarchy { Subtree(.window, name) })
    ])
    #expect(try SnapshotFormat.parse(SnapshotFormat.write(recording)) == recording)
  }

  @Test("A line that jumps 100,000 levels deeper is rejected at once")
  func rejectsDeepJump() throws {
    let text =
      "presentation-snapshot 1\n\n## step 1: s\nfront-to-back:\nwindow UIWindow\n"
      + String(repeating: " ", count: 200_000) + "view UIView\n"
    let error = try #require(
      throws: SnapshotParseError.self, performing: { try SnapshotFormat.parse(text) })
    #expect(error.kind == .badIndentation)
    #expect(error.message.contains("indented 100000 levels under a node at level 0"))
  }

  @Test("CRLF line endings and a BOM are normalised, as documented")
  func normalizesWindowsEndings() throws {
    let text =
      "\u{FEFF}presentation-snapshot 1\r\n\r\n## step 1: s\r\nfront-to-back:\r\nwindow UIWindow\r\n"
    let recording = try SnapshotFormat.parse(text)
    #expect(recording.steps.first?.hierarchy[0].typeName == "UIWindow")
  }
}

// MARK: - Fixtures

/// The length of the huge lines, 1 MB (10 MB with `PROPERTY_TEST_DEPTH=deep`).
///
/// Either is far beyond any real snapshot line, and a parser quadratic in a line's length would
/// hang on both.
private let hugeLineLength = PropertyTestDepth.count(quick: 1_000_000, deep: 10_000_000)

/// A hostile snapshot file and the kind of error it must produce.
struct HostileFile: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]
  var kind: SnapshotParseError.Kind

  var testDescription: String { name }

  init(_ name: String, _ text: String, _ kind: SnapshotParseError.Kind) {
    self.init(name, Array(text.utf8), kind)
  }

  init(_ name: String, _ bytes: [UInt8], _ kind: SnapshotParseError.Kind) {
    self.name = name
    self.bytes = bytes
    self.kind = kind
  }
}

private let header = "presentation-snapshot 1\n"
private let step = "\n## step 1: s\nfront-to-back:\nwindow UIWindow\n"

private let hostileFiles: [HostileFile] = [
  HostileFile("only NUL bytes", [0, 0, 0, 10], .missingHeader),
  HostileFile("NUL in a node line", header + step + "  view UI\u{0}View\n", .controlCharacter),
  HostileFile("lone surrogate bytes", Array(header.utf8) + [0xED, 0xA0, 0x80, 0x0A], .invalidUTF8),
  HostileFile("overlong encoding", Array(header.utf8) + [0xC0, 0xAF, 0x0A], .invalidUTF8),
  HostileFile(
    "truncated in a multi-byte character", Array(header.utf8) + [0xE2, 0x82], .invalidUTF8),
  HostileFile("duplicated header", header + header, .syntax),
  HostileFile("missing header", String(step.dropFirst()), .missingHeader),
  HostileFile("version 0", "presentation-snapshot 0\n", .unsupportedVersion),
  HostileFile(
    "version 99999999999999999999", "presentation-snapshot 99999999999999999999\n", .syntax),
  HostileFile("tabs in indentation", header + step + "\tview UIView\n", .badIndentation),
  HostileFile(
    "conflict markers", header + "<<<<<<< ours\n=======\n>>>>>>> theirs\n", .mergeConflict),
  HostileFile("diff3 conflict base marker", header + "||||||| base\n", .mergeConflict),
  HostileFile("cut after a step heading", header + "\n## step 1: s\n", .truncated),
  HostileFile("only a BOM", [0xEF, 0xBB, 0xBF], .empty),
  HostileFile("a BOM and CRLF only", [0xEF, 0xBB, 0xBF, 0x0D, 0x0A], .missingHeader),
  HostileFile("lone carriage returns", "presentation-snapshot 1\r\r\n", .syntax),
  HostileFile("escape cut at the end of the file", header + step + "  view \"abc\\", .syntax),
  HostileFile("escape at the end of a line", header + step + "  view \"abc\\\n", .syntax),
  HostileFile("unicode escape out of range", header + step + "  view \"\\u{110000}\"\n", .syntax),
  HostileFile("huge step number", header + "\n## step 99999999999999999999: s\n", .syntax),
]
