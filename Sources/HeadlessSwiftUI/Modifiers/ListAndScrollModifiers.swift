// The list and scroll view modifiers apps use for looks and behaviour the model doesn't draw or
// drive: they compile as in SwiftUI and change nothing a capture shows. The HeadlessSwiftUI
// article lists them as inert.

extension View {
  /// Sets the view behind a list row (inert: rows draw no background).
  ///
  /// - Parameter view: The background.
  /// - Returns: The view, unchanged.
  public func listRowBackground<V: View>(_ view: V?) -> some View { self }

  /// Sets a list row's insets (inert: rows keep the model's insets, see the article "Layout").
  ///
  /// - Parameter insets: The insets; `nil` for the default.
  /// - Returns: The view, unchanged.
  nonisolated public func listRowInsets(_ insets: EdgeInsets?) -> some View { self }

  /// Shows or hides a list row's separators (inert: separators draw nothing).
  ///
  /// - Parameters:
  ///   - visibility: Whether they show.
  ///   - edges: The row's edges.
  /// - Returns: The view, unchanged.
  nonisolated public func listRowSeparator(_ visibility: Visibility, edges: VerticalEdge.Set = .all)
    -> some View
  {
    self
  }

  /// Sets whether the view's rows can be moved in a list (inert: the model's lists never move a
  /// row, see `onMove(perform:)`).
  ///
  /// - Parameter isDisabled: Whether moving is disabled.
  /// - Returns: The view, unchanged.
  nonisolated public func moveDisabled(_ isDisabled: Bool) -> some View { self }

  /// Sets whether the view's rows can be deleted in a list (inert: the model's lists never
  /// delete a row, see `onDelete(perform:)`).
  ///
  /// - Parameter isDisabled: Whether deleting is disabled.
  /// - Returns: The view, unchanged.
  nonisolated public func deleteDisabled(_ isDisabled: Bool) -> some View { self }

  /// Sets whether users can select the view in a selectable list (inert: the model's lists
  /// select nothing on a tap).
  ///
  /// - Parameter isDisabled: Whether selection is disabled; `true` by default.
  /// - Returns: The view, unchanged.
  nonisolated public func selectionDisabled(_ isDisabled: Bool = true) -> some View { self }

  /// Shows or hides a scrollable view's background (inert).
  ///
  /// - Parameter visibility: Whether it shows.
  /// - Returns: The view, unchanged.
  nonisolated public func scrollContentBackground(_ visibility: Visibility) -> some View { self }

  /// Sets how scrolling dismisses the keyboard (inert: the model doesn't scroll).
  ///
  /// - Parameter mode: The mode.
  /// - Returns: The view, unchanged.
  nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View
  { self }

  /// Shows or hides a sheet's drag indicator (inert: the grabber is not captured).
  ///
  /// - Parameter visibility: Whether it shows.
  /// - Returns: The view, unchanged.
  nonisolated public func presentationDragIndicator(_ visibility: Visibility) -> some View { self }

  /// Extends the view into the safe area at some edges, as the deprecated spelling of
  /// `ignoresSafeArea(_:edges:)` with all regions.
  ///
  /// - Parameter edges: The edges.
  /// - Returns: The modified view.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use ignoresSafeArea(_:edges:) instead."
  )
  public func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View {
    ignoresSafeArea(.all, edges: edges)
  }
}

/// How scrolling dismisses the keyboard, as SwiftUI's `ScrollDismissesKeyboardMode` (inert).
public struct ScrollDismissesKeyboardMode: Sendable {
  let name: String

  /// The platform's default.
  public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
  /// Dismiss it as soon as scrolling starts.
  public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
  /// Dismiss it as the drag reaches it.
  public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
  /// Never dismiss it.
  public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// A top or bottom edge, as SwiftUI's `VerticalEdge`.
public enum VerticalEdge: Int8, Hashable, CaseIterable, Sendable {
  /// The top edge.
  case top
  /// The bottom edge.
  case bottom

  /// A set of vertical edges, as SwiftUI's `VerticalEdge.Set`.
  public struct Set: OptionSet, Sendable {
    public let rawValue: Int8

    /// Creates a set from its raw value.
    ///
    /// - Parameter rawValue: The raw value.
    public init(rawValue: Int8) {
      self.rawValue = rawValue
    }

    /// The top edge.
    public static let top = Set(rawValue: 1 << 0)
    /// The bottom edge.
    public static let bottom = Set(rawValue: 1 << 1)
    /// Both edges.
    public static let all: Set = [.top, .bottom]
  }
}

extension View {
  /// Sets what pulling the view down to refresh runs, as the environment's
  /// ``EnvironmentValues/refresh`` inside; the model drives no pull to refresh (call the app's
  /// refresh from the test instead), so nothing captured changes.
  ///
  /// - Parameter action: The refresh.
  /// - Returns: The view, with the refresh action in its environment.
  public func refreshable(
    @_inheritActorContext action: @escaping @Sendable () async -> Void
  ) -> some View {
    EnvironmentWriter(content: self) { $0[RefreshActionKey.self] = RefreshAction(action: action) }
  }
}
