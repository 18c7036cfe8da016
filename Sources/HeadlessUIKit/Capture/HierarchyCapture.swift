public import PresentationHierarchy

/// Turns the model's windows and views into a ``Hierarchy`` value.
@MainActor
struct HierarchyCapture {
  let detail: CaptureDetail
  /// Whether siblings are ordered by their layers' `zPosition` before their order in
  /// `subviews`: paint order (captures) does, UIKit's hit testing doesn't unless the profile
  /// says so (``CALayer/zPosition``).
  let ordersByZPosition: Bool
  /// The view behind each captured node, by node index.
  private(set) var views: [UIView] = []
  private var nodes: [Node] = []
  private var depths: [Int] = []

  init(detail: CaptureDetail, ordersByZPosition: Bool = true) {
    self.detail = detail
    self.ordersByZPosition = ordersByZPosition
  }

  /// The presenter of each presentation container captured, by the container's node index.
  private var presenters: [(container: Int, presenter: UIViewController)] = []

  /// Captures windows, back to front, with an explicit stack (no recursion).
  mutating func capture(_ windows: [UIWindow]) -> Hierarchy {
    // Frames in captures are solved: pending layout runs first, as before a frame is drawn.
    LayoutPass.layOut(windows)
    for window in windows {
      // Each entry: a view, the depth of its node (or of its kept ancestor's children when it
      // is folded), the frame its nearest kept ancestor covers, and whether an ancestor has a
      // transform (what `UIView.isTransformed` walks up for, known here on the way down).
      var stack: [(view: UIView, depth: Int, area: Rect?, underTransform: Bool)] = [
        (window, 0, nil, false)
      ]
      while let (view, depth, area, underTransform) = stack.popLast() {
        let folded = detail == .presentation && !(view is UIWindow) && ViewRoles.isFolded(view)
        let transformed = underTransform || !view.transform.isIdentity
        var childDepth = depth
        var childArea = area
        if !folded {
          // `capturedScreenFrame`, without the walk up.
          let frame =
            transformed
            ? Rect(TransformGeometry.convert(view.bounds, from: view, to: nil)) : view.screenFrame
          append(view, depth: depth, frame: frame, inheritedArea: area)
          childDepth = depth + 1
          childArea = frame ?? area
        }
        for child in Self.paintOrderedSubviews(of: view, byZPosition: ordersByZPosition).reversed()
        {
          stack.append((child, childDepth, childArea, transformed))
        }
      }
    }
    // Nodes were appended in pre-order with valid depths.
    guard let hierarchy = try? Hierarchy(nodes: nodes, depths: depths) else { return Hierarchy() }
    let views = views
    let referring = hierarchy.referringToPresenters(
      presenters.filter { $0.presenter.isViewLoaded }.map { container, presenter in
        let view = presenter.view
        return (container, { views[$0] === view })
      })
    guard detail == .presentation else { return referring }
    // A control's label that only repeats its `label=` is folded away, as chrome is.
    let echoes = Set(referring.labelEchoIndices())
    self.views = views.indices.filter { !echoes.contains($0) }.map { views[$0] }
    return referring.removingLabelEchoes()
  }

  /// A view's subviews back to front: by their layers' `zPosition`, then by their order in
  /// `subviews` [DOC: `quartzcore/calayer/zposition`], when `byZPosition` holds.
  static func paintOrderedSubviews(of view: UIView, byZPosition: Bool) -> [UIView] {
    let subviews = view.subviews
    guard byZPosition, subviews.contains(where: { $0.layer.zPosition != 0 }) else {
      return subviews
    }
    return subviews.enumerated()
      .sorted { ($0.element.layer.zPosition, $0.offset) < ($1.element.layer.zPosition, $1.offset) }
      .map(\.element)
  }

