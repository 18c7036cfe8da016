/// A font, as SwiftUI's `Font`; the model draws no text, so fonts change nothing captured.
public struct Font: Hashable, Sendable {
  let name: String

  /// The large title style.
  public static let largeTitle = Font(name: "largeTitle")
  /// The title style.
  public static let title = Font(name: "title")
  /// The headline style.
  public static let headline = Font(name: "headline")
  /// The body style.
  public static let body = Font(name: "body")
  /// The caption style.
  public static let caption = Font(name: "caption")

  /// A system font of a size.
  ///
  /// - Parameter size: The size in points.
  /// - Returns: The font.
  public static func system(size: Double) -> Font {
    Font(name: "system \(size)")
  }
}

// Appearance-only modifiers: they compile as in SwiftUI and change nothing a capture shows
// (colors of text, fonts, titles). The HeadlessSwiftUI article lists them.
extension View {
  /// Sets the font of text inside; not captured.
  ///
  /// - Parameter font: The font.
  /// - Returns: The view, unchanged.
  public func font(_ font: Font?) -> some View { self }

  /// Makes text inside bold; not captured.
  ///
  /// - Parameter isActive: Whether text is bold.
  /// - Returns: The view, unchanged.
  public func bold(_ isActive: Bool = true) -> some View { self }

  /// Sets the color of content inside; not captured.
  ///
  /// - Parameter color: The color.
  /// - Returns: The view, unchanged.
  public func foregroundStyle(_ color: Color) -> some View { self }

  /// Sets the color of content inside; not captured.
  ///
  /// - Parameter color: The color.
  /// - Returns: The view, unchanged.
  public func foregroundColor(_ color: Color?) -> some View { self }

  /// Sets the tint of controls inside; not captured.
  ///
  /// - Parameter tint: The color.
  /// - Returns: The view, unchanged.
  public func tint(_ tint: Color?) -> some View { self }

  /// Sets the navigation bar's title; the model draws no bar contents, so it is not captured.
  ///
  /// - Parameter title: The title.
  /// - Returns: The view, unchanged.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
}
