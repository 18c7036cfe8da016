public import Foundation

/// A description of a font — family, size, traits, design — as `UIFontDescriptor`.
///
/// The model draws no text, so only the point size matters (it sizes labels); traits and
/// designs are kept and read back (inert).
open class UIFontDescriptor: NSObject, @unchecked Sendable {
  /// The font's point size.
  public let pointSize: CGFloat
  /// The font's symbolic traits, such as bold or italic.
  public let symbolicTraits: UIFontDescriptor.SymbolicTraits
  /// The font's name.
  let fontName: String
  /// The system design, if one was chosen.
  let design: UIFontDescriptor.SystemDesign?
  /// The attributes given besides the name and size (inert: kept and read back).
  let otherAttributes: [UIFontDescriptor.AttributeName: Any]

  init(
    fontName: String, pointSize: CGFloat, symbolicTraits: UIFontDescriptor.SymbolicTraits = [],
    design: UIFontDescriptor.SystemDesign? = nil,
    otherAttributes: [UIFontDescriptor.AttributeName: Any] = [:]
  ) {
    self.fontName = fontName
    self.pointSize = pointSize
    self.symbolicTraits = symbolicTraits
    self.design = design
    self.otherAttributes = otherAttributes.filter { $0.key != .name && $0.key != .size }
  }

  /// Creates a descriptor from a dictionary of attributes: its name and size are read (the
  /// size decides labels' sizes), the others kept and read back (inert).
  ///
  /// - Parameter attributes: The attributes.
  public convenience init(fontAttributes attributes: [UIFontDescriptor.AttributeName: Any] = [:]) {
    self.init(
      fontName: attributes[.name] as? String ?? "", pointSize: Self.size(in: attributes) ?? 0,
      otherAttributes: attributes)
  }

  /// The descriptor's attributes: its name, its size and the others it was given.
  public var fontAttributes: [UIFontDescriptor.AttributeName: Any] {
    var attributes = otherAttributes
    if !fontName.isEmpty { attributes[.name] = fontName }
    attributes[.size] = pointSize
    return attributes
  }

  /// Returns the descriptor with attributes added, the new ones taking precedence: a name or
  /// size among them changes the font's (the size decides labels' sizes), the others are kept
  /// (inert).
  ///
  /// - Parameter attributes: The attributes to add.
  /// - Returns: The new descriptor.
  open func addingAttributes(_ attributes: [UIFontDescriptor.AttributeName: Any] = [:])
    -> UIFontDescriptor
  {
    UIFontDescriptor(
      fontName: attributes[.name] as? String ?? fontName,
      pointSize: Self.size(in: attributes) ?? pointSize, symbolicTraits: symbolicTraits,
      design: design, otherAttributes: otherAttributes.merging(attributes) { $1 })
  }

  /// The point size an attribute dictionary gives, if it gives one as a number.
  private static func size(in attributes: [UIFontDescriptor.AttributeName: Any]) -> CGFloat? {
    switch attributes[.size] {
    case let size as CGFloat: size
    case let size as Double: CGFloat(size)
    case let size as Int: CGFloat(size)
    case let size as NSNumber: CGFloat(size.doubleValue)
    default: nil
    }
  }

  /// Creates a descriptor of a font name and size.
  ///
  /// - Parameters:
  ///   - fontName: The font's name.
  ///   - size: The point size.
  public convenience init(name fontName: String, size: CGFloat) {
    self.init(fontName: fontName, pointSize: size)
  }

  /// Returns the descriptor of a text style's font at the default text size.
  ///
  /// - Parameter style: The text style.
  /// - Returns: The descriptor.
  open class func preferredFontDescriptor(withTextStyle style: UIFont.TextStyle)
    -> UIFontDescriptor
  {
    UIFont.preferredFont(forTextStyle: style).fontDescriptor
  }

  /// Returns the descriptor with other symbolic traits, or `nil` when no font has them; the
  /// model has every font and never returns `nil` [INF].
  ///
  /// - Parameter symbolicTraits: The traits.
  /// - Returns: The descriptor.
  open func withSymbolicTraits(_ symbolicTraits: UIFontDescriptor.SymbolicTraits)
    -> UIFontDescriptor?
  {
    UIFontDescriptor(
      fontName: fontName, pointSize: pointSize, symbolicTraits: symbolicTraits, design: design,
      otherAttributes: otherAttributes)
  }

