public import Foundation

extension View {
  /// Shows an inspector while a binding is `true`.
  ///
  /// Partial. On compact width (iPhone) the inspector is a sheet [DOC:
  /// swiftui/view/inspector(ispresented:content:): "an inspector can present as a trailing
  /// column in a horizontally regular size class, but adapt to a sheet in a horizontally
  /// compact size class"]: the model presents it as `.sheet(isPresented:)` does, and dismissing
  /// the sheet sets the binding back to `false`. On regular width (iPad) it is a trailing
  /// column, which the model doesn't lay out: nothing shows there (a known gap).
  ///
  /// - Parameters:
  ///   - isPresented: Whether the inspector shows.
  ///   - content: The inspector's content.
  /// - Returns: The modified view.
  public func inspector<V: View>(isPresented: Binding<Bool>, @ViewBuilder content: () -> V)
    -> some View
  {
    let view = AnyView(content())
    let modifier = PresentationModifier(
      kind: .inspector, isPresented: isPresented, content: { view })
    return attribute { $0.presentations.append(modifier) }
  }

  /// Sets a fixed width for the inspector's trailing column; inert: the model shows no
  /// inspector column.
  ///
  /// - Parameter width: The width.
  /// - Returns: The view, unchanged.
  public func inspectorColumnWidth(_ width: CGFloat) -> some View {
    self
  }

  /// Sets a flexible width for the inspector's trailing column; inert: the model shows no
  /// inspector column.
  ///
  /// - Parameters:
  ///   - min: The smallest width.
  ///   - ideal: The preferred width.
  ///   - max: The largest width.
  /// - Returns: The view, unchanged.
  nonisolated public func inspectorColumnWidth(
    min: CGFloat? = nil, ideal: CGFloat, max: CGFloat? = nil
  )
    -> some View
  {
    self
  }
}
