import Foundation

// UIKit's fixed and system colors. The system colors' components are the values of Apple's
// Human Interface Guidelines color tables for the light and dark appearances (sRGB, 0–255)
// [INF: not measured on a device]; only their opacity matters to captures.
extension UIColor {
  /// A color from 0–255 sRGB components for both appearances.
  private static func system(
    _ light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat)
  ) -> UIColor {
    UIColor(
      light: [light.0 / 255, light.1 / 255, light.2 / 255, light.3],
      dark: [dark.0 / 255, dark.1 / 255, dark.2 / 255, dark.3])
  }

  /// A fully transparent color.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Opaque black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// Opaque white.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Opaque gray.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Opaque dark gray.
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  /// Opaque light gray.
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  /// Opaque red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Opaque green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Opaque blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// Opaque orange.
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  /// Opaque yellow.
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)

  /// The system's background: white in the light appearance, black in the dark.
  public static let systemBackground = system((255, 255, 255, 1), dark: (0, 0, 0, 1))
  /// The background of content layered on the system background.
  public static let secondarySystemBackground = system(
    (242, 242, 247, 1), dark: (28, 28, 30, 1))
  /// The system's grouped background: opaque in both appearances.
  public static let systemGroupedBackground = system((242, 242, 247, 1), dark: (0, 0, 0, 1))
  /// The color of primary text: black in the light appearance, white in the dark.
  public static let label = system((0, 0, 0, 1), dark: (255, 255, 255, 1))
  /// The color of secondary text: translucent.
  public static let secondaryLabel = system((60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
  /// The color of tertiary text: translucent.
  public static let tertiaryLabel = system((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
  /// The color of separators: translucent.
  public static let separator = system((60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
  /// The system's blue, the default tint.
  public static let systemBlue = system((0, 122, 255, 1), dark: (10, 132, 255, 1))
  /// The system's red.
  public static let systemRed = system((255, 59, 48, 1), dark: (255, 69, 58, 1))
  /// The system's green.
  public static let systemGreen = system((52, 199, 89, 1), dark: (48, 209, 88, 1))
  /// The system's orange.
  public static let systemOrange = system((255, 149, 0, 1), dark: (255, 159, 10, 1))
  /// The system's yellow.
  public static let systemYellow = system((255, 204, 0, 1), dark: (255, 214, 10, 1))
  /// The system's pink.
  public static let systemPink = system((255, 45, 85, 1), dark: (255, 55, 95, 1))
  /// The system's purple.
  public static let systemPurple = system((175, 82, 222, 1), dark: (191, 90, 242, 1))
  /// The system's gray.
  public static let systemGray = system((142, 142, 147, 1), dark: (142, 142, 147, 1))
}

// More of the system palette apps use; components from Apple's Human Interface Guidelines
// color tables (iOS 15 and later values, sRGB 0–255) [INF: not measured on a device]; only
// their opacity matters to captures.
extension UIColor {
  /// A color from 0–255 sRGB components for both appearances.
  private static func palette(
    _ light: (CGFloat, CGFloat, CGFloat, CGFloat), dark: (CGFloat, CGFloat, CGFloat, CGFloat)
  ) -> UIColor {
    UIColor(
      light: [light.0 / 255, light.1 / 255, light.2 / 255, light.3],
      dark: [dark.0 / 255, dark.1 / 255, dark.2 / 255, dark.3])
  }

  /// Purple (0.5, 0, 0.5).
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  /// Brown (0.6, 0.4, 0.2).
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  /// Cyan (0, 1, 1).
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  /// Magenta (1, 0, 1).
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  /// Black text on light backgrounds.
  public static let darkText = UIColor(white: 0, alpha: 1)
  /// White text at 60% on dark backgrounds.
  public static let lightText = UIColor(white: 1, alpha: 0.6)
  /// The system teal.
  public static let systemTeal = palette((48, 176, 199, 1), dark: (64, 200, 224, 1))
  /// The system cyan.
  public static let systemCyan = palette((50, 173, 230, 1), dark: (100, 210, 255, 1))
  /// The system mint.
  public static let systemMint = palette((0, 199, 190, 1), dark: (99, 230, 226, 1))
  /// The system indigo.
  public static let systemIndigo = palette((88, 86, 214, 1), dark: (94, 92, 230, 1))
  /// The system brown.
  public static let systemBrown = palette((162, 132, 94, 1), dark: (172, 142, 104, 1))
  /// The second system gray.
  public static let systemGray2 = palette((174, 174, 178, 1), dark: (99, 99, 102, 1))
  /// The third system gray.
  public static let systemGray3 = palette((199, 199, 204, 1), dark: (72, 72, 74, 1))
  /// The fourth system gray.
  public static let systemGray4 = palette((209, 209, 214, 1), dark: (58, 58, 60, 1))
  /// The fifth system gray.
  public static let systemGray5 = palette((229, 229, 234, 1), dark: (44, 44, 46, 1))
  /// The sixth system gray.
  public static let systemGray6 = palette((242, 242, 247, 1), dark: (28, 28, 30, 1))
  /// The background of content layered over the secondary background.
  public static let tertiarySystemBackground = palette((255, 255, 255, 1), dark: (44, 44, 46, 1))
  /// The background of content layered over a grouped background.
  public static let secondarySystemGroupedBackground = palette(
    (255, 255, 255, 1), dark: (28, 28, 30, 1))
  /// The background of content layered over the secondary grouped background.
  public static let tertiarySystemGroupedBackground = palette(
    (242, 242, 247, 1), dark: (44, 44, 46, 1))
  /// A fill for thin and small shapes.
  public static let systemFill = palette((120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
  /// A fill for medium-size shapes.
  public static let secondarySystemFill = palette(
    (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
  /// A fill for large shapes.
  public static let tertiarySystemFill = palette(
    (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
  /// A fill for large areas holding complex content.
  public static let quaternarySystemFill = palette(
    (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
  /// Text of the fourth level of importance.
  public static let quaternaryLabel = palette((60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
  /// Placeholder text in controls.
  public static let placeholderText = palette((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
  /// A separator that hides what is beneath it.
  public static let opaqueSeparator = palette((198, 198, 200, 1), dark: (56, 56, 58, 1))
  /// Link text.
  public static let link = palette((0, 122, 255, 1), dark: (9, 132, 255, 1))
}
