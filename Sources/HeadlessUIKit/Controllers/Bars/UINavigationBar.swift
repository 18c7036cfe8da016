public import Foundation
import PresentationHierarchy

/// A navigation bar, as UIKit's `UINavigationBar`.
///
/// It is the bar a ``UINavigationController`` keeps in front of its content (``UINavigationController/navigationBar``), showing the top
/// controller's bar button items. Its frame and visibility are modelled; its look (colours,
/// appearances, title attributes) is inert.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
  /// Whether the bar shows large titles; inert: the bar's height comes from the profile.
  open var prefersLargeTitles = false
  /// Whether the bar is translucent; inert.
  open var isTranslucent = true
  /// The bar's style; inert.
  open var barStyle: UIBarStyle = .default
  /// The bar's background tint; inert.
  open var barTintColor: UIColor?
  /// The title's text attributes; inert.
  open var titleTextAttributes: [NSAttributedString.Key: Any]?
  /// The large title's text attributes; inert.
  open var largeTitleTextAttributes: [NSAttributedString.Key: Any]?
  /// The shadow's image; inert.
  open var shadowImage: UIImage?
  /// The back indicator's image; inert.
  open var backIndicatorImage: UIImage?
  /// The back indicator's mask during transitions; inert.
  open var backIndicatorTransitionMaskImage: UIImage?
  /// The look at rest; inert.
  open var standardAppearance = UINavigationBarAppearance()
  /// The look when content is scrolled to the bar's edge; inert.
  open var scrollEdgeAppearance: UINavigationBarAppearance?
  /// The look in compact height; inert.
  open var compactAppearance: UINavigationBarAppearance?
  /// The look in compact height at the scroll edge; inert.
  open var compactScrollEdgeAppearance: UINavigationBarAppearance?
  /// The navigation controller whose bar this is.
  weak var navigationController: UINavigationController?

  /// Creates one that fills its superview until its frame is set, through ``init(frame:)``,
  /// as UIView's convenience `init()` does.
  public convenience init() {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates a bar with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// The model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The navigation items of the bar's stack, bottom first.
  ///
  /// They are its navigation controller's controllers' items. Setting it is
  /// ``setItems(_:animated:)`` without animation: the model's bars belong to their navigation
  /// controller, so it reports an issue and changes nothing.
  open var items: [UINavigationItem]? {
    get { navigationController?.viewControllers.map(\.navigationItem) }
    set { setItems(newValue, animated: false) }
  }

  /// The top item.
  open var topItem: UINavigationItem? { items?.last }

  /// The item below the top one.
  open var backItem: UINavigationItem? {
    guard let items, items.count > 1 else { return nil }
    return items[items.count - 2]
  }

  /// Sets the bar's items; a navigation controller's bar takes its items from its stack, so this
  /// reports an issue and changes nothing [DOC: `uikit/uinavigationbar/setitems(_:animated:)`:
  /// "If the navigation bar is managed by a navigation controller … don't"].
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - animated: Whether the change animates.
  open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
    ModelIssues.report(
      "setItems(_:animated:) was called on a navigation bar; the model's bars belong to their "
        + "navigation controller and show its stack's items. Change the controllers' "
        + "navigationItem instead.")
  }

  /// Sets the background image for a position and metrics; inert.
  ///
  /// - Parameters:
  ///   - backgroundImage: The image.
  ///   - barPosition: The position.
  ///   - barMetrics: The metrics.
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics
  ) {}

  /// Sets the background image for metrics; inert.
  ///
  /// - Parameters:
  ///   - backgroundImage: The image.
  ///   - barMetrics: The metrics.
  open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {}
}

/// A toolbar, as UIKit's `UIToolbar`; its look is inert.
///
/// A navigation controller's toolbar (``UINavigationController/toolbar``) is hidden by default
/// and not placed in the window; showing it reports a model issue.
@preconcurrency @MainActor
open class UIToolbar: UIView {
  /// The items.
  open var items: [UIBarButtonItem]?
  /// Whether the bar is translucent; inert.
  open var isTranslucent = true
  /// The bar's style; inert.
  open var barStyle: UIBarStyle = .default
  /// The bar's background tint; inert.
  open var barTintColor: UIColor?
  /// The look at rest; inert.
  open var standardAppearance = UIToolbarAppearance()
  /// The look in compact height; inert.
  open var compactAppearance: UIToolbarAppearance?
  /// The look when content is scrolled to the bar's edge; inert.
  open var scrollEdgeAppearance: UIToolbarAppearance?
  /// The look in compact height at the scroll edge; inert.
  open var compactScrollEdgeAppearance: UIToolbarAppearance?

