public import Foundation

/// Scales fonts and values for Dynamic Type, as `UIFontMetrics`; the model's text size is
/// always the default (large), at which scaling changes nothing.
open class UIFontMetrics: NSObject, @unchecked Sendable {
  /// The text style this object scales for.
  private let textStyle: UIFont.TextStyle

  /// Creates font metrics for a text style.
  ///
  /// - Parameter textStyle: The text style.
  public init(forTextStyle textStyle: UIFont.TextStyle) {
    self.textStyle = textStyle
  }

  /// The font metrics of the body text style.
  open class var `default`: UIFontMetrics { UIFontMetrics(forTextStyle: .body) }

  /// Returns a font scaled for the current text size: the font itself at the default size.
  ///
  /// - Parameter font: The font at the default size.
  /// - Returns: The scaled font.
  open func scaledFont(for font: UIFont) -> UIFont {
    font
  }

  /// Returns a value scaled for the current text size: the value itself at the default size.
  ///
  /// - Parameter value: The value at the default size.
  /// - Returns: The scaled value.
  open func scaledValue(for value: CGFloat) -> CGFloat {
    value
  }
}
