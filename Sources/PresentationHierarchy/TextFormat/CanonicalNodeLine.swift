/// Reads a node line that is already in the writer's canonical form, in one pass over its bytes.
///
/// This is the parser's fast path. It returns a node only when the line is exactly what
/// ``SnapshotWriter/appendNodeLine(_:)`` writes for that node, and `nil` for anything else: a
/// line with an error, a non-canonical spelling, or text it leaves to the general reader
/// (non-ASCII bytes, `\u{…}` escapes, numbers that aren't whole). The parser then reads the line
/// again with ``SnapshotParser``'s general reader, which explains any problem, so this reader
/// never has to: it only has to be right about what it accepts.
struct CanonicalNodeLine {
  private let line: UnsafeBufferPointer<UInt8>
  /// The frame of the node's nearest earlier framed sibling, which a `+` gap is measured from.
  private let sibling: Rect?
  private var position = 0

  /// The bytes of the level names, in ``WindowLevel/named``'s order.
  private static let levelNameSpellings = WindowLevel.named.map { Array($0.name.utf8) }

  private init(_ line: UnsafeBufferPointer<UInt8>, sibling: Rect?) {
    self.line = line
    self.sibling = sibling
  }

  /// Appends the node a canonical line (without indentation and newline) describes.
  ///
  /// - Parameters:
  ///   - line: The line's bytes.
  ///   - sibling: The frame of the node's nearest earlier framed sibling (``SiblingFlow``), or
  ///     `nil` when there is none or the file's version writes every frame absolute.
  ///   - nodes: The step's nodes so far.
  /// - Returns: Whether the line was canonical; when it wasn't, `nodes` is left as it was.
  static func read(
    _ line: UnsafeBufferPointer<UInt8>, frameAfter sibling: Rect?,
    appendingTo nodes: inout [Node]
  ) -> Bool {
    var reader = CanonicalNodeLine(line, sibling: sibling)
    return reader.readNode(appendingTo: &nodes)
  }

  private var isAtEnd: Bool { position == line.count }

  private func byte(at offset: Int) -> UInt8? {
    offset < line.count ? line[offset] : nil
  }

  private mutating func readNode(appendingTo nodes: inout [Node]) -> Bool {
    guard let role = readRole(), skip(ASCII.space), let typeName = readWord() else { return false }
    // Filled in place: a node is large, and each copy of one retains every string it holds.
    nodes.append(Node(role, typeName))
    let last = nodes.count - 1
    var isCanonical = true
    if byte(at: position) == ASCII.space, byte(at: position + 1) == ASCII.hash {
      position += 2
      nodes[last].identifier = readWord()
      isCanonical = nodes[last].identifier != nil
    }
    var order = AttributeOrder()
    while isCanonical, !isAtEnd {
      isCanonical = skip(ASCII.space) && readAttribute(into: &nodes[last].attributes, order: &order)
    }
    if !isCanonical { nodes.removeLast() }
    return isCanonical
  }

  // MARK: - Parts

  private mutating func readRole() -> Role? {
    let start = position
    while let byte = byte(at: position), byte != ASCII.space {
      position += 1
    }
    return Role(word: UnsafeBufferPointer(rebasing: line[start..<position]))
  }

  private mutating func readAttribute(
    into attributes: inout Attributes, order: inout AttributeOrder
  ) -> Bool {
    let nameStart = position
    while let byte = byte(at: position), byte != ASCII.space, byte != ASCII.equals {
      position += 1
    }
    let name = UnsafeBufferPointer(rebasing: line[nameStart..<position])
    let hasValue = skip(ASCII.equals)
    guard let standard = StandardAttribute(name) else {
      let key = String(decoding: name, as: UTF8.self)
      guard hasValue, order.acceptExtra(key), let value = readWord() else { return false }
      attributes.extra.append(Attributes.Extra(key: key, value: value))
      return true
    }
    guard order.accept(standard) else { return false }
    switch standard {
    case .key, .hidden, .opaque:
      guard !hasValue else { return false }
      if standard == .key { attributes.isKey = true }
      if standard == .hidden { attributes.isHidden = true }
      if standard == .opaque { attributes.isOpaque = true }
    case .level:
      guard hasValue, let level = readLevel() else { return false }
      attributes.level = level
    case .alpha:
      guard hasValue, let alpha = readNumber(), alpha != 1 else { return false }
      attributes.alpha = alpha
    case .interaction:
      guard hasValue, readWord() == "off" else { return false }
      attributes.isUserInteractionEnabled = false
    case .frame:
      guard hasValue, let frame = readFrame() else { return false }
      attributes.frame = frame
    case .style:
      guard hasValue, let style = readWord() else { return false }
      attributes.presentationStyle = style
    case .presenter:
      guard hasValue, let presenter = readWord() else { return false }
      attributes.presenter = presenter
    }
    return true
  }

  /// Reads `normal`, `statusBar`, `alert` or a number that no name stands for.
  private mutating func readLevel() -> WindowLevel? {
    if let first = byte(at: position), ASCII.isLetter(first) {
      let start = position
      while let byte = byte(at: position), byte != ASCII.space {
        position += 1
      }
      let word = UnsafeBufferPointer(rebasing: line[start..<position])
      let index = Self.levelNameSpellings.firstIndex { ByteScan.equal(word, $0) }
      return index.map { WindowLevel.named[$0].level }
    }
    guard let value = readNumber() else { return nil }
    let level = WindowLevel(rawValue: value)
    return WindowLevel.named.contains { $0.level == level } ? nil : level
  }

