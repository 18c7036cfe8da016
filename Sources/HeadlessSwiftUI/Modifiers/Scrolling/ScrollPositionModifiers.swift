public import Foundation
import PresentationHierarchy

// The iOS 17/18 scroll vocabulary: `.scrollPosition(id:anchor:)` and `.onScrollGeometryChange`
// are modelled on the model's scroll offsets (a `ScrollView` scrolls only programmatically);
// scroll target layouts and behaviours, indicator flashes and the default anchor are inert.

extension View {
  /// Scrolls the scroll view in this view to the view whose identifier the binding holds.
  ///
  /// Modelled, as `ScrollViewProxy.scrollTo(_:anchor:)` scrolls [DOC:
  /// `swiftui/view/scrollposition(id:anchor:)`]. After a layout in which the binding's value
  /// changed, and after the first, the scroll view around the view with that identifier
  /// (`.id(_:)` or a `ForEach`'s) is offset so it shows, aligned at `anchor`; `nil` scrolls
  /// nothing. The model scrolls by no gesture, so it never writes the binding back.
  ///
  /// - Parameters:
  ///   - id: The identifier of the view to show.
  ///   - anchor: The point of the view and the viewport to align; `nil` scrolls the least.
  /// - Returns: The view.
  public func scrollPosition(id: Binding<(some Hashable)?>, anchor: UnitPoint? = nil)
    -> some View
  {
    let binding = id
    return ScrollPositionView(
      content: self, read: { binding.wrappedValue.map { AnyHashable($0) } }, anchor: anchor)
  }

  /// Marks the layout whose views a scroll target behaviour aligns to (inert: the model aligns
  /// nothing, and `scrollPosition(id:anchor:)` finds identified views anywhere in the scroll
  /// view [INF]).
  ///
  /// - Parameter isEnabled: Whether the layout is a scroll target layout.
  /// - Returns: The view, unchanged.
  nonisolated public func scrollTargetLayout(isEnabled: Bool = true) -> some View { self }

  /// Sets where scrolling by a gesture comes to rest (inert: the model scrolls by no gesture).
  ///
  /// - Parameter behavior: The behaviour.
  /// - Returns: The view, unchanged.
  nonisolated public func scrollTargetBehavior(_ behavior: some ScrollTargetBehavior) -> some View {
    self
  }

  /// Flashes the scroll indicators when the view appears (inert: indicators aren't drawn).
  ///
  /// - Parameter onAppear: Whether to flash them.
  /// - Returns: The view, unchanged.
  nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> some View { self }

  /// Runs an action when a value computed from the geometry of the first scroll view in this
  /// view changes (modelled: after each layout, from the viewport's size, the content's size and
  /// the model's offset; not for the first value [INF: the action takes the old and new
  /// values]).
  ///
  /// - Parameters:
  ///   - type: The value's type.
  ///   - transform: Computes the value from the geometry.
  ///   - action: Given the old and the new value.
  /// - Returns: The view.
  public func onScrollGeometryChange<T: Equatable>(
    for type: T.Type, of transform: @escaping (ScrollGeometry) -> T,
    action: @escaping (T, T) -> Void
  ) -> some View {
    ScrollGeometryChangeView(content: self, transform: transform, action: action)
  }
}

/// The view `scrollPosition(id:anchor:)` returns: each node of its content in a wrapper whose
/// observer scrolls after layout.
private struct ScrollPositionView<Content: View>: View, PrimitiveView {
  let content: Content
  let read: () -> AnyHashable?
  let anchor: UnitPoint?

  var body: Never { primitiveBody(of: Self.self) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let read = read
    let anchor = anchor
    return context.resolve(content).map { node in
      let targets = ScrollTargets()
      let wrapper = ViewNode(
        ScrollTargetsKind(targets: targets, graph: context.graph), path: node.path + "~",
        children: [node])
      targets.reader = wrapper
      let observer = PreferenceObserver { _, _, last in
        let value = read()
        if let last = last as? AnyHashable?, last == value { return (value as Any, nil) }
        guard let value else { return (value as Any, nil) }
        return (value as Any, { targets.scroll(to: value, anchor: anchor) })
      }
      wrapper[PreferenceOperationsKey.self].append(
        .observe(key: ObjectIdentifier(ScrollTargetsKind.self), observer))
      return wrapper
    }
  }
}