  /// Creates one that fills its superview until its frame is set, through ``init(frame:)``,
  /// as UIView's convenience `init()` does.
  public convenience init() {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates a toolbar with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// The model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Sets the items.
  ///
  /// - Parameters:
  ///   - items: The items.
  ///   - animated: Whether the change animates.
  open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
    self.items = items
  }

  /// Sets the background image for a position and metrics; inert.
  ///
  /// - Parameters:
  ///   - backgroundImage: The image.
  ///   - topOrBottom: The position.
  ///   - barMetrics: The metrics.
  open func setBackgroundImage(
    _ backgroundImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition,
    barMetrics: UIBarMetrics
  ) {}

  /// Sets the shadow image for a position; inert.
  ///
  /// - Parameters:
  ///   - shadowImage: The image.
  ///   - topOrBottom: The position.
  open func setShadowImage(_ shadowImage: UIImage?, forToolbarPosition topOrBottom: UIBarPosition) {
  }
}

/// A tab bar, as UIKit's `UITabBar`.
///
/// It is the bar a ``UITabBarController`` keeps in front of the selected tab (``UITabBarController/tabBar``). Its frame is modelled; its buttons are not
/// drawn and its look is inert.
@preconcurrency @MainActor
open class UITabBar: UIView {
  /// The unselected items' tint; inert.
  open var unselectedItemTintColor: UIColor?
  /// The bar's background tint; inert.
  open var barTintColor: UIColor?
  /// Whether the bar is translucent; inert.
  open var isTranslucent = true
  /// The bar's style; inert.
  open var barStyle: UIBarStyle = .default
  /// The look at rest; inert.
  open var standardAppearance = UITabBarAppearance()
  /// The look when content is scrolled to the bar's edge; inert.
  open var scrollEdgeAppearance: UITabBarAppearance?
  /// The shadow's image; inert.
  open var shadowImage: UIImage?
  /// The background image; inert.
  open var backgroundImage: UIImage?
  /// The tab bar controller whose bar this is.
  weak var tabBarController: UITabBarController?

  /// Creates one that fills its superview until its frame is set, through ``init(frame:)``,
  /// as UIView's convenience `init()` does.
  public convenience init() {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates a tab bar with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// The model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The items: the tab bar controller's controllers' ``UIViewController/tabBarItem``s.
  open var items: [UITabBarItem]? {
    tabBarController?.viewControllers?.map { $0.tabBarItem }
  }

  /// The selected tab's item.
  open var selectedItem: UITabBarItem? {
    guard let controller = tabBarController, let items,
      items.indices.contains(controller.selectedIndex)
    else { return nil }
    return items[controller.selectedIndex]
  }

  /// A touch that ends on an item selects its tab, as a tap on UIKit's tab bar button does.
  ///
  /// The tab bar controller asks its delegate's `tabBarController(_:shouldSelect:)`, selects
  /// the tab and tells `tabBarController(_:didSelect:)` [DOC:
  /// `uikit/uitabbarcontrollerdelegate/tabbarcontroller(_:shouldselect:)`]. The items take
  /// equal slots across the bar.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event they belong to.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let controller = tabBarController, let touch = touches.first,
      let location = Optional(touch.location(in: nil)),
      let index = slots?.index(at: Point(x: Double(location.x), y: Double(location.y)))
    else { return super.touchesEnded(touches, with: event) }
    controller.selectTab(at: index)
  }

  /// Where the items are, once the bar is on screen.
  var slots: TabBarSlots? {
    guard let barFrame = screenFrame, let count = items?.count else { return nil }
    return TabBarSlots(
      barFrame: barFrame, count: count,
      bottomInset: window?.application?.profile.geometry.safeAreaBottom ?? 0)
  }
}
