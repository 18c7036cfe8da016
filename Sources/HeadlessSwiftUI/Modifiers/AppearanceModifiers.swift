// Navigation bar titles: they reach the hosting controller's navigation item, which captures
// don't show. Fonts and text styling are in Text/, colors and styles in ShapeStyles/. The
// HeadlessSwiftUI article lists them.
extension View {
  /// Sets the navigation bar's title: the hosting controller's `navigationItem.title`, as
  /// SwiftUI sets it; captures don't show bar titles.
  ///
  /// - Parameter title: The title.
  /// - Returns: The modified view.
  @_disfavoredOverload
  public func navigationTitle<S: StringProtocol>(_ title: S) -> some View {
    modified(.outer { $0[NavigationTitleKey.self] = String(title) })
  }

  /// Sets the navigation bar's title: the hosting controller's `navigationItem.title`, as
  /// SwiftUI sets it; captures don't show bar titles, from a localized key (what a string literal passes).
  ///
  /// - Parameter title: The title.
  /// - Returns: The modified view.
  public func navigationTitle(_ title: LocalizedStringKey) -> some View {
    navigationTitle(title.text)
  }

  /// Sets the navigation bar's title from a text view, as
  /// ``navigationTitle(_:)-(LocalizedStringKey)`` does: its string.
  ///
  /// - Parameter title: The title.
  /// - Returns: The modified view.
  public func navigationTitle(_ title: Text) -> some View {
    navigationTitle(title.string)
  }
}

// The navigation bar titles SwiftUI deprecated for `navigationTitle(_:)`, which apps written
// for iOS 13 and 14 still use: each sets the same navigation item title.
extension View {
  /// Sets the navigation bar's title, as ``navigationTitle(_:)-(LocalizedStringKey)`` does.
  ///
  /// - Parameter title: The title.
  /// - Returns: The modified view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(_ title: S) -> some View {
    navigationTitle(title)
  }

  public func navigationBarTitle(_ title: LocalizedStringKey) -> some View {
    navigationBarTitle(title.text)
  }

  /// Sets the navigation bar's title from a text view, as ``navigationTitle(_:)-(LocalizedStringKey)`` does.
  ///
  /// - Parameter title: The title.
  /// - Returns: The modified view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "navigationTitle(_:)")
  public func navigationBarTitle(_ title: Text) -> some View {
    navigationTitle(title.string)
  }

  /// Sets the navigation bar's title and how the bar shows it (the mode is inert).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - displayMode: How the bar shows the title.
  /// - Returns: The modified view.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
  )
  @_disfavoredOverload
  public func navigationBarTitle<S: StringProtocol>(
    _ title: S, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title)
  }

  public func navigationBarTitle(
    _ title: LocalizedStringKey, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationBarTitle(title.text, displayMode: displayMode)
  }

  /// Sets the navigation bar's title from a text view and how the bar shows it (the mode is
  /// inert).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - displayMode: How the bar shows the title.
  /// - Returns: The modified view.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use navigationTitle(_:) with navigationBarTitleDisplayMode(_:)"
  )
  public func navigationBarTitle(
    _ title: Text, displayMode: NavigationBarItem.TitleDisplayMode
  ) -> some View {
    navigationTitle(title.string)
  }
}