/// A transparent wrapper that records the scroll views around it, for scrolling to a view in
/// it.
private struct ScrollTargetsKind: LayoutWrapperKind {
  let targets: ScrollTargets
  let graph: ViewGraph

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.children.first?.size(for: proposal, in: axis) ?? Size(width: 0, height: 0)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {
    targets.enclosing = graph.enclosingScrollViews
    node.children.first?.place(in: rect)
  }
}

/// The view `onScrollGeometryChange` returns.
private struct ScrollGeometryChangeView<Content: View, T: Equatable>: View, PrimitiveView {
  let content: Content
  let transform: (ScrollGeometry) -> T
  let action: (T, T) -> Void

  var body: Never { primitiveBody(of: Self.self) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let transform = transform
    let action = action
    return context.resolve(content).map { node in
      let observer = PreferenceObserver { node, _, last in
        guard let geometry = ScrollGeometry(firstScrollViewIn: node) else {
          return (last as Any, nil)
        }
        let value = transform(geometry)
        guard let old = last as? T else { return (value, nil) }
        if old == value { return (value, nil) }
        return (value, { action(old, value) })
      }
      node[PreferenceOperationsKey.self].append(
        .observe(key: ObjectIdentifier(ScrollGeometry.self), observer))
      return node
    }
  }
}

/// The geometry of a scroll view, as SwiftUI's `ScrollGeometry`.
public struct ScrollGeometry: Equatable, Sendable {
  /// How far the content is scrolled.
  public var contentOffset: CGPoint
  /// The size of the content.
  public var contentSize: CGSize
  /// The insets of the content (zero in the model: content isn't inset by safe areas).
  public var contentInsets: EdgeInsets
  /// The size of the viewport.
  public var containerSize: CGSize

  /// The visible part of the content, in its coordinates.
  public var visibleRect: CGRect {
    CGRect(origin: contentOffset, size: containerSize)
  }

  /// Creates a scroll geometry.
  ///
  /// - Parameters:
  ///   - contentOffset: How far the content is scrolled.
  ///   - contentSize: The size of the content.
  ///   - contentInsets: The insets of the content.
  ///   - containerSize: The size of the viewport.
  public init(
    contentOffset: CGPoint, contentSize: CGSize, contentInsets: EdgeInsets, containerSize: CGSize
  ) {
    self.contentOffset = contentOffset
    self.contentSize = contentSize
    self.contentInsets = contentInsets
    self.containerSize = containerSize
  }

  /// The geometry of the first scroll view, in tree order, at or under a laid-out node.
  @MainActor
  init?(firstScrollViewIn node: ViewNode) {
    var pending = [node]
    while !pending.isEmpty {
      let next = pending.removeFirst()
      if let kind = next.kind as? ScrollViewKind, let scrolling = kind.scrolling,
        let content = next.children.first
      {
        self.init(
          contentOffset: CGPoint(x: scrolling.offset.x, y: scrolling.offset.y),
          contentSize: CGSize(width: content.frame.width, height: content.frame.height),
          contentInsets: EdgeInsets(),
          containerSize: CGSize(width: next.frame.width, height: next.frame.height))
        return
      }
      pending.append(contentsOf: next.children)
    }
    return nil
  }
}

/// Where scrolling by a gesture comes to rest, as SwiftUI's `ScrollTargetBehavior` (inert: the
/// model scrolls by no gesture, so no behaviour is consulted; its `updateTarget(_:context:)`
/// requirement is not declared).
public protocol ScrollTargetBehavior {}

/// Comes to rest aligned to a view of the scroll target layout, as SwiftUI's
/// `ViewAlignedScrollTargetBehavior` (inert).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  /// Creates the behaviour.
  public init() {}
}

/// Comes to rest at a page of the viewport's size, as SwiftUI's `PagingScrollTargetBehavior`
/// (inert).
public struct PagingScrollTargetBehavior: ScrollTargetBehavior, Sendable {
  /// Creates the behaviour.
  public init() {}
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
  /// Aligned to views (inert).
  public static var viewAligned: ViewAlignedScrollTargetBehavior {
    ViewAlignedScrollTargetBehavior()
  }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
  /// By pages (inert).
  public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
