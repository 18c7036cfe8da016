import PresentationHierarchy

/// A stack of screens, as SwiftUI's `NavigationStack`: rendered as
/// `SwiftUI.UIKitNavigationController` (UIKit reference §5.1 [OBS]), its root hosted in a
/// `NavigationStackHostingController<AnyView>` and each pushed destination in a
/// `DestinationHostingController<AnyView>`.
///
/// Push with `.navigationDestination(isPresented:destination:)`, a ``NavigationLink``, or by
/// appending to the path: each value of the path is shown by the
/// `.navigationDestination(for:destination:)` registered for its type inside the stack.
public struct NavigationStack<Data, Root: View>: View {
  let root: Root
  let path: NavigationPathStorage?

  public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationStack {
  /// Creates a stack that keeps its own path.
  ///
  /// - Parameter root: The root screen.
  public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
    self.root = root()
    path = nil
  }

  /// Creates a stack whose path is a type-erased `NavigationPath` you own.
  ///
  /// - Parameters:
  ///   - path: The values of the pushed screens, bottom first.
  ///   - root: The root screen.
  public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root)
  where Data == NavigationPath {
    self.root = root()
    self.path = NavigationPathStorage(
      values: { path.wrappedValue.elements },
      append: { path.wrappedValue.elements.append($0) },
      truncate: { path.wrappedValue.elements.removeLast(path.wrappedValue.count - $0) })
  }
}

extension NavigationStack {
  /// Creates a stack whose path is a collection you own.
  ///
  /// - Parameters:
  ///   - path: The values of the pushed screens, bottom first.
  ///   - root: The root screen.
  public init(path: Binding<Data>, @ViewBuilder root: () -> Root)
  where
    Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection,
    Data.Element: Hashable
  {
    self.root = root()
    self.path = NavigationPathStorage(
      values: { path.wrappedValue.map { AnyHashable($0) } },
      append: { value in
        if let element = value.base as? Data.Element { path.wrappedValue.append(element) }
      },
      truncate: { path.wrappedValue.removeLast(path.wrappedValue.count - $0) })
  }
}

/// A type-erased list of the values of pushed screens, as SwiftUI's `NavigationPath`.
public struct NavigationPath: Equatable {
  /// The values, bottom first.
  var elements: [AnyHashable]

  /// Creates an empty path.
  public init() {
    elements = []
  }

  /// Creates a path from values.
  ///
  /// - Parameter elements: The values, bottom first.
  public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
    self.elements = elements.map { AnyHashable($0) }
  }

  /// The number of values.
  public var count: Int { elements.count }

  /// Whether the path is empty: only the root is shown.
  public var isEmpty: Bool { elements.isEmpty }

  /// Pushes a value.
  ///
  /// - Parameter value: The value.
  public mutating func append<V: Hashable>(_ value: V) {
    elements.append(AnyHashable(value))
  }

  /// Pops values.
  ///
  /// - Parameter count: How many.
  public mutating func removeLast(_ count: Int = 1) {
    elements.removeLast(count)
  }
}

/// How a stack reads and changes its path, whatever type the app keeps it in.
struct NavigationPathStorage {
  /// The values, bottom first.
  let values: () -> [AnyHashable]
  /// Pushes a value.
  let append: (AnyHashable) -> Void
  /// Keeps the first values.
  let truncate: (Int) -> Void
}

/// What a `NavigationStack` node hosts.
struct NavigationStackContent {
  /// The root screen.
  var root: AnyView
  /// The path: the app's, or the stack's own.
  var path: NavigationPathStorage
}

extension NavigationStackContent: NodeKind {
  var typeName: String { "NavigationStack" }
  var rendering: NodeRendering { .container }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.fill(proposal)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {}
}

extension NavigationStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let content = NavigationStackContent(
      root: AnyView(root), path: path ?? ownPath(in: context))
    return [ViewNode(content, path: context.path)]
  }

  /// The path the stack keeps in the view graph when the app gives none.
  private func ownPath(in context: ResolveContext) -> NavigationPathStorage {
    let stored = context.graph.storage(
      at: context.path, label: "path", default: StateBox<[AnyHashable]>([]))
    let box = (stored as? StateBox<[AnyHashable]>) ?? StateBox([])
    return NavigationPathStorage(
      values: { box.value }, append: { box.value.append($0) },
      truncate: { box.value.removeLast(box.value.count - $0) })
  }
}

