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
    if isKey { fields.append(Field(name: "key")) }
    if isHidden { fields.append(Field(name: "hidden")) }
    if let level { fields.append(.numeric("level", SnapshotFormat.levelText(level))) }
    if alpha != 1 { fields.append(.numeric("alpha", NumberText.format(alpha))) }
    if !isUserInteractionEnabled { fields.append(Field(name: "interaction", value: "off")) }
    if isOpaque { fields.append(Field(name: "opaque")) }
    if let frame {
      let numbers = [frame.x, frame.y, frame.width, frame.height].map(NumberText.format)
      fields.append(.numeric("frame", numbers.joined(separator: ",")))
    }
    if let presentationStyle { fields.append(Field(name: "style", value: presentationStyle)) }
    if let presenter { fields.append(Field(name: "presenter", value: presenter)) }
    for extra in extra {
      fields.append(Field(name: extra.key, value: extra.value))
    }
    return fields
  }
}

extension Attributes.Field {
  fileprivate static func numeric(_ name: String, _ value: String) -> Self {
    var field = Self(name: name, value: value)
    field.isNumeric = true
    return field
  }
}
