public import Foundation

// Text styling on any view, as SwiftUI's: each sets how text inside is drawn, which the model
// doesn't draw. They are inert: each returns the view unchanged, so no frame, hit test or
// capture changes; `Text` keeps its estimated size [INF].

/// How lines of text line up, as SwiftUI's `TextAlignment`; inert.
public enum TextAlignment: CaseIterable, Hashable, Sendable {
  /// Lines start at the leading edge.
  case leading
  /// Lines are centred.
  case center
  /// Lines end at the trailing edge.
  case trailing
}

extension Text {
  /// Where text that doesn't fit is cut, as SwiftUI's `Text.TruncationMode`; inert.
  public enum TruncationMode: Hashable, Sendable {
    /// At the start.
    case head
    /// At the end.
    case tail
    /// In the middle.
    case middle
  }

  /// A case text is shown in, as SwiftUI's `Text.Case`; inert.
  public enum Case: Hashable, Sendable {
    /// Upper case.
    case uppercase
    /// Lower case.
    case lowercase
  }

  /// A line drawn under or through text, as SwiftUI's `Text.LineStyle`; inert.
  public struct LineStyle: Hashable, Sendable {
    let pattern: Pattern
    let color: Color?

    /// Creates a line style.
    ///
    /// - Parameters:
    ///   - pattern: The line's pattern.
    ///   - color: The line's color, or `nil` for the text's.
    public init(pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) {
      self.pattern = pattern
      self.color = color
    }

    /// A single solid line.
    public static let single = LineStyle()

    /// A line's pattern, as SwiftUI's `Text.LineStyle.Pattern`; inert.
    public struct Pattern: Hashable, Sendable {
      let name: String

      /// A solid line.
      public static let solid = Pattern(name: "solid")
      /// A dotted line.
      public static let dot = Pattern(name: "dot")
      /// A dashed line.
      public static let dash = Pattern(name: "dash")
      /// Alternating dashes and dots.
      public static let dashDot = Pattern(name: "dashDot")
      /// Dashes each followed by two dots.
      public static let dashDotDot = Pattern(name: "dashDotDot")
    }
  }
}

/// Whether text can be selected, as SwiftUI's `TextSelectability`; inert.
public protocol TextSelectability {
  /// Whether text can be selected.
  static var allowsSelection: Bool { get }
}

/// Text that can be selected, as SwiftUI's `EnabledTextSelectability`; inert.
public struct EnabledTextSelectability: TextSelectability {
  /// Always `true`.
  public static var allowsSelection: Bool { true }
}

/// Text that can't be selected, as SwiftUI's `DisabledTextSelectability`; inert.
public struct DisabledTextSelectability: TextSelectability {
  /// Always `false`.
  public static var allowsSelection: Bool { false }
}

extension TextSelectability where Self == EnabledTextSelectability {
  /// Text can be selected; inert.
  public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
  /// Text can't be selected; inert.
  public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

extension View {
  /// Sets the font of text inside; inert.
  ///
  /// - Parameter font: The font, or `nil` for the default.
  /// - Returns: The view, unchanged.
  nonisolated public func font(_ font: Font?) -> some View { self }

  /// Sets the font weight of text inside; inert.
  ///
  /// - Parameter weight: The weight, or `nil` for the default.
  /// - Returns: The view, unchanged.
  nonisolated public func fontWeight(_ weight: Font.Weight?) -> some View { self }

  /// Sets the font design of text inside; inert.
  ///
  /// - Parameter design: The design, or `nil` for the default.
  /// - Returns: The view, unchanged.
  nonisolated public func fontDesign(_ design: Font.Design?) -> some View { self }

  /// Makes text inside bold; inert.
  ///
  /// - Parameter isActive: Whether text is bold.
  /// - Returns: The view, unchanged.
  nonisolated public func bold(_ isActive: Bool = true) -> some View { self }

  /// Makes text inside italic; inert.
  ///
  /// - Parameter isActive: Whether text is italic.
  /// - Returns: The view, unchanged.
  nonisolated public func italic(_ isActive: Bool = true) -> some View { self }

  /// Makes text inside fixed-width; inert.
  ///
  /// - Parameter isActive: Whether text is fixed-width.
  /// - Returns: The view, unchanged.
  nonisolated public func monospaced(_ isActive: Bool = true) -> some View { self }