/// A button that pushes a screen on the enclosing navigation stack, as SwiftUI's
/// `NavigationLink`; captures show it as `NavigationLink`.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let destination: Destination?
  let value: AnyHashable?
  /// The app's binding that says whether the destination is pushed (the deprecated
  /// `isActive:` and `tag:selection:` forms); `nil` where the link keeps its own state.
  var isActive: Binding<Bool>? = nil

  /// Creates a link to a screen.
  ///
  /// - Parameters:
  ///   - destination: The screen to push.
  ///   - label: The label.
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.destination = destination()
    self.label = label()
    value = nil
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationLink where Label == Text {
  /// Creates a link with a text label.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - destination: The screen to push.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }

  /// Creates a link with a text label, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - destination: The screen to push.
  public init(_ title: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
    self.init(title.text, destination: destination)
  }
}

extension NavigationLink where Destination == Never {
  /// Creates a link that appends a value to the enclosing stack's path; the stack shows it with
  /// the `.navigationDestination(for:destination:)` registered for its type.
  ///
  /// - Parameters:
  ///   - value: The value; a `nil` value makes a link that does nothing.
  ///   - label: The label.
  public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
    self.label = label()
    destination = nil
    self.value = value.map { AnyHashable($0) }
  }
}

extension NavigationLink where Label == Text, Destination == Never {
  /// Creates a link with a text label that appends a value to the enclosing stack's path.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - value: The value.
  @_disfavoredOverload
  public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
    self.init(value: value) { Text(title) }
  }
}

extension NavigationLink where Destination == Never {
  /// Creates a link with a text label that appends a value to the enclosing stack's path, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - value: The value.
  public init<P>(_ title: LocalizedStringKey, value: P?) where Label == Text, P: Hashable {
    self.init(title.text, value: value)
  }
}

extension NavigationLink: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let node = ViewNode(.view("NavigationLink"), path: context.path)
    node.children = context.child("label").resolve(label)
    if let value {
      guard context.environment.isEnabled else { return [node] }  // See `View.disabled(_:)`.
      let append = context.environment.navigationAppend
      node.action = { append?(value) }
      return [node]
    }
    let binding = isActive ?? ownIsActive(in: context)
    if let destination {
      // The app's binding pushes and pops even while the link is disabled or hidden, as the
      // deprecated `isActive:` links are driven from code [DOC:
      // swiftui/navigationlink/init(destination:isactive:label:): "A binding to a Boolean
      // value that indicates whether destination is currently presented"].
      node.presentations.append(
        PresentationModifier(
          kind: .navigationDestination, isPresented: binding, content: { AnyView(destination) }))
    }
    guard context.environment.isEnabled else { return [node] }  // See `View.disabled(_:)`.
    node.action = { binding.wrappedValue = true }
    return [node]
  }

  /// Whether the destination is pushed, kept in the view graph when the app gives no binding.
  private func ownIsActive(in context: ResolveContext) -> Binding<Bool> {
    let stored = context.graph.storage(
      at: context.path, label: "isActive", default: StateBox(false))
    let isActive = (stored as? StateBox<Bool>) ?? StateBox(false)
    return Binding(get: { isActive.value }, trackedSet: { isActive.value = $0 })
  }
}

extension View {
  /// Registers how the enclosing `NavigationStack` shows a path value of a type.
  ///
  /// - Parameters:
  ///   - data: The values' type.
  ///   - destination: The screen for a value.
  /// - Returns: The modified view.
  public func navigationDestination<D: Hashable, C: View>(
    for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
  ) -> some View {
    attribute { node in
      node[DestinationBuildersKey.self].append(
        NavigationDestinationBuilder(type: ObjectIdentifier(D.self)) { value in
          (value.base as? D).map { AnyView(destination($0)) }
        })
    }
  }
}

/// How a stack shows a path value of one type.
struct NavigationDestinationBuilder {
  /// The values' type.
  let type: ObjectIdentifier
  /// The screen for a value, or `nil` when the value is of another type.
  let build: (AnyHashable) -> AnyView?
}

/// The `navigationDestination(for:destination:)` registrations attached to a node.
enum DestinationBuildersKey: NodeValueKey {
  static var defaultValue: [NavigationDestinationBuilder] { [] }
}