  /// Returns the descriptor with a system design, or `nil` when it isn't a system font's;
  /// the model never returns `nil` [INF].
  ///
  /// - Parameter design: The design.
  /// - Returns: The descriptor.
  open func withDesign(_ design: UIFontDescriptor.SystemDesign) -> UIFontDescriptor? {
    UIFontDescriptor(
      fontName: fontName, pointSize: pointSize, symbolicTraits: symbolicTraits, design: design,
      otherAttributes: otherAttributes)
  }

  /// Returns the descriptor at another size.
  ///
  /// - Parameter newPointSize: The size.
  /// - Returns: The descriptor.
  open func withSize(_ newPointSize: CGFloat) -> UIFontDescriptor {
    UIFontDescriptor(
      fontName: fontName, pointSize: newPointSize, symbolicTraits: symbolicTraits, design: design,
      otherAttributes: otherAttributes)
  }

  /// The traits of a font, as `UIFontDescriptor.SymbolicTraits`.
  public struct SymbolicTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// Italic.
    public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
    /// Bold.
    public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
    /// Expanded.
    public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
    /// Condensed.
    public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
    /// Fixed-width glyphs.
    public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    /// Vertical glyphs.
    public static let traitVertical = SymbolicTraits(rawValue: 1 << 11)
    /// Optimized for user interface text.
    public static let traitUIOptimized = SymbolicTraits(rawValue: 1 << 12)
    /// Tight leading.
    public static let traitTightLeading = SymbolicTraits(rawValue: 1 << 15)
    /// Loose leading.
    public static let traitLooseLeading = SymbolicTraits(rawValue: 1 << 16)
  }

  /// A design of the system font, as `UIFontDescriptor.SystemDesign`.
  public struct SystemDesign: RawRepresentable, Hashable, Sendable {
    public let rawValue: String

    public init(rawValue: String) {
      self.rawValue = rawValue
    }

    /// The default design.
    public static let `default` = SystemDesign(rawValue: "NSCTFontUIFontDesignDefault")
    /// Rounded.
    public static let rounded = SystemDesign(rawValue: "NSCTFontUIFontDesignRounded")
    /// Serif.
    public static let serif = SystemDesign(rawValue: "NSCTFontUIFontDesignSerif")
    /// Monospaced.
    public static let monospaced = SystemDesign(rawValue: "NSCTFontUIFontDesignMonospaced")
  }
}

extension UIFont {
  /// Creates a font from a descriptor at a size; 0 keeps the descriptor's size
  /// [DOC: `uikit/uifont/init(descriptor:size:)`].
  ///
  /// - Parameters:
  ///   - descriptor: The descriptor.
  ///   - pointSize: The size, or 0 for the descriptor's.
  public convenience init(descriptor: UIFontDescriptor, size pointSize: CGFloat) {
    self.init(
      fontName: descriptor.fontName, pointSize: pointSize > 0 ? pointSize : descriptor.pointSize)
  }

  /// The font's descriptor: its name and size.
  public var fontDescriptor: UIFontDescriptor {
    UIFontDescriptor(fontName: fontName, pointSize: pointSize)
  }

  /// Returns the system font with digits of equal width at a size and weight (inert beyond
  /// its size).
  ///
  /// - Parameters:
  ///   - fontSize: The size.
  ///   - weight: The weight.
  /// - Returns: The font.
  public class func monospacedDigitSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight)
    -> UIFont
  {
    systemFont(ofSize: fontSize, weight: weight)
  }

  /// Returns the monospaced system font at a size and weight (inert beyond its size).
  ///
  /// - Parameters:
  ///   - fontSize: The size.
  ///   - weight: The weight.
  /// - Returns: The font.
  public class func monospacedSystemFont(ofSize fontSize: CGFloat, weight: UIFont.Weight)
    -> UIFont
  {
    UIFont(fontName: ".SFMono-\(weight.name)", pointSize: fontSize)
  }

  /// Returns the italic system font at a size.
  ///
  /// - Parameter fontSize: The size.
  /// - Returns: The font.
  public class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    UIFont(fontName: ".SFUI-Italic", pointSize: fontSize)
  }
}
