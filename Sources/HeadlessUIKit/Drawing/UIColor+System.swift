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
