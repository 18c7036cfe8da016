public import Foundation
public import HeadlessUIKit

/// A font, as SwiftUI's `Font`; inert.
///
/// The model draws no text, so a font changes no frame, hit test or capture. `Text` keeps its
/// estimated size whatever its font [INF]. A font keeps a description of how it was made, so that different fonts differ.
public struct Font: Hashable, Sendable {
  let name: String

  init(name: String) {
    self.name = name
  }

  /// A modified copy, described by the modifier's spelling.
  func with(_ modifier: String) -> Font {
    Font(name: "\(name).\(modifier)")
  }

  /// The large title text style; inert.
  public static let largeTitle = Font(name: "largeTitle")
  /// The title text style; inert.
  public static let title = Font(name: "title")
  /// The second level heading text style; inert.
  public static let title2 = Font(name: "title2")
  /// The third level heading text style; inert.
  public static let title3 = Font(name: "title3")
  /// The headline text style; inert.
  public static let headline = Font(name: "headline")
  /// The subheadline text style; inert.
  public static let subheadline = Font(name: "subheadline")
  /// The body text style; inert.
  public static let body = Font(name: "body")
  /// The callout text style; inert.
  public static let callout = Font(name: "callout")
  /// The footnote text style; inert.
  public static let footnote = Font(name: "footnote")
  /// The caption text style; inert.
  public static let caption = Font(name: "caption")
  /// The alternate caption text style; inert.
  public static let caption2 = Font(name: "caption2")

  /// A system font of a size, weight and design; inert.
  ///
  /// - Parameters:
  ///   - size: The size in points.
  ///   - weight: The weight, or `nil` for the default.
  ///   - design: The design, or `nil` for the default.
  /// - Returns: The font.
  public static func system(
    size: CGFloat, weight: Font.Weight? = nil, design: Font.Design? = nil
  ) -> Font {
    Font(name: "system(size: \(size), \(weight?.name ?? "-"), \(design.map { "\($0)" } ?? "-"))")
  }

  /// A system font of a text style, design and weight; inert.
  ///
  /// - Parameters:
  ///   - style: The text style.
  ///   - design: The design, or `nil` for the default.
  ///   - weight: The weight, or `nil` for the default.
  /// - Returns: The font.
  public static func system(
    _ style: Font.TextStyle, design: Font.Design? = nil, weight: Font.Weight? = nil
  ) -> Font {
    Font(name: "system(\(style), \(design.map { "\($0)" } ?? "-"), \(weight?.name ?? "-"))")
  }

  /// A custom font that scales with the body text style; inert.
  ///
  /// - Parameters:
  ///   - name: The font's name.
  ///   - size: The size in points.
  /// - Returns: The font.
  public static func custom(_ name: String, size: CGFloat) -> Font {
    Font(name: "custom(\(name), size: \(size))")
  }

  /// A custom font that scales with a text style; inert.
  ///
  /// - Parameters:
  ///   - name: The font's name.
  ///   - size: The size in points.
  ///   - textStyle: The text style it scales with.
  /// - Returns: The font.
  public static func custom(
    _ name: String, size: CGFloat, relativeTo textStyle: Font.TextStyle
  ) -> Font {
    Font(name: "custom(\(name), size: \(size), relativeTo: \(textStyle))")
  }

  /// A custom font of a fixed size; inert.
  ///
  /// - Parameters:
  ///   - name: The font's name.
  ///   - fixedSize: The size in points, which doesn't scale.
  /// - Returns: The font.
  public static func custom(_ name: String, fixedSize: CGFloat) -> Font {
    Font(name: "custom(\(name), fixedSize: \(fixedSize))")
  }

  /// Creates a font from a UIKit font; inert.
  ///
  /// SwiftUI's page documents the `CTFont` initializer, which `UIFont` bridges to; this is
  /// the `UIFont` overload SwiftUI declares for UIKit [INF: apps call `Font(uiFont)`].
  ///
  /// - Parameter font: The UIKit font.
  public init(_ font: UIFont) {
    name = "UIFont(\(font.fontName), \(font.pointSize))"
  }

  /// Returns the font made bold; inert.
  ///
  /// - Returns: The font.
  public func bold() -> Font { with("bold()") }

  /// Returns the font made italic; inert.
  ///
  /// - Returns: The font.
  public func italic() -> Font { with("italic()") }

  /// Returns the font's fixed-width variant; inert.
  ///
  /// - Returns: The font.
  public func monospaced() -> Font { with("monospaced()") }

  /// Returns the font with fixed-width digits; inert.
  ///
  /// - Returns: The font.
  public func monospacedDigit() -> Font { with("monospacedDigit()") }

  /// Returns the font with small capitals; inert.
  ///
  /// - Returns: The font.
  public func smallCaps() -> Font { with("smallCaps()") }

  /// Returns the font with its lowercase letters as small capitals; inert.
  ///
  /// - Returns: The font.
  public func lowercaseSmallCaps() -> Font { with("lowercaseSmallCaps()") }

  /// Returns the font with its uppercase letters as small capitals; inert.
  ///
  /// - Returns: The font.
  public func uppercaseSmallCaps() -> Font { with("uppercaseSmallCaps()") }

  /// Returns the font with a weight; inert.
  ///
  /// - Parameter weight: The weight.
  /// - Returns: The font.
  public func weight(_ weight: Font.Weight) -> Font { with("weight(\(weight.name))") }

  /// Returns the font with a line spacing; inert.
  ///
  /// - Parameter leading: The line spacing.
  /// - Returns: The font.
  public func leading(_ leading: Font.Leading) -> Font { with("leading(\(leading))") }
}

extension Font {
  /// A font weight, as SwiftUI's `Font.Weight`; inert.
  public struct Weight: Hashable, Sendable {
    let name: String

    /// The ultra-light weight.
    public static let ultraLight = Weight(name: "ultraLight")
    /// The thin weight.
    public static let thin = Weight(name: "thin")
    /// The light weight.
    public static let light = Weight(name: "light")
    /// The regular weight.
    public static let regular = Weight(name: "regular")
    /// The medium weight.
    public static let medium = Weight(name: "medium")
    /// The semibold weight.
    public static let semibold = Weight(name: "semibold")
    /// The bold weight.
    public static let bold = Weight(name: "bold")
    /// The heavy weight.
    public static let heavy = Weight(name: "heavy")
    /// The black weight.
    public static let black = Weight(name: "black")
  }

  /// A font design, as SwiftUI's `Font.Design`; inert.
  public enum Design: Hashable, Sendable {
    /// The default design.
    case `default`
    /// A serif design.
    case serif
    /// A rounded design.
    case rounded
    /// A fixed-width design.
    case monospaced
  }

  /// A dynamic text style, as SwiftUI's `Font.TextStyle`; inert.
  public enum TextStyle: CaseIterable, Hashable, Sendable {
    /// The large title style.
    case largeTitle
    /// The title style.
    case title
    /// The second level heading style.
    case title2
    /// The third level heading style.
    case title3
    /// The headline style.
    case headline
    /// The subheadline style.
    case subheadline
    /// The body style.
    case body
    /// The callout style.
    case callout
    /// The footnote style.
    case footnote
    /// The caption style.
    case caption
    /// The alternate caption style.
    case caption2
  }

  /// A line spacing, as SwiftUI's `Font.Leading`; inert.
  public enum Leading: Hashable, Sendable {
    /// The font's default line spacing.
    case standard
    /// A reduced line spacing.
    case tight
    /// An increased line spacing.
    case loose
  }
}
