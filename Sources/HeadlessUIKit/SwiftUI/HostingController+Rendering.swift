import PresentationHierarchy

/// A view rendered for a content node: a stack or a leaf, captured with the role `content`
/// under its SwiftUI type name.
@MainActor
final class RenderedContentView: UIView {
  /// What a tap on the view does, for a `Button`.
  var action: (@MainActor @Sendable () -> Void)?

  init(_ typeName: String) {
    super.init(typeName)
    captureRole = .content
  }
}

/// A UIKit container controller SwiftUI embeds for a `TabView` or `NavigationStack`, with the
/// platform view host that holds its view (UIKIT-MODEL.md §2.4, §5.1 [OBS]).
@MainActor
final class EmbeddedContainer {
  /// The platform view host, a subview of the hosting view.
  let hostView: RenderedContentView
  /// The tab bar or navigation controller, a child of the hosting controller (§5.1 [RE]).
  let controller: UIViewController
  /// The tabs' hosting controllers; empty for a navigation stack.
  var tabs: [HostingController] = []

  init(hostTypeName: String, controller: UIViewController) {
    hostView = RenderedContentView(hostTypeName)
    // Platform hosts are UIKit container plumbing, not SwiftUI content.
    hostView.captureRole = .container
    self.controller = controller
  }

  /// The hosting controllers inside: the tabs, or the navigation stack's controllers.
  var hosts: [HostingController] {
    if let navigation = controller as? UINavigationController {
      return navigation.viewControllers.compactMap { $0 as? HostingController }
    }
    return tabs
  }
}

/// A presentation modifier found by a render, with where it sits.
struct PendingModifier {
  /// The modifier.
  let modifier: PresentationModifier
  /// The node's structural path and the modifier's index.
  let key: String
  /// The view rendered for the node the modifier is attached to.
  let anchor: UIView
}

extension HostingController {
  /// The type name of the platform view host of a `TabView` (§2.4 [OBS]).
  static let tabHostTypeName =
    "UIKitPlatformViewHost<PlatformViewControllerRepresentableAdaptor<UIKitAdaptableTabView>>"
  /// The type name of the platform view host of a `NavigationStack` (§5.1 [OBS]).
  static let navigationHostTypeName =
    "PlatformViewHost<PlatformViewControllerRepresentableAdaptor<NavigationStackRepresentable>>"

  /// Renders ``rootView`` into the hosting view with an explicit stack, reusing the views and
  /// containers of the last render by structural path, and returns the modifiers found, in
  /// tree order.
  ///
  /// Children are drawn in order, stably sorted by `zIndex`, and overlays after them, so later
  /// content paints in front (§5.1 [DOC]); UIKit containers are placed in that order too, which
  /// is what the dolphin article observed (§5.1, §7 S3 [OBS]).
  func renderContent() -> [PendingModifier] {
    let hostingView = view
    var usedViews: Set<String> = []
    var usedContainers: Set<String> = []
    var parents: [UIView] = [hostingView]
    var wanted: [ObjectIdentifier: [UIView]] = [ObjectIdentifier(hostingView): []]
    var found: [PendingModifier] = []
    var stack: [(content: Content, path: String, parent: UIView, area: Rect?)] = [
      (rootView, "0", hostingView, hostingView.screenFrame)
    ]
    while let (node, path, parent, area) = stack.popLast() {
      let nodeView: UIView
      var children: [(Content, String)] = []
      switch node.kind {
      case .zStack, .vStack, .hStack, .leaf:
        let rendered = contentView(at: path, typeName: node.typeName)
        rendered.accessibilityIdentifier = node.identifier
        rendered.action = node.action
        usedViews.insert(path)
        nodeView = rendered
        if case .leaf = node.kind {
        } else {
          let ordered = node.children.enumerated().sorted {
            ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
          }
          children = ordered.map { ($0.element, "\(path).\($0.offset)") }
        }
      case .tabView, .navigationStack:
        let container = embed(node, at: path, area: node.frame ?? area)
        usedContainers.insert(path)
        nodeView = container.hostView
        wanted[ObjectIdentifier(nodeView), default: []].append(container.controller.view)
      }
      nodeView.screenFrame = node.frame
      nodeView.alpha = node.opacity
      nodeView.isHidden = node.isHidden
      nodeView.isUserInteractionEnabled = node.allowsHitTesting
      nodeView.hasOpaqueBackground = node.hasOpaqueBackground
      if wanted[ObjectIdentifier(nodeView)] == nil { wanted[ObjectIdentifier(nodeView)] = [] }
      parents.append(nodeView)
      wanted[ObjectIdentifier(parent), default: []].append(nodeView)
      for (index, overlay) in node.overlays.enumerated() {
        children.append((overlay, "\(path).overlay\(index)"))
      }
      for (index, modifier) in node.modifiers.enumerated() {
        found.append(PendingModifier(modifier: modifier, key: "\(path)#\(index)", anchor: nodeView))
      }
      for (child, childPath) in children.reversed() {
        stack.append((child, childPath, nodeView, node.frame ?? area))
      }
    }
    discard(keepingViews: usedViews, containers: usedContainers)
    arrange(parents, wanted: wanted)
    return found
  }

