/// A stack of screens, as SwiftUI's `NavigationStack`: rendered as
/// `SwiftUI.UIKitNavigationController` (UIKIT-MODEL.md §5.1 [OBS]), its root hosted in a
/// `NavigationStackHostingController<AnyView>` and each pushed destination in a
/// `DestinationHostingController<AnyView>`.
///
/// Push with `.navigationDestination(isPresented:destination:)` or a ``NavigationLink``.
public struct NavigationStack<Root: View>: View {
  let root: Root

  /// Creates a stack.
  ///
  /// - Parameter root: The root screen.
  public init(@ViewBuilder root: () -> Root) {
    self.root = root()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

/// What a `NavigationStack` node hosts.
struct NavigationStackContent {
  /// The root screen.
  var root: AnyView
}

extension NavigationStack: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let node = ViewNode(
      .navigationStack(NavigationStackContent(root: AnyView(root))), path: context.path)
    return [node]
  }
}

/// A button that pushes a screen on the enclosing navigation stack, as SwiftUI's
/// `NavigationLink`; captures show it as `NavigationLink`.
public struct NavigationLink<Label: View, Destination: View>: View {
  let label: Label
  let destination: Destination

  /// Creates a link.
  ///
  /// - Parameters:
  ///   - destination: The screen to push.
  ///   - label: The label.
  public init(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.destination = destination()
    self.label = label()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension NavigationLink where Label == Text {
  /// Creates a link with a text label.
  ///
  /// - Parameters:
  ///   - title: The label's text.
  ///   - destination: The screen to push.
  public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
    self.init(destination: destination) { Text(title) }
  }
}

extension NavigationLink: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let stored = context.graph.storage(
      at: context.path, label: "isActive", default: StateBox(false))
    let isActive = (stored as? StateBox<Bool>) ?? StateBox(false)
    let binding = Binding(get: { isActive.value }, set: { isActive.value = $0 })
    let node = ViewNode(.view("NavigationLink"), path: context.path)
    node.children = context.child("label").resolve(label)
    node.action = { binding.wrappedValue = true }
    let destination = destination
    node.presentations.append(
      PresentationModifier(
        kind: .navigationDestination, isPresented: binding, content: { AnyView(destination) }))
    return [node]
  }
}
