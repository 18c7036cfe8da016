public import Foundation

// Text's own styling modifiers, as SwiftUI's, which return `Text` so that styled texts can be
// joined with `+`. They are inert: the text keeps its string and its estimated size.
extension Text {
  /// Sets the text's font; inert.
  ///
  /// - Parameter font: The font, or `nil` for the default.
  /// - Returns: The text, unchanged.
  nonisolated public func font(_ font: Font?) -> Text { self }

  /// Sets the text's font weight; inert.
  ///
  /// - Parameter weight: The weight, or `nil` for the default.
  /// - Returns: The text, unchanged.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> Text { self }

  /// Sets the text's font design; inert.
  ///
  /// - Parameter design: The design, or `nil` for the default.
  /// - Returns: The text, unchanged.
  nonisolated public func fontDesign(_ design: Font.Design?) -> Text { self }

  /// Makes the text bold; inert.
  ///
  /// - Returns: The text, unchanged.
  nonisolated public func bold() -> Text { self }

  /// Makes the text bold or not; inert.
  ///
  /// - Parameter isActive: Whether the text is bold.
  /// - Returns: The text, unchanged.
  nonisolated public func bold(_ isActive: Bool) -> Text { self }

  /// Makes the text italic; inert.
  ///
  /// - Returns: The text, unchanged.
  nonisolated public func italic() -> Text { self }

  /// Makes the text italic or not; inert.
  ///
  /// - Parameter isActive: Whether the text is italic.
  /// - Returns: The text, unchanged.
  nonisolated public func italic(_ isActive: Bool) -> Text { self }

  /// Makes the text fixed-width; inert.
  ///
  /// - Parameter isActive: Whether the text is fixed-width.
  /// - Returns: The text, unchanged.
  nonisolated public func monospaced(_ isActive: Bool = true) -> Text { self }

  /// Makes the text's digits fixed-width; inert.
  ///
  /// - Returns: The text, unchanged.
  nonisolated public func monospacedDigit() -> Text { self }

  /// Sets the text's kerning; inert.
  ///
  /// - Parameter kerning: The kerning, in points.
  /// - Returns: The text, unchanged.
  nonisolated public func kerning(_ kerning: CGFloat) -> Text { self }

  /// Sets the text's tracking; inert.
  ///
  /// - Parameter tracking: The tracking, in points.
  /// - Returns: The text, unchanged.
  nonisolated public func tracking(_ tracking: CGFloat) -> Text { self }

  /// Sets the text's baseline offset; inert.
  ///
  /// - Parameter baselineOffset: The offset, in points.
  /// - Returns: The text, unchanged.
  nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }

  /// Underlines the text; inert.
  ///
  /// - Parameters:
  ///   - isActive: Whether the text is underlined.
  ///   - color: The line's color, or `nil` for the text's.
  /// - Returns: The text, unchanged.
  public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }

  /// Underlines the text with a pattern; inert.
  ///
  /// - Parameters:
  ///   - isActive: Whether the text is underlined.
  ///   - pattern: The line's pattern.
  ///   - color: The line's color, or `nil` for the text's.
  /// - Returns: The text, unchanged.
  nonisolated public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
  ) -> Text { self }

  /// Strikes the text through; inert.
  ///
  /// - Parameters:
  ///   - isActive: Whether the text is struck through.
  ///   - color: The line's color, or `nil` for the text's.
  /// - Returns: The text, unchanged.
  nonisolated public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
    self
  }

  /// Strikes the text through with a pattern; inert.
  ///
  /// - Parameters:
  ///   - isActive: Whether the text is struck through.
  ///   - pattern: The line's pattern.
  ///   - color: The line's color, or `nil` for the text's.
  /// - Returns: The text, unchanged.
  nonisolated public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
  ) -> Text { self }

  /// Sets the text's color; inert.
  ///
  /// - Parameter color: The color, or `nil` for the default.
  /// - Returns: The text, unchanged.
  nonisolated public func foregroundColor(_ color: Color?) -> Text { self }

  /// Sets the text's style; inert.
  ///
  /// - Parameter style: The style.
  /// - Returns: The text, unchanged.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> Text { self }

  /// Joins two texts into one, as SwiftUI's `+`: the string is the two strings in order,
  /// sized as one text.
  ///
  /// - Parameters:
  ///   - lhs: The first text.
  ///   - rhs: The text after it.
  /// - Returns: The joined text.
  public static func + (lhs: Text, rhs: Text) -> Text {
    Text(verbatim: lhs.string + rhs.string)
  }
}