  /// Reads a frame, `x` or `y` possibly a `+` gap, and accepts it only when the writer would
  /// write the same gap (or none).
  private mutating func readFrame() -> Rect? {
    var flow: SiblingFlow?
    let xGap = skip(ASCII.plus)
    guard let x = readNumber(), skip(ASCII.comma) else { return nil }
    let yGap = skip(ASCII.plus)
    guard let y = readNumber(), skip(ASCII.comma), let width = readNumber(), skip(ASCII.comma),
      let height = readNumber()
    else { return nil }
    var frame = Rect(x: x, y: y, width: width, height: height)
    if xGap || yGap {
      guard let sibling, xGap != yGap else { return nil }
      flow = xGap ? .rightOf(gap: x) : .below(gap: y)
      if xGap { frame.x = sibling.maxX + x } else { frame.y = sibling.maxY + y }
    }
    return SiblingFlow.of(frame, after: sibling) == flow ? frame : nil
  }

  // MARK: - Tokens

  /// Reads a number as ``NumberText`` writes it, up to a space, a comma or the end.
  private mutating func readNumber() -> Double? {
    let start = position
    while let byte = byte(at: position), byte != ASCII.space, byte != ASCII.comma {
      position += 1
    }
    let token = UnsafeBufferPointer(rebasing: line[start..<position])
    if let plain = PlainDecimal.value(of: token) { return plain }
    // Exponents, infinities and the like: read them as the general reader does, and accept
    // only the writer's own spelling.
    let text = String(decoding: token, as: UTF8.self)
    guard let value = NumberText.parse(text), NumberText.format(value) == text else { return nil }
    return value
  }

  /// Reads a word as the writer writes it: bare when it can be, else quoted.
  private mutating func readWord() -> String? {
    if byte(at: position) == ASCII.quote { return readQuoted() }
    return readBareWord().map { String(decoding: $0, as: UTF8.self) }
  }

  /// Reads a bare word's bytes, or `nil` when they aren't one the writer leaves bare (an empty
  /// word included).
  private mutating func readBareWord() -> UnsafeBufferPointer<UInt8>? {
    guard let first = byte(at: position), first != ASCII.quote, first != ASCII.hash else {
      return nil
    }
    let start = position
    while let byte = byte(at: position), byte != ASCII.space {
      guard byte < 0x80, TextToken.isBareWordByte(byte) else { return nil }
      position += 1
    }
    // The writer quotes an empty word (`""`), so an empty bare one isn't its spelling.
    guard position > start else { return nil }
    return UnsafeBufferPointer(rebasing: line[start..<position])
  }

  /// Reads a quoted ASCII word whose only escapes are `\\`, `\"`, `\n`, `\r` and `\t`, and
  /// which the writer would have quoted.
  private mutating func readQuoted() -> String? {
    position += 1
    var value: [UInt8] = []
    while let byte = byte(at: position) {
      position += 1
      switch byte {
      case ASCII.quote:
        let word = String(decoding: value, as: UTF8.self)
        let endsWord = isAtEnd || self.byte(at: position) == ASCII.space
        return endsWord && !TextToken.isBareWord(word) ? word : nil
      case ASCII.backslash:
        guard let escaped = self.byte(at: position).flatMap(Self.unescaped) else { return nil }
        value.append(escaped)
        position += 1
      default:
        guard byte >= ASCII.space, byte < 0x7F else { return nil }
        value.append(byte)
      }
    }
    return nil
  }

  private static func unescaped(_ letter: UInt8) -> UInt8? {
    switch letter {
    case ASCII.backslash, ASCII.quote: letter
    case UInt8(ascii: "n"): ASCII.newline
    case UInt8(ascii: "r"): ASCII.carriageReturn
    case UInt8(ascii: "t"): ASCII.tab
    default: nil
    }
  }

  private mutating func skip(_ expected: UInt8) -> Bool {
    guard byte(at: position) == expected else { return false }
    position += 1
    return true
  }
}

/// A standard attribute, numbered in the order ``Attributes/standardKeys`` lists and a node line
/// writes them.
private enum StandardAttribute: Int {
  case key, hidden, level, alpha, interaction, opaque, frame, style, presenter

  /// The names' bytes, in ``Attributes/standardKeys``' order.
  private static let spellings = Attributes.standardKeys.map { Array($0.utf8) }

  /// The attribute a name on a node line stands for, or `nil` for an extra key.
  init?(_ name: UnsafeBufferPointer<UInt8>) {
    guard let index = Self.spellings.firstIndex(where: { ByteScan.equal(name, $0) }) else {
      return nil
    }
    self.init(rawValue: index)
  }
}

/// The order check of a node line's attributes: standard ones in the writer's order, each once,
/// then extra pairs, each key once.
private struct AttributeOrder {
  private var lastStandard = -1
  private var extraKeys: [String] = []

  /// Accepts a standard attribute that comes after the last one and before any extra.
  mutating func accept(_ standard: StandardAttribute) -> Bool {
    guard standard.rawValue > lastStandard, extraKeys.isEmpty else { return false }
    lastStandard = standard.rawValue
    return true
  }

  /// Accepts a valid extra key not seen before on the line.
  mutating func acceptExtra(_ key: String) -> Bool {
    guard Attributes.isValidExtraKey(key), !extraKeys.contains(key) else { return false }
    extraKeys.append(key)
    return true
  }
}
