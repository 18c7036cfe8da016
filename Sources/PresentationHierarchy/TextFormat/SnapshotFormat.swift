/// The canonical text form of a ``Recording``: the bytes a snapshot file holds.
///
/// Writing is deterministic (same recording, same bytes) and parsing accepts exactly what writing
/// produces, so `parse(write(r)) == r` and `write(parse(t)) == t`. The grammar is described in
/// the "Reading snapshot files" article of this module's documentation.
public enum SnapshotFormat {
  /// The format version this build writes and reads.
  public static let version = 1

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
    var output = ""
    output.reserveCapacity(64 + recording.steps.reduce(0) { $0 + $1.hierarchy.count * 48 })
    output += headerLine()
    if let testName = recording.testName {
      output += testLine(testName)
    }
    output += selectionLines(recording.selection)
    var indentation = Indentation()
    for (offset, step) in recording.steps.enumerated() {
      output += "\n"
      output += stepHeading(number: offset + 1, label: step.label)
      output += frontToBackLine(step.hierarchy.identifiersFrontToBack())
      for message in step.messages {
        output += messageLine(message)
      }
      for index in 0..<step.hierarchy.count {
        indentation.append(depth: step.hierarchy.depths[index], to: &output)
        appendNodeLine(step.hierarchy[index], to: &output)
      }
    }
    return output
  }

  static func headerLine() -> String {
    "\(magic) \(version)\n"
  }

  static func testLine(_ testName: String) -> String {
    var line = testField
    TextToken.appendWord(testName, to: &line)
    return line + "\n"
  }

  /// The header lines of a selection: `scope: window #main` or `scope: subtree #cover`, and
  /// `omits: frame, label`; none for everything.
  static func selectionLines(_ selection: SnapshotSelection) -> String {
    var lines = ""
    switch selection.scope {
    case .everything:
      break
    case .window(let identifier):
      lines += scopeField + "window #"
      TextToken.appendWord(identifier, to: &lines)
      lines += "\n"
    case .subtree(let identifier):
      lines += scopeField + "subtree #"
      TextToken.appendWord(identifier, to: &lines)
      lines += "\n"
    }
    if !selection.omittedAttributes.isEmpty {
      lines += omitsField + selection.omittedAttributes.map(\.description).joined(separator: ", ")
      lines += "\n"
    }
    return lines
  }

  static func stepHeading(number: Int, label: String) -> String {
    var line = "\(stepPrefix)\(number): "
    TextToken.appendLabel(label, to: &line)
    return line + "\n"
  }

  static func frontToBackLine(_ identifiers: [String]) -> String {
    var line = frontToBackPrefix
    for (offset, identifier) in identifiers.enumerated() {
      line += offset == 0 ? " " : ", "
      TextToken.appendWord(identifier, to: &line)
    }
    return line + "\n"
  }

  /// A step's message line: `warning: <text>` or `exception: <text>`, the text written as a
  /// label is (quoted when it needs to be).
  static func messageLine(_ message: Recording.Message) -> String {
    var line = message.kind.rawValue + ": "
    TextToken.appendLabel(message.text, to: &line)
    return line + "\n"
  }

  /// Appends a node's line without its indentation.
  static func appendNodeLine(_ node: Node, to output: inout String) {
    output += node.role.rawValue
    output += " "
    TextToken.appendWord(node.typeName, to: &output)
    if let identifier = node.identifier {
      output += " #"
      TextToken.appendWord(identifier, to: &output)
    }
    appendAttributes(node.attributes, to: &output)
    output += "\n"
  }

  private static func appendAttributes(_ attributes: Attributes, to output: inout String) {
    for field in attributes.fields {
      output += " "
      output += field.name
      if let value = field.value {
        output += "="
        if field.isNumeric {
          output += value
        } else {
          TextToken.appendWord(value, to: &output)
        }
      }
    }
  }

  static func levelText(_ level: WindowLevel) -> String {
    WindowLevel.named.first { $0.level == level }?.name ?? NumberText.format(level.rawValue)
  }
}

/// Appends indentation, two spaces per level, from one cached string.
private struct Indentation {
  private var spaces = ""

  mutating func append(depth: Int, to output: inout String) {
    let width = depth * 2
    if spaces.utf8.count < width {
      spaces = String(repeating: " ", count: max(width, spaces.utf8.count * 2))
    }
    output += spaces[..<spaces.utf8.index(spaces.startIndex, offsetBy: width)]
  }
}
