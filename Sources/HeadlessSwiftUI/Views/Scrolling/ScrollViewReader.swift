import PresentationHierarchy

/// A view whose content can scroll the scroll views in it, or around it, to a view, as
/// SwiftUI's `ScrollViewReader`.
///
/// Modelled [DOC: `swiftui/scrollviewproxy/scrollto(_:anchor:)`]: the content gets a
/// ``ScrollViewProxy``; its `scrollTo(_:anchor:)`, called from an action, finds the view with
/// that identifier (given with `.id(_:)` or by a `ForEach`) and sets the offset of the scroll
/// view around it, which the next layout applies. The content lays out as a view of the app's
/// own does: one view at its size, several as a vertical stack.
public struct ScrollViewReader<Content: View>: View {
  /// Makes the content from the proxy.
  public var content: (ScrollViewProxy) -> Content

  /// Creates a reader.
  ///
  /// - Parameter content: Makes the content; call the proxy from its actions, not while it is
  ///   evaluated.
  public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> Content) {
    self.content = content
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension ScrollViewReader: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let targets =
      context.graph.storage(at: context.path, label: "scrollTargets", default: ScrollTargets())
      as? ScrollTargets ?? ScrollTargets()
    let node = ViewNode(
      ScrollViewReaderKind(targets: targets, graph: context.graph), path: context.path)
    node.children = context.child("content").resolve(content(ScrollViewProxy(targets: targets)))
    targets.reader = node
    return [node]
  }
}

/// A proxy that scrolls the scroll views of a ``ScrollViewReader``, as SwiftUI's
/// `ScrollViewProxy`.
public struct ScrollViewProxy {
  let targets: ScrollTargets

  /// Scrolls the scroll view around the view with an identifier so the view shows.
  ///
  /// With no anchor, it scrolls the least that shows the whole view; with one, it aligns that
  /// point of the view with the same point of the scroll view's viewport [DOC: "setting
  /// `anchor` to `top` aligns the top of the identified view to the top of the scroll view"].
  /// The offset is clamped to the content at the next layout; an identifier no view has
  /// scrolls nothing [INF].
  ///
  /// - Parameters:
  ///   - id: The identifier, as given to `.id(_:)` or by a `ForEach`.
  ///   - anchor: The point to align; `nil` to scroll the least.
  public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
    let targets = targets
    // Apps call the proxy from actions, on the main actor, where the model's views live.
    nonisolated(unsafe) let id = AnyHashable(id)
    MainActor.assumeIsolated { targets.scroll(to: id, anchor: anchor) }
  }
}

/// The identifiers a node answers to for `scrollTo(_:anchor:)`.
enum ScrollTargetIDsKey: NodeValueKey {
  static var defaultValue: [AnyHashable] { [] }
}

/// What a reader's proxy scrolls: the reader's last laid-out node and the scroll views around
/// it, kept in the graph's storage at the reader's place.
@MainActor
final class ScrollTargets {
  /// The reader's node, from the last evaluation.
  var reader: ViewNode?
  /// The scroll views around the reader when it was last placed, outermost first.
  var enclosing: [ViewNode] = []

  /// Sets the offset of the scroll view around the view with an identifier.
  func scroll(to id: AnyHashable, anchor: UnitPoint?) {
    guard let reader, let (target, inner) = find(id, in: reader, scrolls: []),
      let container = inner ?? enclosing.last,
      let kind = container.kind as? ScrollViewKind, let scrolling = kind.scrolling,
      let content = container.children.first
    else { return }
    let offset = scrolling.offset
    if kind.axes.contains(.horizontal) {
      offset.x = scrolled(
        offset.x, start: target.frame.x - content.frame.x, length: target.frame.width,
        visible: container.frame.width, anchor: anchor.map { Double($0.x) })
    }
    if kind.axes.contains(.vertical) {
      offset.y = scrolled(
        offset.y, start: target.frame.y - content.frame.y, length: target.frame.height,
        visible: container.frame.height, anchor: anchor.map { Double($0.y) })
    }
  }

  /// The offset along one axis that shows a view from `start` to `start + length` of the
  /// content in a viewport `visible` long.
  private func scrolled(
    _ current: Double, start: Double, length: Double, visible: Double, anchor: Double?
  ) -> Double {
    if let anchor { return start + anchor * length - anchor * visible }
    if start < current { return start }
    if start + length > current + visible { return start + length - visible }
    return current
  }

  /// The first node with the identifier, in tree order, with the innermost scroll view
  /// around it inside the reader.
  private func find(_ id: AnyHashable, in node: ViewNode, scrolls: [ViewNode])
    -> (ViewNode, ViewNode?)?
  {
    if node[ScrollTargetIDsKey.self].contains(id) { return (node, scrolls.last) }
    let isScrollView = (node.kind as? ScrollViewKind)?.scrolling != nil
    let scrolls = isScrollView ? scrolls + [node] : scrolls
    for child in node.children + node.backgrounds.map(\.node) + node.overlays.map(\.node) {
      if let found = find(id, in: child, scrolls: scrolls) { return found }
    }
    return nil
  }
}

/// A reader's node: transparent, it records the scroll views around it when placed.
struct ScrollViewReaderKind: LayoutWrapperKind {
  let targets: ScrollTargets
  let graph: ViewGraph

  func placeChildren(of node: ViewNode, in rect: Rect) {
    targets.enclosing = graph.enclosingScrollViews
    if node.children.count == 1 {
      node.children[0].place(in: rect)
    } else {
      node.placeStack(StackLayout(axis: .vertical, alignment: .center), in: rect)
    }
  }
}
