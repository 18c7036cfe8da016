import PresentationHierarchy

/// A tab bar controller, like `UITabBarController`: only the selected child's view is in the
/// window, and the tab bar is in front of it (UIKit reference §2.3).
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
  /// The tabs' controllers; setting them replaces the tabs, as ``setViewControllers(_:animated:)``
  /// does.
  public var viewControllers: [UIViewController]? {
    get { tabs }
    set { setViewControllers(newValue, animated: false) }
  }
  private var tabs: [UIViewController] = []
  /// The selected tab's index.
  public var selectedIndex = 0 {
    didSet {
      if isViewLoaded { showSelected() }
      application?.updateAppearance(order: .incomingFirst)
      application?.verifyInvariantsAfterOperation("selectedIndex")
    }
  }

  /// The tab bar controller's delegate, held weakly, asked before and told after a tap on the
  /// tab bar selects a tab [DOC: `uikit/uitabbarcontroller/delegate`].
  public weak var delegate: (any UITabBarControllerDelegate)?

  private let transitionView = UIView(UIKitClassName.transitionView)
  private let wrapper = UIView(UIKitClassName.viewControllerWrapperView)
  /// The tab bar, in front of the selected tab [DOC: `uikit/uitabbarcontroller/tabbar`].
  public let tabBar = UITabBar()

  /// Creates a tab bar controller.
  ///
  /// - Parameters:
  ///   - viewControllers: The tabs' controllers.
  ///   - identifier: The identifier tests use for the controller.
  public init(viewControllers: [UIViewController] = [], identifier: String? = nil) {
    super.init(nibName: nil, bundle: nil)
    self.engine.identifier = identifier
    tabBar.tabBarController = self
    setViewControllers(viewControllers, animated: false)
  }

  /// The model loads no archives, so this returns `nil`, as ``UIViewController/init(coder:)``.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The selected tab's controller.
  ///
  /// Setting one of the tabs' controllers selects its tab, as setting ``selectedIndex`` does, and
  /// the delegate is not asked [DOC: `uikit/uitabbarcontroller/selectedviewcontroller`: "Assigning
  /// a new view controller to this property changes the currently displayed view and also selects
  /// an appropriate tab"]. A controller that is not among the tabs, or `nil`, changes nothing
  /// (UIKit requires one of the tabs).
  public var selectedViewController: UIViewController? {
    get { tabs.indices.contains(selectedIndex) ? tabs[selectedIndex] : nil }
    set {
      guard let newValue, let index = tabs.firstIndex(where: { $0 === newValue }) else { return }
      selectedIndex = index
    }
  }

  /// Replaces the tabs.
  ///
  /// - Parameters:
  ///   - viewControllers: The tabs' controllers; `nil` removes them all.
  ///   - animated: Whether the change animates; the tree is the same.
  public func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
    let controllers = viewControllers ?? []
    replaceChildren(tabs, with: controllers)
    tabs = controllers
    selectedIndex = min(selectedIndex, max(0, controllers.count - 1))
    if isViewLoaded { showSelected() }
  }

  /// `UILayoutContainerView[ UITransitionView[ UIViewControllerWrapperView[ selected ] ],
  /// UITabBar ]`; on iOS 26 the tab bar sits in `_UITabBarContainerWrapperView >
  /// _UITabBarContainerView` (§2.3).
  open override func loadView() {
    let container = UIView("UILayoutContainerView")
    container.engine.layoutHandler = { [weak self] in self?.layOut() }
    transitionView.clipsToBounds = true
    container.addSubview(transitionView)
    transitionView.addSubview(wrapper)
    if application?.profile.device.os == .iOS26 {
      let outer = UIView(UIKitClassName.tabBarContainerWrapperView)
      let inner = UIView("_UITabBarContainerView")
      container.addSubview(outer)
      outer.addSubview(inner)
      inner.addSubview(tabBar)
    } else {
      container.addSubview(tabBar)
    }
    view = container
  }

  open override func viewDidLoad() {
    showSelected()
  }

  private func showSelected() {
    wrapper.showContent(of: selectedViewController)
    layOut()
  }

  private func layOut() {
    guard let frame = view.screenFrame else { return }
    let barHeight = application?.profile.geometry.tabBarHeight ?? 83
    transitionView.screenFrame = frame
    wrapper.screenFrame = frame
    selectedViewController?.view.screenFrame = frame
    let barFrame = Rect(
      x: frame.x, y: frame.y + frame.height - barHeight, width: frame.width, height: barHeight)
    // iOS 26's wrappers hold the tab bar alone, so they cover its frame, not the screen: a
    // touch on the content above reaches the content [INF: they wrap only the bar (§2.3)].
    var wrappers: [UIView] = []
    var wrapper = tabBar.superview
    while let view = wrapper, view !== self.view {
      wrappers.append(view)
      wrapper = view.superview
    }
    // Outermost first: a view's subviews move with it.
    for view in wrappers.reversed() { view.screenFrame = barFrame }
    tabBar.screenFrame = barFrame
    tabBar.hasOpaqueBackground = true
  }
}
