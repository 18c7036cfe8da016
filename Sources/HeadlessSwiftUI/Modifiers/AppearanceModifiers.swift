// Navigation bar titles: they reach the hosting controller's navigation item, which captures
// don't show. Fonts and text styling are in Text/, colors and styles in ShapeStyles/. The
// HeadlessSwiftUI article lists them.
extension View {
  /// Sets the navigation bar's title: the hosting controller's `navigationItem.title`, as
  /// SwiftUI sets it; captures don't show bar titles.
  ///
  /// - Parameter title: The title.
  /// - Returns: The modified view.
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modified(.outer { $0[NavigationTitleKey.self] = String(title) })
  }
}
