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
  public class var clear: UIColor { Stored.clear }
  /// Opaque black.
  public class var black: UIColor { Stored.black }
  /// Opaque white.
  public class var white: UIColor { Stored.white }
  /// Opaque gray.
  public class var gray: UIColor { Stored.gray }
  /// Opaque dark gray.
  public class var darkGray: UIColor { Stored.darkGray }
  /// Opaque light gray.
  public class var lightGray: UIColor { Stored.lightGray }
  /// Opaque red.
  public class var red: UIColor { Stored.red }
  /// Opaque green.
  public class var green: UIColor { Stored.green }
  /// Opaque blue.
  public class var blue: UIColor { Stored.blue }
  /// Opaque orange.
  public class var orange: UIColor { Stored.orange }
  /// Opaque yellow.
  public class var yellow: UIColor { Stored.yellow }

  /// The system's background: white in the light appearance, black in the dark.
  public class var systemBackground: UIColor { Stored.systemBackground }
  /// The background of content layered on the system background.
  public class var secondarySystemBackground: UIColor { Stored.secondarySystemBackground }
  /// The system's grouped background: opaque in both appearances.
  public class var systemGroupedBackground: UIColor { Stored.systemGroupedBackground }
  /// The color of primary text: black in the light appearance, white in the dark.
  public class var label: UIColor { Stored.label }
  /// The color of secondary text: translucent.
  public class var secondaryLabel: UIColor { Stored.secondaryLabel }
  /// The color of tertiary text: translucent.
  public class var tertiaryLabel: UIColor { Stored.tertiaryLabel }
  /// The color of separators: translucent.
  public class var separator: UIColor { Stored.separator }
  /// The system's blue, the default tint.
  public class var systemBlue: UIColor { Stored.systemBlue }
  /// The system's red.
  public class var systemRed: UIColor { Stored.systemRed }
  /// The system's green.
  public class var systemGreen: UIColor { Stored.systemGreen }
  /// The system's orange.
  public class var systemOrange: UIColor { Stored.systemOrange }
  /// The system's yellow.
  public class var systemYellow: UIColor { Stored.systemYellow }
  /// The system's pink.
  public class var systemPink: UIColor { Stored.systemPink }
  /// The system's purple.
  public class var systemPurple: UIColor { Stored.systemPurple }
  /// The system's gray.
  public class var systemGray: UIColor { Stored.systemGray }
  /// The colors' single instances, as UIKit returns the same object each time.
  private enum Stored {
    static let clear = UIColor(white: 0, alpha: 0)
    static let black = UIColor(white: 0, alpha: 1)
    static let white = UIColor(white: 1, alpha: 1)
    static let gray = UIColor(white: 0.5, alpha: 1)
    static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
    static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
    static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    static let systemBackground = UIColor.system((255, 255, 255, 1), dark: (0, 0, 0, 1))
    static let secondarySystemBackground = UIColor.system((242, 242, 247, 1), dark: (28, 28, 30, 1))
    static let systemGroupedBackground = UIColor.system((242, 242, 247, 1), dark: (0, 0, 0, 1))
    static let label = UIColor.system((0, 0, 0, 1), dark: (255, 255, 255, 1))
    static let secondaryLabel = UIColor.system((60, 60, 67, 0.6), dark: (235, 235, 245, 0.6))
    static let tertiaryLabel = UIColor.system((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    static let separator = UIColor.system((60, 60, 67, 0.29), dark: (84, 84, 88, 0.6))
    static let systemBlue = UIColor.system((0, 122, 255, 1), dark: (10, 132, 255, 1))
    static let systemRed = UIColor.system((255, 59, 48, 1), dark: (255, 69, 58, 1))
    static let systemGreen = UIColor.system((52, 199, 89, 1), dark: (48, 209, 88, 1))
    static let systemOrange = UIColor.system((255, 149, 0, 1), dark: (255, 159, 10, 1))
    static let systemYellow = UIColor.system((255, 204, 0, 1), dark: (255, 214, 10, 1))
    static let systemPink = UIColor.system((255, 45, 85, 1), dark: (255, 55, 95, 1))
    static let systemPurple = UIColor.system((175, 82, 222, 1), dark: (191, 90, 242, 1))
    static let systemGray = UIColor.system((142, 142, 147, 1), dark: (142, 142, 147, 1))
  }
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
  public class var purple: UIColor { Palette.purple }
  /// Brown (0.6, 0.4, 0.2).
  public class var brown: UIColor { Palette.brown }
  /// Cyan (0, 1, 1).
  public class var cyan: UIColor { Palette.cyan }
  /// Magenta (1, 0, 1).
  public class var magenta: UIColor { Palette.magenta }
  /// Black text on light backgrounds.
  public class var darkText: UIColor { Palette.darkText }
  /// White text at 60% on dark backgrounds.
  public class var lightText: UIColor { Palette.lightText }
  /// The system teal.
  public class var systemTeal: UIColor { Palette.systemTeal }
  /// The system cyan.
  public class var systemCyan: UIColor { Palette.systemCyan }
  /// The system mint.
  public class var systemMint: UIColor { Palette.systemMint }
  /// The system indigo.
  public class var systemIndigo: UIColor { Palette.systemIndigo }
  /// The system brown.
  public class var systemBrown: UIColor { Palette.systemBrown }
  /// The second system gray.
  public class var systemGray2: UIColor { Palette.systemGray2 }
  /// The third system gray.
  public class var systemGray3: UIColor { Palette.systemGray3 }
  /// The fourth system gray.
  public class var systemGray4: UIColor { Palette.systemGray4 }
  /// The fifth system gray.
  public class var systemGray5: UIColor { Palette.systemGray5 }
  /// The sixth system gray.
  public class var systemGray6: UIColor { Palette.systemGray6 }
  /// The background of content layered over the secondary background.
  public class var tertiarySystemBackground: UIColor { Palette.tertiarySystemBackground }
  /// The background of content layered over a grouped background.
  public class var secondarySystemGroupedBackground: UIColor {
    Palette.secondarySystemGroupedBackground
  }
  /// The background of content layered over the secondary grouped background.
  public class var tertiarySystemGroupedBackground: UIColor {
    Palette.tertiarySystemGroupedBackground
  }
  /// A fill for thin and small shapes.
  public class var systemFill: UIColor { Palette.systemFill }
  /// A fill for medium-size shapes.
  public class var secondarySystemFill: UIColor { Palette.secondarySystemFill }
  /// A fill for large shapes.
  public class var tertiarySystemFill: UIColor { Palette.tertiarySystemFill }
  /// A fill for large areas holding complex content.
  public class var quaternarySystemFill: UIColor { Palette.quaternarySystemFill }
  /// Text of the fourth level of importance.
  public class var quaternaryLabel: UIColor { Palette.quaternaryLabel }
  /// Placeholder text in controls.
  public class var placeholderText: UIColor { Palette.placeholderText }
  /// A separator that hides what is beneath it.
  public class var opaqueSeparator: UIColor { Palette.opaqueSeparator }
  /// Link text.
  public class var link: UIColor { Palette.link }
  /// The colors' single instances, as UIKit returns the same object each time.
  private enum Palette {
    static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    static let darkText = UIColor(white: 0, alpha: 1)
    static let lightText = UIColor(white: 1, alpha: 0.6)
    static let systemTeal = UIColor.palette((48, 176, 199, 1), dark: (64, 200, 224, 1))
    static let systemCyan = UIColor.palette((50, 173, 230, 1), dark: (100, 210, 255, 1))
    static let systemMint = UIColor.palette((0, 199, 190, 1), dark: (99, 230, 226, 1))
    static let systemIndigo = UIColor.palette((88, 86, 214, 1), dark: (94, 92, 230, 1))
    static let systemBrown = UIColor.palette((162, 132, 94, 1), dark: (172, 142, 104, 1))
    static let systemGray2 = UIColor.palette((174, 174, 178, 1), dark: (99, 99, 102, 1))
    static let systemGray3 = UIColor.palette((199, 199, 204, 1), dark: (72, 72, 74, 1))
    static let systemGray4 = UIColor.palette((209, 209, 214, 1), dark: (58, 58, 60, 1))
    static let systemGray5 = UIColor.palette((229, 229, 234, 1), dark: (44, 44, 46, 1))
    static let systemGray6 = UIColor.palette((242, 242, 247, 1), dark: (28, 28, 30, 1))
    static let tertiarySystemBackground = UIColor.palette((255, 255, 255, 1), dark: (44, 44, 46, 1))
    static let secondarySystemGroupedBackground = UIColor.palette(
      (255, 255, 255, 1), dark: (28, 28, 30, 1))
    static let tertiarySystemGroupedBackground = UIColor.palette(
      (242, 242, 247, 1), dark: (44, 44, 46, 1))
    static let systemFill = UIColor.palette((120, 120, 128, 0.2), dark: (120, 120, 128, 0.36))
    static let secondarySystemFill = UIColor.palette(
      (120, 120, 128, 0.16), dark: (120, 120, 128, 0.32))
    static let tertiarySystemFill = UIColor.palette(
      (118, 118, 128, 0.12), dark: (118, 118, 128, 0.24))
    static let quaternarySystemFill = UIColor.palette(
      (116, 116, 128, 0.08), dark: (118, 118, 128, 0.18))
    static let quaternaryLabel = UIColor.palette((60, 60, 67, 0.18), dark: (235, 235, 245, 0.16))
    static let placeholderText = UIColor.palette((60, 60, 67, 0.3), dark: (235, 235, 245, 0.3))
    static let opaqueSeparator = UIColor.palette((198, 198, 200, 1), dark: (56, 56, 58, 1))
    static let link = UIColor.palette((0, 122, 255, 1), dark: (9, 132, 255, 1))
  }
}
