/// What a navigation bar shows for a controller, as UIKit's `UINavigationItem`: a title and the
/// bar button items at the bar's leading and trailing edges.
///
/// Every controller has one, ``UIViewController/navigationItem``; the bar of the navigation
/// controller whose top the controller is shows its items, and shows changes at once. The title
/// is kept but not drawn; the back button shows while a controller is below (see
/// ``UINavigationController``'s bar).
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
  /// The title the bar shows; the next controller's back button shows it too.
  public var title: String? {
    didSet { barItemsDidChange() }
  }
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
  /// A view the bar shows in place of the title, centred in the bar [DOC:
  /// `uikit/uinavigationitem/titleview`]; its size is its frame's, else its intrinsic size,
  /// at most the bar's bottom 44 points [INF].
  public var titleView: UIView? {
    didSet {
      if oldValue !== titleView { oldValue?.removeFromSuperview() }
      barItemsDidChange()
    }
  }
  /// The item whose title the next controller's back button shows [DOC:
  /// `uikit/uinavigationitem/backbarbuttonitem`].
  public var backBarButtonItem: UIBarButtonItem? {
    didSet { barItemsDidChange() }
  }
  /// The title the next controller's back button shows [DOC:
  /// `uikit/uinavigationitem/backbuttontitle`].
  public var backButtonTitle: String? {
    didSet { barItemsDidChange() }
  }
  /// How the next controller's back button shows its title: `.default` takes
  /// ``backButtonTitle``, then ``title``, then "Back"; `.generic` "Back"; `.minimal` no title
  /// (labelled "Back") [DOC: `uikit/uinavigationitem/backbuttondisplaymode-swift.property`].
  public var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode = .default {
    didSet { barItemsDidChange() }
  }
  /// Whether the back button is hidden while this item's controller is on top [DOC:
  /// `uikit/uinavigationitem/hidesbackbutton`].
  public var hidesBackButton = false {
    didSet { barItemsDidChange() }
  }
  /// Whether leading items follow the back button rather than replace it [DOC:
  /// `uikit/uinavigationitem/leftitemssupplementbackbutton`].
  public var leftItemsSupplementBackButton = false {
    didSet { barItemsDidChange() }
  }
  /// How the large title shows; kept, inert: the bar's height comes from the profile.
  public var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
  /// A line of text above the title; kept, inert.
  public var prompt: String?
  /// The search controller whose search bar the navigation bar integrates.
  ///
  /// Activating it presents it from the controller that owns this item. The model doesn't
  /// draw its search bar in the navigation bar while the search is inactive [INF: gap].
  public var searchController: UISearchController? {
    didSet {
      if oldValue !== searchController { oldValue?.navigationItemHolder = nil }
      searchController?.navigationItemHolder = self
    }
  }
  /// Whether the integrated search bar hides as the content scrolls; `true` by default; kept,
  /// inert.
  public var hidesSearchBarWhenScrolling = true

  /// How a back button shows its title, as UIKit's `UINavigationItem.BackButtonDisplayMode`.
  public enum BackButtonDisplayMode: Int, Hashable, Sendable {
    /// The title, shortened when space is short.
    case `default` = 0
    /// "Back" or nothing.
    case generic = 1
    /// No title.
    case minimal = 2
  }

  /// How a large title shows, as UIKit's `UINavigationItem.LargeTitleDisplayMode`.
  public enum LargeTitleDisplayMode: Int, Hashable, Sendable {
    /// As the previous item does.
    case automatic = 0
    /// Always large.
    case always = 1
    /// Never large.
    case never = 2
    /// Large inline.
    case inline = 3
  }

  /// Hides or shows the back button.
  ///
  /// - Parameters:
  ///   - hidesBackButton: Whether to hide it.
  ///   - animated: Whether the change animates.
  public func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
    self.hidesBackButton = hidesBackButton
  }

  /// Sets the leading item.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - animated: Whether the change animates; the tree is the same.
  public func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    leftBarButtonItem = item
  }

  /// Sets the trailing item.
  ///
  /// - Parameters:
  ///   - item: The item.
  ///   - animated: Whether the change animates; the tree is the same.
  public func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
    rightBarButtonItem = item
  }

  /// Sets the leading items.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - animated: Whether the change animates; the tree is the same.
  public func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    leftBarButtonItems = items
  }

  /// Sets the trailing items.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - animated: Whether the change animates; the tree is the same.
  public func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    rightBarButtonItems = items
  }
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
    // The top controller's item shows in the bar; the one below titles its back button.
    guard let navigation = owner?.navigationController, navigation.isViewLoaded,
      navigation.viewControllers.suffix(2).contains(where: { $0 === owner })
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
