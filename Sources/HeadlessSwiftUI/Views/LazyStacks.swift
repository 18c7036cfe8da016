public import Foundation
import PresentationHierarchy

/// Views one above the other, made as they scroll into view, as SwiftUI's `LazyVStack`.
///
/// Modelled as a `VStack` of all its views (captured as `LazyVStack`): the model has no
/// scrolling, so every view is made at once [INF: laziness changes when views are made, not
/// where they are laid out]. `pinnedViews` is inert.
public struct LazyVStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a stack.
  ///
  /// - Parameters:
  ///   - alignment: Where children narrower than the stack sit.
  ///   - spacing: The space between children; 8 points when `nil`.
  ///   - pinnedViews: The section headers and footers that stay pinned (inert).
  ///   - content: The children, top to bottom.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension LazyVStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let layout = StackLayout(
      axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing.map(Double.init))
    return renamed(stackNode(layout, content, context), "LazyVStack")
  }
}

/// Views side by side, made as they scroll into view, as SwiftUI's `LazyHStack`; modelled as
/// an `HStack` of all its views, as ``LazyVStack`` is.
public struct LazyHStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: CGFloat?
  let content: Content

  /// Creates a stack.
  ///
  /// - Parameters:
  ///   - alignment: Where children shorter than the stack sit.
  ///   - spacing: The space between children; 8 points when `nil`.
  ///   - pinnedViews: The section headers and footers that stay pinned (inert).
  ///   - content: The children, leading to trailing.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    pinnedViews: PinnedScrollableViews = .init(), @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension LazyHStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let layout = StackLayout(
      axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing.map(Double.init))
    return renamed(stackNode(layout, content, context), "LazyHStack")
  }
}

/// The nodes of a stack under the lazy stack's own name.
@MainActor
private func renamed(_ nodes: [ViewNode], _ typeName: String) -> [ViewNode] {
  for node in nodes {
    if let stack = node.kind as? StackLayout { node.kind = NamedStackKind(typeName, stack) }
  }
  return nodes
}

/// A stack captured under a name of its own, such as `LazyVStack`.
struct NamedStackKind: NodeKind {
  let typeName: String
  let layout: StackLayout

  init(_ typeName: String, _ layout: StackLayout) {
    self.typeName = typeName
    self.layout = layout
  }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.stackSize(layout, proposal)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    node.placeStack(layout, in: rect)
  }
}

/// The kinds of views a lazy stack pins while scrolling, as SwiftUI's
/// `PinnedScrollableViews` (inert).
public struct PinnedScrollableViews: OptionSet, Sendable {
  public let rawValue: UInt32

  /// Creates a set from its raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: UInt32) {
    self.rawValue = rawValue
  }

  /// Section headers.
  public static let sectionHeaders = PinnedScrollableViews(rawValue: 1 << 0)
  /// Section footers.
  public static let sectionFooters = PinnedScrollableViews(rawValue: 1 << 1)
}
