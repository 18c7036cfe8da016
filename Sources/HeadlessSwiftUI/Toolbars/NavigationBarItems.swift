// The deprecated `navigationBarItems` modifiers, lowered as `.toolbar` items at the navigation
// bar's leading and trailing placements are (see `ToolbarLowering`).

extension View {
  /// Puts views at the leading and trailing edges of the navigation bar.
  ///
  /// Modelled as `.toolbar` items at `.navigationBarLeading` and `.navigationBarTrailing`:
  /// each button among a view's content becomes a bar button item of the hosting controller's
  /// `navigationItem`, in order, and a tap on it runs the button's action [DOC:
  /// swiftui/view/navigationbaritems(leading:trailing:): "add navigation bar items to the
  /// leading and trailing edges of the navigation bar"; one bar item per button is INF, as
  /// the model's bar holds bar button items rather than a hosted view].
  ///
  /// - Parameters:
  ///   - leading: The views at the leading edge.
  ///   - trailing: The views at the trailing edge.
  /// - Returns: The modified view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  public func navigationBarItems<L: View, T: View>(leading: L, trailing: T) -> some View {
    NavigationBarItemsView(content: self, leading: leading, trailing: trailing)
  }

  /// Puts views at the leading edge of the navigation bar.
  ///
  /// Modelled as ``navigationBarItems(leading:trailing:)`` says.
  ///
  /// - Parameter leading: The views at the leading edge.
  /// - Returns: The modified view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  public func navigationBarItems<L: View>(leading: L) -> some View {
    NavigationBarItemsView(content: self, leading: leading, trailing: EmptyView?.none)
  }

  /// Puts views at the trailing edge of the navigation bar.
  ///
  /// Modelled as ``navigationBarItems(leading:trailing:)`` says.
  ///
  /// - Parameter trailing: The views at the trailing edge.
  /// - Returns: The modified view.
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  public func navigationBarItems<T: View>(trailing: T) -> some View {
    NavigationBarItemsView(content: self, leading: EmptyView?.none, trailing: trailing)
  }
}

/// A view with navigation bar items: the items' views are resolved where the modifier stands
/// (so their state lives there) and kept on the view's first node for the render pass, as
/// `.toolbar`'s are.
struct NavigationBarItemsView<Content: View, Leading: View, Trailing: View>: View, PrimitiveView {
  let content: Content
  let leading: Leading?
  let trailing: Trailing?

  var body: Never { primitiveBody(of: Self.self) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let nodes = context.resolve(content)
    var items: [ToolbarItemNodes] = []
    if let leading {
      items += Self.items(
        of: context.child("barLeading").resolve(leading), placement: .topBarLeading)
    }
    if let trailing {
      items += Self.items(
        of: context.child("barTrailing").resolve(trailing), placement: .topBarTrailing)
    }
    if let first = nodes.first { first[ToolbarItemsKey.self] += items }
    return nodes
  }

  /// One item per button among the nodes, in tree order; one item of all the nodes when they
  /// hold no button (a title, an image).
  private static func items(of nodes: [ViewNode], placement: ToolbarItemPlacement)
    -> [ToolbarItemNodes]
  {
    let buttons = nodes.flatMap(buttons(in:))
    guard !buttons.isEmpty else {
      return nodes.isEmpty ? [] : [ToolbarItemNodes(placement: placement, nodes: nodes)]
    }
    return buttons.map { ToolbarItemNodes(placement: placement, nodes: [$0]) }
  }

  /// The outermost nodes with an action under a node, in tree order.
  private static func buttons(in node: ViewNode) -> [ViewNode] {
    node.action != nil ? [node] : node.children.flatMap(buttons(in:))
  }
}
