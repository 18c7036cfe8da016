public import Foundation

/// A font, as `UIFont`: a name and a point size; inert, since the model draws no text.
///
/// The model has no font files: every name gives a font, and system fonts are named
/// `.SFUI-Regular` and so on by weight [INF]. Text styles have their sizes at the default
/// (large) text size [OBS: Apple's Human Interface Guidelines, "Typography", Dynamic Type sizes].
open class UIFont: NSObject, @unchecked Sendable {
  /// The font's name.
  public let fontName: String
  /// The font's size, in points.
  public let pointSize: CGFloat

  init(fontName: String, pointSize: CGFloat) {
    self.fontName = fontName
    self.pointSize = pointSize
  }

  /// Creates a font by name; never `nil`, as the model has no font files to miss [INF].
  ///
  /// - Parameters:
  ///   - fontName: The font's full name.
  ///   - fontSize: The size, in points.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    self.init(fontName: fontName, pointSize: fontSize)
  }

  /// Returns the system font at a size.
  ///
  /// - Parameter fontSize: The size, in points.
  /// - Returns: The font.
  open class func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// Returns the system font at a size and weight.
  ///
  /// - Parameters:
  ///   - fontSize: The size, in points.
  ///   - weight: The weight.
  /// - Returns: The font.
  open class func systemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight) -> UIFont {
    UIFont(fontName: ".SFUI-\(weight.name)", pointSize: fontSize)
  }

  /// Returns the bold system font at a size.
  ///
  /// - Parameter fontSize: The size, in points.
  /// - Returns: The font.
  open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// Returns the system font of a text style at the default text size.
  ///
  /// - Parameter style: The text style.
  /// - Returns: The font.
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont {
    systemFont(ofSize: style.defaultSize, weight: style == .headline ? .semibold : .regular)
  }

  /// Returns the same font at another size.
  ///
  /// - Parameter fontSize: The new size, in points.
  /// - Returns: The font.
  open func withSize(_ fontSize: CGFloat) -> UIFont {
    UIFont(fontName: fontName, pointSize: fontSize)
  }
}

extension UIFont {
  /// A font weight, as `UIFont.Weight`.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat

    public init(rawValue: CGFloat) {
      self.rawValue = rawValue
    }

    /// The ultralight weight.
    public static let ultraLight = Weight(rawValue: -0.8)
    /// The thin weight.
    public static let thin = Weight(rawValue: -0.6)
    /// The light weight.
    public static let light = Weight(rawValue: -0.4)
    /// The regular weight.
    public static let regular = Weight(rawValue: 0)
    /// The medium weight.
    public static let medium = Weight(rawValue: 0.23)
    /// The semibold weight.
    public static let semibold = Weight(rawValue: 0.3)
    /// The bold weight.
    public static let bold = Weight(rawValue: 0.4)
    /// The heavy weight.
    public static let heavy = Weight(rawValue: 0.56)
    /// The black weight.
    public static let black = Weight(rawValue: 0.62)

    /// The weight's name in the model's system font names.
    var name: String {
      let names: [Weight: String] = [
        .ultraLight: "Ultralight", .thin: "Thin", .light: "Light", .medium: "Medium",
        .semibold: "Semibold", .bold: "Bold", .heavy: "Heavy", .black: "Black",
      ]
      return names[self] ?? "Regular"
    }
  }

  /// A Dynamic Type text style, as `UIFont.TextStyle`.
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The style of large titles (34 points).
    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    /// The style of first-level titles (28 points).
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    /// The style of second-level titles (22 points).
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    /// The style of third-level titles (20 points).
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    /// The style of headings (17 points, semibold).
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    /// The style of subheadings (15 points).
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    /// The style of body text (17 points).
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    /// The style of callouts (16 points).
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    /// The style of footnotes (13 points).
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    /// The style of standard captions (12 points).
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    /// The style of alternate captions (11 points).
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

    /// The style's size at the default (large) text size.
    var defaultSize: CGFloat {
      let sizes: [TextStyle: CGFloat] = [
        .largeTitle: 34, .title1: 28, .title2: 22, .title3: 20, .subheadline: 15,
        .callout: 16, .footnote: 13, .caption1: 12, .caption2: 11,
      ]
      return sizes[self] ?? 17
    }
  }
}
