import PresentationHierarchy

/// A navigation controller, like `UINavigationController`: a stack of which only the top
/// controller's view is in the window (UIKit reference §2.3).
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The stack, bottom first; setting it is ``setViewControllers(_:animated:)`` without
  /// animation, as in UIKit.
  public var viewControllers: [UIViewController] {
    get { stack }
    set { setViewControllers(newValue, animated: false) }
  }
  /// The stack's storage.
  private var stack: [UIViewController] = []

  private let transitionView = UIView(UIKitClassName.navigationTransitionView)
  private let wrapper = UIView(UIKitClassName.viewControllerWrapperView)
  /// The back button the bar shows while a controller is below the top one.
  lazy var backButtonView: UIView = {
    let button = UIView(UIKitClassName.buttonBarButton)
    button.engine.tapAction = { [weak self] in self?.popViewController(animated: true) }
    return button
  }()
  /// The bar in front of the content; it shows the top controller's bar button items [DOC:
  /// `uikit/uinavigationcontroller/navigationbar`].
  public let navigationBar = UINavigationBar()
  /// The toolbar; hidden by default, and never placed in the window by the model (showing it
  /// reports an issue) [DOC: `uikit/uinavigationcontroller/toolbar`].
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  public let toolbar: UIToolbar! = UIToolbar()
  /// Whether the toolbar is hidden: `true` by default [DOC:
  /// `uikit/uinavigationcontroller/istoolbarhidden`].
  public var isToolbarHidden: Bool {
    get { toolbarHidden }
    set { setToolbarHidden(newValue, animated: false) }
  }
  private var toolbarHidden = true
  /// The navigation controller's delegate, held weakly [DOC: `uikit/uinavigationcontroller/delegate`].
  public weak var delegate: (any UINavigationControllerDelegate)?
  /// The edge-swipe recognizer that pops; kept, never recognizes, as the model drives no edge
  /// swipes (apps turn it off or set its delegate) [DOC:
  /// `uikit/uinavigationcontroller/interactivepopgesturerecognizer`].
  public let interactivePopGestureRecognizer: UIGestureRecognizer? = UIGestureRecognizer()
  /// Whether the bars hide on a swipe; inert, as the model scrolls no content by swiping.
  public var hidesBarsOnSwipe = false
  /// Whether the bars hide on a tap; inert.
  public var hidesBarsOnTap = false
  /// Whether the bars hide when the keyboard shows; inert.
  public var hidesBarsWhenKeyboardAppears = false

  /// Creates a navigation controller with a root controller.
  ///
  /// - Parameters:
  ///   - rootViewController: The bottom of the stack.
  ///   - identifier: The identifier tests use for the controller.
  public init(rootViewController: UIViewController, identifier: String? = nil) {
    super.init(nibName: nil, bundle: nil)
    self.engine.identifier = identifier
    navigationBar.navigationController = self
    // UINavigationController defines a presentation context by default [DOC, §3.2].
    definesPresentationContext = true
    setViewControllers([rootViewController], animated: false)
  }

  /// The model loads no archives, so this returns `nil`, as ``UIViewController/init(coder:)``.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The top of the stack.
  public var topViewController: UIViewController? { viewControllers.last }

  /// The controller presented over the navigation controller, else the top one [DOC, §6].
  public var visibleViewController: UIViewController? {
    presentedViewController ?? topViewController
  }

  /// `UILayoutContainerView[ UINavigationTransitionView[ UIViewControllerWrapperView[ top ] ],
  /// UINavigationBar ]` (§2.3).
  open override func loadView() {
    let container = UIView("UILayoutContainerView")
    container.engine.layoutHandler = { [weak self] in self?.layOut() }
    transitionView.clipsToBounds = true
    container.addSubview(transitionView)
    transitionView.addSubview(wrapper)
    container.addSubview(navigationBar)
    if application?.profile.device.os == .iOS26 {
      // iOS 26 adds a floating bar container [OBS, §2.3], in front of the content and the
      // bar; it passes the touches its bars don't take (`ViewClassRoles.passesTouches`).
      container.addSubview(UIView("FloatingBarContainerView"))
    }
    view = container
  }

  open override func viewDidLoad() {
    showTop()
  }

  /// Pushes a controller; only its view stays in the window.
  ///
  /// - Parameters:
  ///   - viewController: The controller to push.
  ///   - animated: Whether the push animates; the tree is the same.
  public func pushViewController(_ viewController: UIViewController, animated: Bool) {
    setViewControllers(viewControllers + [viewController], animated: animated)
  }

  /// Pushes a controller onto the stack, as ``pushViewController(_:animated:)`` does [DOC:
  /// `uikit/uinavigationcontroller/show(_:sender:)`].
  ///
  /// - Parameters:
  ///   - vc: The controller to show.
  ///   - sender: The object that asked.
  open override func show(_ vc: UIViewController, sender: Any?) {
    pushViewController(vc, animated: true)
  }

  /// Pops the top controller, unless it is the root.
  ///
  /// - Parameter animated: Whether the pop animates; the tree is the same.
  /// - Returns: The popped controller.
  @discardableResult
  public func popViewController(animated: Bool) -> UIViewController? {
    guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
    setViewControllers(Array(viewControllers.dropLast()), animated: animated)
    return top
  }

  /// Pops the controllers above a controller of the stack.
  ///
  /// - Parameters:
  ///   - viewController: The controller to show; nothing happens unless it is in the stack.
  ///   - animated: Whether the pop animates; the tree is the same.
  /// - Returns: The popped controllers, bottom first, or `nil` when none were.
  @discardableResult
  public func popToViewController(_ viewController: UIViewController, animated: Bool)
    -> [UIViewController]?
  {
    guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
      return nil
    }
    let popped = Array(viewControllers.suffix(from: index + 1))
    guard !popped.isEmpty else { return nil }
    setViewControllers(Array(viewControllers.prefix(through: index)), animated: animated)
    return popped
  }

  /// Pops every controller above the root.
  ///
  /// - Parameter animated: Whether the pop animates; the tree is the same.
  /// - Returns: The popped controllers, bottom first, or `nil` when only the root was there.
  @discardableResult
  public func popToRootViewController(animated: Bool) -> [UIViewController]? {
    let popped = Array(viewControllers.dropFirst())
    setViewControllers(Array(viewControllers.prefix(1)), animated: animated)
    return popped.isEmpty ? nil : popped
  }

  /// Replaces the stack.
  ///
  /// - Parameters:
  ///   - controllers: The new stack, bottom first.
  ///   - animated: Whether the change animates; the tree is the same.
  public func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
    let oldStack = stack
    let oldTop = stack.last
    if animated, isViewLoaded, let oldTop, let newTop = controllers.last, newTop !== oldTop,
      let application, viewIfLoaded?.window != nil
    {
      // A push when the new top was not in the stack, a pop when it was [INF].
      let operation: Operation = oldStack.contains { $0 === newTop } ? .pop : .push
      if let animator = delegate?.navigationController(
        self, animationControllerFor: operation, from: oldTop, to: newTop)
      {
        replaceChildren(stack, with: controllers)
        stack = controllers
        animate(
          operation, from: oldTop, to: newTop, oldStack: oldStack, by: animator,
          application: application)
        return
      }
    }
    replaceChildren(stack, with: controllers)
    stack = controllers
    if isViewLoaded { showTop() }
    finishStackChange(from: oldTop, animated: animated)
  }

  /// Runs a push or pop through the delegate's animator: the wrapper view, holding the "from"
  /// view, is the container the animator adds the "to" view to; the change finishes (the
  /// wrapper keeps the top view alone, appearance callbacks, `didShow`) when the animator calls
  /// `completeTransition(true)`, and `completeTransition(false)` puts the old stack back [DOC:
  /// `navigationController(_:animationControllerFor:from:to:)`, `containerView` "automatically
  /// adds the view of the presenting view controller"; the wrapper as the container is INF].
  private func animate(
    _ operation: Operation, from oldTop: UIViewController, to newTop: UIViewController,
    oldStack: [UIViewController], by animator: any UIViewControllerAnimatedTransitioning,
    application: UIApplication
  ) {
    if oldTop.view.superview !== wrapper { wrapper.addSubview(oldTop.view) }
    let context = TransitionContext(
      kind: .navigation(operation), animator: animator, from: oldTop, to: newTop,
      containerView: wrapper, isAnimated: true, application: application
    ) { [weak self] didComplete in
      guard let self else { return }
      if !didComplete {
        newTop.viewIfLoaded?.removeFromSuperview()
        self.replaceChildren(self.stack, with: oldStack)
        self.stack = oldStack
      }
      self.showTop()
      self.finishStackChange(from: didComplete ? oldTop : self.stack.last, animated: true)
    }
    let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
    application.asShared { context.start(interaction: interaction) }
  }

  /// Sends the appearance callbacks and the delegate's `willShow`/`didShow` after the stack
  /// changed from a top controller.
  private func finishStackChange(from oldTop: UIViewController?, animated: Bool) {
    let controllers = stack
    // The delegate hears `willShow` after the new top's `viewWillAppear(_:)` and `didShow` after
    // its `viewDidAppear(_:)` [OBS: vastdevblog.vast.com/blog/2012/04/08/uiviewcontroller-life-
    // cycle, a push and a pop logged on iOS 5].
    let shown = controllers.last.flatMap { $0 === oldTop ? nil : $0 }
    let onScreen = viewIfLoaded?.window != nil
    application?.updateAppearance(
      animated: animated,
      between: shown.map { top in
        { [weak self] in
          guard let self, onScreen else { return }
          self.delegate?.navigationController(self, willShow: top, animated: animated)
        }
      },
      after: shown.map { top in
        { [weak self] in
          guard let self, onScreen else { return }
          self.delegate?.navigationController(self, didShow: top, animated: animated)
        }
      })
    application?.verifyInvariantsAfterOperation("setViewControllers")
  }

  /// Puts the top controller's view, alone, in the wrapper (§2.3).
  private func showTop() {
    wrapper.showContent(of: topViewController)
    layOut()
  }

  private func layOut() {
    guard let frame = view.screenFrame else { return }
    let barHeight =
      application.map { SafeAreaInsets.navigationBarHeight(at: frame, profile: $0.profile) }
      ?? FidelityProfile.Geometry().navigationBarHeight
    transitionView.screenFrame = frame
    wrapper.screenFrame = frame
    topViewController?.view.screenFrame = frame
    navigationBar.screenFrame = Rect(x: frame.x, y: frame.y, width: frame.width, height: barHeight)
    navigationBar.hasOpaqueBackground = true
    showBarItems()
  }

  /// Whether the navigation bar is hidden [DOC: `uikit/uinavigationcontroller/isnavigationbarhidden`].
  public var isNavigationBarHidden: Bool {
    get { navigationBar.isHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }

  /// Hides or shows the navigation bar: the bar view's `isHidden`, so a hidden bar takes no
  /// touches and covers nothing [DOC:
  /// `uikit/uinavigationcontroller/setnavigationbarhidden(_:animated:)`]; the content keeps the
  /// whole frame, as the model's content always does.
  ///
  /// - Parameters:
  ///   - hidden: Whether to hide it.
  ///   - animated: Whether the change animates; the tree is the same.
  public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    navigationBar.isHidden = hidden
  }

  /// Hides or shows the toolbar.
  ///
  /// The model doesn't place toolbars in the window, so showing it reports an issue and the toolbar stays out of the tree [DOC:
  /// `uikit/uinavigationcontroller/settoolbarhidden(_:animated:)`].
  ///
  /// - Parameters:
  ///   - hidden: Whether to hide it.
  ///   - animated: Whether the change animates.
  public func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    toolbarHidden = hidden
    if !hidden {
      ModelIssues.report(
        "The app showed a navigation controller's toolbar (setToolbarHidden(false, animated:) or "
          + "isToolbarHidden = false); the headless model doesn't place toolbars yet, so it isn't "
          + "in the capture and covers nothing. Model issue: UINavigationController's toolbar "
          + "needs its frame and layering (above the content, below presentations).")
    }
  }
}
