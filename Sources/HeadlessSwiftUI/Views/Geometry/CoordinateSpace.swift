import PresentationHierarchy

/// A coordinate space a geometry is measured in, as SwiftUI's `CoordinateSpace`: what a
/// ``CoordinateSpaceProtocol`` resolves to.
public enum CoordinateSpace: Hashable {
  /// The screen's.
  case global
  /// The view's own.
  case local
  /// An ancestor's, named with `.coordinateSpace(name:)` or `.coordinateSpace(_:)`.
  case named(AnyHashable)
}

/// A frame of reference for geometry, as SwiftUI's `CoordinateSpaceProtocol`: `.global`,
/// `.local` or `.named(_:)`.
public protocol CoordinateSpaceProtocol {
  /// The resolved coordinate space.
  var coordinateSpace: CoordinateSpace { get }
}

/// The screen's coordinate space, as SwiftUI's `GlobalCoordinateSpace`.
public struct GlobalCoordinateSpace: CoordinateSpaceProtocol {
  /// Creates the global coordinate space.
  public init() {}

  public var coordinateSpace: CoordinateSpace { .global }
}

/// A view's own coordinate space, as SwiftUI's `LocalCoordinateSpace`.
public struct LocalCoordinateSpace: CoordinateSpaceProtocol {
  /// Creates the local coordinate space.
  public init() {}

  public var coordinateSpace: CoordinateSpace { .local }
}

/// An ancestor's coordinate space, named with `coordinateSpace(_:)`, as SwiftUI's
/// `NamedCoordinateSpace`.
public struct NamedCoordinateSpace: CoordinateSpaceProtocol, Equatable {
  /// The name.
  let name: AnyHashable

  public var coordinateSpace: CoordinateSpace { .named(name) }
}

extension CoordinateSpaceProtocol where Self == GlobalCoordinateSpace {
  /// The screen's coordinate space.
  public static var global: GlobalCoordinateSpace { GlobalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == LocalCoordinateSpace {
  /// The view's own coordinate space.
  public static var local: LocalCoordinateSpace { LocalCoordinateSpace() }
}

extension CoordinateSpaceProtocol where Self == NamedCoordinateSpace {
  /// A coordinate space named by a value.
  ///
  /// - Parameter name: The name an ancestor gives its space with `coordinateSpace(_:)`.
  /// - Returns: The named coordinate space.
  public static func named(_ name: some Hashable) -> NamedCoordinateSpace {
    NamedCoordinateSpace(name: AnyHashable(name))
  }
}

extension View {
  /// Names the view's coordinate space, so a `GeometryReader` inside can measure frames
  /// relative to it.
  ///
  /// Modelled [DOC: `swiftui/view/coordinatespace(name:)`]: `GeometryProxy.frame(in:)` with
  /// `.named(name)` reads the reader's frame relative to the nearest ancestor of that name.
  ///
  /// - Parameter name: The name.
  /// - Returns: The modified view.
  public func coordinateSpace<T: Hashable>(name: T) -> some View {
    NamedSpaceView(content: self, name: AnyHashable(name))
  }

  /// Names the view's coordinate space, as `coordinateSpace(name:)` does.
  ///
  /// - Parameter name: The named space, such as `.named("scroll")`.
  /// - Returns: The modified view.
  public func coordinateSpace(_ name: NamedCoordinateSpace) -> some View {
    NamedSpaceView(content: self, name: name.name)
  }
}

/// A view whose coordinate space has a name.
private struct NamedSpaceView<Content: View>: View, PrimitiveView {
  let content: Content
  let name: AnyHashable

  var body: Never { primitiveBody(of: Self.self) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    context.resolve(content).map { node in
      ViewNode(
        NamedSpaceKind(name: name, graph: context.graph), path: node.path + "~", children: [node])
    }
  }
}

/// A named coordinate space's node: while its child is placed, the graph knows the name's
/// frame, so readers inside measure against the nearest ancestor of that name.
private struct NamedSpaceKind: LayoutWrapperKind {
  let name: AnyHashable
  let graph: ViewGraph

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.children.first?.size(for: proposal, in: axis) ?? Size(width: 0, height: 0)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    let outer = graph.coordinateSpaces[name]
    graph.coordinateSpaces[name] = rect
    node.children.first?.place(in: rect)
    graph.coordinateSpaces[name] = outer
  }
}
