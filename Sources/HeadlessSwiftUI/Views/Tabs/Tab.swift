/// A tab of a tab view, as SwiftUI's `Tab`: its content, its tab item's label, and the value
/// that selects it.
///
/// Modelled: a tab lowers to its content tagged with its value (`.tag(_:)`) and carrying its
/// label (`.tabItem`), the views the `TabView` + `.tabItem` + `.tag` spelling gives, so the
/// tab is hosted in the same `UIHostingController` of the same `UITabBarController`; the
/// label's text is the hosting controller's `tabBarItem.title`. Its role is inert.
public struct Tab<Value: Hashable, Content: View, Label: View>: TabContent {
  /// The tab's value type.
  public typealias TabValue = Value

  let value: Value?
  let content: Content
  let label: Label
  let role: TabRole?

  /// A tab has no body of its own.
  public var body: Never { primitiveBody(of: Self.self) }

  init(value: Value?, role: TabRole?, content: Content, label: Label) {
    self.value = value
    self.role = role
    self.content = content
    self.label = label
  }
}

extension Tab: PrimitiveTabContent {
  var listedTabs: [(id: String, view: any View)] {
    let item = TabItemView(content: content, label: AnyView(label), badge: nil)
    guard let value else { return [("", item)] }
    return [("", item.tag(value))]
  }
}

// The label constraints sit where SwiftUI's do (the pages print them on each initializer; the
// precise identifiers' extensions hold only the value's `Never`).
extension Tab {
  /// Creates a tab with a title and a system image, selected by a value.
  ///
  /// - Parameters:
  ///   - titleKey: The tab item's title.
  ///   - systemImage: The tab item's system image (inert).
  ///   - value: The `selection` value that selects the tab.
  ///   - content: The tab's content.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value,
    @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel {
    self.init(
      value: value, role: nil, content: content(), label: DefaultTabLabel(title: titleKey.text))
  }

  /// Creates a tab with a title and a system image, selected by a value.
  ///
  /// - Parameters:
  ///   - title: The tab item's title.
  ///   - systemImage: The tab item's system image (inert).
  ///   - value: The `selection` value that selects the tab.
  ///   - content: The tab's content.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, value: Value, @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel {
    self.init(
      value: value, role: nil, content: content(), label: DefaultTabLabel(title: String(title)))
  }

  /// Creates a tab with a title and an image, selected by a value.
  ///
  /// - Parameters:
  ///   - titleKey: The tab item's title.
  ///   - image: The tab item's image (inert).
  ///   - value: The `selection` value that selects the tab.
  ///   - content: The tab's content.
  public init(
    _ titleKey: LocalizedStringKey, image: String, value: Value,
    @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel {
    self.init(
      value: value, role: nil, content: content(), label: DefaultTabLabel(title: titleKey.text))
  }

  /// Creates a tab with a title and an image, selected by a value.
  ///
  /// - Parameters:
  ///   - title: The tab item's title.
  ///   - image: The tab item's image (inert).
  ///   - value: The `selection` value that selects the tab.
  ///   - content: The tab's content.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, image: String, value: Value, @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel {
    self.init(
      value: value, role: nil, content: content(), label: DefaultTabLabel(title: String(title)))
  }

  /// Creates a tab with a title, a system image and a role, selected by a value.
  ///
  /// - Parameters:
  ///   - titleKey: The tab item's title.
  ///   - systemImage: The tab item's system image (inert).
  ///   - value: The `selection` value that selects the tab.
  ///   - role: The tab's role (inert).
  ///   - content: The tab's content.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, value: Value, role: TabRole?,
    @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel {
    self.init(
      value: value, role: role, content: content(), label: DefaultTabLabel(title: titleKey.text))
  }
}

extension Tab {
  /// Creates a tab whose label the role gives, selected by a value: "Search" for
  /// ``TabRole/search`` [INF: the system's search tab title], none otherwise.
  ///
  /// - Parameters:
  ///   - value: The `selection` value that selects the tab.
  ///   - role: The tab's role.
  ///   - content: The tab's content.
  public init(value: Value, role: TabRole?, @ViewBuilder content: () -> Content)
  where Label == DefaultTabLabel {
    self.init(
      value: value, role: role, content: content(), label: DefaultTabLabel(role: role))
  }

  /// Creates a tab with a label of the app's own, selected by a value.
  ///
  /// - Parameters:
  ///   - value: The `selection` value that selects the tab.
  ///   - content: The tab's content.
  ///   - label: The tab item's label; its text is the tab bar item's title.
  public init(
    value: Value, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, role: nil, content: content(), label: label())
  }

  /// Creates a tab with a role and a label of the app's own, selected by a value.
  ///
  /// - Parameters:
  ///   - value: The `selection` value that selects the tab.
  ///   - role: The tab's role (inert).
  ///   - content: The tab's content.
  ///   - label: The tab item's label; its text is the tab bar item's title.
  public init(
    value: Value, role: TabRole?, @ViewBuilder content: () -> Content,
    @ViewBuilder label: () -> Label
  ) {
    self.init(value: value, role: role, content: content(), label: label())
  }

  /// Creates a tab with an empty label, selected by a value.
  ///
  /// - Parameters:
  ///   - value: The `selection` value that selects the tab.
  ///   - content: The tab's content.
  public init(value: Value, @ViewBuilder content: () -> Content) where Label == EmptyView {
    self.init(value: value, role: nil, content: content(), label: EmptyView())
  }
}

