/// What a navigation bar shows for a controller, as UIKit's `UINavigationItem`: a title and the
/// bar button items at the bar's leading and trailing edges.
///
/// Every controller has one, ``UIViewController/navigationItem``; the bar of the navigation
/// controller whose top the controller is shows its items, and shows changes at once. The title
/// is kept but not drawn, and there is no back button [INF: not modelled].
@preconcurrency @MainActor
open class UINavigationItem {
  /// The title the bar shows.
  public var title: String?
  /// The items at the leading edge, the first leftmost [DOC: `leftBarButtonItems`].
  public var leftBarButtonItems: [UIBarButtonItem]? {
    didSet { barItemsDidChange() }
  }
  /// The items at the trailing edge, the first rightmost [DOC: `rightBarButtonItems`].
  public var rightBarButtonItems: [UIBarButtonItem]? {
    didSet { barItemsDidChange() }
  }
  /// The controller the item belongs to.
  weak var owner: UIViewController?
  /// The bar's look while this item is on top; inert.
  public var standardAppearance: UINavigationBarAppearance?
  /// The bar's look at the scroll edge while this item is on top; inert.
  public var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The bar's look in compact height while this item is on top; inert.
  public var compactAppearance: UINavigationBarAppearance?
  /// The bar's look in compact height at the scroll edge while this item is on top; inert.
  public var compactScrollEdgeAppearance: UINavigationBarAppearance?

  /// Creates a navigation item.
  ///
  /// - Parameter title: The title the bar shows.
  public init(title: String) {
    self.title = title
  }

  /// The first leading item; assigning it replaces ``leftBarButtonItems`` with it alone.
  public var leftBarButtonItem: UIBarButtonItem? {
    get { leftBarButtonItems?.first }
    set { leftBarButtonItems = newValue.map { [$0] } }
  }

  /// The first trailing item; assigning it replaces ``rightBarButtonItems`` with it alone.
  public var rightBarButtonItem: UIBarButtonItem? {
    get { rightBarButtonItems?.first }
    set { rightBarButtonItems = newValue.map { [$0] } }
  }

  /// Shows the new items in the bar that shows this item.
  private func barItemsDidChange() {
    guard let navigation = owner?.navigationController, navigation.isViewLoaded,
      navigation.topViewController === owner
    else { return }
    navigation.showBarItems()
  }
}

extension UIViewController {
  /// The item a navigation bar shows for the controller, made on first use with the
  /// controller's ``title``.
  public var navigationItem: UINavigationItem {
    if let navigationItemStorage { return navigationItemStorage }
    let item = UINavigationItem(title: "")
    item.title = title
    item.owner = self
    navigationItemStorage = item
    return item
  }
}
