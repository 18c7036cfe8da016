/// The line-by-line reader behind ``SnapshotFormat/parse(utf8:)``.
///
/// It reads each line leniently, then compares the line with the writer's canonical form, so
/// any accepted text writes back byte for byte. Everything runs in loops over byte ranges.
struct SnapshotParser {
  let bytes: [UInt8]
  /// The byte range of each line, without its `\n`.
  let lines: LineRanges
  /// The index of the line being read.
  var lineIndex = 0
  /// The format version the header names; version 1 writes every frame absolute.
  private var version = SnapshotFormat.version

  init(bytes: [UInt8]) throws(SnapshotParseError) {
    self.bytes = bytes
    // `SnapshotFormat.normalize` has already added any missing final newline.
    lines = LineRanges(of: bytes)
    try checkWholeFile()
  }

  // MARK: - Whole-file checks

  /// Whether bytes are UTF-8: the standard library's fast validation where the runtime has it
  /// (Swift 6.0: iOS 18, macOS 15, Linux), else the scalar parser that finds the offset.
  private static func isValidUTF8(_ bytes: [UInt8]) -> Bool {
    if #available(iOS 18, macOS 15, tvOS 18, watchOS 11, visionOS 2, *) {
      return String(validating: bytes, as: UTF8.self) != nil
    }
    return SnapshotFormat.firstInvalidUTF8Offset(bytes) == nil
  }

  private func checkWholeFile() throws(SnapshotParseError) {
    // ASCII is valid UTF-8: most files need no decoding (and no copy) to be checked.
    if !ByteScan.isASCII(bytes), !Self.isValidUTF8(bytes),
      let offset = SnapshotFormat.firstInvalidUTF8Offset(bytes)
    {
      let line = lines.firstIndex { $0.upperBound >= offset } ?? lines.count - 1
      throw error(
        .invalidUTF8, line: line, offset: offset,
        "invalid UTF-8 at byte \(offset): snapshot files are UTF-8 text. The file may be "
          + "corrupt or saved in another encoding; record it again with RECORD_SNAPSHOTS=all.")
    }
    for (line, range) in lines.enumerated()
    where SnapshotFormat.mayStartConflictMarker(range, bytes) {
      for marker in SnapshotFormat.conflictMarkers where isConflictMarker(marker, in: range) {
        throw error(
          .mergeConflict, line: line, offset: range.lowerBound,
          "merge conflict marker '\(String(decoding: marker, as: UTF8.self))': the file was "
            + "merged with conflicts. Don't merge snapshots by hand: run the test locally (it "
            + "keeps its recording beside the file as FILE.new), then accept that with "
            + "'swift run snapshots accept FILE'; or check out either side and record again "
            + "with RECORD_SNAPSHOTS=all.")
      }
    }
  }

  private func isConflictMarker(_ marker: [UInt8], in range: Range<Int>) -> Bool {
    guard bytes[range].starts(with: marker) else { return false }
    let next = range.lowerBound + marker.count
    return next == range.upperBound || bytes[next] == ASCII.space
  }

  // MARK: - Structure

  mutating func parseRecording() throws(SnapshotParseError) -> Recording {
    version = try parseHeaderLine()
    var recording = Recording()
    lineIndex = 1
    while lineIndex < lines.count, !lines[lineIndex].isEmpty {
      try parseHeaderField(into: &recording)
      lineIndex += 1
    }
    while lineIndex < lines.count {
      lineIndex += 1  // the blank line before a step
      guard lineIndex < lines.count else {
        throw error(
          .syntax, line: lineIndex - 1, offset: lines[lineIndex - 1].lowerBound,
          "the file ends with a blank line; remove it (a step heading must follow a blank line)")
      }
      recording.steps.append(try parseStep(number: recording.steps.count + 1))
    }
    return recording
  }

  /// Reads the header line and returns the format version it names.
  private func parseHeaderLine() throws(SnapshotParseError) -> Int {
    let range = lines[0]
    let magic = Array((SnapshotFormat.magic + " ").utf8)
    guard bytes[range].starts(with: magic) else {
      throw error(
        .missingHeader, line: 0, offset: range.lowerBound,
        "missing header: a snapshot file starts with '\(SnapshotFormat.magic) "
          + "\(SnapshotFormat.version)', but this one starts with '\(preview(range))'. Is it a "
          + "snapshot file? If so, record it again with RECORD_SNAPSHOTS=all.")
    }
    let versionText = text(range.lowerBound + magic.count..<range.upperBound)
    guard let version = Int(versionText) else {
      throw error(
        .syntax, line: 0, offset: range.lowerBound + magic.count,
        "the format version must be a whole number, found '\(versionText)'")
    }
    guard SnapshotFormat.readableVersions.contains(version) else {
      let readable = SnapshotFormat.readableVersions
      throw error(
        .unsupportedVersion, line: 0, offset: range.lowerBound + magic.count,
        "format version \(version) is not supported: this build of PresentationSnapshots reads "
          + "versions \(readable.lowerBound) to \(readable.upperBound). Update the package, or "
          + "record the snapshot again with RECORD_SNAPSHOTS=all to write version "
          + "\(SnapshotFormat.version).")
    }
    try checkCanonical(SnapshotFormat.headerLine(version: version))
    return version
  }

  private mutating func parseHeaderField(into recording: inout Recording) throws(SnapshotParseError)
  {
    let range = lines[lineIndex]
    if bytes[range].starts(with: SnapshotFormat.scopeField.utf8) {
      return try parseScope(into: &recording)
    }
    if bytes[range].starts(with: SnapshotFormat.omitsField.utf8) {
      return try parseOmits(into: &recording)
    }
    let field = Array(SnapshotFormat.testField.utf8)
    guard bytes[range].starts(with: field) else {
      let isStep = bytes[range].starts(with: SnapshotFormat.stepPrefix.utf8)
      throw error(
        .syntax, line: lineIndex, offset: range.lowerBound,
        isStep
          ? "a blank line must separate the header from the first step"
          : "unknown header line '\(preview(range))'; the header holds only 'test: <name>'")
    }
    guard recording.testName == nil else {
      throw error(
        .syntax, line: lineIndex, offset: range.lowerBound, "a second 'test:' header line")
    }
    var position = range.lowerBound + field.count
    recording.testName = try readWord(at: &position, stoppingAt: [])
    try checkCanonical(SnapshotFormat.testLine(recording.testName ?? ""))
  }

  /// Reads `scope: window #<id>` or `scope: subtree #<id>`.
  private mutating func parseScope(into recording: inout Recording) throws(SnapshotParseError) {
    let range = lines[lineIndex]
    guard recording.selection.scope == .everything, recording.selection.omittedAttributes.isEmpty
    else {
      throw error(
        .syntax, line: lineIndex, offset: range.lowerBound,
        "a second 'scope:' line, or one after 'omits:'; the header holds one scope")
    }
    var position = range.lowerBound + SnapshotFormat.scopeField.utf8.count
    let rest = text(position..<range.upperBound)
    let kind = rest.hasPrefix("window #") ? "window" : rest.hasPrefix("subtree #") ? "subtree" : nil
    guard let kind else {
      throw error(
        .syntax, line: lineIndex, offset: position,
        "a scope is 'window #<identifier>' or 'subtree #<identifier>', found '\(rest)'")
    }
    position += kind.utf8.count + 2
    let identifier = try readWord(at: &position, stoppingAt: [])
    recording.selection.scope = kind == "window" ? .window(identifier) : .subtree(identifier)
    try checkCanonical(
      SnapshotFormat.selectionLines(SnapshotSelection(scope: recording.selection.scope)))
  }

  /// Reads `omits: <attribute>, <attribute>`.
  private mutating func parseOmits(into recording: inout Recording) throws(SnapshotParseError) {
    let range = lines[lineIndex]
    guard recording.selection.omittedAttributes.isEmpty else {
      throw error(.syntax, line: lineIndex, offset: range.lowerBound, "a second 'omits:' line")
    }
    let start = range.lowerBound + SnapshotFormat.omitsField.utf8.count
    var attributes: Set<SnapshotAttribute> = []
    for name in text(start..<range.upperBound).split(
      separator: ", ", omittingEmptySubsequences: false)
    {
      guard let attribute = SnapshotAttribute(name: String(name)) else {
        throw error(
          .syntax, line: lineIndex, offset: start,
          "'\(name)' is not an attribute name; 'omits:' lists names such as frame, alpha or "
            + "label, separated by ', '")
      }
      attributes.insert(attribute)
    }
    recording.selection = SnapshotSelection(scope: recording.selection.scope, omitting: attributes)
    let expected = SnapshotFormat.selectionLines(SnapshotSelection(omitting: attributes))
    try checkCanonical(expected)
  }

  private mutating func parseStep(number: Int) throws(SnapshotParseError) -> Recording.Step {
    let label = try parseStepHeading(number: number)
    lineIndex += 1
    guard lineIndex < lines.count else {
      throw error(
        .truncated, line: lineIndex - 1, offset: lines[lineIndex - 1].upperBound,
        "step \(number) stops after its heading: the file looks truncated. "
          + "Record it again with RECORD_SNAPSHOTS=all.")
    }
    let frontToBackLine = lineIndex
    let frontToBack = try parseFrontToBack(step: number)
    lineIndex += 1
    var messages: [Recording.Message] = []
    while lineIndex < lines.count, let kind = messageKind(of: lines[lineIndex]) {
      messages.append(try parseMessage(kind))
      lineIndex += 1
    }
    var nodes: [Node] = []
    var depths: [Int] = []
    var siblings = SiblingFrames()
    let nodeCount = lines[lineIndex...].prefix { !$0.isEmpty }.count
    nodes.reserveCapacity(nodeCount)
    depths.reserveCapacity(nodeCount)
    while lineIndex < lines.count, !lines[lineIndex].isEmpty {
      if let kind = messageKind(of: lines[lineIndex]) {
        throw error(
          .syntax, line: lineIndex, offset: lines[lineIndex].lowerBound,
          "a '\(kind.rawValue):' line of step \(number) comes after its nodes; messages come "
            + "right after the front-to-back line. Record it again with RECORD_SNAPSHOTS=all.")
      }
      let depth = try parseNodeLine(
        previousDepth: depths.last ?? -1, siblings: &siblings, into: &nodes)
      depths.append(depth)
      siblings.note(nodes[nodes.count - 1].attributes.frame, atDepth: depth)
      lineIndex += 1
    }
    let hierarchy = Hierarchy(trusted: nodes, depths: depths)
    let painted = hierarchy.identifiersFrontToBack()
    guard painted == frontToBack else {
      throw error(
        .frontToBackMismatch, line: frontToBackLine, offset: lines[frontToBackLine].lowerBound,
        "the front-to-back line of step \(number) lists [\(frontToBack.joined(separator: ", "))]"
          + " but the tree below it paints [\(painted.joined(separator: ", "))]: the file was "
          + "edited by hand. Record it again with RECORD_SNAPSHOTS=all.")
    }
    return Recording.Step(label, hierarchy, messages: messages)
  }

  /// The kind of message a line holds, when it starts with `warning: ` or `exception: `.
  private func messageKind(of range: Range<Int>) -> Recording.Message.Kind? {
    guard let first = range.first.map({ bytes[$0] }), first != ASCII.space else { return nil }
    for (kind, prefix) in Self.messagePrefixes where bytes[range].starts(with: prefix) {
      return kind
    }
    return nil
  }

  /// The start of each kind of message line: `warning: ` and `exception: `.
  private static let messagePrefixes = [Recording.Message.Kind.warning, .exception].map {
    ($0, Array(($0.rawValue + ": ").utf8))
  }

  /// Reads a `warning:` or `exception:` line.
  private func parseMessage(_ kind: Recording.Message.Kind) throws(SnapshotParseError)
    -> Recording.Message
  {
    let range = lines[lineIndex]
    var position = range.lowerBound + kind.rawValue.utf8.count + 2
    try checkControlCharacters(from: position)
    var text = self.text(position..<range.upperBound)
    if position < range.upperBound, bytes[position] == ASCII.quote {
      text = try readQuoted(at: &position)
      try expectLineEnd(at: position, after: "the quoted message")
    }
    let message = Recording.Message(kind, text)
    try checkCanonical(SnapshotFormat.messageLine(message))
    return message
  }

  private func parseStepHeading(number: Int) throws(SnapshotParseError) -> String {
    let range = lines[lineIndex]
    let prefix = Array(SnapshotFormat.stepPrefix.utf8)
    guard bytes[range].starts(with: prefix) else {
      throw error(
        .syntax, line: lineIndex, offset: range.lowerBound,
        bytes[range].starts(with: SnapshotFormat.magic.utf8)
          ? "a second '\(SnapshotFormat.magic)' header: two snapshot files seem to have been "
            + "joined. Record this one again with RECORD_SNAPSHOTS=all."
          : "expected a step heading '## step \(number): <label>', found '\(preview(range))'")
    }
    var position = range.lowerBound + prefix.count
    let digitsStart = position
    while position < range.upperBound, ASCII.isDigit(bytes[position]) {
      position += 1
    }
    let written = Int(text(digitsStart..<position))
    guard written == number else {
      throw error(
        .syntax, line: lineIndex, offset: digitsStart,
        "expected step number \(number) here; steps are numbered from 1 without gaps")
    }
    guard bytes[position..<range.upperBound].starts(with: ": ".utf8) else {
      throw error(
        .syntax, line: lineIndex, offset: position,
        "expected ': ' and a label after the step number")
    }
    position += 2
    var label = text(position..<range.upperBound)
    if position < range.upperBound, bytes[position] == ASCII.quote {
      label = try readQuoted(at: &position)
      try expectLineEnd(at: position, after: "the quoted label")
    }
    try checkCanonical(SnapshotFormat.stepHeading(number: number, label: label))
    return label
  }

  private func parseFrontToBack(step: Int) throws(SnapshotParseError) -> [String] {
    let range = lines[lineIndex]
    let prefix = Array(SnapshotFormat.frontToBackPrefix.utf8)
    guard bytes[range].starts(with: prefix) else {
      throw error(
        .syntax, line: lineIndex, offset: range.lowerBound,
        "step \(step) needs a '\(SnapshotFormat.frontToBackPrefix)' line right after its heading")
    }
    var identifiers: [String] = []
    var position = range.lowerBound + prefix.count
    var separator = Array(" ".utf8)
    while position < range.upperBound {
      guard bytes[position..<range.upperBound].starts(with: separator) else {
        throw error(
          .syntax, line: lineIndex, offset: position,
          "identifiers in the front-to-back line are separated by ', '")
      }
      position += separator.count
      identifiers.append(try readWord(at: &position, stoppingAt: [ASCII.comma]))
      separator = Array(", ".utf8)
    }
    try checkCanonical(SnapshotFormat.frontToBackLine(identifiers))
    return identifiers
  }

  // MARK: - Node lines

  /// Reads a node line, appends its node and returns its depth.
  ///
  /// - Parameters:
  ///   - previousDepth: The depth of the line before, or -1 for a step's first.
  ///   - siblings: The earlier siblings' frames, which a version 2 frame may be relative to.
  ///   - nodes: The step's nodes so far.
  /// - Returns: The line's depth.
  /// - Throws: ``SnapshotParseError`` naming what is wrong with the line.
  private func parseNodeLine(
    previousDepth: Int, siblings: inout SiblingFrames, into nodes: inout [Node]
  ) throws(SnapshotParseError) -> Int {
    let range = lines[lineIndex]
    let depth = try parseIndentation(previousDepth: previousDepth)
    let earlier = siblings.sibling(atDepth: depth)
    // Version 1 writes every frame absolute: its lines are read as if no sibling had a frame.
    let sibling = version >= 2 ? earlier : nil
    var position = range.lowerBound + depth * 2
    let isCanonical = bytes.withUnsafeBufferPointer {
      CanonicalNodeLine.read(
        UnsafeBufferPointer(rebasing: $0[position..<range.upperBound]), frameAfter: sibling,
        appendingTo: &nodes)
    }
    if isCanonical { return depth }
    try checkControlCharacters(from: position)
    let roleStart = position
    while position < range.upperBound, bytes[position] != ASCII.space {
      position += 1
    }
    guard let role = Role(rawValue: text(roleStart..<position)) else {
      throw error(
        .syntax, line: lineIndex, offset: roleStart,
        "'\(text(roleStart..<position))' is not a role: a node line starts with a lowercase "
          + "role such as window, transition, controller, hosting, content or view")
    }
    guard position < range.upperBound else {
      throw error(
        .syntax, line: lineIndex, offset: position,
        "expected a type name after the role '\(role)'")
    }
    position += 1
    var node = Node(role, try readWord(at: &position, stoppingAt: []))
    var reader = AttributeReader(frameAfter: sibling, readsGaps: version >= 2)
    while position < range.upperBound {
      guard bytes[position] == ASCII.space, position + 1 < range.upperBound else {
        throw error(
          .syntax, line: lineIndex, offset: position,
          "expected one space between the parts of a node line")
      }
      position += 1
      if bytes[position] == ASCII.hash {
        guard node.identifier == nil, reader.isEmpty else {
          throw error(
            .syntax, line: lineIndex, offset: position,
            "a node has at most one identifier (#…), written right after its type name")
        }
        position += 1
        node.identifier = try readWord(at: &position, stoppingAt: [])
      } else {
        try readAttribute(at: &position, into: &reader)
      }
    }
    node.attributes = reader.attributes
    try checkCanonical(
      SnapshotFormat.nodeLine(node, frameAfter: sibling), from: range.lowerBound + depth * 2)
    nodes.append(node)
    return depth
  }

  private func parseIndentation(previousDepth: Int) throws(SnapshotParseError) -> Int {
    let range = lines[lineIndex]
    let spaces = ByteScan.run(
      of: ASCII.space, in: bytes, from: range.lowerBound, to: range.upperBound)
    let position = range.lowerBound + spaces
    if position < range.upperBound, bytes[position] == ASCII.tab {
      throw error(
        .badIndentation, line: lineIndex, offset: position,
        "a tab in the indentation: indent with 2 spaces per level (an editor may have converted "
          + "them; Snapshots/.editorconfig tells editors not to)")
    }
    guard spaces % 2 == 0 else {
      throw error(
        .badIndentation, line: lineIndex, offset: position,
        "indented by \(spaces) spaces: indentation is 2 spaces per level")
    }
    let depth = spaces / 2
    guard depth <= previousDepth + 1 else {
      throw error(
        .badIndentation, line: lineIndex, offset: position,
        previousDepth < 0
          ? "the first node of a step must be a window at indentation 0, found \(depth) levels in"
          : "indented \(depth) levels under a node at level \(previousDepth): a child is exactly "
            + "one level deeper than its parent")
    }
    return depth
  }

  private func readAttribute(
    at position: inout Int, into reader: inout AttributeReader
  ) throws(SnapshotParseError) {
    let range = lines[lineIndex]
    let nameStart = position
    while position < range.upperBound, bytes[position] != ASCII.space,
      bytes[position] != ASCII.equals
    {
      position += 1
    }
    let name = text(nameStart..<position)
    var value: String?
    var valueStart = position
    if position < range.upperBound, bytes[position] == ASCII.equals {
      position += 1
      valueStart = position
      value = try readWord(at: &position, stoppingAt: [])
    }
    do {
      try reader.read(name: name, value: value)
    } catch let problem {
      throw error(
        .syntax, line: lineIndex, offset: problem.isAboutValue ? valueStart : nameStart,
        problem.message)
    }
  }

  // MARK: - Words

  /// Reads a bare word up to a space (or a stop byte), or a quoted word.
  private func readWord(
    at position: inout Int, stoppingAt stops: [UInt8]
  ) throws(SnapshotParseError) -> String {
    let end = lines[lineIndex].upperBound
    if position < end, bytes[position] == ASCII.quote {
      return try readQuoted(at: &position)
    }
    let start = position
    while position < end, bytes[position] != ASCII.space, !stops.contains(bytes[position]) {
      position += 1
    }
    guard position > start else {
      throw error(.syntax, line: lineIndex, offset: start, "expected a word or a quoted text here")
    }
    return text(start..<position)
  }

  private func readQuoted(at position: inout Int) throws(SnapshotParseError) -> String {
    let end = lines[lineIndex].upperBound
    let opening = position
    position += 1
    var result = ""
    var runStart = position
    while position < end {
      let byte = bytes[position]
      if byte == ASCII.quote || byte == ASCII.backslash {
        result += text(runStart..<position)
      }
      if byte == ASCII.quote {
        position += 1
        return result
      }
      if byte == ASCII.backslash {
        result.unicodeScalars.append(try readEscape(at: &position))
        runStart = position
      } else {
        position += 1
      }
    }
    throw error(
      .syntax, line: lineIndex, offset: opening,
      "quoted text is not closed: a '\"' is missing before the end of the line")
  }

  private func readEscape(at position: inout Int) throws(SnapshotParseError) -> Unicode.Scalar {
    let end = lines[lineIndex].upperBound
    let start = position
    position += 1
    guard position < end else {
      throw error(.syntax, line: lineIndex, offset: start, "a '\\' ends the line")
    }
    let letter = bytes[position]
    position += 1
    switch letter {
    case ASCII.backslash: return "\\"
    case ASCII.quote: return "\""
    case UInt8(ascii: "n"): return "\n"
    case UInt8(ascii: "r"): return "\r"
    case UInt8(ascii: "t"): return "\t"
    case UInt8(ascii: "u"):
      if position < end, bytes[position] == UInt8(ascii: "{"),
        let close = bytes[position..<end].firstIndex(of: UInt8(ascii: "}")),
        close - position <= 7,
        let value = UInt32(text(position + 1..<close), radix: 16),
        let scalar = Unicode.Scalar(value)
      {
        position = close + 1
        return scalar
      }
      throw error(
        .syntax, line: lineIndex, offset: start,
        "'\\u' must be followed by a Unicode scalar value in braces, such as \\u{7F}")
    default:
      throw error(
        .syntax, line: lineIndex, offset: start,
        "unknown escape '\\\(text(start + 1..<position))'; the escapes are \\\\, \\\", \\n, \\r, "
          + "\\t and \\u{…}")
    }
  }

  // MARK: - Checks and errors

  private func expectLineEnd(at position: Int, after what: String) throws(SnapshotParseError) {
    guard position == lines[lineIndex].upperBound else {
      throw error(.syntax, line: lineIndex, offset: position, "unexpected text after \(what)")
    }
  }

  private func checkControlCharacters(from start: Int) throws(SnapshotParseError) {
    let range = lines[lineIndex]
    guard
      let offset = bytes[start..<range.upperBound].firstIndex(where: { $0 < 0x20 || $0 == 0x7F })
    else { return }
    let hex = String(bytes[offset], radix: 16, uppercase: true)
    throw error(
      .controlCharacter, line: lineIndex, offset: offset,
      "a raw control character U+\(String(repeating: "0", count: 4 - hex.count))\(hex): "
        + "snapshot lines hold none (quoted values escape them). The file may be corrupt; "
        + "record it again with RECORD_SNAPSHOTS=all.")
  }

  /// Fails when the current line, from `start` (after any indentation), differs from the
  /// writer's form of what was read from it.
  private func checkCanonical(_ expected: String, from start: Int? = nil) throws(SnapshotParseError)
  {
    let range = (start ?? lines[lineIndex].lowerBound)..<lines[lineIndex].upperBound
    // `expected` ends with the newline the line's range leaves out; compare without copying it.
    var expected = expected
    let mismatch = expected.withUTF8 { utf8 in
      ByteScan.firstMismatch(
        in: bytes, range, against: UnsafeBufferPointer(rebasing: utf8.dropLast()))
    }
    guard let offset = mismatch else { return }
    let expectedLine = String(expected.dropLast())
    try checkControlCharacters(from: range.lowerBound)
    let trailing = bytes[lines[lineIndex]].last == ASCII.space
    let indentation = String(repeating: " ", count: range.lowerBound - lines[lineIndex].lowerBound)
    throw error(
      .nonCanonical, line: lineIndex, offset: offset,
      trailing
        ? "trailing space at the end of the line (an editor may have added it)"
        : "this line is not in the canonical form the writer produces; it should read: "
          + indentation + expectedLine)
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  private func preview(_ range: Range<Int>) -> String {
    let line = text(range)
    return line.count > 40 ? line.prefix(40) + "…" : line
  }

  private func error(
    _ kind: SnapshotParseError.Kind, line: Int, offset: Int, _ message: String
  ) -> SnapshotParseError {
    let start = lines.indices.contains(line) ? lines[line].lowerBound : bytes.count
    let prefix = bytes[start..<max(start, offset)]
    let column = prefix.reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
    return SnapshotParseError(kind, line: line + 1, column: column, message)
  }
}
