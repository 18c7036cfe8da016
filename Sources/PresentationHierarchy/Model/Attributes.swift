/// The attributes of a node: UIKit state that decides paint order, hit testing and visibility.
///
/// Every attribute has a default, and a snapshot file omits attributes that hold their default.
/// They are written in a fixed order: `key`, `hidden`, `level`, `alpha`, `interaction`, `opaque`,
/// `frame`, `style`, `presenter`, then the ``extra`` pairs in the order they were added.
public struct Attributes: Hashable, Sendable {
  // Declared with the frame first and the flags packed behind it, so the value takes 104 bytes
  // instead of 120: a parsed 100k-node hierarchy is that much smaller to fill and to copy.

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
  /// The window level; `nil` when not stated, which paints like ``WindowLevel/normal``.
  public var level: WindowLevel?
  /// The view's alpha; 1 by default.
  public var alpha: Double = 1
  /// The modal presentation style of the presentation this node belongs to, such as
  /// `overFullScreen`.
  public var presentationStyle: String?
  /// The presenting view controller: a reference to its line
  /// (``Hierarchy/presenterReference(toNodeAt:)``), or its type name (and identifier) when it is
  /// not on screen.
  public var presenter: String?
  /// Further attributes as ordered key/value pairs, written after the standard ones.
  public var extra: [Extra] = []

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
    /// - Precondition: The key is valid, so the attribute can be written and read back.
    public init(key: String, value: String) {
      precondition(
        Attributes.isValidExtraKey(key),
        "'\(key)' cannot name an extra attribute: use a letter followed by letters, digits, "
          + "'_', '-' or '.', other than \(Attributes.standardKeys)")
      self.key = key
      self.value = value
    }
  }

  /// The names of the standard attributes in the order a snapshot file writes them.
  public static let standardKeys = [
    "key", "hidden", "level", "alpha", "interaction", "opaque", "frame", "style", "presenter",
  ]

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
