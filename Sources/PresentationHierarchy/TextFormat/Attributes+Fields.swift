extension Attributes {
  /// One attribute as a snapshot file writes it: a name, and a value unless it is a flag.
  public struct Field: Hashable, Sendable {
    /// The attribute's name, such as `alpha` or an extra key.
    public var name: String
    /// The value as written (before quoting), or `nil` for a flag such as `key`.
    public var value: String?
    /// Whether the value is numbers (`level`, `alpha`, `frame`), written without quotes.
    var isNumeric = false

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - name: The attribute's name.
    ///   - value: The value as written, or `nil` for a flag.
    public init(name: String, value: String? = nil) {
      self.name = name
      self.value = value
    }
  }

  /// The attributes that differ from their defaults, in the order and spelling a snapshot file
  /// uses.
  ///
  /// ```swift
  /// Attributes([.alpha(0.5), .key]).fields  // [key, alpha=0.5]
  /// ```
  public var fields: [Field] {
    var fields: [Field] = []
    forEachField { name, value in
      switch value {
      case .flag:
        fields.append(Field(name: name))
      case .word(let word):
        fields.append(Field(name: name, value: word))
      case .levelName, .number, .frame:
        var writer = SnapshotWriter()
        writer.appendValue(value)
        var field = Field(name: name, value: writer.text)
        field.isNumeric = true
        fields.append(field)
      }
    }
    return fields
  }

  /// The value of one written attribute.
  enum FieldValue {
    /// A flag, written as its name alone.
    case flag
    /// Any text, quoted when it needs to be.
    case word(String)
    /// A window level's name, such as `normal`.
    case levelName(String)
    /// A number, such as an alpha or an unnamed level.
    case number(Double)
    /// A frame, as four numbers separated by commas.
    case frame(Rect)
  }

  /// Calls `body` with each attribute that differs from its default, in written order.
  ///
  /// The order is `key`, `hidden`, `level`, `alpha`, `interaction`, `opaque`, `frame`, `style`,
  /// `presenter`, then the extra pairs. This is the one place that order is stated.
  func forEachField(_ body: (_ name: String, _ value: FieldValue) -> Void) {
    if isKey { body("key", .flag) }
    if isHidden { body("hidden", .flag) }
    if let level {
      if let name = WindowLevel.named.first(where: { $0.level == level })?.name {
        body("level", .levelName(name))
      } else {
        body("level", .number(level.rawValue))
      }
    }
    if alpha != 1 { body("alpha", .number(alpha)) }
    if !isUserInteractionEnabled { body("interaction", .word("off")) }
    if isOpaque { body("opaque", .flag) }
    if let frame { body("frame", .frame(frame)) }
    if let presentationStyle { body("style", .word(presentationStyle)) }
    if let presenter { body("presenter", .word(presenter)) }
    for extra in extra {
      body(extra.key, .word(extra.value))
    }
  }
}

extension SnapshotWriter {
  /// Appends the attributes of a node line, each after a space.
  ///
  /// - Parameters:
  ///   - attributes: The node's attributes.
  ///   - sibling: The frame of the node's nearest earlier framed sibling, which a frame laid out
  ///     after it is written relative to (``SiblingFlow``); `nil` writes the frame absolute.
  mutating func appendAttributes(_ attributes: Attributes, frameAfter sibling: Rect? = nil) {
    attributes.forEachField { name, value in
      append(byte: ASCII.space)
      append(name)
      if case .flag = value { return }
      append(byte: ASCII.equals)
      if case .frame(let frame) = value {
        appendFrame(frame, after: sibling)
      } else {
        appendValue(value)
      }
    }
  }

  /// Appends a frame's four numbers, the one an earlier sibling's frame flows into written as a
  /// `+` gap (``SiblingFlow``).
  mutating func appendFrame(_ frame: Rect, after sibling: Rect?) {
    let flow = SiblingFlow.of(frame, after: sibling)
    var gapX: Double?
    var gapY: Double?
    switch flow {
    case .rightOf(let gap): gapX = gap
    case .below(let gap): gapY = gap
    case nil: break
    }
    appendCoordinate(frame.x, gap: gapX)
    append(byte: ASCII.comma)
    appendCoordinate(frame.y, gap: gapY)
    append(byte: ASCII.comma)
    appendNumber(frame.width)
    append(byte: ASCII.comma)
    appendNumber(frame.height)
  }

  /// Appends a coordinate, or the `+` gap that stands for it.
  private mutating func appendCoordinate(_ value: Double, gap: Double?) {
    guard let gap else { return appendNumber(value) }
    append(byte: ASCII.plus)
    appendNumber(gap)
  }

  /// Appends an attribute's value as a node line writes it after `=`.
  mutating func appendValue(_ value: Attributes.FieldValue) {
    switch value {
    case .flag:
      break
    case .word(let word):
      appendWord(word)
    case .levelName(let name):
      append(name)
    case .number(let number):
      appendNumber(number)
    case .frame(let frame):
      appendFrame(frame, after: nil)
    }
  }
}
