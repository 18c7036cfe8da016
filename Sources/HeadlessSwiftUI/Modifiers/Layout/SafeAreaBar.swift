public import Foundation

extension View {
  /// Shows the specified content as a custom bar above or below the modified view.
  ///
  /// Modelled as `safeAreaInset(edge:alignment:spacing:content:)` is [DOC:
  /// `swiftui/view/safeareabar(edge:alignment:spacing:content:)-9hwgb`: the result displays
  /// `content` above or below the modified view, making space for it, with the same
  /// parameters as `safeAreaInset`]: the bar sits at the edge and this view is laid out in the
  /// rest. The scroll edge effect a bar extends to scroll views is drawing only, so inert
  /// [INF].
  ///
  /// - Parameters:
  ///   - edge: The vertical edge of the view on which `content` is placed.
  ///   - alignment: The alignment guide used to position `content` horizontally.
  ///   - spacing: Extra distance placed between the two views; 8 points, the model's default
  ///     spacing, when `nil` [INF].
  ///   - content: The view to display as a custom bar.
  /// - Returns: The modified view.
  public func safeAreaBar(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }

  /// Shows the specified content as a custom bar beside the modified view.
  ///
  /// Modelled as `safeAreaInset(edge:alignment:spacing:content:)` is beside a view [DOC:
  /// `swiftui/view/safeareabar(edge:alignment:spacing:content:)`].
  ///
  /// - Parameters:
  ///   - edge: The horizontal edge of the view on which `content` is placed.
  ///   - alignment: The alignment guide used to position `content` vertically.
  ///   - spacing: Extra distance placed between the two views; 8 points when `nil` [INF].
  ///   - content: The view to display as a custom bar.
  /// - Returns: The modified view.
  public func safeAreaBar(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> some View
  ) -> some View {
    safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
  }
}
