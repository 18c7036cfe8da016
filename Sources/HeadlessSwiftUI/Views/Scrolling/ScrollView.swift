import PresentationHierarchy

/// A scrollable view, as SwiftUI's `ScrollView`: its content lays out at its ideal length along
/// the scroll axes and shows through a viewport that takes the space offered.
///
/// Modelled, for frames and hit testing (see the article "Layout"):
/// - The viewport takes the proposed size; proposed nothing (inside another scroll view's axis),
///   it takes its content's size [INF: SwiftUI's scroll views are greedy along their axes].
/// - The content is proposed the viewport's length across the scroll axes and nothing along them,
///   so it takes its ideal length there (a `VStack` of rows as tall as the rows), and it sits at
///   the viewport's top leading corner, centred across the axis when narrower [OBS: a narrower
///   `VStack` in a vertical `ScrollView` is centred horizontally].
/// - The scroll offset is zero until a ``ScrollViewProxy`` scrolls it (the model doesn't scroll
///   by gesture): the content is placed that far back along the scroll axes, clamped so it never
///   scrolls past its ends [INF: as `UIScrollView` content offsets are set programmatically].
///   Content outside the viewport is outside its bounds, so a tap there reaches nothing, as
///   UIKit's hit testing rejects points outside a superview's bounds [DOC:
///   `uikit/uiview/hittest(_:with:)`].
/// - `showsIndicators` is inert.
public struct ScrollView<Content: View>: View {
  /// The scrollable axes; vertical by default.
  public var axes: Axis.Set
  /// Whether the scroll indicators show (inert).
  public var showsIndicators: Bool
  /// The scroll view's content.
  public var content: Content

  /// Creates a scroll view.
  ///
  /// - Parameters:
  ///   - axes: The scrollable axes; vertical by default.
  ///   - showsIndicators: Whether the scroll indicators show (inert).
  ///   - content: The content.
  public init(
    _ axes: Axis.Set = .vertical, showsIndicators: Bool = true,
    @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.showsIndicators = showsIndicators
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension ScrollView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    // Several views lay out as one stack along the scroll axis [DOC: `swiftui/scrollview`'s
    // example stacks its rows], which captures don't show as a view of its own.
    let stack = StackLayout(
      axis: axes == .horizontal ? .horizontal : .vertical, alignment: .center)
    let content = ViewNode(ImplicitStackKind(layout: stack), path: context.path + "/content")
    content.children = context.child("content").resolve(self.content)
    let offset =
      context.graph.storage(at: context.path, label: "scrollOffset", default: ScrollOffset())
      as? ScrollOffset ?? ScrollOffset()
    let scrolling = Scrolling(offset: offset, graph: context.graph)
    let kind = ScrollViewKind(axes: axes, scrolling: scrolling)
    return [ViewNode(kind, path: context.path, children: [content])]
  }
}

/// A scroll view's viewport: it takes the space offered and lays its one content node out at its
/// ideal length along the scroll axes.
struct ScrollViewKind: NodeKind {
  /// The scrollable axes.
  let axes: Axis.Set
  /// Where the content is scrolled to; `nil` for a list's rows, which stay at offset zero.
  var scrolling: Scrolling?

  var typeName: String { "ScrollView" }

  /// The proposal the content gets: the viewport's length across the axes, nothing along them.
  private func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
    ProposedSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
  }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    // The viewport is the nearest container of a `containerRelativeFrame` inside.
    let content = LayoutContainers.with(proposal) {
      node.children.first?.size(for: contentProposal(proposal))
    }
    return Size(
      width: proposal.width ?? content?.width ?? 0,
      height: proposal.height ?? content?.height ?? 0)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    let proposal = ProposedSize(width: rect.width, height: rect.height)
    LayoutContainers.with(proposal) { placeContent(of: node, in: rect) }
  }

  /// Places the content in the viewport, at the scroll offset.
  private func placeContent(of node: ViewNode, in rect: Rect) {
    guard let content = node.children.first else { return }
    let proposal = ProposedSize(width: rect.width, height: rect.height)
    let size = content.size(for: contentProposal(proposal))
    // Centred across the scroll axes when narrower, at the start along them.
    var x =
      axes.contains(.horizontal) ? rect.x : rect.x + max(rect.width - size.width, 0) / 2
    var y =
      axes.contains(.vertical) ? rect.y : rect.y + max(rect.height - size.height, 0) / 2
    guard let scrolling else {
      content.place(in: Rect(x: x, y: y, width: size.width, height: size.height))
      return
    }
    let offset = scrolling.offset
    offset.x =
      axes.contains(.horizontal) ? min(max(offset.x, 0), max(size.width - rect.width, 0)) : 0
    offset.y =
      axes.contains(.vertical) ? min(max(offset.y, 0), max(size.height - rect.height, 0)) : 0
    x -= offset.x
    y -= offset.y
    // A `ScrollViewReader` inside scrolls this view when its target is in no inner one.
    scrolling.graph.enclosingScrollViews.append(node)
    content.place(in: Rect(x: x, y: y, width: size.width, height: size.height))
    scrolling.graph.enclosingScrollViews.removeLast()
  }
}

/// A scroll view's offset, kept in the graph's storage at the scroll view's place, so it lasts
/// while the scroll view stays in the tree; a change of it lays the content out again.
@MainActor
final class ScrollOffset {
  /// The offset; a render that reads it lays out again when it changes.
  @Tracked private var offset = (x: 0.0, y: 0.0)

  /// How far the content is scrolled horizontally.
  var x: Double {
    get { offset.x }
    set { if offset.x != newValue { offset.x = newValue } }
  }
  /// How far the content is scrolled vertically.
  var y: Double {
    get { offset.y }
    set { if offset.y != newValue { offset.y = newValue } }
  }
}

/// What a scroll view that scrolls keeps: its offset, and the graph it is laid out in.
struct Scrolling {
  /// The offset.
  let offset: ScrollOffset
  /// The graph, which knows the scroll views around the node being placed.
  let graph: ViewGraph
}

/// A stack SwiftUI lays views out in without a view of its own, such as a scroll view's content.
struct ImplicitStackKind: NodeKind {
  /// The stack's axis, alignment and spacing.
  let layout: StackLayout

  var typeName: String { layout.typeName }
  var rendering: NodeRendering { .transparent }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.stackSize(layout, proposal)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    node.placeStack(layout, in: rect)
  }
}
