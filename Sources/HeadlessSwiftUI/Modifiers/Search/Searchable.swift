// Search fields: on a device `.searchable` puts a search bar in the navigation bar (a
// `UISearchController` of the hosting controller's navigation item). The model adds none, so the
// field is neither captured nor typed into; the binding keeps what the app's code sets. The
// HeadlessSwiftUI article lists it as a gap.

/// Where a search field goes, as SwiftUI's `SearchFieldPlacement`.
public struct SearchFieldPlacement: Sendable {
  /// Whether a navigation bar drawer's search field always shows.
  public struct NavigationBarDrawerDisplayMode: Sendable {
    let always: Bool

    /// Shows the field when the content scrolls to the top.
    public static let automatic = NavigationBarDrawerDisplayMode(always: false)
    /// Always shows the field.
    public static let always = NavigationBarDrawerDisplayMode(always: true)
  }

  let name: String

  /// The platform's default place.
  public static let automatic = SearchFieldPlacement(name: "automatic")
  /// In the toolbar.
  public static let toolbar = SearchFieldPlacement(name: "toolbar")
  /// In the sidebar of a split view.
  public static let sidebar = SearchFieldPlacement(name: "sidebar")
  /// In a drawer under the navigation bar.
  public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

  /// In a drawer under the navigation bar, shown as the mode says.
  ///
  /// - Parameter displayMode: Whether the field always shows.
  /// - Returns: The placement.
  public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode)
    -> SearchFieldPlacement
  {
    SearchFieldPlacement(name: "navigationBarDrawer")
  }
}

extension View {
  /// Adds a search field bound to a text (inert: the model shows no search field).
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - placement: Where the field goes.
  ///   - prompt: The field's placeholder.
  /// - Returns: The view, unchanged.
  nonisolated public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    self
  }

  /// Adds a search field bound to a text, with a string placeholder (inert).
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - placement: Where the field goes.
  ///   - prompt: The field's placeholder.
  /// - Returns: The view, unchanged.
  @_disfavoredOverload
  nonisolated public func searchable<S: StringProtocol>(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S
  ) -> some View {
    self
  }

  /// Adds a search field bound to a text, with a string placeholder (inert), from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - placement: Where the field goes.
  ///   - prompt: The field's placeholder.
  /// - Returns: The view, unchanged.
  public func searchable(
    text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey
  ) -> some View {
    searchable(text: text, placement: placement, prompt: prompt.text)
  }

  /// Adds a search field bound to a text and to whether it is active (inert).
  ///
  /// - Parameters:
  ///   - text: The search text.
  ///   - isPresented: Whether the field is active.
  ///   - placement: Where the field goes.
  ///   - prompt: The field's placeholder.
  /// - Returns: The view, unchanged.
  @available(iOS 17.0, *)
  nonisolated public func searchable(
    text: Binding<String>, isPresented: Binding<Bool>,
    placement: SearchFieldPlacement = .automatic, prompt: Text? = nil
  ) -> some View {
    self
  }
}
