/// The attributes of a node: UIKit state that decides paint order, hit testing and visibility.
///
/// Every attribute has a default, and a snapshot file omits attributes that hold their default.
/// They are written in a fixed order: `key`, `hidden`, `level`, `alpha`, `interaction`, `opaque`,
/// `frame`, `style`, `presenter`, then the ``extra`` pairs in the order they were added.
public struct Attributes: Hashable, Sendable {
  // The attributes every view has are stored inline, frame first with the flags packed behind
  // it; the four that mostly windows and presentations have live out of line, in one shared
  // box that is absent when they all hold their defaults. A value takes 56 bytes instead of 104
  // (a node 104 instead of 152), so a parsed 100k-node hierarchy is a third smaller to fill,
  // copy and free.

  /// The frame in screen coordinates; `nil` when unknown, which means "the parent's area".
  public var frame: Rect?
  /// Whether the window is the key window.
  public var isKey = false
  /// Whether the view is hidden (`isHidden`).
  public var isHidden = false
  /// Whether the view receives touches (`isUserInteractionEnabled`).
  public var isUserInteractionEnabled = true
  /// Whether the view paints every pixel of its frame, so it covers what is behind it.
  public var isOpaque = false
  /// The view's alpha; 1 by default.
  public var alpha: Double = 1
  /// The window level, presentation style, presenter and extra pairs; `nil` when all hold
  /// their defaults.
  private var rare: RareAttributes?

  /// The window level; `nil` when not stated, which paints like ``WindowLevel/normal``.
  public var level: WindowLevel? {
    get { rare?.values.level }
    set { updateRare { $0.level = newValue } }
  }
  /// The modal presentation style of the presentation this node belongs to, such as
  /// `overFullScreen`.
  public var presentationStyle: String? {
    get { rare?.values.presentationStyle }
    set { updateRare { $0.presentationStyle = newValue } }
  }
  /// The presenting view controller: a reference to its line
  /// (``Hierarchy/presenterReference(toNodeAt:)``), or its type name (and identifier) when it is
  /// not on screen.
  public var presenter: String? {
    get { rare?.values.presenter }
    set { updateRare { $0.presenter = newValue } }
  }
  /// Further attributes as ordered key/value pairs, written after the standard ones.
  public var extra: [Extra] {
    get { rare?.values.extra ?? [] }
    set { updateRare { $0.extra = newValue } }
  }

  /// Changes the out-of-line attributes, dropping the box when they all hold their defaults.
  private mutating func updateRare(_ change: (inout RareAttributes.Values) -> Void) {
    var values = rare?.values ?? RareAttributes.Values()
    change(&values)
    rare = values == RareAttributes.Values() ? nil : RareAttributes(values)
  }

  /// Whether two sets of attributes hold the same values.
  public static func == (lhs: Attributes, rhs: Attributes) -> Bool {
    lhs.frame == rhs.frame && lhs.isKey == rhs.isKey && lhs.isHidden == rhs.isHidden
      && lhs.isUserInteractionEnabled == rhs.isUserInteractionEnabled
      && lhs.isOpaque == rhs.isOpaque && lhs.alpha == rhs.alpha
      && (lhs.rare === rhs.rare || lhs.rare?.values == rhs.rare?.values)
  }

  /// Hashes every attribute's value.
  ///
  /// - Parameter hasher: The hasher to feed.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(frame)
    hasher.combine(isKey)
    hasher.combine(isHidden)
    hasher.combine(isUserInteractionEnabled)
    hasher.combine(isOpaque)
    hasher.combine(alpha)
    hasher.combine(rare?.values)
  }

  /// Creates attributes that all hold their defaults.
  public init() {}

  /// Creates attributes from a list of settings, applied in order.
  ///
  /// - Parameter settings: The settings, for example `[.key, .level(.normal)]`.
  public init(_ settings: [Attribute]) {
    for setting in settings {
      apply(setting)
    }
  }

  /// Whether every attribute holds its default.
  public var isDefault: Bool { self == Attributes() }

  /// Returns the value of an extra attribute.
  ///
  /// - Parameter key: The extra attribute's key.
  /// - Returns: Its value, or `nil` when the node has no such extra attribute.
  public subscript(extra key: String) -> String? {
    extra.first { $0.key == key }?.value
  }

  /// Applies one setting, replacing an extra attribute of the same key.
  ///
  /// - Parameter setting: The setting to apply.
  public mutating func apply(_ setting: Attribute) {
    switch setting {
    case .key: isKey = true
    case .hidden: isHidden = true
    case .level(let value): level = value
    case .alpha(let value): alpha = value
    case .userInteraction(let enabled): isUserInteractionEnabled = enabled
    case .opaque: isOpaque = true
    case .frame(let value): frame = value
    case .presentationStyle(let value): presentationStyle = value
    case .presenter(let value): presenter = value
    case .extra(let key, let value):
      if let index = extra.firstIndex(where: { $0.key == key }) {
        extra[index].value = value
      } else {
        extra.append(Extra(key: key, value: value))
      }
    }
  }
}

