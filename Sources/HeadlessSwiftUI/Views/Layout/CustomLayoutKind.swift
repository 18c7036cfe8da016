import Foundation
import PresentationHierarchy

/// The view a layout's `callAsFunction` makes: the layout's subviews laid out by it.
struct LayoutContainer<L: Layout, Content: View>: View, PrimitiveView {
  let layout: L
  let content: Content

  var body: Never { primitiveBody(of: Self.self) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    layoutNodes(layout, children: context.child("content").resolve(content), context)
  }
}

/// The node of a layout container: a stack node for SwiftUI's own stack layouts (which behave
/// as the stacks do [DOC: `swiftui/hstacklayout`: "behaves like an HStack"]), the wrapped
/// layout's node for an `AnyLayout`, and a ``CustomLayoutKind`` node for an app's layout.
@MainActor
func layoutNodes<L: Layout>(_ layout: L, children: [ViewNode], _ context: ResolveContext)
  -> [ViewNode]
{
  if let erased = layout as? AnyLayout {
    return layoutNodes(erased.base, children: children, context)
  }
  let kind: any NodeKind =
    (layout as? any StackLayoutConvertible)?.stackLayout
    ?? CustomLayoutKind(
      layout: layout, typeName: ViewTypeName.of(L.self),
      layoutDirection: context.environment.layoutDirection)
  return [ViewNode(kind: kind, path: context.path, children: children)]
}

/// A node laid out by an app's `Layout`: its size is the layout's `sizeThatFits` and its
/// children go where the layout's `placeSubviews` puts them.
///
/// A child the layout doesn't place is centred in the container with the container's proposal
/// [INF: what SwiftUI does with an unplaced subview, not found on Apple's pages].
struct CustomLayoutKind<L: Layout>: NodeKind {
  let layout: L
  let typeName: String
  let layoutDirection: LayoutDirection
  /// The cache the layout's methods share, made on first use.
  private let cache = LayoutCacheBox<L.Cache>()

  init(layout: L, typeName: String, layoutDirection: LayoutDirection) {
    self.layout = layout
    self.typeName = typeName
    self.layoutDirection = layoutDirection
  }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    let subviews = self.subviews(of: node, LayoutPlacements())
    var cache = self.cache.value ?? layout.makeCache(subviews: subviews)
    let size = layout.sizeThatFits(
      proposal: ProposedViewSize(proposal), subviews: subviews, cache: &cache)
    self.cache.value = cache
    return Size(width: Double(size.width), height: Double(size.height))
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    let placements = LayoutPlacements()
    let subviews = self.subviews(of: node, placements)
    var cache = self.cache.value ?? layout.makeCache(subviews: subviews)
    let proposal = ProposedViewSize(width: rect.width, height: rect.height)
    layout.placeSubviews(
      in: CGRect(x: rect.x, y: rect.y, width: rect.width, height: rect.height),
      proposal: proposal, subviews: subviews, cache: &cache)
    self.cache.value = cache
    let centre = CGPoint(x: rect.x + rect.width / 2, y: rect.y + rect.height / 2)
    for (index, child) in node.children.enumerated() {
      let placement =
        placements.placed[index]
        ?? LayoutPlacement(position: centre, anchor: .center, proposal: proposal)
      let size = child.size(for: ProposedSize(placement.proposal), in: stackAxis)
      child.place(
        in: Rect(
          x: Double(placement.position.x) - Double(placement.anchor.x) * size.width,
          y: Double(placement.position.y) - Double(placement.anchor.y) * size.height,
          width: size.width, height: size.height))
    }
  }

  /// The axis a `Spacer` inside stretches along: the layout's stack orientation.
  private var stackAxis: Axis? { L.layoutProperties.stackOrientation }

  private func subviews(of node: ViewNode, _ placements: LayoutPlacements) -> LayoutSubviews {
    LayoutSubviews(
      node.children.enumerated().map { index, child in
        LayoutSubview(node: child, placements: placements, index: index, stackAxis: stackAxis)
      }, layoutDirection: layoutDirection)
  }
}

/// Where a layout placed one subview.
struct LayoutPlacement {
  /// Where the anchor goes, in the container's coordinates (the model's screen coordinates).
  let position: CGPoint
  /// The point of the subview at `position`.
  let anchor: UnitPoint
  /// The size proposed to the subview.
  let proposal: ProposedViewSize
}

/// The placements one `placeSubviews` call records, by subview index; a later call for the
/// same subview replaces an earlier one.
@MainActor
final class LayoutPlacements {
  private(set) var placed: [Int: LayoutPlacement] = [:]

  func record(_ placement: LayoutPlacement, for index: Int) {
    placed[index] = placement
  }
}

/// A layout's cache, shared by the calls of one evaluation.
@MainActor
final class LayoutCacheBox<Cache> {
  var value: Cache?
}

/// SwiftUI's stack layouts, which lower to the model's stack nodes.
protocol StackLayoutConvertible {
  /// The stack the layout behaves as.
  var stackLayout: StackLayout { get }
}
