extension View {
  /// Adds swipe actions to a list row.
  ///
  /// Inert: the actions' views are evaluated and kept on the row, but the model has no swipe
  /// on list rows to reveal them, so they never show and never run (a known gap); the row
  /// renders as without the modifier.
  ///
  /// - Parameters:
  ///   - edge: The edge the swipe starts from.
  ///   - allowsFullSwipe: Whether a full swipe runs the first action.
  ///   - content: The actions, typically `Button`s.
  /// - Returns: The modified view.
  public func swipeActions<T: View>(
    edge: HorizontalEdge = .trailing, allowsFullSwipe: Bool = true,
    @ViewBuilder content: () -> T
  ) -> some View {
    let actions = SwipeActions(
      edge: edge, allowsFullSwipe: allowsFullSwipe, content: AnyView(content()))
    return attribute { $0[SwipeActionsKey.self].append(actions) }
  }
}

/// The swipe actions declared on a row, kept for a swipe the model doesn't drive yet.
struct SwipeActions {
  /// The edge the swipe starts from.
  let edge: HorizontalEdge
  /// Whether a full swipe runs the first action.
  let allowsFullSwipe: Bool
  /// The actions.
  let content: AnyView
}

/// The swipe actions a node's modifiers declared.
enum SwipeActionsKey: NodeValueKey {
  static var defaultValue: [SwipeActions] { [] }
}
