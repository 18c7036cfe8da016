import PresentationHierarchy

/// A view that shows the first of its children that fits the space offered, as SwiftUI's
/// `ViewThatFits`.
///
/// Modelled [DOC: `swiftui/viewthatfits`: "It selects the first child whose ideal size on the
/// constrained axes fits within the proposed size"]: each child is asked for its ideal size
/// (proposed nothing on the constrained axes), the first that fits is laid out in the space
/// offered and is the only one shown; when none fits, the last is [INF: the children come
/// from largest to smallest, so the last is the fallback]. With no constrained axes the first
/// is used [DOC: `swiftui/viewthatfits/init(in:content:)`].
public struct ViewThatFits<Content: View>: View {
  let axes: Axis.Set
  let content: Content

  /// Creates a view that shows the first child that fits.
  ///
  /// - Parameters:
  ///   - axes: The axes the children must fit in; both by default.
  ///   - content: The children, in order of preference.
  public init(
    in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content
  ) {
    self.axes = axes
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension ViewThatFits: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let candidates = context.child("content").resolve(content)
    let kind = ViewThatFitsKind(axes: axes, candidates: candidates)
    return [ViewNode(kind, path: context.path, children: candidates)]
  }
}

/// A `ViewThatFits`'s node: it sizes as the child that fits and, once placed, keeps only that
/// child, so the others are neither drawn nor hit-tested.
struct ViewThatFitsKind: LayoutWrapperKind {
  /// The axes the children must fit in.
  let axes: Axis.Set
  /// The children, in order of preference.
  let candidates: [ViewNode]

  /// The child shown for a proposal.
  private func chosen(for proposal: ProposedSize) -> ViewNode? {
    guard !axes.isEmpty else { return candidates.first }
    let ideal = ProposedSize(
      width: axes.contains(.horizontal) ? nil : proposal.width,
      height: axes.contains(.vertical) ? nil : proposal.height)
    return candidates.first { candidate in
      let size = candidate.size(for: ideal)
      let fitsWidth =
        !axes.contains(.horizontal) || size.width <= (proposal.width ?? .infinity)
      let fitsHeight =
        !axes.contains(.vertical) || size.height <= (proposal.height ?? .infinity)
      return fitsWidth && fitsHeight
    } ?? candidates.last
  }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    chosen(for: proposal)?.size(for: proposal, in: axis) ?? Size(width: 0, height: 0)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    let proposal = ProposedSize(width: rect.width, height: rect.height)
    guard let child = chosen(for: proposal) else { return }
    node.children = [child]
    child.place(in: node.aligned(child.size(for: proposal), in: rect, .center))
  }
}