  private mutating func append(_ view: UIView, depth: Int, frame: Rect?, inheritedArea: Rect?) {
    var attributes = Attributes()
    let controller = view.engine.owningViewController
    attributes.isHidden = view.isHidden
    attributes.alpha = Double(view.alpha)
    attributes.isUserInteractionEnabled = view.isUserInteractionEnabled
    attributes.isOpaque = view.hasOpaqueBackground
    // A frame equal to the area the parent covers says nothing new (UIKit reference §4.5:
    // a node without a frame covers its parent's area).
    if frame != inheritedArea { attributes.frame = frame }
    if let window = view as? UIWindow {
      attributes.isKey = window.isKeyWindow
      attributes.level = window.windowLevel.snapshotLevel
    }
    if let presentation = view.engine.containedPresentation {
      attributes.presentationStyle = presentation.style.name
      attributes.presenter = presentation.presenting.messageName
      presenters.append((nodes.count, presentation.presenting))
      if detail == .presentation {
        let chrome = view.subviews.filter { ViewRoles.isFolded($0) }.map(\.engine.typeName)
        if !chrome.isEmpty { attributes.apply(.extra("chrome", chrome.joined(separator: "+"))) }
      }
    }
    var node: Node
    if let controller {
      node = Node(
        .controller, controller.typeName,
        identifier: controller.engine.identifier ?? view.accessibilityIdentifier,
        attributes: attributes)
      if ViewClassRoles.showsViewClass(view.engine.typeName, ofController: controller.typeName) {
        node.attributes.apply(.extra("view", view.engine.typeName))
      }
    } else {
      node = Node(
        ViewRoles.role(of: view), view.engine.typeName, identifier: view.accessibilityIdentifier,
        attributes: attributes)
    }
    if let label = view.accessibilityLabel { node.attributes.apply(.extra("label", label)) }
    for (key, value) in Self.barText(of: view) { node.attributes.apply(.extra(key, value)) }
    if view.engine.passesTouchesThrough { node.attributes.apply(.extra("touches", "passthrough")) }
    if view.engine.takesTouchesAcrossFrame, !view.subviews.isEmpty {
      node.attributes.apply(.extra("touches", "frame"))
    }
    nodes.append(node)
    depths.append(depth)
    views.append(view)
  }
}

extension HierarchyCapture {
  /// A capture of every view in UIKit's hit-testing order: `subviews` order, with `zPosition`
  /// only when the app's profile says it reorders touches too.
  static func hitTesting(in application: UIApplication) -> HierarchyCapture {
    HierarchyCapture(
      detail: .full, ordersByZPosition: application.profile.behavior.zPositionReordersHitTesting)
  }
}

extension UIViewController {
  /// The name captures use for the controller: its type name and `#identifier`.
  var messageName: String {
    engine.identifier.map { "\(typeName)#\($0)" } ?? typeName
  }
}

extension UIApplication: @MainActor HierarchyCapturing {
  /// Captures every window of every scene at the presentation detail level.
  ///
  /// - Returns: The windows back to front: by scene, then level, then show order.
  public func captureHierarchy() -> Hierarchy {
    captureHierarchy(detail: .presentation)
  }

  /// Captures every window of every scene, system windows included.
  ///
  /// - Parameter detail: How much of the view tree to keep.
  /// - Returns: The windows back to front: scene by scene in connection order (each scene is
  ///   its own region of the screen, §9), then by level, then show order (§4.1–§4.2).
  public func captureHierarchy(detail: CaptureDetail) -> Hierarchy {
    var capture = HierarchyCapture(detail: detail)
    return capture.capture(allWindowsBackToFront)
  }

  /// Every console warning and raised exception so far, in order, for recorders: each step of a
  /// snapshot lists the ones that first appeared during it (``Console/clear()`` doesn't hide
  /// them from recorders).
  ///
  /// - Returns: The messages, oldest first.
  public func printedMessages() -> [Recording.Message] {
    console.transcript
  }

  /// Returns the view that receives a touch at a point of one scene: UIKit's hit testing on the
  /// live views, each window's `hitTest(_:with:)` front to back, so an app's overrides decide
  /// (§4.5; UIKit engine reference §1.1–§1.2).
  ///
  /// Each window scene is its own region of the screen, so a touch reaches the windows of one
  /// scene only, never those of another scene stacked in front [INF, UIKit reference §9].
  ///
  /// - Parameters:
  ///   - point: The touch location in screen coordinates.
  ///   - scene: The scene touched; `nil` for the first connected scene, the only one on an
  ///     iPhone.
  /// - Returns: The view, or `nil` when no window takes the touch.
  public func hitTest(_ point: Point, in scene: UIWindowScene? = nil) -> UIView? {
    guard let scene = scene ?? windowScenes.first else { return nil }
    return HitTesting.view(at: CGPoint(x: point.x, y: point.y), in: scene, with: nil)
  }

  /// Every window of every scene, system windows included, back to front: scene by scene, so
  /// windows of different scenes never interleave.
  var allWindowsBackToFront: [UIWindow] {
    windowScenes.flatMap(\.windowsBackToFront)
  }
}

extension UIWindowScene: @MainActor HierarchyCapturing {
  /// Captures the scene's windows at the presentation detail level: one app window on screen,
  /// as a device shows it when the app has several scenes.
  ///
  /// - Returns: The scene's windows back to front, by level then show order.
  public func captureHierarchy() -> Hierarchy {
    var capture = HierarchyCapture(detail: .presentation)
    return capture.capture(windowsBackToFront)
  }

  /// Lets the scene's app settle (``UIApplication/settle()``).
  public func settle() async {
    await application.settle()
  }

  /// The scene's windows, system windows included, back to front.
  var windowsBackToFront: [UIWindow] {
    windows.sorted(by: UIWindow.isBehind)
  }
}
