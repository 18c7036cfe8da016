public import Foundation

extension UIContentSizeCategory: Comparable {
  /// Accessibility medium.
  public static let accessibilityMedium = Self(rawValue: "UICTContentSizeCategoryAccessibilityM")
  /// Accessibility large.
  public static let accessibilityLarge = Self(rawValue: "UICTContentSizeCategoryAccessibilityL")
  /// Accessibility extra large.
  public static let accessibilityExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  /// Accessibility extra extra large.
  public static let accessibilityExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  /// Accessibility extra extra extra large.
  public static let accessibilityExtraExtraExtraLarge = Self(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Posted when the user's text size changes (never, in the model).
  nonisolated public static let didChangeNotification = NSNotification.Name(
    "UIContentSizeCategoryDidChangeNotification")

  /// The key of the new size in the change notification's user info.
  nonisolated public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

  /// The sizes from smallest to largest.
  private static let order: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
    .accessibilityExtraExtraLarge, .accessibilityExtraExtraExtraLarge,
  ]

  /// Whether the size is one of the accessibility sizes.
  public var isAccessibilityCategory: Bool {
    (Self.order.firstIndex(of: self) ?? 0) >= 7
  }

  /// Whether one size is smaller than another; `.unspecified` is smallest [INF].
  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    (order.firstIndex(of: lhs) ?? -1) < (order.firstIndex(of: rhs) ?? -1)
  }
}
