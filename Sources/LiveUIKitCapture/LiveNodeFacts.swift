import PresentationHierarchy

/// What the capture derives from one live node: its cleaned names, owner, role and whether the
/// presentation detail level folds it.
struct LiveNodeFacts {
  /// What a node's parent tells about it.
  struct Context {
    /// Whether the node is a window (a root of the walk).
    var isWindow: Bool
    /// The parent's cleaned class name.
    var parentClassName: String?
    /// Whether the parent is a card sheet's clipping view.
    var parentIsCardPlumbing: Bool
    /// Whether the nearest ancestor that is a hosting view or a controller's view is a hosting
    /// view.
    var isInsideHostingView: Bool

    /// The context of a window.
    static let window = Context(
      isWindow: true, parentClassName: nil, parentIsCardPlumbing: false,
      isInsideHostingView: false)
  }

  let node: any LiveNode
  let context: Context
  let className: String
  let owner: (any LiveViewController)?
  let identifier: String?
  let role: Role
  let isCardPlumbing: Bool
  let isFolded: Bool

  init(_ node: any LiveNode, context: Context) {
    self.node = node
    self.context = context
    className = TypeNameCleaner.clean(node.liveClassName)
    owner = node.liveOwningController
    identifier = node.liveAccessibilityIdentifier
    // A view the table gives no role is SwiftUI's content inside a hosting view, else a view.
    role =
      context.isWindow
      ? .window
      : ViewClassRoles.role(ofClassNamed: className)
        ?? (context.isInsideHostingView ? .content : .view)
    isCardPlumbing =
      owner == nil && identifier == nil
      && ViewClassRoles.isCardPlumbing(
        className, parentClassName: context.parentClassName,
        parentIsCardPlumbing: context.parentIsCardPlumbing)
    isFolded =
      !context.isWindow
      && ViewClassRoles.isFolded(
        role: role, className: className, isOwned: owner != nil, isIdentified: identifier != nil,
        isCardPlumbing: isCardPlumbing)
  }

  /// The context this node gives its subviews.
  var childContext: Context {
    let isHosting = ViewClassRoles.isHostingView(className)
    return Context(
      isWindow: false, parentClassName: className, parentIsCardPlumbing: isCardPlumbing,
      isInsideHostingView: isHosting || (owner == nil && context.isInsideHostingView))
  }

  /// Makes the node: a controller boundary for a controller's view, else a view of its role.
  func makeNode(attributes: Attributes) -> Node {
    var made = makeBareNode(attributes: attributes)
    if let label = node.liveAccessibilityLabel {
      made.attributes.apply(.extra("label", label))
    }
    for (key, value) in node.liveBarText { made.attributes.apply(.extra(key, value)) }
    return made
  }

  private func makeBareNode(attributes: Attributes) -> Node {
    guard let owner else {
      return Node(role, className, identifier: identifier, attributes: attributes)
    }
    let ownerClass = TypeNameCleaner.clean(owner.liveClassName)
    var node = Node(
      .controller, ownerClass, identifier: owner.liveIdentifier ?? identifier,
      attributes: attributes)
    if ViewClassRoles.showsViewClass(className, ofController: ownerClass) {
      node.attributes.apply(.extra("view", className))
    }
    return node
  }

  /// The name captures use for a controller: its cleaned class name and `#identifier`.
  static func messageName(_ controller: any LiveViewController) -> String {
    let name = TypeNameCleaner.clean(controller.liveClassName)
    return controller.liveIdentifier.map { "\(name)#\($0)" } ?? name
  }
}
