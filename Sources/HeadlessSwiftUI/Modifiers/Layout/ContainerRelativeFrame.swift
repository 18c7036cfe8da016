public import Foundation
import PresentationHierarchy

extension View {
  /// Positions this view within an invisible frame with a size relative to the nearest
  /// container.
  ///
  /// Modelled [DOC: `swiftui/view/containerrelativeframe(_:alignment:)`: the size is "the size
  /// of a container ... subtracting any safe area insets that might be applied to that
  /// container"]: along each of `axes`, the frame is as long as the nearest container, the
  /// viewport of the nearest enclosing `ScrollView` or `List`, else the hosting view's safe
  /// area (the screen on iOS, or the screen of a `NavigationStack` or tab, each hosted by a
  /// controller of its own in the model); along the other axis the frame takes the view's own
  /// size. The view is proposed the frame and placed in it by `alignment`, as
  /// `frame(width:height:alignment:)` places it. A `NavigationSplitView` column is its own
  /// screen, so its own container [INF].
  ///
  /// - Parameters:
  ///   - axes: The axes along which the frame takes the container's length.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The modified view.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center
  ) -> some View {
    ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment) { length, _ in
      length
    }
  }

  /// Positions this view within an invisible frame with a size relative to the nearest
  /// container, as one of `count` equal rows or columns spanning `span` of them.
  ///
  /// Modelled as ``View/containerRelativeFrame(_:alignment:)`` is, with each length Apple's
  /// formula [DOC: `swiftui/view/containerrelativeframe(_:count:span:spacing:alignment:)`]:
  /// `(length - spacing * (count - 1)) / count * span + (span - 1) * spacing`. A `count` below
  /// 1 counts as 1 and a `span` below 1 as 1 [INF], so the model never divides by zero.
  ///
  /// - Parameters:
  ///   - axes: The axes along which the frame is sized from the container.
  ///   - count: The number of rows or columns the container's length is divided into.
  ///   - span: The number of rows or columns the view takes.
  ///   - spacing: The space between rows or columns.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The modified view.
  public func containerRelativeFrame(
    _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat,
    alignment: Alignment = .center
  ) -> some View {
    let count = CGFloat(max(count, 1))
    let span = CGFloat(max(span, 1))
    return ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment) {
      length, _ in
      (length - spacing * (count - 1)) / count * span + (span - 1) * spacing
    }
  }

  /// Positions this view within an invisible frame with a size relative to the nearest
  /// container, as the app's closure computes it from the container's length.
  ///
  /// Modelled as ``View/containerRelativeFrame(_:alignment:)`` is; the closure gets the
  /// container's length along each of `axes` and that axis, and returns the frame's length
  /// [DOC: `swiftui/view/containerrelativeframe(_:alignment:_:)`].
  ///
  /// - Parameters:
  ///   - axes: The axes along which the frame is sized from the container.
  ///   - alignment: Where the view sits in the frame.
  ///   - length: Computes the frame's length from the container's length along an axis.
  /// - Returns: The modified view.
  public func containerRelativeFrame(
    _ axes: Axis.Set, alignment: Alignment = .center,
    _ length: @escaping (CGFloat, Axis) -> CGFloat
  ) -> some View {
    ContainerRelativeFrameView(content: self, axes: axes, alignment: alignment, length: length)
  }
}

/// `.containerRelativeFrame`: the view in a frame sized from the nearest container.
private struct ContainerRelativeFrameView<Content: View>: View, PrimitiveView {
  let content: Content
  let axes: Axis.Set
  let alignment: Alignment
  let length: (CGFloat, Axis) -> CGFloat

  var body: Never { primitiveBody(of: Self.self) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let kind = ContainerRelativeFrameKind(
      graph: context.graph, axes: axes, alignment: alignment, length: length)
    return context.resolve(content).map { ViewNode(kind, path: $0.path + "~", children: [$0]) }
  }
}

/// The sizes of the scroll views being sized or placed, innermost last: the containers a
/// `containerRelativeFrame` inside them measures against.
@MainActor
enum LayoutContainers {
  /// The viewport sizes, `nil` along an axis the scroll view was proposed nothing.
  static var viewports: [ProposedSize] = []

  /// Runs `body` with a viewport as the nearest container.
  static func with<T>(_ viewport: ProposedSize, _ body: () -> T) -> T {
    viewports.append(viewport)
    defer { viewports.removeLast() }
    return body()
  }
}

/// A container-relative frame's node: a fixed frame whose lengths along its axes come from the
/// nearest container.
struct ContainerRelativeFrameKind: LayoutWrapperKind {
  /// The graph being laid out, which knows the hosting view's safe area.
  let graph: ViewGraph
  /// The axes sized from the container.
  let axes: Axis.Set
  /// Where the view sits in the frame.
  let alignment: Alignment
  /// The frame's length from the container's length along an axis.
  let length: (CGFloat, Axis) -> CGFloat

  /// The container's length along an axis: the innermost scroll view proposed a finite length
  /// there, else the safe area's.
  private func containerLength(_ axis: Axis) -> Double {
    for viewport in LayoutContainers.viewports.reversed() {
      if let value = viewport.along(axis), value.isFinite { return value }
    }
    let area = graph.safeArea
    return (axis == .horizontal ? area?.width : area?.height) ?? 0
  }

  /// The fixed frame this frame is for now.
  private var frame: LayoutModifier {
    func side(_ axis: Axis) -> Double? {
      let set: Axis.Set = axis == .horizontal ? .horizontal : .vertical
      guard axes.contains(set) else { return nil }
      return max(Double(length(CGFloat(containerLength(axis)), axis)), 0)
    }
    return .fixedFrame(width: side(.horizontal), height: side(.vertical), alignment: alignment)
  }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.layoutSize(frame, proposal, axis: axis)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    node.placeLayout(frame, in: rect)
  }
}
