import HeadlessUIKit

/// Lowers a hosting controller's toolbar items and navigation title onto its `navigationItem`,
/// as SwiftUI's hosting controllers do for the navigation controller they are in [OBS: SwiftUI
/// toolbar buttons appear as the navigation bar's bar button items].
@MainActor
enum ToolbarLowering {
  /// Sets the controller's bar button items and title from what its render pass found.
  ///
  /// - Parameters:
  ///   - items: The toolbar items, in tree order.
  ///   - title: The navigation title, if a view set one.
  ///   - controller: The hosting controller.
  /// - Returns: The bar button item in the bar for each item that has one, so presentations
  ///   declared inside an item (a `ShareLink`'s share sheet) can point at it.
  @discardableResult
  static func apply(_ items: [ToolbarItemNodes], title: String?, to controller: UIViewController)
    -> [(item: ToolbarItemNodes, barButtonItem: UIBarButtonItem)]
  {
    if let title, controller.navigationItem.title != title {
      controller.navigationItem.title = title
    }
    var leading: [UIBarButtonItem] = []
    var trailing: [UIBarButtonItem] = []
    var bottom: [UIBarButtonItem] = []
    var placed: [(item: ToolbarItemNodes, side: ToolbarBarSide, index: Int)] = []
    for item in items {
      guard let side = item.placement.bar else { continue }
      let barItem = barButtonItem(for: item.nodes)
      switch side {
      case .leading:
        placed.append((item, side, leading.count))
        leading.append(barItem)
      case .trailing:
        placed.append((item, side, trailing.count))
        trailing.append(barItem)
      case .bottom:
        placed.append((item, side, bottom.count))
        bottom.append(barItem)
      }
    }
    let navigationItem = controller.navigationItem
    // Trailing items read leading to trailing, so the last is UIKit's first, the rightmost
    // [INF: SwiftUI lays a placement's items out in declaration order].
    let right = Array(trailing.reversed())
    if let kept = kept(navigationItem.leftBarButtonItems, taking: leading) {
      navigationItem.leftBarButtonItems = kept
    }
    if let kept = kept(navigationItem.rightBarButtonItems, taking: right) {
      navigationItem.rightBarButtonItems = kept
    }
    if let kept = kept(controller.toolbarItems, taking: bottom) {
      controller.toolbarItems = kept
    }
    // The items in the bar now, kept or new, in the order they were built.
    let shown: [ToolbarBarSide: [UIBarButtonItem]] = [
      .leading: navigationItem.leftBarButtonItems ?? [],
      .trailing: Array((navigationItem.rightBarButtonItems ?? []).reversed()),
      .bottom: controller.toolbarItems ?? [],
    ]
    return placed.compactMap { item, side, index in
      guard let items = shown[side], items.indices.contains(index) else { return nil }
      return (item, items[index])
    }
  }

  /// The items to set, or `nil` to keep the current ones: items that show the same (titles
  /// and identifiers) stay, taking the new evaluation's actions, so the bar doesn't change.
  private static func kept(_ current: [UIBarButtonItem]?, taking new: [UIBarButtonItem])
    -> [UIBarButtonItem]??
  {
    let current = current ?? []
    guard sameItems(current, new) else { return .some(new.isEmpty ? nil : new) }
    for (old, fresh) in zip(current, new) { old.primaryAction = fresh.primaryAction }
    return nil
  }

  /// The bar button item for an item's views: titled by their text, identified by their first
  /// identifier, running their first button's action.
  private static func barButtonItem(for nodes: [ViewNode]) -> UIBarButtonItem {
    let all = nodes.flatMap(flattened)
    let action = all.first { $0.action != nil }?.action
    let title = nodes.map(\.text).filter { !$0.isEmpty }.joined(separator: " ")
    let item = UIBarButtonItem(
      title: title.isEmpty ? nil : title,
      primaryAction: action.map { run in UIAction { _ in run() } })
    item.accessibilityIdentifier = all.lazy.compactMap(\.identifier).first
    return item
  }

  private static func flattened(_ node: ViewNode) -> [ViewNode] {
    [node] + node.children.flatMap(flattened)
  }

  /// Whether two item lists show the same: titles and identifiers.
  private static func sameItems(_ lhs: [UIBarButtonItem], _ rhs: [UIBarButtonItem]) -> Bool {
    lhs.count == rhs.count
      && zip(lhs, rhs).allSatisfy {
        $0.title == $1.title && $0.accessibilityIdentifier == $1.accessibilityIdentifier
      }
  }
}