extension Attributes {
  /// A key/value attribute beyond the standard ones.
  public struct Extra: Hashable, Sendable {
    /// The key: a letter followed by letters, digits, `_`, `-` or `.`; never a standard
    /// attribute's name.
    public let key: String
    /// The value; any text.
    public var value: String

    /// Creates an extra attribute.
    ///
    /// - Parameters:
    ///   - key: The key; see ``Attributes/isValidExtraKey(_:)``.
    ///   - value: The value.
    /// A key that isn't valid (see ``Attributes/isValidExtraKey(_:)``) would not read back
    /// from a snapshot file; it is made valid — `x-` in front of a key that doesn't start with
    /// a letter or is a standard one, `_` for each character a key can't hold — and the running
    /// test gets an issue saying so.
    public init(key: String, value: String) {
      if Attributes.isValidExtraKey(key) {
        self.key = key
      } else {
        self.key = Attributes.validExtraKey(from: key)
        ModelIssues.report(
          "'\(key)' cannot name an extra attribute, so it is written as '\(self.key)': use a "
            + "letter followed by letters, digits, '_', '-' or '.', other than "
            + "\(Attributes.standardKeys.joined(separator: ", ")).")
      }
      self.value = value
    }
  }

  /// The names of the standard attributes in the order a snapshot file writes them.
  public static let standardKeys = [
    "key", "hidden", "level", "alpha", "interaction", "opaque", "frame", "style", "presenter",
  ]

  /// A valid extra key made from any string: each character a key can't hold becomes `_`, and
  /// `x-` goes in front when the result doesn't start with a letter or is a standard key.
  static func validExtraKey(from key: String) -> String {
    let kept = String(
      String.UnicodeScalarView(
        key.unicodeScalars.map { scalar in
          let byte = scalar.isASCII ? UInt8(scalar.value) : 0
          let allowed =
            ASCII.isLetter(byte) || ASCII.isDigit(byte) || byte == ASCII.underscore
            || byte == ASCII.hyphen || byte == ASCII.period
          return allowed ? scalar : "_"
        }))
    return isValidExtraKey(kept) ? kept : "x-" + kept
  }

  /// Returns whether a key can name an extra attribute.
  ///
  /// - Parameter key: The candidate key.
  /// - Returns: `true` when the key is well formed and not a standard attribute's name.
  public static func isValidExtraKey(_ key: String) -> Bool {
    guard !standardKeys.contains(key), let first = key.utf8.first, ASCII.isLetter(first) else {
      return false
    }
    return key.utf8.allSatisfy {
      ASCII.isLetter($0) || ASCII.isDigit($0) || $0 == ASCII.underscore || $0 == ASCII.hyphen
        || $0 == ASCII.period
    }
  }
}

/// One attribute setting, used to write attributes briefly in builders.
///
/// ```swift
/// Subtree(.window, "UIWindow", .key, .level(.normal), .frame(x: 0, y: 0, width: 390, height: 844))
/// ```
public enum Attribute: Hashable, Sendable {
  /// Marks the key window.
  case key
  /// Marks a hidden view.
  case hidden
  /// Sets the window level.
  case level(WindowLevel)
  /// Sets the alpha.
  case alpha(Double)
  /// Enables or disables user interaction.
  case userInteraction(Bool)
  /// Marks a view that covers everything behind its frame.
  case opaque
  /// Sets the frame in screen coordinates.
  case frame(Rect)
  /// Sets the modal presentation style, such as `overFullScreen`.
  case presentationStyle(String)
  /// Sets the presenting view controller.
  case presenter(String)
  /// Sets an extra key/value attribute.
  case extra(String, String)

  /// Sets the frame from its four numbers.
  ///
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The width.
  ///   - height: The height.
  /// - Returns: The frame setting.
  public static func frame(x: Double, y: Double, width: Double, height: Double) -> Attribute {
    .frame(Rect(x: x, y: y, width: width, height: height))
  }
}
