// swift-format-ignore-file: AmbiguousTrailingClosureOverload
// SwiftUI's own pair of `toolbar(content:)` overloads: the closure's builder picks one.

extension View {
  /// Puts views in the toolbar or navigation bar, each at the `.automatic` placement: the
  /// navigation bar's trailing edge on iOS.
  ///
  /// Modelled: the items become the hosting controller's `navigationItem` bar button items,
  /// which the enclosing navigation controller's bar shows; a tap on one runs its `Button`'s
  /// action (see `ToolbarItemPlacement` for where each placement goes).
  ///
  /// - Parameter content: The items' views.
  /// - Returns: The modified view.
  public func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View {
    let entries = listed(content(), prefix: "item").map {
      ToolbarEntry(placement: .automatic, view: $0.view)
    }
    return ToolbarModifierView(content: self, entries: entries)
  }

  /// Puts toolbar items in the toolbar or navigation bar at their placements.
  ///
  /// Modelled as the view-builder `toolbar(content:)` says.
  ///
  /// - Parameter content: The items.
  /// - Returns: The modified view.
  public func toolbar<Content: ToolbarContent>(
    @ToolbarContentBuilder content: () -> Content
  ) -> some View {
    ToolbarModifierView(content: self, entries: toolbarEntries(of: content()))
  }
}

/// A view with toolbar items: the items' views are resolved where the modifier stands (so
/// their state lives there) and kept on the view's first node for the render pass.
struct ToolbarModifierView<Content: View>: View, PrimitiveView {
  let content: Content
  let entries: [ToolbarEntry]

  var body: Never { primitiveBody(of: Self.self) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let nodes = context.resolve(content)
    let items = entries.enumerated().flatMap { index, entry in
      ToolbarItemNodes.items(
        placement: entry.placement,
        nodes: context.child("toolbar\(index)").resolve(entry.view))
    }
    if let first = nodes.first { first[ToolbarItemsKey.self] += items }
    return nodes
  }
}

/// A toolbar item's resolved views.
struct ToolbarItemNodes {
  /// Where the item goes.
  let placement: ToolbarItemPlacement
  /// Its views' nodes.
  let nodes: [ViewNode]
}

/// The toolbar items a node's modifiers declared.
enum ToolbarItemsKey: NodeValueKey {
  static var defaultValue: [ToolbarItemNodes] { [] }
}

/// The navigation title a node's modifier declared, `nil` where unset.
enum NavigationTitleKey: NodeValueKey {
  static var defaultValue: String? { nil }
}
