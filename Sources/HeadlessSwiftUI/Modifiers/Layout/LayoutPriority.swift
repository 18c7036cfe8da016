extension View {
  /// Sets the priority by which a parent stack apportions space to this child.
  ///
  /// Modelled [DOC: `swiftui/view/layoutpriority(_:)`: "Raising a view's layout priority
  /// encourages the higher priority view to shrink later when the group is shrunk and stretch
  /// sooner when the group is stretched"]: an `HStack` or `VStack` offers the space left after
  /// every lower-priority child's minimum length to its highest-priority children first, then
  /// what they leave to the next priority down [INF: the documented order; each group shares
  /// its space least flexible first, as the model's stacks do without priorities]. The value
  /// passes through layout modifiers applied after it, as a trait of the view.
  ///
  /// - Parameter value: The priority; views have 0 by default.
  /// - Returns: The modified view.
  public func layoutPriority(_ value: Double) -> some View {
    modified(.outer { $0[LayoutPriorityKey.self] = value })
  }
}

/// A node's layout priority, set by `.layoutPriority(_:)`; `nil` when unset.
enum LayoutPriorityKey: NodeValueKey {
  static var defaultValue: Double? { nil }
}

extension ViewNode {
  /// The layout priority a stack reads: the node's own, or, through a layout modifier applied
  /// after `.layoutPriority(_:)`, that of the view inside; 0 by default.
  var layoutPriority: Double {
    if let value = self[LayoutPriorityKey.self] { return value }
    if kind.passesAttributesThrough, children.count == 1 { return children[0].layoutPriority }
    return 0
  }
}
