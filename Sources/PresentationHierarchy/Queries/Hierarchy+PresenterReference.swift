extension Hierarchy {
  /// Returns the hierarchy with each container's `presenter=` pointing at its presenter's line.
  ///
  /// For captures (``presenterReference(toNodeAt:)``): the presenter is the first controller
  /// node of the container's window that the capture recognises as it. A container whose
  /// presenter has no node keeps its `presenter=` as it is.
  ///
  /// - Parameter presenters: Each container's node index and how to recognise its presenter's
  ///   node by index.
  /// - Returns: The hierarchy with the references.
  package func referringToPresenters(
    _ presenters: [(container: Int, isPresenter: (Int) -> Bool)]
  ) -> Hierarchy {
    var patched = nodes
    for (container, isPresenter) in presenters {
      let window = self.window(of: container)
      guard
        let index = subtree(of: window).first(where: {
          nodes[$0].role == .controller && isPresenter($0)
        })
      else { continue }
      patched[container].attributes.presenter = presenterReference(toNodeAt: index)
    }
    return Hierarchy(trusted: patched, depths: depths)
  }

  /// How a presentation's `presenter=` attribute names its presenter, a controller node of this
  /// hierarchy, so that the reference is short and points at exactly one line.
  ///
  /// - Its type, the arguments of its generic arguments shortened to `…`, then `#id` when its
  ///   identifier is unique in the hierarchy: `UINavigationController#root`.
  /// - Else that type, then `@k` when it sits in the k-th
  ///   transition view of its window (counted from 0, the root presentation): a cover presented
  ///   by SwiftUI's root hosting controller says
  ///   `presenter=UIHostingController<ModifiedContent<…>>@0`.
  /// - Then `.n` when its layer holds several controllers so named, n counting from 0 in
  ///   pre-order.
  ///
  /// A capture whose presenter has no node (its views were removed, as `.fullScreen` does) keeps
  /// the presenter's full type name instead.
  ///
  /// - Parameter index: The presenter's node index.
  /// - Returns: The reference.
  public func presenterReference(toNodeAt index: Int) -> String {
    let node = nodes[index]
    if let identifier = node.identifier,
      nodes.indices.filter({ nodes[$0].identifier == identifier }) == [index]
    {
      return Self.shortTypeName(node.typeName) + "#" + identifier
    }
    let layer = layerIndex(of: index)
    let name = Self.shortTypeName(node.typeName) + (layer.map { "@\($0)" } ?? "")
    let scope = layerRange(of: index)
    let namesakes = scope.filter {
      nodes[$0].role == node.role
        && Self.shortTypeName(nodes[$0].typeName) == Self.shortTypeName(node.typeName)
    }
    guard namesakes.count > 1, let ordinal = namesakes.firstIndex(of: index) else { return name }
    return name + ".\(ordinal)"
  }

  /// A type name with the arguments of its generic arguments shortened to `…`:
  /// `UIHostingController<ModifiedContent<AnyView, RootModifier>>` becomes
  /// `UIHostingController<ModifiedContent<…>>`; `UIHostingController<DolphinOverlay>` stays.
  static func shortTypeName(_ typeName: String) -> String {
    var result = ""
    var depth = 0
    for character in typeName {
      switch character {
      case "<":
        depth += 1
        if depth <= 2 { result.append(character) }
        if depth == 2 { result.append("…") }
      case ">":
        if depth <= 2 { result.append(character) }
        depth -= 1
      default:
        if depth < 2 { result.append(character) }
      }
    }
    return result
  }

  /// The position of the node's transition layer among its window's transition views, or `nil`
  /// when it sits directly in the window.
  private func layerIndex(of index: Int) -> Int? {
    guard let layer = layerNode(of: index), nodes[layer].role == .transition else { return nil }
    let window = self.window(of: index)
    return children(of: window).filter { nodes[$0].role == .transition }.firstIndex(of: layer)
  }

  /// The nodes that share the node's layer: the subtree of its window's child that holds it.
  private func layerRange(of index: Int) -> Range<Int> {
    layerNode(of: index).map { subtree(of: $0) } ?? subtree(of: window(of: index))
  }

  /// The window's child that holds the node, or `nil` for a window.
  private func layerNode(of index: Int) -> Int? {
    var current = index
    while let parent = parent(of: current) {
      if depths[parent] == 0 { return current }
      current = parent
    }
    return nil
  }
}
