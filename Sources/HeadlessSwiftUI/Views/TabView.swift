import PresentationHierarchy

/// Tabs, as SwiftUI's `TabView`: rendered as `SwiftUI.UIKitTabBarController` (UIKit reference
/// §2.4 [OBS]), each tab hosted in a `UIHostingController<TabItem.RootView>`.
///
/// Each child view is a tab; `.tag(_:)` gives the value `selection` compares with, and
/// `.tabItem` its label.
public struct TabView<SelectionValue: Hashable, Content: View>: View {
  let selection: Binding<SelectionValue>?
  let content: Content

  /// Creates tabs whose selection follows a binding.
  ///
  /// - Parameters:
  ///   - selection: The selected tab's tag.
  ///   - content: The tabs.
  public init(selection: Binding<SelectionValue>?, @ViewBuilder content: () -> Content) {
    self.selection = selection
    self.content = content()
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension TabView where SelectionValue == Int {
  /// Creates tabs that start on the first.
  ///
  /// - Parameter content: The tabs.
  public init(@ViewBuilder content: () -> Content) {
    selection = nil
    self.content = content()
  }
}

/// What a `TabView` node hosts.
struct TabViewContent {
  /// The tabs' views, by identity.
  var tabs: [(id: String, view: AnyView)]
  /// The selected tab's index.
  var selectedIndex: Int
  /// What each tab's tab bar item shows, from its `.tabItem` or `Tab` label and its badge.
  var items: [TabBarItemValues] = []
  /// Writes the tab at an index to the selection binding; `nil` without a binding, when the
  /// tab bar controller keeps the selection a tap makes.
  var select: ((Int) -> Void)?
}

extension TabViewContent: NodeKind {
  var typeName: String { "TabView" }
  var rendering: NodeRendering { .container }

  func size(of node: ViewNode, for proposal: ProposedSize, in axis: Axis?) -> Size {
    node.fill(proposal)
  }

  func placeChildren(of node: ViewNode, in rect: Rect) {}
}

extension TabView: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let tabs = listed(content, prefix: "tab").map { ($0.id, AnyView(wrapping: $0.view)) }
    var selected = 0
    if let value = selection?.wrappedValue,
      let index = tabs.firstIndex(where: { tagValue(of: $0.1.wrapped)?.matches(value) == true })
    {
      selected = index
    }
    let items = tabs.map { context.child("tabItem:" + $0.0).tabBarItemValues(of: $0.1.wrapped) }
    let select = selection.map { binding in
      { (index: Int) in
        if let value = tagValue(of: tabs[index].1.wrapped)?.selection(as: SelectionValue.self) {
          binding.wrappedValue = value
        }
      }
    }
    let node = ViewNode(
      TabViewContent(tabs: tabs, selectedIndex: selected, items: items, select: select),
      path: context.path)
    return [node]
  }
}

/// The `.tag(_:)` of a view, read through its modifiers without evaluating it.
@MainActor
func tagValue(of view: any View) -> ViewTag? {
  (view as? any TaggedView)?.tag
}
