public import Foundation

// List separator and section-spacing modifiers, as SwiftUI's: exact declarations, inert. The
// model draws no separators, and lays out a list's sections without spacing between them (see
// the article "Layout"), so a capture is as without them [INF].

/// The spacing between adjacent sections of a list, as SwiftUI's `ListSectionSpacing`; inert.
public struct ListSectionSpacing: Sendable {
  let length: CGFloat?

  /// The list style's default spacing.
  public static let `default` = ListSectionSpacing(length: nil)
  /// A compact spacing.
  public static let compact = ListSectionSpacing(length: nil)

  /// A custom spacing.
  ///
  /// - Parameter spacing: The spacing.
  /// - Returns: The spacing value.
  public static func custom(_ spacing: CGFloat) -> ListSectionSpacing {
    ListSectionSpacing(length: spacing)
  }
}

extension View {
  /// Sets the spacing between adjacent sections of a list; inert.
  ///
  /// - Parameter spacing: The spacing, such as `.compact`.
  /// - Returns: The view, unchanged.
  nonisolated public func listSectionSpacing(_ spacing: ListSectionSpacing) -> some View { self }

  /// Sets the spacing between adjacent sections of a list to a length; inert.
  ///
  /// - Parameter spacing: The spacing.
  /// - Returns: The view, unchanged.
  nonisolated public func listSectionSpacing(_ spacing: CGFloat) -> some View { self }

  /// Sets the tint of a row's separators; inert.
  ///
  /// - Parameters:
  ///   - color: The color, or `nil` for the list style's.
  ///   - edges: The separators it applies to.
  /// - Returns: The view, unchanged.
  nonisolated public func listRowSeparatorTint(
    _ color: Color?, edges: VerticalEdge.Set = .all
  ) -> some View { self }

  /// Sets whether a section's separators show; inert.
  ///
  /// - Parameters:
  ///   - visibility: Whether they show.
  ///   - edges: The separators it applies to.
  /// - Returns: The view, unchanged.
  nonisolated public func listSectionSeparator(
    _ visibility: Visibility, edges: VerticalEdge.Set = .all
  ) -> some View { self }

  /// Sets the tint of a section's separators; inert.
  ///
  /// - Parameters:
  ///   - color: The color, or `nil` for the list style's.
  ///   - edges: The separators it applies to.
  /// - Returns: The view, unchanged.
  nonisolated public func listSectionSeparatorTint(
    _ color: Color?, edges: VerticalEdge.Set = .all
  ) -> some View { self }
}
