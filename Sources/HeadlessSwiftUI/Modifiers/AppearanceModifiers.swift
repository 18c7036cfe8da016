// Appearance-only modifiers: they compile as in SwiftUI and change nothing a capture shows
// (titles). Fonts and text styling are in Text/, colors and styles in ShapeStyles/. The
// HeadlessSwiftUI article lists them.
extension View {
  /// Sets the navigation bar's title; the model draws no bar contents, so it is not captured.
  ///
  /// - Parameter title: The title.
  /// - Returns: The view, unchanged.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }
}