extension Tab where Value == Never {
  /// Creates a tab with a title and a system image, for a tab view without selection.
  ///
  /// - Parameters:
  ///   - titleKey: The tab item's title.
  ///   - systemImage: The tab item's system image (inert).
  ///   - content: The tab's content.
  public init(
    _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel {
    self.init(
      value: nil, role: nil, content: content(), label: DefaultTabLabel(title: titleKey.text))
  }

  /// Creates a tab with a title and a system image, for a tab view without selection.
  ///
  /// - Parameters:
  ///   - title: The tab item's title.
  ///   - systemImage: The tab item's system image (inert).
  ///   - content: The tab's content.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, systemImage: String, @ViewBuilder content: () -> Content
  ) where Label == DefaultTabLabel {
    self.init(
      value: nil, role: nil, content: content(), label: DefaultTabLabel(title: String(title)))
  }

  /// Creates a tab with a title and an image, for a tab view without selection.
  ///
  /// - Parameters:
  ///   - titleKey: The tab item's title.
  ///   - image: The tab item's image (inert).
  ///   - content: The tab's content.
  public init(_ titleKey: LocalizedStringKey, image: String, @ViewBuilder content: () -> Content)
  where Label == DefaultTabLabel {
    self.init(
      value: nil, role: nil, content: content(), label: DefaultTabLabel(title: titleKey.text))
  }

}

extension Tab where Value == Never {
  /// Creates a tab with a label of the app's own, for a tab view without selection.
  ///
  /// - Parameters:
  ///   - content: The tab's content.
  ///   - label: The tab item's label.
  public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
    self.init(value: nil, role: nil, content: content(), label: label())
  }

  /// Creates a tab whose label the role gives, for a tab view without selection.
  ///
  /// - Parameters:
  ///   - role: The tab's role.
  ///   - content: The tab's content.
  public init(role: TabRole?, @ViewBuilder content: () -> Content) where Label == DefaultTabLabel {
    self.init(value: nil, role: role, content: content(), label: DefaultTabLabel(role: role))
  }

  /// Creates a tab with an empty label, for a tab view without selection.
  ///
  /// - Parameter content: The tab's content.
  public init(@ViewBuilder content: () -> Content) where Label == EmptyView {
    self.init(value: nil, role: nil, content: content(), label: EmptyView())
  }
}

/// The label a tab's title gives it, as SwiftUI's `DefaultTabLabel`: a `Label` of the title
/// (its image is inert).
public struct DefaultTabLabel: View {
  let title: String?

  init(title: String) {
    self.title = title
  }

  init(role: TabRole?) {
    title = role == .search ? "Search" : nil
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension DefaultTabLabel: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    guard let title else { return [] }
    return context.resolve(Label(title, systemImage: ""))
  }
}

/// The purpose of a tab, as SwiftUI's `TabRole` (inert: the model gives a search tab no search
/// field of its own).
public struct TabRole: Hashable, Sendable {
  private let name: String

  /// The search tab.
  public static var search: TabRole { TabRole(name: "search") }
  /// The tab with prominent treatment.
  public static var prominent: TabRole { TabRole(name: "prominent") }
}

/// Where a tab can appear, as SwiftUI's `TabPlacement` (inert: every tab is in the tab bar,
/// as a compact-width tab view shows them [INF]).
public struct TabPlacement: Hashable, Sendable {
  private let name: String

  /// The default place.
  public static let automatic = TabPlacement(name: "automatic")
  /// Pinned in the tab bar.
  public static let pinned = TabPlacement(name: "pinned")
  /// Only in the sidebar.
  public static let sidebarOnly = TabPlacement(name: "sidebarOnly")
}

/// A section of tabs, as SwiftUI's `TabSection`: its tabs are listed in order with the tab
/// view's other tabs; its header and footer are inert (no sidebar is modelled).
public struct TabSection<Header: View, Content: TabContent, Footer: View, SelectionValue: Hashable>:
  TabContent
where Content.TabValue == SelectionValue {
  /// The section's value type.
  public typealias TabValue = SelectionValue

  let content: Content

  /// A section has no body of its own.
  public var body: Never { primitiveBody(of: Self.self) }
}

extension TabSection: PrimitiveTabContent {
  var listedTabs: [(id: String, view: any View)] {
    tabViews(of: content, prefix: "section").map { ($0.id, $0.view) }
  }
}

// The header and footer constraints sit where SwiftUI's do: on each initializer (the pages print
// them there; the precise identifiers' extensions hold only the type's own requirements).
extension TabSection {
  /// Creates a section of tabs.
  ///
  /// - Parameter content: The tabs.
  public init(@TabContentBuilder<SelectionValue> content: () -> Content)
  where Header == EmptyView, Footer == EmptyView {
    self.content = content()
  }

  /// Creates a section of tabs with a title (inert).
  ///
  /// - Parameters:
  ///   - titleKey: The section's title.
  ///   - content: The tabs.
  public init(
    _ titleKey: LocalizedStringKey, @TabContentBuilder<SelectionValue> content: () -> Content
  ) where Header == Text, Footer == EmptyView {
    self.content = content()
  }

  /// Creates a section of tabs with a title (inert).
  ///
  /// - Parameters:
  ///   - title: The section's title.
  ///   - content: The tabs.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, @TabContentBuilder<SelectionValue> content: () -> Content
  ) where Header == Text, Footer == EmptyView {
    self.content = content()
  }
}

extension TabSection where Footer == EmptyView {
  /// Creates a section of tabs with a header (inert).
  ///
  /// - Parameters:
  ///   - content: The tabs.
  ///   - header: The section's header.
  public init(
    @TabContentBuilder<SelectionValue> content: () -> Content, @ViewBuilder header: () -> Header
  ) {
    self.content = content()
  }
}
