extension View {
  /// Sets whether the view's content is mirrored in a right-to-left layout; inert.
  ///
  /// The mirroring is a drawing of the content flipped within the view's own frame; the model
  /// lays out and hit-tests the content unmirrored, so in a right-to-left environment a touch
  /// near one edge of a flipped view reaches the content drawn at the other (a gap).
  ///
  /// - Parameter enabled: Whether to mirror the content.
  /// - Returns: The view, unchanged.
  nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
    self
  }
}
