/// The canonical text form of a ``Recording``: the bytes a snapshot file holds.
///
/// Writing is deterministic (same recording, same bytes) and parsing accepts exactly what writing
/// produces, so `parse(write(r)) == r` and `write(parse(t)) == t` for text in the current
/// ``version``; older versions' files read too (``readableVersions``) and write back in the
/// current one. The grammar is described in the "Reading snapshot files" article of this
/// module's documentation.
public enum SnapshotFormat {
  /// The format version this build writes.
  ///
  /// Version 2 writes a frame laid out after an earlier sibling's as a `+` gap from it, and
  /// captures no longer hold a control's label that only repeats its `label=` (the "Reading
  /// snapshot files" article); everything else is as in version 1.
  public static let version = 2

  /// The format versions this build reads: version 1 files read as they always did.
  public static let readableVersions = 1...version

  /// The first word of every snapshot file.
  static let magic = "presentation-snapshot"
  /// The header field that names the test.
  static let testField = "test: "
  /// The header field that names the selection's scope.
  static let scopeField = "scope: "
  /// The header field that lists the attributes left out.
  static let omitsField = "omits: "
  /// The start of a step heading.
  static let stepPrefix = "## step "
  /// The start of a step's front-to-back line.
  static let frontToBackPrefix = "front-to-back:"

  /// Returns the canonical text of a recording.
  ///
  /// - Parameter recording: The recording to write.
  /// - Returns: UTF-8 text with LF line endings and a final newline.
  public static func write(_ recording: Recording) -> String {
    String(decoding: writeUTF8(recording), as: UTF8.self)
  }

  /// Returns the canonical bytes of a recording, as ``write(_:)`` returns them as text.
  ///
  /// - Parameter recording: The recording to write.
  /// - Returns: UTF-8 bytes with LF line endings and a final newline.
  public static func writeUTF8(_ recording: Recording) -> [UInt8] {
    var writer = SnapshotWriter(
      capacity: 64 + recording.steps.reduce(0) { $0 + $1.hierarchy.count * 48 })
    writer.appendHeaderLine()
    if let testName = recording.testName {
      writer.appendTestLine(testName)
    }
    writer.appendSelectionLines(recording.selection)
    for (offset, step) in recording.steps.enumerated() {
      writer.append(byte: ASCII.newline)
      writer.appendStepHeading(number: offset + 1, label: step.label)
      writer.appendFrontToBackLine(step.hierarchy.identifiersFrontToBack())
      for message in step.messages {
        writer.appendMessageLine(message)
      }
      var siblings = SiblingFrames()
      for index in 0..<step.hierarchy.count {
        let depth = step.hierarchy.depths[index]
        let node = step.hierarchy[index]
        writer.appendSpaces(depth * 2)
        writer.appendNodeLine(node, frameAfter: siblings.sibling(atDepth: depth))
        siblings.note(node.attributes.frame, atDepth: depth)
      }
    }
    return writer.bytes
  }

  // The canonical form of single lines, which the parser compares what it read with.

  static func headerLine(version: Int = version) -> String {
    line { $0.appendHeaderLine(version: version) }
  }

  static func testLine(_ testName: String) -> String {
    line { $0.appendTestLine(testName) }
  }

  /// The header lines of a selection: `scope: window #main` or `scope: subtree #cover`, and
  /// `omits: frame, label`; none for everything.
  static func selectionLines(_ selection: SnapshotSelection) -> String {
    line { $0.appendSelectionLines(selection) }
  }

  static func stepHeading(number: Int, label: String) -> String {
    line { $0.appendStepHeading(number: number, label: label) }
  }

  static func frontToBackLine(_ identifiers: [String]) -> String {
    line { $0.appendFrontToBackLine(identifiers) }
  }

  /// A step's message line: `warning: <text>` or `exception: <text>`, the text written as a
  /// label is (quoted when it needs to be).
  static func messageLine(_ message: Recording.Message) -> String {
    line { $0.appendMessageLine(message) }
  }

  /// A node's line without its indentation.
  ///
  /// - Parameters:
  ///   - node: The node.
  ///   - sibling: The frame of its nearest earlier framed sibling (``SiblingFlow``).
  /// - Returns: The line.
  static func nodeLine(_ node: Node, frameAfter sibling: Rect? = nil) -> String {
    line { $0.appendNodeLine(node, frameAfter: sibling) }
  }

  private static func line(_ write: (inout SnapshotWriter) -> Void) -> String {
    var writer = SnapshotWriter()
    write(&writer)
    return writer.text
  }
}

extension SnapshotWriter {
  mutating func appendHeaderLine(version: Int = SnapshotFormat.version) {
    append(SnapshotFormat.magic)
    append(byte: ASCII.space)
    appendInteger(Int64(version))
    append(byte: ASCII.newline)
  }

  mutating func appendTestLine(_ testName: String) {
    append(SnapshotFormat.testField)
    appendWord(testName)
    append(byte: ASCII.newline)
  }

  mutating func appendSelectionLines(_ selection: SnapshotSelection) {
    switch selection.scope {
    case .everything:
      break
    case .window(let identifier):
      append(SnapshotFormat.scopeField + "window #")
      appendWord(identifier)
      append(byte: ASCII.newline)
    case .subtree(let identifier):
      append(SnapshotFormat.scopeField + "subtree #")
      appendWord(identifier)
      append(byte: ASCII.newline)
    }
    if !selection.omittedAttributes.isEmpty {
      append(SnapshotFormat.omitsField)
      append(selection.omittedAttributes.map(\.description).joined(separator: ", "))
      append(byte: ASCII.newline)
    }
  }

  mutating func appendStepHeading(number: Int, label: String) {
    append(SnapshotFormat.stepPrefix)
    appendInteger(Int64(number))
    append(": ")
    appendLabel(label)
    append(byte: ASCII.newline)
  }

  mutating func appendFrontToBackLine(_ identifiers: [String]) {
    append(SnapshotFormat.frontToBackPrefix)
    for (offset, identifier) in identifiers.enumerated() {
      append(offset == 0 ? " " : ", ")
      appendWord(identifier)
    }
    append(byte: ASCII.newline)
  }

  mutating func appendMessageLine(_ message: Recording.Message) {
    append(message.kind.rawValue)
    append(": ")
    appendLabel(message.text)
    append(byte: ASCII.newline)
  }

  /// Appends a node's line without its indentation, its frame relative to the nearest earlier
  /// framed sibling's when it is laid out after it (``SiblingFlow``).
  mutating func appendNodeLine(_ node: Node, frameAfter sibling: Rect? = nil) {
    append(node.role.rawValue)
    append(byte: ASCII.space)
    appendWord(node.typeName)
    if let identifier = node.identifier {
      append(" #")
      appendWord(identifier)
    }
    appendAttributes(node.attributes, frameAfter: sibling)
    append(byte: ASCII.newline)
  }
}