  /// Returns the view rendered at a path last time when it has the same type, else a new one.
  private func contentView(at path: String, typeName: String) -> RenderedContentView {
    if let view = renderedViews[path], view.typeName == typeName { return view }
    renderedViews[path]?.removeFromSuperview()
    let view = RenderedContentView(typeName)
    renderedViews[path] = view
    return view
  }

  /// Embeds the UIKit container of a `TabView` or `NavigationStack` (§2.4, §5.1 [OBS]): its
  /// controller becomes a child of this hosting controller [RE: the platform view host adds
  /// the representable's controller as a child of the enclosing hosting controller].
  private func embed(_ node: Content, at path: String, area: Rect?) -> EmbeddedContainer {
    let isTabView = node.kind == .tabView
    var container = containers[path]
    if let existing = container, (existing.controller is UIKitTabBarController) != isTabView {
      existing.controller.removeFromParent()
      existing.hostView.removeFromSuperview()
      container = nil
    }
    let embedded: EmbeddedContainer
    if let container {
      embedded = container
    } else if isTabView {
      embedded = EmbeddedContainer(
        hostTypeName: Self.tabHostTypeName, controller: UIKitTabBarController())
    } else {
      let root = HostingController(rootView: .empty, kind: .navigationRoot)
      embedded = EmbeddedContainer(
        hostTypeName: Self.navigationHostTypeName,
        controller: UIKitNavigationController(rootViewController: root))
    }
    containers[path] = embedded
    let controller = embedded.controller
    controller.identifier = node.identifier
    if controller.parent !== self { addChild(controller) }
    if let tabs = controller as? UIKitTabBarController {
      while embedded.tabs.count < node.children.count {
        embedded.tabs.append(HostingController(rootView: .empty, kind: .tabItem))
      }
      embedded.tabs.removeLast(embedded.tabs.count - node.children.count)
      for (host, tab) in zip(embedded.tabs, node.children) { host.rootView = tab }
      if !(tabs.viewControllers ?? []).elementsEqual(embedded.tabs, by: ===) {
        tabs.setViewControllers(embedded.tabs, animated: false)
      }
      if let selection = node.tabSelection?.wrappedValue, tabs.selectedIndex != selection,
        embedded.tabs.indices.contains(selection)
      {
        tabs.selectedIndex = selection
      }
    } else if let navigation = controller as? UINavigationController,
      let root = navigation.viewControllers.first as? HostingController
    {
      root.rootView = node.children.first ?? .empty
    }
    // UIKit containers lay out from a concrete frame.
    if let frame = area ?? application?.profile.screen, controller.view.screenFrame != frame {
      controller.view.screenFrame = frame
    }
    return embedded
  }

  /// Drops the views and containers the last render made but this one did not use.
  private func discard(keepingViews used: Set<String>, containers usedContainers: Set<String>) {
    for path in renderedViews.keys.sorted() where !used.contains(path) {
      renderedViews[path]?.removeFromSuperview()
      renderedViews[path] = nil
    }
    for path in containers.keys.sorted() where !usedContainers.contains(path) {
      containers[path]?.controller.removeFromParent()
      containers[path]?.controller.view.removeFromSuperview()
      containers[path]?.hostView.removeFromSuperview()
      containers[path] = nil
    }
  }

  /// Puts each parent's rendered subviews in the wanted order, touching a parent only when the
  /// order changed, so views UIKit placed there (a context presentation's container) keep their
  /// place and repeated renders change nothing.
  private func arrange(_ parents: [UIView], wanted: [ObjectIdentifier: [UIView]]) {
    var managed: Set<ObjectIdentifier> = []
    for view in renderedViews.values { managed.insert(ObjectIdentifier(view)) }
    for container in containers.values {
      managed.insert(ObjectIdentifier(container.hostView))
      managed.insert(ObjectIdentifier(container.controller.view))
    }
    for parent in parents {
      let desired = wanted[ObjectIdentifier(parent)] ?? []
      let current = parent.subviews.filter { managed.contains(ObjectIdentifier($0)) }
      guard !current.elementsEqual(desired, by: ===) else { continue }
      for view in current { view.removeFromSuperview() }
      for view in desired { parent.addSubview(view) }
    }
  }
}