  /// Makes digits of text inside fixed-width; inert.
  ///
  /// - Returns: The view, unchanged.
  nonisolated public func monospacedDigit() -> some View { self }

  /// Sets how lines of text inside line up; inert.
  ///
  /// - Parameter alignment: The alignment.
  /// - Returns: The view, unchanged.
  nonisolated public func multilineTextAlignment(_ alignment: TextAlignment) -> some View { self }

  /// Sets the most lines text inside may take; inert (text keeps its estimated size).
  ///
  /// - Parameter number: The line limit, or `nil` for none.
  /// - Returns: The view, unchanged.
  nonisolated public func lineLimit(_ number: Int?) -> some View { self }

  /// Sets the lines text inside may take, and whether it reserves them; inert.
  ///
  /// - Parameters:
  ///   - limit: The line limit.
  ///   - reservesSpace: Whether text always takes the height of `limit` lines.
  /// - Returns: The view, unchanged.
  nonisolated public func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View { self }

  /// Sets a range of lines text inside may take; inert.
  ///
  /// - Parameter limit: The line limit.
  /// - Returns: The view, unchanged.
  nonisolated public func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View { self }

  /// Sets a range of lines text inside may take; inert.
  ///
  /// - Parameter limit: The line limit.
  /// - Returns: The view, unchanged.
  nonisolated public func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View { self }

  /// Sets a range of lines text inside may take; inert.
  ///
  /// - Parameter limit: The line limit.
  /// - Returns: The view, unchanged.
  nonisolated public func lineLimit(_ limit: ClosedRange<Int>) -> some View { self }

  /// Sets where text inside that doesn't fit is cut; inert.
  ///
  /// - Parameter mode: The truncation mode.
  /// - Returns: The view, unchanged.
  nonisolated public func truncationMode(_ mode: Text.TruncationMode) -> some View { self }

  /// Sets how far text inside may shrink to fit; inert.
  ///
  /// - Parameter factor: The smallest scale, from 0 to 1.
  /// - Returns: The view, unchanged.
  nonisolated public func minimumScaleFactor(_ factor: CGFloat) -> some View { self }

  /// Sets the space between lines of text inside; inert.
  ///
  /// - Parameter lineSpacing: The space, in points.
  /// - Returns: The view, unchanged.
  nonisolated public func lineSpacing(_ lineSpacing: CGFloat) -> some View { self }

  /// Sets the kerning of text inside; inert.
  ///
  /// - Parameter kerning: The kerning, in points.
  /// - Returns: The view, unchanged.
  nonisolated public func kerning(_ kerning: CGFloat) -> some View { self }

  /// Sets the tracking of text inside; inert.
  ///
  /// - Parameter tracking: The tracking, in points.
  /// - Returns: The view, unchanged.
  nonisolated public func tracking(_ tracking: CGFloat) -> some View { self }

  /// Sets the baseline offset of text inside; inert.
  ///
  /// - Parameter baselineOffset: The offset, in points.
  /// - Returns: The view, unchanged.
  nonisolated public func baselineOffset(_ baselineOffset: CGFloat) -> some View { self }

  /// Sets the case text inside is shown in; inert.
  ///
  /// - Parameter textCase: The case, or `nil` to keep text as written.
  /// - Returns: The view, unchanged.
  nonisolated public func textCase(_ textCase: Text.Case?) -> some View { self }

  /// Underlines text inside; inert.
  ///
  /// - Parameters:
  ///   - isActive: Whether text is underlined.
  ///   - pattern: The line's pattern.
  ///   - color: The line's color, or `nil` for the text's.
  /// - Returns: The view, unchanged.
  public func underline(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View { self }

  /// Strikes text inside through; inert.
  ///
  /// - Parameters:
  ///   - isActive: Whether text is struck through.
  ///   - pattern: The line's pattern.
  ///   - color: The line's color, or `nil` for the text's.
  /// - Returns: The view, unchanged.
  nonisolated public func strikethrough(
    _ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil
  ) -> some View { self }

  /// Sets whether text inside may tighten its letters to fit; inert.
  ///
  /// - Parameter flag: Whether it may.
  /// - Returns: The view, unchanged.
  nonisolated public func allowsTightening(_ flag: Bool) -> some View { self }

  /// Sets whether text inside can be selected; inert.
  ///
  /// - Parameter selectability: `.enabled` or `.disabled`.
  /// - Returns: The view, unchanged.
  nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
    self
  }
}
