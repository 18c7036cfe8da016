/// A view controller, like `UIViewController`: a view loaded on demand, containment, and
/// modal presentation.
///
/// Subclass it as you would `UIViewController`; captures show the subclass's name.
@MainActor
open class ViewController {
  /// The identifier tests use for the controller; captures show it as `#identifier`.
  public var identifier: String?
  /// Whether a context-style presentation from a descendant stops here (§3.2).
  ///
  /// `false` by default; `NavigationController` makes it `true`.
  open var definesPresentationContext = false
  /// How the controller is presented; `.automatic` by default (§1.3).
  public var modalPresentationStyle: ModalPresentationStyle = .automatic
  /// The presentation's animation; it never changes the tree.
  public var modalTransitionStyle: ModalTransitionStyle = .coverVertical
  /// Whether interactive dismissal is blocked (iOS 13+); it never changes the tree.
  public var isModalInPresentation = false
  /// The view a popover points at: `popoverPresentationController.sourceView`.
  public var popoverSourceView: View?

  /// The child controllers, in order.
  public private(set) var children: [ViewController] = []
  /// The parent controller.
  public private(set) weak var parent: ViewController?

  /// The controller this one presented itself.
  var ownPresented: ViewController?
  /// How this controller was presented, while it is.
  var presentation: Presentation?
  /// The window whose root this controller is.
  weak var windowOfRoot: Window?
  /// The app the controller was in before it left the controller tree (popped, removed from its
  /// parent, dismissed), so a later `present` can still print UIKit's warning (§7 S14).
  weak var formerApplication: Application?

  private var loadedView: View?

  /// Creates a controller.
  ///
  /// - Parameter identifier: The identifier tests use for the controller.
  public init(identifier: String? = nil) {
    self.identifier = identifier
  }

  /// The class name captures show: `UIViewController` for this class, a subclass's own name
  /// otherwise.
  open var typeName: String {
    let name = String(describing: type(of: self))
    return name == "ViewController" ? "UIViewController" : name
  }

  /// The controller's view, loaded on first use.
  public var view: View {
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
  open func loadView() -> View {
    View("UIView")
  }

  /// Called once the view is loaded.
  open func viewDidLoad() {}

  // MARK: Containment

  /// Adds a child controller; the caller places its view, as in UIKit.
  ///
  /// - Parameter child: The controller to add.
  public func addChild(_ child: ViewController) {
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
  func replaceChildren(_ old: [ViewController], with new: [ViewController]) {
    for child in old where !new.contains(where: { $0 === child }) {
      child.removeFromParent()
      if child.isViewLoaded { child.view.removeFromSuperview() }
    }
    for child in new where child.parent !== self {
      addChild(child)
    }
  }

  func isAncestor(of controller: ViewController) -> Bool {
    var current = controller.parent
    while let ancestor = current {
      if ancestor === self { return true }
      current = ancestor.parent
    }
    return false
  }

  /// The outermost ancestor through `parent`.
  var rootAncestor: ViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }

  /// The window the controller's view is in, if loaded and attached.
  var viewWindow: Window? { loadedView?.window }

  /// The app the controller lives in: found through its view's window, or through the window
  /// of its root ancestor or presenter.
  var application: Application? {
    if let window = viewWindow ?? rootAncestor.windowOfRoot { return window.application }
    return rootAncestor.presentation?.presenting.application ?? rootAncestor.formerApplication
      ?? formerApplication
  }

  /// A description in the form UIKit's messages use: `<TypeName>` or `<TypeName: identifier>`.
  var messageDescription: String {
    identifier.map { "<\(typeName): \($0)>" } ?? "<\(typeName)>"
  }
}
