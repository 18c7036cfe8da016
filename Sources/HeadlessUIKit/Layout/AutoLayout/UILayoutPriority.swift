/// How much a constraint matters to the layout system, from 1 to 1000 (`required`), as
/// `UILayoutPriority` [DOC: `d.a.c/uilayoutpriority`].
///
/// The values are UIKit's: required 1000, high 750, the scene sizes 510/500/490, low 250,
/// fitting 50 [OBS: Xamarin's table, learn.microsoft.com `uikit.uilayoutpriority`; engine reference
/// §5]. The arithmetic and ordering are the UIKit overlay's (`_UIKitNumericRawRepresentable`,
/// swiftlang/swift `stdlib/public/Darwin/UIKit/UIKit.swift`).
public struct UILayoutPriority: RawRepresentable, Hashable, Sendable, Comparable {
  /// The priority's value.
  public var rawValue: Float

  /// Creates a priority from its value.
  ///
  /// - Parameter rawValue: The value, from 1 to 1000.
  public init(rawValue: Float) {
    self.rawValue = rawValue
  }

  /// Creates a priority from its value.
  ///
  /// - Parameter rawValue: The value, from 1 to 1000.
  public init(_ rawValue: Float) {
    self.rawValue = rawValue
  }

  /// A required constraint (1000).
  public static var required: UILayoutPriority { UILayoutPriority(1000) }
  /// The priority with which a button resists compressing its content (750).
  public static var defaultHigh: UILayoutPriority { UILayoutPriority(750) }
  /// The priority of a drag that may resize the window's scene (510).
  public static var dragThatCanResizeScene: UILayoutPriority { UILayoutPriority(510) }
  /// The priority at which the window's scene prefers to stay the same size (500).
  public static var sceneSizeStayPut: UILayoutPriority { UILayoutPriority(500) }
  /// The priority of a drag that can't resize the window's scene (490).
  public static var dragThatCannotResizeScene: UILayoutPriority { UILayoutPriority(490) }
  /// The priority at which a button hugs its content horizontally (250).
  public static var defaultLow: UILayoutPriority { UILayoutPriority(250) }
  /// The priority at which a view wants to conform to `systemLayoutSizeFitting(_:)` (50).
  public static var fittingSizeLevel: UILayoutPriority { UILayoutPriority(50) }

  /// Orders priorities by value.
  public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool {
    lhs.rawValue < rhs.rawValue
  }

  /// A priority raised by an amount, such as `.required - 1`'s counterpart `.defaultLow + 1`.
  public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue + rhs)
  }

  /// A priority raised by an amount.
  public static func + (lhs: Float, rhs: UILayoutPriority) -> UILayoutPriority {
    UILayoutPriority(lhs + rhs.rawValue)
  }

  /// A priority lowered by an amount, such as `.required - 1`.
  public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority {
    UILayoutPriority(lhs.rawValue - rhs)
  }

  /// The difference between two priorities' values.
  public static func - (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Float {
    lhs.rawValue - rhs.rawValue
  }

  /// Raises a priority by an amount.
  public static func += (lhs: inout UILayoutPriority, rhs: Float) {
    lhs.rawValue += rhs
  }

  /// Lowers a priority by an amount.
  public static func -= (lhs: inout UILayoutPriority, rhs: Float) {
    lhs.rawValue -= rhs
  }
}
