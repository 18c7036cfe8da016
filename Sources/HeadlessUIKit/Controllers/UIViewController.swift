import PresentationHierarchy

/// A view controller, like `UIViewController`: a view loaded on demand, containment, and
/// modal presentation.
///
/// Subclass it as you would `UIViewController`; captures show the subclass's name.
@preconcurrency @MainActor
open class UIViewController: UIResponder, UIContentContainer {
  /// The controller's title, as navigation bars and alerts show it; assigning it updates the
  /// ``navigationItem``'s title too [DOC: `UIViewController.title`].
  open var title: String? {
    didSet { navigationItemStorage?.title = title }
  }
  /// Whether a context-style presentation from a descendant stops here (§3.2).
  ///
  /// `false` by default; `UINavigationController` makes it `true`.
  open var definesPresentationContext = false

  /// The appearance the controller's view hierarchy and its children take, `.unspecified`
  /// (inherit) by default [DOC: `uikit/uiviewcontroller/overrideuserinterfacestyle`]; its
  /// views' ``UIView/traitCollection`` reads it.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet {
      guard overrideUserInterfaceStyle != oldValue, let view = viewIfLoaded else { return }
      TraitChangeHooks.overrideDidChange(under: view, from: oldValue, onController: true)
    }
  }

  /// Insets added to the safe area of the controller's view, `.zero` by default.
  ///
  /// [DOC: `uikit/uiviewcontroller/additionalsafeareainsets`]: modelled — the view's and its
  /// subviews' ``UIView/safeAreaInsets``, safe area guide and margins move by them. Setting
  /// them calls ``viewSafeAreaInsetsDidChange()`` and the view's
  /// ``UIView/safeAreaInsetsDidChange()``.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet {
      guard additionalSafeAreaInsets != oldValue else { return }
      guard let view = viewIfLoaded else { return }
      view.setNeedsLayout()
      view.safeAreaInsetsDidChange()
      viewSafeAreaInsetsDidChange()
    }
  }

  /// Called when the safe area of the controller's view changes; does nothing by default.
  open func viewSafeAreaInsetsDidChange() {}

  /// Called when the layout margins of the controller's view change; does nothing by default.
  open func viewLayoutMarginsDidChange() {}

  /// Whether the view's margins keep the system minimum, `true` by default (kept; the model's
  /// root views use the default 8-point margins).
  open var viewRespectsSystemMinimumLayoutMargins = true
  /// How the controller is presented: `.automatic` by default from iOS 13, `.fullScreen` before
  /// (§1.3 [DOC]).
  ///
  /// The default follows the profile of the controller's app, or of the app whose code is
  /// running (`asShared(_:)`); a controller made outside any app reads
  /// `.automatic`, which presenting on iOS 12 maps to `.fullScreen` all the same.
  open var modalPresentationStyle: UIModalPresentationStyle {
    get { assignedModalPresentationStyle ?? defaultModalPresentationStyle }
    set { assignedModalPresentationStyle = newValue }
  }
  /// The style assigned to ``modalPresentationStyle``, if any.
  private var assignedModalPresentationStyle: UIModalPresentationStyle?
  /// The presentation's animation; it never changes the tree.
  public var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// Whether interactive dismissal is blocked (iOS 13+); it never changes the tree.
  public var isModalInPresentation = false
  /// Supplies the presentation controller of a `.custom` presentation; held weakly, as in
  /// UIKit.
  public weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// The navigation item, once ``navigationItem`` made it.
  var navigationItemStorage: UINavigationItem?

  /// The status bar style the controller prefers, `.default` unless overridden (inert).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// Whether the controller prefers the status bar hidden, `false` unless overridden (inert).
  open var prefersStatusBarHidden: Bool { false }
  /// Tells the system the status bar preferences changed; inert.
  open func setNeedsStatusBarAppearanceUpdate() {}

  /// Whether the controller's status bar style wins over its presenter's when it is presented
  /// not full screen; inert.
  open var modalPresentationCapturesStatusBarAppearance = false
  /// The child whose status bar style is used, `nil` unless overridden; inert.
  open var childForStatusBarStyle: UIViewController? { nil }
  /// The child whose status bar visibility is used, `nil` unless overridden; inert.
  open var childForStatusBarHidden: UIViewController? { nil }
  /// How the status bar animates its changes, `.fade` unless overridden [DOC:
  /// `uikit/uiviewcontroller/preferredstatusbarupdateanimation`]; inert.
  open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
  /// Whether the controller prefers the Home indicator hidden; inert.
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  /// The child whose Home indicator preference is used; inert.
  open var childForHomeIndicatorAutoHidden: UIViewController? { nil }
  /// Tells the system the Home indicator preference changed; inert.
  open func setNeedsUpdateOfHomeIndicatorAutoHidden() {}

  /// The orientations the controller supports: every one on iPad, all but upside-down on iPhone,
  /// unless overridden [DOC: `uikit/uiviewcontroller/supportedinterfaceorientations`]; the model
  /// never rotates, so it only reads it back.
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
    (application ?? UIApplication.current)?.profile.device.idiom == .pad ? .all : .allButUpsideDown
  }
  /// The orientation to present the controller in: portrait unless overridden [DOC:
  /// `uikit/uiviewcontroller/preferredinterfaceorientationforpresentation`; portrait, the
  /// model's only orientation, is INF]; the model never rotates.
  open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation { .portrait }
  /// Whether the controller's contents rotate, `true` unless overridden; inert, deprecated in
  /// iOS 16 as in UIKit.
  @available(
    iOS, deprecated: 16.0,
    message:
      "Update supported interface orientations and call setNeedsUpdateOfSupportedInterfaceOrientations to indicate a change."
  )
  open var shouldAutorotate: Bool { true }
  /// Tells the system the supported orientations changed; inert, as the model never rotates.
  open func setNeedsUpdateOfSupportedInterfaceOrientations() {}
  /// Asks the system to rotate every window to the device's orientation (inert).
  ///
  /// The model never rotates. Deprecated in iOS 16 as in UIKit.
  @available(
    iOS, deprecated: 16.0,
    message:
      "Please use instead -[UIViewController setNeedsUpdateOfSupportedInterfaceOrientations]."
  )
  open class func attemptRotationToDeviceOrientation() {}

  /// Shows a controller in a primary context.
  ///
  /// The nearest navigation controller above this one pushes it (a split view controller shows it its way); with neither, the window's root
  /// controller presents it modally, as UIKit's default implementation does [DOC:
  /// `uikit/uiviewcontroller/show(_:sender:)`]. Override it in a container of the app's own.
  ///
  /// - Parameters:
  ///   - vc: The controller to show.
  ///   - sender: The object that asked.
  open func show(_ vc: UIViewController, sender: Any?) {
    ShowTargets.show(vc, from: self, as: .primary)
  }

  /// Shows a controller in a secondary (detail) context.
  ///
  /// The nearest split view controller above this one installs it; with none, the window's root controller presents it modally
  /// [DOC: `uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)`].
  ///
  /// - Parameters:
  ///   - vc: The controller to show.
  ///   - sender: The object that asked.
  open func showDetailViewController(_ vc: UIViewController, sender: Any?) {
    ShowTargets.show(vc, from: self, as: .detail)
  }

  /// Called when the controller's traits changed: the model's traits come from the app's
  /// profile, so that is when an appearance override above or on it changes [DOC:
  /// `uikit/uitraitenvironment/traitcollectiondidchange(_:)`, deprecated in iOS 17 for
  /// `registerForTraitChanges`].
  ///
  /// - Parameter previousTraitCollection: The traits before the change.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
  /// Called before the controller's view changes size, as on rotation; the model never resizes
  /// a window, so it never calls it [DOC: `uikit/uicontentcontainer/viewwilltransition(to:with:)`].
  ///
  /// - Parameters:
  ///   - size: The new size.
  ///   - coordinator: Runs animations alongside the change.
  open func viewWillTransition(
    to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
  /// Called before the controller's traits change; never called: the model's size classes
  /// don't change while an app runs.
  ///
  /// - Parameters:
  ///   - newCollection: The new traits.
  ///   - coordinator: Runs animations alongside the change.
  open func willTransition(
    to newCollection: UITraitCollection, with coordinator: any UIViewControllerTransitionCoordinator
  ) {}
  /// The size the controller would like its container to give its view.
  ///
  /// Assigning it tells the parent with ``preferredContentSizeDidChange(forChildContentContainer:)`` [DOC:
  /// `uikit/uicontentcontainer/preferredcontentsize`]. Popovers and sheets don't read it here.
  open var preferredContentSize: CGSize = .zero {
    didSet {
      guard preferredContentSize != oldValue else { return }
      parent?.preferredContentSizeDidChange(forChildContentContainer: self)
    }
  }
  /// Called when a child's ``preferredContentSize`` changed [DOC:
  /// `uikit/uicontentcontainer/preferredcontentsizedidchange(forchildcontentcontainer:)`].
  ///
  /// - Parameter container: The child.
  open func preferredContentSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}
  /// Called when a child's Auto Layout fitting size changed; the model never calls it.
  ///
  /// - Parameter container: The child.
  open func systemLayoutFittingSizeDidChange(
    forChildContentContainer container: any UIContentContainer
  ) {}
  /// The size of a child's view in a parent of a given size: the parent's, unless overridden.
  ///
  /// - Parameters:
  ///   - container: The child.
  ///   - parentSize: The parent's size.
  /// - Returns: The child's size.
  open func size(
    forChildContentContainer container: any UIContentContainer,
    withParentContainerSize parentSize: CGSize
  ) -> CGSize { parentSize }
  /// Whether the controller's children get appearance callbacks when it does, `true` unless
  /// overridden; a container that returns `false` sends them itself with
  /// ``beginAppearanceTransition(_:animated:)`` and ``endAppearanceTransition()`` [DOC:
  /// `uikit/uiviewcontroller/shouldautomaticallyforwardappearancemethods`].
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
  /// Called on a memory warning; the model never calls it (``UIApplication/receiveMemoryWarning()``
  /// posts the notification only) [DOC: `uikit/uiviewcontroller/didreceivememorywarning()`].
  open func didReceiveMemoryWarning() {}
  /// Called after the controller is loaded from a storyboard or nib; the model loads neither, so
  /// it never calls it [DOC: `objectivec/nsobject/1402907-awakefromnib`].
  open func awakeFromNib() {}
  /// Called before a storyboard segue runs; the model runs no segues, so it never calls it
  /// [DOC: `uikit/uiviewcontroller/prepare(for:sender:)`].
  ///
  /// - Parameters:
  ///   - segue: The segue.
  ///   - sender: What started it.
  open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}
  /// Whether a storyboard segue may run, `true` unless overridden; never asked here.
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - sender: What started it.
  /// - Returns: Whether it may run.
  open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }
  /// Runs a storyboard segue: the model loads no storyboards, so it reports an issue naming the
  /// fix and does nothing; UIKit raises when the storyboard has no such segue [DOC:
  /// `uikit/uiviewcontroller/performsegue(withidentifier:sender:)`].
  ///
  /// - Parameters:
  ///   - identifier: The segue's identifier.
  ///   - sender: What started it.
  open func performSegue(withIdentifier identifier: String, sender: Any?) {
    UIStoryboard.reportNoStoryboards("performSegue(withIdentifier: \"\(identifier)\")")
  }
  /// The storyboard the controller came from: `nil`, as the model loads none.
  open var storyboard: UIStoryboard? { nil }
  /// The items a navigation controller's toolbar shows for this controller; kept, as the
  /// model doesn't place toolbars.
  open var toolbarItems: [UIBarButtonItem]?
  /// Sets ``toolbarItems``.
  ///
  /// - Parameters:
  ///   - toolbarItems: The items.
  ///   - animated: Whether the change animates.
  open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
    self.toolbarItems = toolbarItems
  }
  /// The controller's tab bar item, made on first use with the controller's title [DOC:
  /// `uikit/uiviewcontroller/tabbaritem`].
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tabBarItem: UITabBarItem! {
    get {
      if let tabBarItemStorage { return tabBarItemStorage }
      let item = UITabBarItem(title: title, image: nil, tag: 0)
      tabBarItemStorage = item
      return item
    }
    set { tabBarItemStorage = newValue }
  }
  private var tabBarItemStorage: UITabBarItem?
  /// Called before the controller's view lays out its subviews: the model's layout pass calls
  /// it right before the root view's `layoutSubviews()` [DOC:
  /// `uikit/uiviewcontroller/viewwilllayoutsubviews()`; OBS: launch and push logs, UIKit
  /// engine reference §2.2].
  open func viewWillLayoutSubviews() {}
  /// Called after the controller's view laid out its subviews, right after the root view's
  /// `layoutSubviews()` [DOC: `uikit/uiviewcontroller/viewdidlayoutsubviews()`].
  open func viewDidLayoutSubviews() {}
  /// Whether the controller is in editing mode; kept, inert.
  open var isEditing: Bool {
    get { editing }
    set { setEditing(newValue, animated: false) }
  }
  private var editing = false
  /// Turns editing mode on or off; overrides call `super`.
  ///
  /// - Parameters:
  ///   - editing: Whether to edit.
  ///   - animated: Whether the change animates.
  open func setEditing(_ editing: Bool, animated: Bool) {
    self.editing = editing
  }

  /// The child controllers, in order.
  public private(set) var children: [UIViewController] = []
  /// The parent controller.
  public private(set) weak var parent: UIViewController?

  private var loadedView: UIView?

  /// The model's bookkeeping for the controller, apart from UIKit's state.
  package let engine = ControllerEngineState()

  /// Creates a controller.
  ///
  /// - Parameter identifier: The identifier tests use for the controller.
  ///
  /// A convenience initializer, so that the only designated ones are UIKit's
  /// ``init(nibName:bundle:)`` and ``init(coder:)``: a subclass that overrides those two
  /// inherits `init()`, as in UIKit, where `NSObject`'s `init()` reaches `init(nibName: nil,
  /// bundle: nil)` [DOC: `uikit/uiviewcontroller/init(nibname:bundle:)`, "the designated
  /// initializer for this class"].
  public convenience init(identifier: String? = nil) {
    self.init(nibName: nil, bundle: nil)
    engine.identifier = identifier
  }

  /// Creates a controller, as UIKit's designated initializer does; the model loads no nibs, so
  /// the view comes from ``loadView()``, and a subclass calls it as `super.init(nibName: nil,
  /// bundle: nil)`.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The nib's name; the model loads none.
  ///   - nibBundleOrNil: The nib's bundle; the model loads none.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  /// Creates one from an archive, as UIKit's storyboards do: the model reads no archives, so
  /// this returns `nil` (and a subclass's `required init?(coder:)` compiles), except for the
  /// empty archive a ``UIStoryboard`` hands over, which makes a controller with no outlets set.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    guard coder is StoryboardArchive else { return nil }
    super.init()
  }

  /// The class name captures show: the runtime class's name, such as `UIViewController` or a
  /// subclass's own name, unless the model names it as SwiftUI does (``ControllerEngineState/typeNameOverride``).
  package var typeName: String {
    engine.typeNameOverride ?? TypeNames.of(type(of: self))
  }

  /// The controller's view, as UIKit's `view`, loaded on first use.
  ///
  /// ``loadView()`` makes it, then ``viewDidLoad()`` runs. Setting it replaces the view, as
  /// `loadView()` overrides do; setting `nil` releases it, and the next read loads it again, as
  /// in UIKit. Declared `UIView!`, as UIKit's, so `view?.…` and `view!` compile too.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  public var view: UIView! {
    get {
      if let loadedView { return loadedView }
      loadView()
      // A `loadView()` override that sets no view gets a plain one, where UIKit would loop.
      let view = loadedView ?? UIView("UIView")
      adopt(view)
      viewDidLoad()
      return view
    }
    set {
      loadedView?.engine.owningViewController = nil
      guard let newValue else {
        loadedView = nil
        return
      }
      adopt(newValue)
    }
  }

  /// Makes a view this controller's.
  private func adopt(_ view: UIView) {
    view.engine.owningViewController = self
    loadedView = view
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Loads the controller's view if it isn't loaded yet: ``loadView()``, then ``viewDidLoad()``,
  /// once, as reading ``view`` does [DOC: `uikit/uiviewcontroller/loadviewifneeded()`].
  open func loadViewIfNeeded() {
    _ = view
  }

  /// Called before the view is added to a window's hierarchy [DOC: `viewWillAppear(_:)`].
  ///
  /// The model sends it when the view enters a shown window (`AppearanceTracker`). Call `super`
  /// from an override.
  ///
  /// - Parameter animated: Whether the change that shows the view animates.
  open func viewWillAppear(_ animated: Bool) {}

  /// Called after ``viewWillAppear(_:)``, the view in the hierarchy and laid out.
  ///
  /// [DOC: `viewIsAppearing(_:)`, iOS 13 and later.]
  ///
  /// - Parameter animated: Whether the change that shows the view animates.
  open func viewIsAppearing(_ animated: Bool) {}

  /// Called after the view is added to a window's hierarchy [DOC: `viewDidAppear(_:)`].
  ///
  /// - Parameter animated: Whether the change that showed the view animated.
  open func viewDidAppear(_ animated: Bool) {}

  /// Called before the view is removed from a window's hierarchy.
  ///
  /// [DOC: `viewWillDisappear(_:)`.]
  ///
  /// - Parameter animated: Whether the change that hides the view animates.
  open func viewWillDisappear(_ animated: Bool) {}

  /// Called after the view is removed from a window's hierarchy [DOC: `viewDidDisappear(_:)`].
  ///
  /// - Parameter animated: Whether the change that hid the view animated.
  open func viewDidDisappear(_ animated: Bool) {}

  /// The controller's view if it is loaded, else `nil`; reading it never loads the view [DOC:
  /// `UIViewController.viewIfLoaded`].
  public var viewIfLoaded: UIView? { loadedView }

  /// Its view's superview [DOC: `UIResponder.next`].
  open override var next: UIResponder? { loadedView?.superview }

  /// The window of the controller's view: where the controller can be first responder.
  override var responderWindow: UIWindow? { loadedView?.window }

  /// Creates the controller's view and sets ``view``; override it to build a custom one, as in
  /// UIKit (`view = MyView()`), without calling `super`.
  open func loadView() {
    let view = UIView("UIView")
    // Until a container places it, the default view has the screen's bounds, so layouts made
    // in `viewDidLoad` from `view.bounds` with autoresizing masks start from a real size [OBS:
    // developer.apple.com/forums/thread/720294, Apple's answer: UIKit builds the default view
    // at "a default size", non-zero "because many layouts rely on a non-zero initial size
    // (such as those that exclusively use autoresizing masks)"; the screen's bounds INF]. A
    // `loadView()` override's own `UIView()` has a zero frame, as on a device. Outside every
    // app's scope (a controller made by a unit test alone) the screen is the iPhone profile's.
    let application = UIApplication.current
    view.engine.detachedFrame =
      application?.windowScenes.first.map { Rect($0.screen.bounds) }
      ?? (application?.profile ?? .iPhone).device.screen
    self.view = view
  }

  /// Called once the view is loaded.
  open func viewDidLoad() {}

  // MARK: Presentation hooks for UIKit's own controllers

  /// Whether `popoverPresentationController` returns a controller: when the style is
  /// `.popover` (and, for ``UIAlertController``, for action sheets).
  var offersPopoverPresentationController: Bool { modalPresentationStyle == .popover }

  /// Whether UIKit presents the controller as a popover whatever its style says; true for an
  /// action sheet on regular width.
  func prefersPopover(in profile: FidelityProfile) -> Bool { false }

  /// Lays out what UIKit adds once the controller is presented; nothing for a plain controller.
  func arrangeAfterPresentation(in profile: FidelityProfile) {}

  // MARK: Containment

  /// Adds a child controller; the caller places its view, as in UIKit.
  ///
  /// - Parameter childController: The controller to add.
  public func addChild(_ childController: UIViewController) {
    guard childController !== self, !childController.isAncestor(of: self) else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
    childController.engine.joinedParentSinceAppearing = true
  }

  /// Removes the controller from its parent, calling ``didMove(toParent:)`` with `nil`, as UIKit
  /// does.
  public func removeFromParent() {
    if let application { engine.formerApplication = application }
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Called before the controller is added to or removed from a parent.
  ///
  /// ``addChild(_:)`` calls it, as in UIKit. Does nothing by default.
  ///
  /// - Parameter parent: The new parent, or `nil` when leaving one.
  open func willMove(toParent parent: UIViewController?) {}

  /// Called after the controller moved to a parent.
  ///
  /// Call it yourself after ``addChild(_:)`` and placing the child's view, as in UIKit;
  /// ``removeFromParent()`` calls it with `nil`. Does nothing by default.
  ///
  /// - Parameter parent: The new parent, or `nil` after leaving one.
  open func didMove(toParent parent: UIViewController?) {}

  /// The nearest ancestor that is a navigation controller.
  public var navigationController: UINavigationController? { nearestAncestor() }

  /// The nearest ancestor that is a tab bar controller.
  public var tabBarController: UITabBarController? { nearestAncestor() }

  /// The nearest ancestor that is a split view controller.
  public var splitViewController: UISplitViewController? { nearestAncestor() }

  /// The nearest ancestor through `parent` of a given class.
  private func nearestAncestor<Ancestor: UIViewController>() -> Ancestor? {
    var current = parent
    while let ancestor = current {
      if let match = ancestor as? Ancestor { return match }
      current = ancestor.parent
    }
    return nil
  }

  /// Replaces child controllers, as the container controllers do, with UIKit's containment
  /// callbacks.
  ///
  /// Those that leave lose their parent and their view leaves its superview; new ones become
  /// children.
  func replaceChildren(_ old: [UIViewController], with new: [UIViewController]) {
    for child in old where !new.contains(where: { $0 === child }) {
      child.willMove(toParent: nil)
      child.removeFromParent()
      if child.isViewLoaded { child.view.removeFromSuperview() }
    }
    for child in new where child.parent !== self {
      addChild(child)
      child.didMove(toParent: self)
    }
  }

  func isAncestor(of controller: UIViewController) -> Bool {
    var current = controller.parent
    while let ancestor = current {
      if ancestor === self { return true }
      current = ancestor.parent
    }
    return false
  }

  /// The outermost ancestor through `parent`.
  var rootAncestor: UIViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }

  /// The window the controller's view is in, if loaded and attached.
  var viewWindow: UIWindow? { loadedView?.window }

  /// The app the controller lives in: found through its view's window, or through the window
  /// of its root ancestor or presenter.
  package var application: UIApplication? {
    if let window = viewWindow ?? rootAncestor.engine.windowOfRoot { return window.application }
    return rootAncestor.engine.presentation?.presenting.application ?? rootAncestor.engine
      .formerApplication
      ?? engine.formerApplication
  }

  /// `.fullScreen` in an app on iOS 12 or earlier, `.automatic` otherwise (§1.3 [DOC]).
  private var defaultModalPresentationStyle: UIModalPresentationStyle {
    let profile = (application ?? UIApplication.current)?.profile
    return profile?.device.os == .iOS12AndEarlier ? .fullScreen : .automatic
  }

  /// A description in the form UIKit's messages use: `<TypeName>` or `<TypeName: identifier>`.
  var messageDescription: String {
    engine.identifier.map { "<\(typeName): \($0)>" } ?? "<\(typeName)>"
  }
}
