internal import PresentationHierarchy

/// Builds seeded, realistic hierarchies of a requested size.
///
/// The shape follows what captures of real apps look like: a key main window holding a stack of
/// transition views (the root presentation under a tab and a navigation controller, then one
/// presentation per thousand nodes), each with deep hosted SwiftUI content ending in long lists
/// of look-alike rows; an overlay window at status-bar level; and an alert window. Rows carry
/// frames (so lines differ) while their inner content inherits them (so lines repeat).
struct HierarchyGenerator {
  private var random: SplitMix64
  private var nodes: [Node] = []
  private var depths: [Int] = []
  private static let screen = Rect(x: 0, y: 0, width: 390, height: 844)
  private static let deepContainers = [
    "ZStack", "VStack", "ScrollView", "LazyVStack", "Section", "Group", "VStack", "ZStack",
    "ModifiedContent<VStack, _PaddingLayout>", "HStack", "VStack", "Group",
  ]

  private init(seed: UInt64) {
    random = SplitMix64(seed: seed)
  }

  /// Returns a hierarchy of about `nodeCount` nodes (exactly, when `nodeCount` ≥ 200).
  static func hierarchy(nodeCount: Int, seed: UInt64) -> Hierarchy {
    var generator = HierarchyGenerator(seed: seed)
    return generator.build(nodeCount: nodeCount)
  }

  private mutating func build(nodeCount: Int) -> Hierarchy {
    let mainEnd = nodeCount * 85 / 100
    let overlayEnd = nodeCount * 95 / 100
    append(.window, "UIWindow", depth: 0, id: "main") {
      $0.isKey = true
      $0.level = .normal
      $0.frame = Self.screen
    }
    let layers = max(2, nodeCount / 1_000)
    for layer in 0..<layers {
      let layerEnd = 1 + (mainEnd - 1) * (layer + 1) / layers
      appendLayer(layer, end: layerEnd)
    }
    append(.window, "PassthroughWindow", depth: 0, id: "overlay") {
      $0.level = .statusBar
      $0.isUserInteractionEnabled = false
      $0.frame = Self.screen
    }
    append(.transition, UIKitClassName.transitionView, depth: 1)
    appendScreen("OverlayBadge", depth: 2, end: overlayEnd)
    append(.window, "UIWindow", depth: 0, id: "alerts") {
      $0.level = .alert
      $0.frame = Self.screen
    }
    append(.transition, UIKitClassName.transitionView, depth: 1)
    appendScreen("AlertHost", depth: 2, end: nodeCount)
    // Each depth is at most one more than the one before, so the shape is valid.
    return (try? Hierarchy(nodes: nodes, depths: depths)) ?? Hierarchy()
  }

  /// Appends one transition view of the main window and its content, up to node index `end`.
  private mutating func appendLayer(_ layer: Int, end: Int) {
    if layer == 0 {
      append(.transition, UIKitClassName.transitionView, depth: 1)
      append(.controller, "UITabBarController", depth: 2, id: "tabs")
      append(.chrome, "UITabBar", depth: 3) {
        $0.frame = Rect(x: 0, y: 761, width: 390, height: 83)
      }
      append(.controller, "UINavigationController", depth: 3)
      append(.chrome, "UINavigationBar", depth: 4) {
        $0.frame = Rect(x: 0, y: 47, width: 390, height: 44)
      }
      appendScreen("FeedView", depth: 4, end: end)
      return
    }
    let styles = ["overFullScreen", "pageSheet", "overCurrentContext", "formSheet"]
    let style = styles[layer % styles.count]
    append(.transition, UIKitClassName.transitionView, depth: 1) {
      $0.presentationStyle = style
      $0.presenter = "UIHostingController<Screen\(layer - 1)>"
    }
    if style != "overFullScreen" {
      append(.view, UIKitClassName.dimmingView, depth: 2) { $0.alpha = 0.4 }
    }
    appendScreen("Screen\(layer)", depth: 2, end: end, id: "screen\(layer)")
  }

  /// Appends a hosting controller with deep SwiftUI content and a list of rows.
  private mutating func appendScreen(_ name: String, depth: Int, end: Int, id: String? = nil) {
    append(.controller, "UIHostingController<\(name)>", depth: depth, id: id)
    append(.hosting, "_UIHostingView<\(name)>", depth: depth + 1)
    var contentDepth = depth + 2
    for container in Self.deepContainers where nodes.count < end {
      append(.content, container, depth: contentDepth)
      contentDepth += 1
    }
    var row = 0
    while nodes.count < end {
      appendRow(row, depth: contentDepth, end: end)
      row += 1
    }
  }

  /// Appends a list row: a framed `HStack` whose children repeat from row to row.
  private mutating func appendRow(_ row: Int, depth: Int, end: Int) {
    let y = Double(row % 400) * 44
    append(.content, "HStack", depth: depth) {
      $0.frame = Rect(x: 0, y: y, width: 390, height: 44)
    }
    let children: [(String, Double)] = [("Image", 1), ("Text", 1), ("Text", 0.6), ("Spacer", 1)]
    let childCount = Int.random(in: 2...4, using: &random)
    for (typeName, alpha) in children.prefix(childCount) where nodes.count < end {
      append(.content, typeName, depth: depth + 1) { $0.alpha = alpha }
    }
  }

  private mutating func append(
    _ role: Role, _ typeName: String, depth: Int, id: String? = nil,
    attributes configure: (inout Attributes) -> Void = { _ in }
  ) {
    var attributes = Attributes()
    configure(&attributes)
    nodes.append(Node(role, typeName, identifier: id, attributes: attributes))
    depths.append(depth)
  }
}
