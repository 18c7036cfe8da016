/// Views drawn on top of each other, later ones in front, as SwiftUI's `ZStack`
/// (UIKit reference §5.1 [DOC]); `.zIndex` reorders them.
public struct ZStack<Content: View>: View {
  let alignment: Alignment
  let content: Content

  /// Creates a stack.
  ///
  /// - Parameters:
  ///   - alignment: Where children smaller than the stack sit.
  ///   - content: The children, back to front.
  public init(alignment: Alignment = .center, @ViewBuilder content: () -> Content) {
    self.alignment = alignment
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

/// Views one above the other, as SwiftUI's `VStack`.
public struct VStack<Content: View>: View {
  let alignment: HorizontalAlignment
  let spacing: Double?
  let content: Content

  /// Creates a stack.
  ///
  /// - Parameters:
  ///   - alignment: Where children narrower than the stack sit.
  ///   - spacing: The space between children; 8 points when `nil`.
  ///   - content: The children, top to bottom.
  public init(
    alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

/// Views side by side, as SwiftUI's `HStack`.
public struct HStack<Content: View>: View {
  let alignment: VerticalAlignment
  let spacing: Double?
  let content: Content

  /// Creates a stack.
  ///
  /// - Parameters:
  ///   - alignment: Where children shorter than the stack sit.
  ///   - spacing: The space between children; 8 points when `nil`.
  ///   - content: The children, leading to trailing.
  public init(
    alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
    @ViewBuilder content: () -> Content
  ) {
    self.alignment = alignment
    self.spacing = spacing.map(Double.init)
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension ZStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    stackNode(StackLayout(axis: nil, alignment: alignment), content, context)
  }
}

extension VStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let layout = StackLayout(
      axis: .vertical, alignment: Alignment(horizontal: alignment, vertical: .center),
      spacing: spacing)
    return stackNode(layout, content, context)
  }
}

extension HStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let layout = StackLayout(
      axis: .horizontal, alignment: Alignment(horizontal: .center, vertical: alignment),
      spacing: spacing)
    return stackNode(layout, content, context)
  }
}

/// A stack node whose children are the content's views, ordered by `zIndex` (stable).
@MainActor
func stackNode(_ layout: StackLayout, _ content: some View, _ context: ResolveContext)
  -> [ViewNode]
{
  let node = ViewNode(.stack(layout), path: context.path)
  node.children = context.child("content").resolve(content)
  return [node]
}
