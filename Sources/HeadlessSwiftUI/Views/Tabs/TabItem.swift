import Foundation
import HeadlessUIKit

// A tab's tab bar item: its label (`.tabItem` or a `Tab`'s label) and its badge (`.badge`),
// carried by the tab's view and read by the `TabView` that hosts the tab, which sets the
// hosting controller's `tabBarItem` [DOC: `uikit/uiviewcontroller/tabbaritem`; `uikit/uitabbaritem/badgevalue`].
// Elsewhere (a list row, a toolbar item) the badge is inert: captures don't draw badges.

/// A view with a tab item's label or badge: transparent where it is resolved.
struct TabItemView<Content: View>: View, PrimitiveView {
  let content: Content
  /// The tab item's label, if this view sets it.
  let label: AnyView?
  /// The badge's text, `.some(nil)` for no badge, if this view sets it.
  let badge: String??

  var body: Never { primitiveBody(of: Self.self) }

  func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

/// What a tab's view says of its tab bar item.
struct TabItemInfo {
  /// The label, if set.
  var label: AnyView?
  /// The badge's text, if set.
  var badge: String??
}

/// A view that carries tab item settings through its modifiers.
@MainActor
protocol TabItemCarrying {
  /// The settings the view and the views inside it make, outermost winning.
  var tabItemInfo: TabItemInfo { get }
}

/// The tab item settings of a view, read without evaluating it.
@MainActor
func tabItemInfo(of view: any View) -> TabItemInfo {
  if let any = view as? AnyView { return tabItemInfo(of: any.wrapped) }
  return (view as? any TabItemCarrying)?.tabItemInfo ?? TabItemInfo()
}

extension TabItemView: TabItemCarrying {
  var tabItemInfo: TabItemInfo {
    var info = HeadlessSwiftUI.tabItemInfo(of: content)
    if let label { info.label = label }
    if let badge { info.badge = badge }
    return info
  }
}

extension TabItemView: TaggedView {
  var tag: ViewTag? {
    tagValue(of: (content as? AnyView)?.wrapped ?? content)
  }
}

extension ModifiedView: TabItemCarrying {
  var tabItemInfo: TabItemInfo { HeadlessSwiftUI.tabItemInfo(of: content) }
}

extension EnvironmentWriter: TabItemCarrying {
  var tabItemInfo: TabItemInfo { HeadlessSwiftUI.tabItemInfo(of: content) }
}

/// What a tab bar item shows, from a tab's view, as the tab view sets it on the hosting
/// controller.
struct TabBarItemValues: Equatable {
  /// The title: the label's text.
  var title: String?
  /// The badge's text.
  var badgeValue: String?
}

extension ResolveContext {
  /// The tab bar item values of a tab's view.
  func tabBarItemValues(of view: any View) -> TabBarItemValues {
    let info = tabItemInfo(of: view)
    let title = info.label.map { labelText($0) }
    return TabBarItemValues(
      title: title?.isEmpty == false ? title : nil, badgeValue: info.badge ?? nil)
  }
}

/// The badge text of a count: none for zero [DOC: `swiftui/view/badge(_:)-8adyq`: "Set the
/// value to zero to hide the badge"].
func badgeText(_ count: Int) -> String? {
  count == 0 ? nil : "\(count)"
}

extension View {
  /// Sets the tab's label in a `TabView` (modelled: its text is the tab's hosting controller's
  /// `tabBarItem.title`).
  ///
  /// - Parameter label: The label.
  /// - Returns: The modified view.
  public func tabItem<V: View>(@ViewBuilder _ label: () -> V) -> some View {
    TabItemView(content: self, label: AnyView(label()), badge: nil)
  }

  /// Badges the view with a count.
  ///
  /// On a tab, it is the tab bar item's `badgeValue` (modelled); elsewhere inert. Zero hides
  /// the badge.
  ///
  /// - Parameter count: The count.
  /// - Returns: The modified view.
  public func badge(_ count: Int) -> some View {
    TabItemView(content: self, label: nil, badge: .some(badgeText(count)))
  }

  /// Badges the view with a text.
  ///
  /// On a tab, it is the tab bar item's `badgeValue` (modelled); elsewhere inert. `nil` hides
  /// the badge.
  ///
  /// - Parameter label: The text.
  /// - Returns: The modified view.
  public func badge(_ label: Text?) -> some View {
    TabItemView(content: self, label: nil, badge: .some(label?.string))
  }

  /// Badges the view with a localized text.
  ///
  /// On a tab, it is the tab bar item's `badgeValue` (modelled); elsewhere inert. `nil` hides
  /// the badge.
  ///
  /// - Parameter key: The text's key.
  /// - Returns: The modified view.
  public func badge(_ key: LocalizedStringKey?) -> some View {
    TabItemView(content: self, label: nil, badge: .some(key?.text))
  }

  /// Badges the view with a string.
  ///
  /// On a tab, it is the tab bar item's `badgeValue` (modelled); elsewhere inert. `nil` hides
  /// the badge.
  ///
  /// - Parameter label: The string.
  /// - Returns: The modified view.
  @_disfavoredOverload
  public func badge<S: StringProtocol>(_ label: S?) -> some View {
    TabItemView(content: self, label: nil, badge: .some(label.map { String($0) }))
  }
}

/// Tab content with a badge on each of its tabs.
struct BadgedTabContent<Base: TabContent>: TabContent, PrimitiveTabContent {
  typealias TabValue = Base.TabValue

  let base: Base
  let badge: String?

  var body: Never { primitiveBody(of: Self.self) }

  var listedTabs: [(id: String, view: any View)] {
    tabViews(of: base, prefix: "").map { entry in
      let id = entry.id.hasPrefix("/") ? String(entry.id.dropFirst()) : entry.id
      return (
        id, TabItemView(content: AnyView(wrapping: entry.view), label: nil, badge: .some(badge))
      )
    }
  }
}

extension TabContent {
  /// Badges the tab with a count (modelled: the tab bar item's `badgeValue`; zero hides it).
  ///
  /// - Parameter count: The count.
  /// - Returns: The tab, badged.
  public func badge(_ count: Int) -> some TabContent<Self.TabValue> {
    BadgedTabContent(base: self, badge: badgeText(count))
  }

  /// Badges the tab with a text (modelled: the tab bar item's `badgeValue`; `nil` hides it).
  ///
  /// - Parameter label: The text.
  /// - Returns: The tab, badged.
  public func badge(_ label: Text?) -> some TabContent<Self.TabValue> {
    BadgedTabContent(base: self, badge: label?.string)
  }

  /// Badges the tab with a localized text (modelled: the tab bar item's `badgeValue`).
  ///
  /// - Parameter key: The text's key.
  /// - Returns: The tab, badged.
  public func badge(_ key: LocalizedStringKey) -> some TabContent<Self.TabValue> {
    BadgedTabContent(base: self, badge: key.text)
  }

  /// Sets where the tab appears (inert: every tab is in the tab bar, as a compact-width tab
  /// view shows them [INF]).
  ///
  /// - Parameter placement: The placement.
  /// - Returns: The tab, unchanged.
  public func tabPlacement(_ placement: TabPlacement) -> some TabContent<Self.TabValue> {
    self
  }
}

extension TabBarItemValues {
  /// Sets the values on a tab bar item, touching only what changed.
  @MainActor
  func apply(to item: UITabBarItem) {
    if item.title != title { item.title = title }
    if item.badgeValue != badgeValue { item.badgeValue = badgeValue }
  }
}
