public import PresentationHierarchy

/// Captures windows of live nodes into a `Hierarchy`, as the headless model captures its own.
///
/// The windows are captured in the order given, which is their order back to front: `LiveScenes`
/// orders a UIKit app's windows by scene, then level, then `UIApplication.windows` order. Each
/// tree is walked with an explicit stack, so any depth is safe.
///
/// ```swift
/// let hierarchy = liveCapture(windows: windowsBackToFront, detail: .presentation)
/// ```
///
/// - Parameters:
///   - windows: The windows, back to front.
///   - detail: How much of each tree to keep.
/// - Returns: The windows, each with its tree.
public func liveCapture(
  windows: [any LiveNode], detail: LiveCaptureDetail = .presentation
) -> Hierarchy {
  var builder = LiveHierarchyBuilder(detail: detail)
  for window in windows {
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
    let referring = hierarchy.referringToPresenters(
      presenters.map { container, presenter in (container, { controllers[$0] == presenter }) })
    // A control's label that only repeats its `label=` is left out, as headless captures do.
    return detail == .presentation ? referring.removingLabelEchoes() : referring
  }

  /// What is left to walk: a view, or the accessibility elements of a hosting view, which
  /// follow its subviews.
  private enum Pending {
    /// A view, the depth of its node (or of its kept ancestor's children when it is folded),
    /// the frame its nearest kept ancestor covers, and what its parent tells about it.
    case view(any LiveNode, depth: Int, area: Rect?, context: LiveNodeFacts.Context)
    /// A hosting view's elements, the depth of their nodes and the area of their parent's.
    case elements([LiveAccessibilityElement], depth: Int, area: Rect?)
  }

  /// Walks one window's tree with an explicit stack (no recursion).
  mutating func add(window: any LiveNode) {
    var stack: [Pending] = [.view(window, depth: 0, area: nil, context: .window)]
    while let pending = stack.popLast() {
      switch pending {
      case .elements(let elements, let depth, let area):
        append(elements, depth: depth, parentArea: area)
      case .view(let node, let depth, let area, let context):
        visit(node, depth: depth, area: area, context: context, pending: &stack)
      }
    }
  }

  /// Captures one view, unless the detail level folds it, and queues its subviews and elements.
  private mutating func visit(
    _ node: any LiveNode, depth: Int, area: Rect?, context: LiveNodeFacts.Context,
    pending stack: inout [Pending]
  ) {
    let facts = LiveNodeFacts(node, context: context)
    var childDepth = depth
    var childArea = area
    if !(detail == .presentation && facts.isFolded) {
      append(facts, depth: depth, inheritedArea: area)
      childDepth = depth + 1
      childArea = node.liveFrame ?? area
    }
    // Pushed first, so captured after the subviews: SwiftUI's paint order within a hosting
    // view is not visible on a device (see `Hierarchy.contentAsAccessibilityElements()`).
    let elements = node.liveAccessibilityElements
    if !elements.isEmpty {
      stack.append(.elements(elements, depth: childDepth, area: childArea))
    }
    for child in node.liveSubviews.reversed() {
      stack.append(.view(child, depth: childDepth, area: childArea, context: facts.childContext))
    }
  }

  /// Appends a hosting view's accessibility elements as `content` nodes named by their kind.
  private mutating func append(
    _ elements: [LiveAccessibilityElement], depth: Int, parentArea: Rect?
  ) {
    for element in elements {
      var attributes = Attributes()
      if element.frame != parentArea { attributes.frame = element.frame }
      if element.kind.keepsLabel, let label = element.label {
        attributes.apply(.extra("label", label))
      }
      nodes.append(
        Node(
          .content, element.kind.rawValue, identifier: element.identifier, attributes: attributes))
      depths.append(depth)
      controllers.append(nil)
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
