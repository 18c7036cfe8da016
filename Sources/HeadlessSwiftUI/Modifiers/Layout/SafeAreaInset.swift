public import Foundation
import PresentationHierarchy

extension View {
  /// Shows a view above or below this one, in space taken from this view's safe area.
  ///
  /// Modelled [DOC: `swiftui/view/safeareainset(edge:alignment:spacing:content:)-4s51l`: "The
  /// vertical edge of the view to inset by the height of `content`, to make space for
  /// `content`"]: the inset view sits at the edge, aligned across it, and drawn in front; this
  /// view is laid out in what is left after the inset's height and the spacing, so a
  /// `ScrollView`'s or `List`'s content starts after the inset [INF: the model has no safe
  /// area per view, so the space is taken from the view's frame; content that would scroll
  /// under the inset is past the viewport's end instead, and takes no taps either way]. The
  /// inset view is proposed the whole space offered [INF].
  ///
  /// - Parameters:
  ///   - edge: The vertical edge to inset.
  ///   - alignment: Where the inset view sits horizontally.
  ///   - spacing: The space between the two views; 8 points, the model's default spacing,
  ///     when `nil` [INF].
  ///   - content: The inset view.
  /// - Returns: The modified view.
  public func safeAreaInset<V: View>(
    edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let kind = SafeAreaInsetKind(
      edge: edge == .top ? .top : .bottom,
      alignment: Alignment(horizontal: alignment, vertical: edge == .top ? .top : .bottom),
      spacing: spacing.map { Double($0) } ?? ViewNode.defaultSpacing)
    return modified(.inset(AnyView(content()), kind))
  }

  /// Shows a view beside this one, in space taken from this view's safe area, as
  /// `safeAreaInset(edge:alignment:spacing:content:)` does above or below.
  ///
  /// - Parameters:
  ///   - edge: The horizontal edge to inset.
  ///   - alignment: Where the inset view sits vertically.
  ///   - spacing: The space between the two views; 8 points when `nil` [INF].
  ///   - content: The inset view.
  /// - Returns: The modified view.
  public func safeAreaInset<V: View>(
    edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> V
  ) -> some View {
    let kind = SafeAreaInsetKind(
      edge: edge == .leading ? .leading : .trailing,
      alignment: Alignment(
        horizontal: edge == .leading ? .leading : .trailing, vertical: alignment),
      spacing: spacing.map { Double($0) } ?? ViewNode.defaultSpacing)
    return modified(.inset(AnyView(content()), kind))
  }
}

/// A horizontal edge, as SwiftUI's `HorizontalEdge`.
public enum HorizontalEdge: Int8, Hashable, CaseIterable, Sendable {
  /// The leading edge.
  case leading
  /// The trailing edge.
  case trailing
}

/// `.safeAreaInset`: the modified view in the space the inset leaves; the inset view is the
/// node's first overlay, so it is placed at the edge by the alignment and drawn in front.
struct SafeAreaInsetKind: LayoutWrapperKind {
  /// The edge the inset sits at.
  let edge: Edge
  /// Where the inset sits in the node's frame.
  let alignment: Alignment
  /// The space between the inset and the modified view.
  let spacing: Double

  private var axis: Axis { edge == .top || edge == .bottom ? .vertical : .horizontal }

  private func length(_ size: Size) -> Double {
    axis == .vertical ? size.height : size.width
  }

  /// The length the inset and its spacing take along the axis, for a proposal.
  private func taken(by node: ViewNode, _ proposal: ProposedSize) -> Double {
    guard let inset = node.overlays.first?.node else { return 0 }
    return length(inset.size(for: proposal)) + spacing
  }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    guard let main = node.children.first else { return Size(width: 0, height: 0) }
    let taken = taken(by: node, proposal)
    let inner = proposal.with(self.axis, proposal.along(self.axis).map { max($0 - taken, 0) })
    let size = main.size(for: inner, in: axis)
    let inset = node.overlays.first?.node.size(for: proposal) ?? Size(width: 0, height: 0)
    return self.axis == .vertical
      ? Size(width: max(size.width, inset.width), height: size.height + taken)
      : Size(width: size.width + taken, height: max(size.height, inset.height))
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    guard let main = node.children.first else { return }
    let taken = taken(by: node, ProposedSize(width: rect.width, height: rect.height))
    var inner = rect
    switch edge {
    case .top: inner.y += taken
    case .leading: inner.x += taken
    case .bottom, .trailing: break
    }
    if axis == .vertical {
      inner.height = max(rect.height - taken, 0)
    } else {
      inner.width = max(rect.width - taken, 0)
    }
    let size = main.size(for: ProposedSize(width: inner.width, height: inner.height))
    main.place(in: node.aligned(size, in: inner, .center))
  }
}
