import PresentationHierarchy

/// A view controller, like `UIViewController`: a view loaded on demand, containment, and
/// modal presentation.
///
/// Subclass it as you would `UIViewController`; captures show the subclass's name.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  /// The identifier tests use for the controller; captures show it as `#identifier`.
  public var identifier: String?
  /// The controller's title, as navigation bars and alerts show it; assigning it updates the
  /// ``navigationItem``'s title too [DOC: `UIViewController.title`].
  open var title: String? {
    didSet { navigationItemStorage?.title = title }
  }
  /// Whether a context-style presentation from a descendant stops here (§3.2).
  ///
  /// `false` by default; `UINavigationController` makes it `true`.
  open var definesPresentationContext = false
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
  /// The popover presentation controller, once ``popoverPresentationController`` made it.
  var popoverController: UIPopoverPresentationController?
  /// The sheet presentation controller, once ``sheetPresentationController`` made it.
  var sheetController: UISheetPresentationController?
  /// The plain presentation controller, once ``presentationController`` made it.
  var plainPresentationController: UIPresentationController?
  /// The presentation controller the transitioning delegate made for a `.custom` presentation.
  var customPresentationController: UIPresentationController?
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

  /// The child controllers, in order.
  public private(set) var children: [UIViewController] = []
  /// The parent controller.
  public private(set) weak var parent: UIViewController?

  /// The controller this one presented itself.
  package var ownPresented: UIViewController?
  /// How this controller was presented, while it is.
  var presentation: Presentation?
  /// The window whose root this controller is.
  weak var windowOfRoot: UIWindow?
  /// The app the controller was in before it left the controller tree (popped, removed from its
  /// parent, dismissed), so a later `present` can still print UIKit's warning (§7 S14).
  weak var formerApplication: UIApplication?

  private var loadedView: UIView?

  /// Creates a controller.
  ///
  /// - Parameter identifier: The identifier tests use for the controller.
  public init(identifier: String? = nil) {
    self.identifier = identifier
  }

  /// Creates a controller, as UIKit's designated initializer does; the model loads no nibs, so
  /// the view comes from ``loadView()``, and a subclass calls it as `super.init(nibName: nil,
  /// bundle: nil)`.
  ///
  /// - Parameters:
  ///   - nibNameOrNil: The nib's name; the model loads none.
  ///   - nibBundleOrNil: The nib's bundle; the model loads none.
  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    identifier = nil
  }

  /// Creates one from an archive, as UIKit's storyboards do: the model loads no archives, so
  /// this returns `nil` (and a subclass's `required init?(coder:)` compiles).
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The class name captures show: the runtime class's name, such as `UIViewController` or a
  /// subclass's own name.
  open var typeName: String {
    TypeNames.of(type(of: self))
  }

  /// The controller's view, as UIKit's `view`, loaded on first use.
  ///
  /// ``loadView()`` makes it, then ``viewDidLoad()`` runs. Setting it replaces the view, as
  /// `loadView()` overrides do.
  ///
  /// UIKit declares it `UIView!`; here it is `UIView`, so `view?.…` does not compile.
  public var view: UIView {
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
      loadedView?.owningViewController = nil
      adopt(newValue)
    }
  }

  /// Makes a view this controller's.
  private func adopt(_ view: UIView) {
    view.owningViewController = self
    loadedView = view
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

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
    view = UIView("UIView")
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
  }

  /// Removes the controller from its parent, calling ``didMove(toParent:)`` with `nil`, as UIKit
  /// does.
  public func removeFromParent() {
    if let application { formerApplication = application }
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
    if let window = viewWindow ?? rootAncestor.windowOfRoot { return window.application }
    return rootAncestor.presentation?.presenting.application ?? rootAncestor.formerApplication
      ?? formerApplication
  }

  /// `.fullScreen` in an app on iOS 12 or earlier, `.automatic` otherwise (§1.3 [DOC]).
  private var defaultModalPresentationStyle: UIModalPresentationStyle {
    let profile = (application ?? UIApplication.current)?.profile
    return profile?.os == .iOS12AndEarlier ? .fullScreen : .automatic
  }

  /// A description in the form UIKit's messages use: `<TypeName>` or `<TypeName: identifier>`.
  var messageDescription: String {
    identifier.map { "<\(typeName): \($0)>" } ?? "<\(typeName)>"
  }
}
