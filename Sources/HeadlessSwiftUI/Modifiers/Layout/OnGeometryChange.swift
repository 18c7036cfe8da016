import PresentationHierarchy

extension View {
  /// Runs an action when a value made from the view's geometry changes.
  ///
  /// Modelled as ``View/onPreferenceChange(_:perform:)`` is: after each layout, `transform`
  /// gets a ``GeometryProxy`` of the view's frame (as a `GeometryReader` in its place would),
  /// and `action` runs with the new value when it differs from the last layout's, and after the
  /// first layout [DOC: `swiftui/view/ongeometrychange(for:of:action:)`: "A closure to run when
  /// the transformed data changes"; that it runs for the first value is INF, as apps read a
  /// size this way when the view appears]. State the action sets is evaluated in a further
  /// pass. The view's frame, and so the capture, is as without the modifier.
  ///
  /// - Parameters:
  ///   - type: The type of the value.
  ///   - transform: Makes the value from the view's geometry.
  ///   - action: Runs with the new value.
  /// - Returns: The modified view.
  @preconcurrency
  public func onGeometryChange<T: Equatable & Sendable>(
    for type: T.Type, of transform: @escaping @Sendable (GeometryProxy) -> T,
    action: @escaping (T) -> Void
  ) -> some View {
    GeometryChangeView(content: self, transform: transform, action: action)
  }
}

/// The view `onGeometryChange` returns: its content's nodes, each in a wrapper that records
/// the geometry it is placed at and watches the transformed value.
private struct GeometryChangeView<Content: View, T: Equatable & Sendable>: View, PrimitiveView {
  let content: Content
  let transform: @Sendable (GeometryProxy) -> T
  let action: (T) -> Void

  var body: Never { primitiveBody(of: Self.self) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let transform = transform
    let action = action
    return context.resolve(content).map { node in
      let wrapper = ViewNode(
        GeometryChangeKind(graph: context.graph), path: node.path + "~", children: [node])
      let observer = PreferenceObserver { node, _, last in
        guard let proxy = node[PlacedGeometryKey.self] else { return (last as Any, nil) }
        let value = transform(proxy)
        if let last = last as? T, last == value { return (value, nil) }
        return (value, { action(value) })
      }
      wrapper[PreferenceOperationsKey.self].append(
        .observe(key: ObjectIdentifier(GeometryChangeKind.self), observer))
      return wrapper
    }
  }
}

/// The geometry a node was last placed at, for `onGeometryChange`.
private enum PlacedGeometryKey: NodeValueKey {
  static var defaultValue: GeometryProxy? { nil }
}

/// An `onGeometryChange` wrapper: its child's size and frame; it records the geometry it is
/// placed at, with the safe area and named coordinate spaces as a `GeometryReader` sees them.
struct GeometryChangeKind: LayoutWrapperKind {
  /// The graph being laid out.
  let graph: ViewGraph

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.children.first?.size(for: proposal, in: axis) ?? Size(width: 0, height: 0)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    node[PlacedGeometryKey.self] = GeometryProxy(
      frame: rect, safeArea: graph.safeArea, namedSpaces: graph.coordinateSpaces)
    node.children.first?.place(in: rect)
  }
}
