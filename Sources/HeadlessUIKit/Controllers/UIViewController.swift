/// A view controller, like `UIViewController`: a view loaded on demand, containment, and
/// modal presentation.
///
/// Subclass it as you would `UIViewController`; captures show the subclass's name.
@MainActor
open class UIViewController {
  /// The identifier tests use for the controller; captures show it as `#identifier`.
  public var identifier: String?
  /// Whether a context-style presentation from a descendant stops here (§3.2).
  ///
  /// `false` by default; `UINavigationController` makes it `true`.
  open var definesPresentationContext = false
  /// How the controller is presented; `.automatic` by default (§1.3).
  public var modalPresentationStyle: UIModalPresentationStyle = .automatic
  /// The presentation's animation; it never changes the tree.
  public var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
  /// Whether interactive dismissal is blocked (iOS 13+); it never changes the tree.
  public var isModalInPresentation = false
  /// The view a popover points at: `popoverPresentationController.sourceView`.
  public var popoverSourceView: UIView?

  /// The child controllers, in order.
  public private(set) var children: [UIViewController] = []
  /// The parent controller.
  public private(set) weak var parent: UIViewController?

  /// The controller this one presented itself.
  var ownPresented: UIViewController?
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

  /// The class name captures show: the runtime class's name, such as `UIViewController` or a
  /// subclass's own name.
  open var typeName: String {
    String(describing: type(of: self))
  }

  /// The controller's view, loaded on first use.
  public var view: UIView {
    if let loadedView { return loadedView }
    let view = loadView()
    view.owningViewController = self
    loadedView = view
    viewDidLoad()
    return view
  }

  /// Whether the view has been loaded.
  public var isViewLoaded: Bool { loadedView != nil }

  /// Creates the controller's view; override it to build a custom one.
  ///
  /// - Returns: A plain `UIView`.
  open func loadView() -> UIView {
    UIView("UIView")
  }

  /// Called once the view is loaded.
  open func viewDidLoad() {}

  // MARK: Containment

  /// Adds a child controller; the caller places its view, as in UIKit.
  ///
  /// - Parameter child: The controller to add.
  public func addChild(_ child: UIViewController) {
    guard child !== self, !child.isAncestor(of: self) else { return }
    child.removeFromParent()
    children.append(child)
    child.parent = self
  }

  /// Removes the controller from its parent.
  public func removeFromParent() {
    if let application { formerApplication = application }
    parent?.children.removeAll { $0 === self }
    parent = nil
  }

  /// Replaces child controllers, as the container controllers do.
  ///
  /// Those that leave lose their parent and their view leaves its superview; new ones become
  /// children.
  func replaceChildren(_ old: [UIViewController], with new: [UIViewController]) {
    for child in old where !new.contains(where: { $0 === child }) {
      child.removeFromParent()
      if child.isViewLoaded { child.view.removeFromSuperview() }
    }
    for child in new where child.parent !== self {
      addChild(child)
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
  var application: UIApplication? {
    if let window = viewWindow ?? rootAncestor.windowOfRoot { return window.application }
    return rootAncestor.presentation?.presenting.application ?? rootAncestor.formerApplication
      ?? formerApplication
  }

  /// A description in the form UIKit's messages use: `<TypeName>` or `<TypeName: identifier>`.
  var messageDescription: String {
    identifier.map { "<\(typeName): \($0)>" } ?? "<\(typeName)>"
  }
}
