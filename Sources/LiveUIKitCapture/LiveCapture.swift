public import PresentationHierarchy

/// Captures windows of live nodes into a `Hierarchy`, as the headless model captures its own.
///
/// The windows are sorted as UIKit composites them: by level, then by scene order, and the
/// given order breaks remaining ties. Each tree is walked with an explicit stack, so any depth
/// is safe.
///
/// ```swift
/// let hierarchy = liveCapture(windows: scene.windows, detail: .presentation)
/// ```
///
/// - Parameters:
///   - windows: The windows, in any order; each node's ``LiveNode/liveWindow`` places it.
///   - detail: How much of each tree to keep.
/// - Returns: The windows back to front, each with its tree.
public func liveCapture(
  windows: [any LiveNode], detail: LiveCaptureDetail = .presentation
) -> Hierarchy {
  var builder = LiveHierarchyBuilder(detail: detail)
  for window in LiveWindowOrder.backToFront(windows) {
    builder.add(window: window)
  }
  return builder.hierarchy
}

/// Accumulates nodes in pre-order while walking live trees.
struct LiveHierarchyBuilder {
  let detail: LiveCaptureDetail
  private var nodes: [Node] = []
  private var depths: [Int] = []
  /// The identity of the controller each node stands for, when it is a controller's.
  private var controllers: [ObjectIdentifier?] = []
  /// The presenter of each presentation container, by the container's node index.
  private var presenters: [(container: Int, presenter: ObjectIdentifier)] = []

  init(detail: LiveCaptureDetail) {
    self.detail = detail
  }

  /// The nodes added so far, appended in pre-order with valid depths.
  ///
  /// Each `presenter=` points at its presenter's line when the presenter is on screen, as headless
  /// captures do (`Hierarchy.presenterReference(toNodeAt:)`).
  var hierarchy: Hierarchy {
    guard let hierarchy = try? Hierarchy(nodes: nodes, depths: depths) else { return Hierarchy() }
    let controllers = controllers
    return hierarchy.referringToPresenters(
      presenters.map { container, presenter in (container, { controllers[$0] == presenter }) })
  }

  /// Walks one window's tree with an explicit stack (no recursion).
  mutating func add(window: any LiveNode) {
    // Each entry: a node, the depth of its node (or of its kept ancestor's children when it is
    // folded), the frame its nearest kept ancestor covers, and what its parent tells about it.
    var stack: [(node: any LiveNode, depth: Int, area: Rect?, context: LiveNodeFacts.Context)] = [
      (window, 0, nil, .window)
    ]
    while let (node, depth, area, context) = stack.popLast() {
      let facts = LiveNodeFacts(node, context: context)
      var childDepth = depth
      var childArea = area
      if !(detail == .presentation && facts.isFolded) {
        append(facts, depth: depth, inheritedArea: area)
        childDepth = depth + 1
        childArea = node.liveFrame ?? area
      }
      for child in node.liveSubviews.reversed() {
        stack.append((child, childDepth, childArea, facts.childContext))
      }
    }
  }

  private mutating func append(_ facts: LiveNodeFacts, depth: Int, inheritedArea: Rect?) {
    let node = facts.node
    var attributes = Attributes()
    attributes.isHidden = node.liveIsHidden
    attributes.alpha = node.liveAlpha
    attributes.isUserInteractionEnabled = node.liveIsUserInteractionEnabled
    attributes.isOpaque = node.liveIsOpaque
    // A frame equal to the area the parent covers says nothing new (UIKit reference §4.5).
    if node.liveFrame != inheritedArea { attributes.frame = node.liveFrame }
    if facts.context.isWindow {
      let state = node.liveWindow
      attributes.isKey = state?.isKey ?? false
      attributes.level = WindowLevel(rawValue: state?.level ?? 0)
    }
    if let presented = node.livePresentedController,
      let style = presented.livePresentationStyle
    {
      attributes.presentationStyle = style
      attributes.presenter = presented.livePresenter.map(LiveNodeFacts.messageName)
      if let presenter = presented.livePresenter?.liveObjectIdentifier {
        presenters.append((nodes.count, presenter))
      }
      if detail == .presentation {
        let chrome = node.liveSubviews.map { LiveNodeFacts($0, context: facts.childContext) }
          .filter(\.isFolded).map(\.className)
        if !chrome.isEmpty { attributes.apply(.extra("chrome", chrome.joined(separator: "+"))) }
      }
    }
    nodes.append(facts.makeNode(attributes: attributes))
    depths.append(depth)
    controllers.append(facts.owner?.liveObjectIdentifier)
  }
}
