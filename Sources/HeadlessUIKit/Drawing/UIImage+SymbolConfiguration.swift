public import Foundation

extension UIImage {
  /// The traits an image is made for, as `UIImage.Configuration` (inert).
  open class Configuration: @unchecked Sendable {
    /// The trait collection the configuration holds, if any.
    public let traitCollection: UITraitCollection?

    init(traitCollection: UITraitCollection? = nil) {
      self.traitCollection = traitCollection
    }

    /// Creates one from an archive, as UIKit's secure coding does: the model loads no
    /// archives, so this returns `nil`.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// Returns the configuration with another's set values over its own.
    ///
    /// - Parameter otherConfiguration: The other configuration.
    /// - Returns: The combined configuration.
    public func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
      self
    }
  }

  /// How a symbol image is drawn — point size, weight, scale, text style, colors — as
  /// `UIImage.SymbolConfiguration` (inert: a symbol image's size stays zero).
  open class SymbolConfiguration: UIImage.Configuration, @unchecked Sendable {
    /// The point size, 0 when unset.
    let pointSize: CGFloat
    /// The weight, `.unspecified` when unset.
    let weight: UIImage.SymbolWeight
    /// The scale, `.unspecified` when unset.
    let scale: UIImage.SymbolScale
    /// The text style, if set.
    let textStyle: UIFont.TextStyle?

    init(
      pointSize: CGFloat = 0, weight: UIImage.SymbolWeight = .unspecified,
      scale: UIImage.SymbolScale = .unspecified, textStyle: UIFont.TextStyle? = nil
    ) {
      self.pointSize = pointSize
      self.weight = weight
      self.scale = scale
      self.textStyle = textStyle
      super.init()
    }

    /// Creates one from an archive: `nil` in the model.
    ///
    /// - Parameter coder: The archive.
    public required init?(coder: NSCoder) {
      return nil
    }

    /// A configuration with nothing set.
    public static let unspecified = UIImage.SymbolConfiguration()

    /// Creates a configuration of a point size.
    ///
    /// - Parameter pointSize: The point size.
    public convenience init(pointSize: CGFloat) {
      self.init(pointSize: pointSize, weight: .unspecified)
    }

    /// Creates a configuration of a point size and weight.
    ///
    /// - Parameters:
    ///   - pointSize: The point size.
    ///   - weight: The weight.
    public convenience init(pointSize: CGFloat, weight: UIImage.SymbolWeight) {
      self.init(pointSize: pointSize, weight: weight, scale: .unspecified)
    }

    /// Creates a configuration of a point size, weight and scale.
    ///
    /// - Parameters:
    ///   - pointSize: The point size.
    ///   - weight: The weight.
    ///   - scale: The scale.
    public convenience init(
      pointSize: CGFloat, weight: UIImage.SymbolWeight, scale: UIImage.SymbolScale
    ) {
      self.init(pointSize: pointSize, weight: weight, scale: scale, textStyle: nil)
    }

    /// Creates a configuration of a scale.
    ///
    /// - Parameter scale: The scale.
    public convenience init(scale: UIImage.SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: nil)
    }

    /// Creates a configuration of a weight.
    ///
    /// - Parameter weight: The weight.
    public convenience init(weight: UIImage.SymbolWeight) {
      self.init(pointSize: 0, weight: weight, scale: .unspecified, textStyle: nil)
    }

    /// Creates a configuration of a text style.
    ///
    /// - Parameter textStyle: The text style.
    public convenience init(textStyle: UIFont.TextStyle) {
      self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: textStyle)
    }

    /// Creates a configuration of a text style and scale.
    ///
    /// - Parameters:
    ///   - textStyle: The text style.
    ///   - scale: The scale.
    public convenience init(textStyle: UIFont.TextStyle, scale: UIImage.SymbolScale) {
      self.init(pointSize: 0, weight: .unspecified, scale: scale, textStyle: textStyle)
    }

    /// Creates a configuration of a font's point size.
    ///
    /// - Parameter font: The font.
    public convenience init(font: UIFont) {
      self.init(
        pointSize: font.pointSize, weight: .unspecified, scale: .unspecified, textStyle: nil)
    }

    /// Creates a configuration of a font's point size and a scale.
    ///
    /// - Parameters:
    ///   - font: The font.
    ///   - scale: The scale.
    public convenience init(font: UIFont, scale: UIImage.SymbolScale) {
      self.init(pointSize: font.pointSize, weight: .unspecified, scale: scale, textStyle: nil)
    }

    /// Creates a configuration that draws a symbol's layers in shades of a color (inert).
    ///
    /// - Parameter hierarchicalColor: The color.
    public convenience init(hierarchicalColor: UIColor) {
      self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil)
    }

    /// Creates a configuration that draws a symbol's layers in colors (inert).
    ///
    /// - Parameter paletteColors: The colors.
    public convenience init(paletteColors: [UIColor]) {
      self.init(pointSize: 0, weight: .unspecified, scale: .unspecified, textStyle: nil)
    }

    /// Returns the configuration with another's set values over its own.
    ///
    /// - Parameter otherConfiguration: The other configuration.
    /// - Returns: The combined configuration.
    public func applying(_ otherConfiguration: UIImage.SymbolConfiguration?) -> Self {
      guard let other = otherConfiguration else { return self }
      let merged = UIImage.SymbolConfiguration(
        pointSize: other.pointSize != 0 ? other.pointSize : pointSize,
        weight: other.weight != .unspecified ? other.weight : weight,
        scale: other.scale != .unspecified ? other.scale : scale,
        textStyle: other.textStyle ?? textStyle)
      return merged as? Self ?? self
    }
  }

  /// The weight of a symbol image, as `UIImage.SymbolWeight`.
  public enum SymbolWeight: Int, Hashable, Sendable {
    /// No weight set.
    case unspecified = 0
    /// Ultralight.
    case ultraLight = 1
    /// Thin.
    case thin = 2
    /// Light.
    case light = 3
    /// Regular.
    case regular = 4
    /// Medium.
    case medium = 5
    /// Semibold.
    case semibold = 6
    /// Bold.
    case bold = 7
    /// Heavy.
    case heavy = 8
    /// Black.
    case black = 9
  }

  /// The scale of a symbol image relative to text, as `UIImage.SymbolScale`.
  public enum SymbolScale: Int, Hashable, Sendable {
    /// The default scale.
    case `default` = -1
    /// No scale set.
    case unspecified = 0
    /// Small.
    case small = 1
    /// Medium.
    case medium = 2
    /// Large.
    case large = 3
  }
}
