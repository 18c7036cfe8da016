/// Builds views from closures, as SwiftUI's `ViewBuilder`: blocks, `if`, `if`/`else`,
/// `switch`, optionals and availability checks.
@MainActor @preconcurrency @resultBuilder
public struct ViewBuilder {
  /// Passes a view through.
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

  /// An empty block.
  public static func buildBlock() -> EmptyView { EmptyView() }

  /// A block of one view.
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

  /// A block of several views.
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    var children: [any View] = []
    for view in repeat each content { children.append(view) }
    return TupleView((repeat each content), children: children)
  }

  /// An `if` without `else`.
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

  /// The first branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .trueContent(first))
  }

  /// The second branch of an `if`/`else` or `switch`.
  public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent)
    -> _ConditionalContent<TrueContent, FalseContent>
  {
    _ConditionalContent(storage: .falseContent(second))
  }

  /// An `if #available` branch.
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views side by side in a builder block, as SwiftUI's `TupleView`.
public struct TupleView<T>: View {
  /// The views.
  public var value: T
  let children: [any View]

  init(_ value: T, children: [any View]) {
    self.value = value
    self.children = children
  }

  /// A view of the views in a tuple, as apps write `TupleView((first, second))`; an element that
  /// is an optional view shows nothing when `nil`.
  public init(_ value: T) {
    self.value = value
    let mirror = Mirror(reflecting: value)
    self.children =
      mirror.displayStyle == .tuple
      ? mirror.children.compactMap { Self.view(in: $0.value) }
      : Self.view(in: value).map { [$0] } ?? []
  }

  /// The view an element of the tuple holds, unwrapping optionals.
  nonisolated private static func view(in element: Any) -> (any View)? {
    let mirror = Mirror(reflecting: element)
    guard mirror.displayStyle == .optional else { return element as? any View }
    return mirror.children.first.flatMap { view(in: $0.value) }
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension TupleView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    children.enumerated().flatMap { index, child in context.child("\(index)").resolve(child) }
  }
}

/// One branch of an `if`/`else`, as SwiftUI's `_ConditionalContent`: each branch has its own
/// identity, so switching branches resets the state inside.
///
/// It is also the branch of a toolbar builder's `if`/`else` (see `ToolbarContentBuilder`).
public struct _ConditionalContent<TrueContent, FalseContent> {
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }

  let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
  public var body: Never { primitiveBody(of: Self.self) }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    switch storage {
    case .trueContent(let view): context.child("if").resolve(view)
    case .falseContent(let view): context.child("else").resolve(view)
    }
  }
}

extension Optional: View where Wrapped: View {
  public var body: Never { primitiveBody(of: Self.self) }
}

extension Optional: PrimitiveView where Wrapped: View {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    map { context.child("some").resolve($0) } ?? []
  }
}

/// Views grouped without a container, as SwiftUI's `Group`: modifiers apply to each.
public struct Group<Content: View>: View {
  let content: Content

  /// Creates a group.
  ///
  /// - Parameter content: The views.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Group: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

/// Views made from a collection, as SwiftUI's `ForEach`: each element's view is identified by
/// its id, so state follows the element when the collection changes order.
///
/// As in SwiftUI, it is a view when its content is (and tab content when its content is, in
/// TabForEach.swift).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
  /// The collection.
  public var data: Data
  /// Makes each element's view.
  public var content: (Data.Element) -> Content
  let id: (Data.Element) -> ID

  /// Makes one from its parts, for the initializers of each kind of content.
  init(data: Data, content: @escaping (Data.Element) -> Content, id: @escaping (Data.Element) -> ID)
  {
    self.data = data
    self.content = content
    self.id = id
  }
}

extension ForEach: View where Content: View {
  /// Creates views from a collection of identifiable elements.
  ///
  /// - Parameters:
  ///   - data: The collection.
  ///   - content: Makes each element's view.
  public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content)
  where Data.Element: Identifiable, ID == Data.Element.ID {
    self.data = data
    self.content = content
    id = { $0.id }
  }

  /// Creates views from a collection, identifying elements by a key path.
  ///
  /// - Parameters:
  ///   - data: The collection.
  ///   - id: The key path to each element's identity.
  ///   - content: Makes each element's view.
  public init(
    _ data: Data, id: KeyPath<Data.Element, ID>,
    @ViewBuilder content: @escaping (Data.Element) -> Content
  ) {
    self.data = data
    self.content = content
    self.id = { $0[keyPath: id] }
  }

  /// Creates views from a range of integers, each identified by its value.
  ///
  /// - Parameters:
  ///   - data: The range.
  ///   - content: Makes each value's view.
  public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content)
  where Data == Range<Int>, ID == Int {
    self.data = data
    self.content = content
    id = { $0 }
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension ForEach: PrimitiveView where Content: View {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    // `ForEach(subviews:content:)`: the view's subviews are resolved here first.
    (data as? any ResolvedInPlace)?.resolve(in: context.child("subviews"))
    return data.flatMap { element in
      let nodes = context.child("id:\(String(describing: id(element)))").resolve(content(element))
      // A `ScrollViewProxy` finds the element's views by its id [DOC:
      // `swiftui/scrollviewproxy/scrollto(_:anchor:)`: "a child view with identifier `id`"].
      for node in nodes { node[ScrollTargetIDsKey.self].append(AnyHashable(id(element))) }
      return nodes
    }
  }
}
