/// A view with a modifier applied: a layout modifier wraps the view's nodes, an attribute lands
/// on them, secondary views (overlays, backgrounds) attach to them.
struct ModifiedView<Content: View>: View, PrimitiveView {
  /// What a modifier does to the nodes of the view it modifies.
  enum Modifier {
    /// Wraps each node in a layout node.
    case layout(LayoutModifier)
    /// Wraps each node in a node of a layout kind of its own, such as `.offset`'s.
    case layoutKind(any NodeKind)
    /// Sets an attribute on the nodes an attribute lands on (through layout wrappers).
    case attribute((ViewNode) -> Void)
    /// Sets a property of the view's own nodes, such as `zIndex` among stack siblings.
    case outer((ViewNode) -> Void)
    /// Draws a view in front of the nodes.
    case overlay(AnyView, Alignment)
    /// Draws a view behind the nodes.
    case background(AnyView, Alignment)
    /// A tag, read by a `TabView` without evaluating the view.
    case tag(ViewTag)
    /// Shows a view at an edge, in space taken from the nodes (`.safeAreaInset`).
    case inset(AnyView, SafeAreaInsetKind)
  }

  let content: Content
  let modifier: Modifier

  var body: Never { primitiveBody(of: Self.self) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let nodes = context.resolve(content)
    switch modifier {
    case .layout(let layout):
      return nodes.map { ViewNode(.layout(layout), path: $0.path + "~", children: [$0]) }
    case .layoutKind(let kind):
      return nodes.map { ViewNode(kind: kind, path: $0.path + "~", children: [$0]) }
    case .attribute(let apply):
      for node in nodes { node.attributeTargets.forEach(apply) }
    case .outer(let apply):
      nodes.forEach(apply)
    case .overlay(let view, let alignment):
      for (index, node) in nodes.enumerated() {
        let layer = ViewNode(.view("overlay"), path: context.path + "/overlay\(index)")
        layer.children = context.child("overlay\(index)").resolve(view)
        // An overlay with nothing in it (an `if` that is false) draws nothing.
        if !layer.children.isEmpty { node.overlays.append((wrapped(layer), alignment)) }
      }
    case .background(let view, let alignment):
      for (index, node) in nodes.enumerated() {
        let layer = ViewNode(.view("background"), path: context.path + "/background\(index)")
        layer.children = context.child("background\(index)").resolve(view)
        if !layer.children.isEmpty { node.backgrounds.append((wrapped(layer), alignment)) }
      }
    case .inset(let view, let kind):
      return nodes.enumerated().map { index, node in
        let wrapper = ViewNode(kind, path: node.path + "~", children: [node])
        let layer = ViewNode(.view("inset"), path: context.path + "/inset\(index)")
        layer.children = context.child("inset\(index)").resolve(view)
        wrapper.overlays.append((wrapped(layer), kind.alignment))
        return wrapper
      }
    case .tag:
      break  // A `TabView` reads it from the view (``TaggedView``), not from nodes.
    }
    return nodes
  }

  /// The secondary view's node: its own node when it is one, else a `ZStack` of its nodes.
  private func wrapped(_ layer: ViewNode) -> ViewNode {
    if layer.children.count == 1 { return layer.children[0] }
    layer.kind = StackLayout(axis: nil, alignment: .center)
    return layer
  }
}

/// A view whose tag a `TabView` reads without evaluating it.
@MainActor
protocol TaggedView {
  /// The tag, if a `.tag(_:)` modifier set one.
  var tag: ViewTag? { get }
}

extension ModifiedView: TaggedView {
  var tag: ViewTag? {
    if case .tag(let value) = modifier { return value }
    return tagValue(of: content)
  }
}

extension EnvironmentWriter: TaggedView {
  var tag: ViewTag? { tagValue(of: content) }
}

extension View {
  /// Applies a modifier of the model's own.
  func modified(_ modifier: ModifiedView<Self>.Modifier) -> ModifiedView<Self> {
    ModifiedView(content: self, modifier: modifier)
  }

  /// Applies an attribute modifier.
  func attribute(_ apply: @escaping (ViewNode) -> Void) -> ModifiedView<Self> {
    modified(.attribute(apply))
  }
}
