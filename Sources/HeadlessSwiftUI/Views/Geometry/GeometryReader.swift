public import Foundation
import PresentationHierarchy

/// A container whose content is a function of its own size and position, as SwiftUI's
/// `GeometryReader`.
///
/// Modelled [DOC: `swiftui/geometryreader`: "This view returns a flexible preferred size to its
/// parent layout"]: it takes the space offered (10×10 points when offered none, as other
/// flexible views in the model), and its content is evaluated once its frame is known, with a
/// ``GeometryProxy`` for that frame, and placed at its top leading corner [OBS: a
/// `GeometryReader`'s content sits at the top leading corner since iOS 14].
public struct GeometryReader<Content: View>: View {
  /// Makes the content from the reader's geometry.
  public var content: (GeometryProxy) -> Content

  /// Creates a reader.
  ///
  /// - Parameter content: Makes the content from the reader's geometry.
  public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
    self.content = content
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension GeometryReader: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let content = content
    let kind = GeometryReaderKind(graph: context.graph) { proxy in
      context.child("content").resolve(content(proxy))
    }
    return [ViewNode(kind, path: context.path)]
  }
}

/// A geometry reader's node: it resolves its content when it is placed, for its frame.
struct GeometryReaderKind: NodeKind {
  /// The graph being laid out, which knows the hosting view's safe area.
  let graph: ViewGraph
  /// Resolves the content for a geometry.
  let resolve: (GeometryProxy) -> [ViewNode]

  var typeName: String { "GeometryReader" }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    Size(width: proposal.width ?? 10, height: proposal.height ?? 10)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    let proxy = GeometryProxy(
      frame: rect, safeArea: graph.safeArea, namedSpaces: graph.coordinateSpaces)
    node.children = resolve(proxy)
    for child in node.children where child.environment == nil {
      child.environment = node.environment
    }
    let proposal = ProposedSize(width: rect.width, height: rect.height)
    for child in node.children {
      let size = child.size(for: proposal)
      child.place(in: Rect(x: rect.x, y: rect.y, width: size.width, height: size.height))
    }
  }
}

/// The geometry a ``GeometryReader`` gives its content, as SwiftUI's `GeometryProxy`.
public struct GeometryProxy {
  /// The reader's frame in screen coordinates.
  let screenFrame: Rect
  /// The hosting view's safe area, in screen coordinates.
  let safeArea: Rect
  /// The frames of the named coordinate spaces around the reader, in screen coordinates.
  let namedSpaces: [AnyHashable: Rect]

  init(frame: Rect, safeArea: Rect?, namedSpaces: [AnyHashable: Rect] = [:]) {
    screenFrame = frame
    self.safeArea = safeArea ?? frame
    self.namedSpaces = namedSpaces
  }

  /// The reader's size.
  public var size: CGSize {
    CGSize(width: screenFrame.width, height: screenFrame.height)
  }

  /// How far the safe area's edges are inside the reader's frame.
  public var safeAreaInsets: EdgeInsets {
    EdgeInsets(
      top: CGFloat(max(safeArea.y - screenFrame.y, 0)),
      leading: CGFloat(max(safeArea.x - screenFrame.x, 0)),
      bottom: CGFloat(max(screenFrame.y + screenFrame.height - safeArea.y - safeArea.height, 0)),
      trailing: CGFloat(max(screenFrame.x + screenFrame.width - safeArea.x - safeArea.width, 0)))
  }

  /// The reader's frame in a coordinate space: the screen's for `.global`, its own for
  /// `.local`, and for `.named`, relative to the nearest ancestor given that name with
  /// `coordinateSpace(name:)` or `coordinateSpace(_:)` [DOC: `swiftui/view/coordinatespace(name:)`:
  /// "operate on dimensions relative to that view"]; a name no ancestor has reads as `.global`
  /// [INF].
  ///
  /// - Parameter coordinateSpace: The coordinate space.
  /// - Returns: The frame.
  public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
    switch coordinateSpace {
    case .local:
      return CGRect(x: 0, y: 0, width: screenFrame.width, height: screenFrame.height)
    case .named(let name):
      let origin = namedSpaces[name] ?? Rect(x: 0, y: 0, width: 0, height: 0)
      return CGRect(
        x: screenFrame.x - origin.x, y: screenFrame.y - origin.y, width: screenFrame.width,
        height: screenFrame.height)
    case .global:
      return CGRect(
        x: screenFrame.x, y: screenFrame.y, width: screenFrame.width, height: screenFrame.height)
    }
  }

  /// The reader's frame in a coordinate space, as ``frame(in:)-(CoordinateSpace)`` reads it for
  /// the space's resolved ``CoordinateSpaceProtocol/coordinateSpace``.
  ///
  /// - Parameter coordinateSpace: The coordinate space: `.global`, `.local` or `.named(_:)`.
  /// - Returns: The frame.
  public func frame(in coordinateSpace: some CoordinateSpaceProtocol) -> CGRect {
    frame(in: coordinateSpace.coordinateSpace)
  }
}
