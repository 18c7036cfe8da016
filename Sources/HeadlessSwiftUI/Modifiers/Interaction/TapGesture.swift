extension View {
  /// Runs an action when the view is tapped a number of times.
  ///
  /// Modelled for one tap: a tap that lands on the view's content (its leaves, or its whole
  /// frame with `.contentShape`) runs the action, as a `Button`'s does, unless the view is
  /// disabled. The model's taps are single, so an action for `count` above 1 never runs (a
  /// known gap).
  ///
  /// - Parameters:
  ///   - count: The number of taps.
  ///   - action: What a tap runs.
  /// - Returns: The modified view.
  public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
    TapGestureView(content: self, count: count, action: action)
  }
}

/// A view with a tap action: the action lands on the view's nodes (through layout wrappers).
struct TapGestureView<Content: View>: View, PrimitiveView {
  let content: Content
  let count: Int
  let action: () -> Void

  var body: Never { primitiveBody(of: Self.self) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let nodes = context.resolve(content)
    guard count == 1, context.environment.isEnabled else { return nodes }
    let action = action
    for node in nodes.flatMap(\.attributeTargets) { node.action = { action() } }
    return nodes
  }
}
