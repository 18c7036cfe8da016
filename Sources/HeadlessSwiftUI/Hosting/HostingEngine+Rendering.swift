import Foundation
import HeadlessUIKit
import PresentationHierarchy

/// A view rendered for a node: a view of the app's own, a stack, a leaf or a button, captured
/// with the role `content` under its type name.
@MainActor
final class RenderedContentView: UIView {
  /// What a tap on the node runs: a `Button`'s, an `.onTapGesture`'s action.
  var ownTapAction: (@MainActor () -> Void)?
  /// The gestures attached to the node, innermost first (see ``GestureArbiter``).
  var gestureAttachments: [GestureAttachment] = []

  init(_ typeName: String) {
    super.init(frame: .zero)
    adoptModelPlacement(typeName: typeName, screenFrame: nil)
    engine.captureRole = .content
  }

  /// Content is rendered, never unarchived.
  required init?(coder: NSCoder) {
    return nil
  }
}

/// A UIKit container controller SwiftUI embeds for a `TabView` or `NavigationStack`, with the
/// platform view host that holds its view (UIKit reference §2.4, §5.1 [OBS]).
@MainActor
final class EmbeddedContainer {
  /// The platform view host, a subview of the hosting view.
  let hostView: RenderedContentView
  /// The tab bar or navigation controller, a child of the hosting controller (§5.1 [RE]).
  let controller: UIViewController
  /// The tabs' hosting controllers; empty for a navigation stack.
  var tabs: [UIHostingController<AnyView>] = []

  init(hostTypeName: String, controller: UIViewController) {
    hostView = RenderedContentView(hostTypeName)
    // Platform hosts are UIKit container plumbing, not SwiftUI content.
    hostView.engine.captureRole = .container
    self.controller = controller
  }

  /// The hosting controllers inside: the tabs, or the navigation stack's controllers.
  var hosts: [any HostingControllerProtocol] {
    if let navigation = controller as? UINavigationController {
      return navigation.viewControllers.compactMap { $0 as? any HostingControllerProtocol }
    }
    if let split = controller as? UIKitSplitViewController {
      return split.orderedStacks.flatMap {
        $0.viewControllers.compactMap { $0 as? any HostingControllerProtocol }
      }
    }
    return tabs
  }
}

/// A presentation modifier found by a render, with where it sits.
struct PendingModifier {
  /// The modifier.
  let modifier: PresentationModifier
  /// The node's path and the modifier's index.
  let key: String
  /// The view rendered for the node the modifier is attached to, or its nearest rendered
  /// ancestor's.
  let anchor: UIView
  /// The environment at the node, which presented and pushed content inherits.
  let environment: EnvironmentValues
  /// The bar button item a toolbar item became, when the modifier is in one: a popover
  /// points at it.
  var barButtonItem: UIBarButtonItem? = nil
}

/// One render of a hosting controller's nodes into views: reuses the views and containers of
/// the last render by path, and puts each parent's views in the nodes' drawing order.
@MainActor
struct RenderPass {
  /// The type name of the platform view host of a `TabView` (§2.4 [OBS]).
  static let tabHostTypeName =
    "UIKitPlatformViewHost<PlatformViewControllerRepresentableAdaptor<UIKitAdaptableTabView>>"
  /// The type name of the platform view host of a `NavigationStack` (§5.1 [OBS]).
  static let navigationHostTypeName =
    "PlatformViewHost<PlatformViewControllerRepresentableAdaptor<NavigationStackRepresentable>>"
  /// The type name of the platform view host of a `NavigationSplitView` (§2.4 [OBS; the dump
  /// elides the representable's generic arguments]).
  static let splitHostTypeName =
    "PlatformViewHost<PlatformViewControllerRepresentableAdaptor<MulticolumnSplitViewRepresentable>>"

  let engine: HostingEngine
  /// The hosting view's frame.
  let bounds: Rect
  /// The hosting view's safe area.
  let safeArea: Rect
  /// The presentation modifiers found, in tree order.
  private(set) var found: [PendingModifier] = []
  /// The lifecycle modifiers found, by the node's path and the modifier's index.
  private(set) var lifecycle: [(key: String, modifier: LifecycleModifier)] = []
  /// Whether a node blocks swiping the presentation down.
  private(set) var interactiveDismissDisabled: Bool?
  /// Whether a node hid the screen's back button (the outermost modifier wins).
  private(set) var backButtonHidden: Bool?
  /// The toolbar items the nodes declared, in tree order.
  private(set) var toolbarItems: [ToolbarItemNodes] = []
  /// The first navigation title a node declared.
  private(set) var navigationTitle: String?
  /// The bar visibilities the views declared, the first for each bar in tree order.
  private(set) var barVisibility: [ToolbarPlacement.Bar: Visibility] = [:]
  /// Whether a navigation stack pushed or popped for its path, or learned a destination.
  private(set) var changed = false
  private var usedViews: Set<String> = []
  private var usedContainers: Set<String> = []
  private var usedPlatformSources: Set<String> = []
  private var joiningControllers: [UIViewController] = []
  private var retiredController = false
  private var parents: [UIView] = []
  private var wanted: [ObjectIdentifier: [UIView]] = [:]

  init(engine: HostingEngine, root: UIView, bounds: Rect, safeArea: Rect) {
    self.engine = engine
    self.bounds = bounds
    self.safeArea = safeArea
    parents = [root]
    wanted = [ObjectIdentifier(root): []]
  }

  /// Renders a node under a parent view: its own view if it has one, else its children in the
  /// parent.
  mutating func visit(_ node: ViewNode, parent: UIView) {
    toolbarItems += node[ToolbarItemsKey.self]
    if navigationTitle == nil { navigationTitle = node[NavigationTitleKey.self] }
    barVisibility.merge(node[BarVisibilityKey.self]) { first, _ in first }
    if backButtonHidden == nil { backButtonHidden = node[BackButtonHiddenKey.self] }
    if let disabled = node[InteractiveDismissDisabledKey.self] {
      interactiveDismissDisabled = (interactiveDismissDisabled ?? false) || disabled
    }
    var nodeView = parent
    // A container's controller view goes in front of the node's backgrounds, behind the rest.
    var controllerView: UIView?
    switch node.kind.rendering {
    case .container:
      let container = embed(node)
      usedContainers.insert(node.path)
      container.hostView.isHidden = node.isHidden
      container.hostView.alpha = CGFloat(node.opacity)
      container.hostView.isUserInteractionEnabled = node.allowsHitTesting
      container.controller.engine.identifier = node.identifier
      wanted[ObjectIdentifier(parent), default: []].append(container.hostView)
      parents.append(container.hostView)
      wanted[ObjectIdentifier(container.hostView)] = []
      controllerView = container.controller.view
      nodeView = container.hostView
    case .contentView:
      let view = contentView(for: node)
      wanted[ObjectIdentifier(parent), default: []].append(view)
      parents.append(view)
      wanted[ObjectIdentifier(view)] = []
      nodeView = view
    case .platformView:
      let view = contentView(for: node)
      wanted[ObjectIdentifier(parent), default: []].append(view)
      parents.append(view)
      wanted[ObjectIdentifier(view)] = platformView(for: node)
      nodeView = view
    case .transparent:
      break
    }
    for (index, modifier) in node.presentations.enumerated() {
      found.append(
        PendingModifier(
          modifier: modifier, key: "\(node.path)#\(index)", anchor: nodeView,
          environment: node.environment ?? engine.inheritedEnvironment))
    }
    if !node[DestinationBuildersKey.self].isEmpty, let navigation = enclosingNavigationController,
      navigation.register(node[DestinationBuildersKey.self])
    {
      changed = true
    }
    for (index, modifier) in node.lifecycle.enumerated() {
      lifecycle.append(("\(node.path)@\(index)", modifier))
    }
    let children = node.children.enumerated().sorted {
      ($0.element.zIndex, $0.offset) < ($1.element.zIndex, $1.offset)
    }.map(\.element)
    for background in node.backgrounds.map(\.node) {
      visit(background, parent: nodeView)
    }
    if let controllerView { wanted[ObjectIdentifier(nodeView), default: []].append(controllerView) }
    for child in children + node.overlays.map(\.node) {
      visit(child, parent: nodeView)
    }
  }

  /// The SwiftUI navigation controller the hosting controller's links push onto: the next
  /// column's in a split view, else the one it is in.
  private var enclosingNavigationController: UIKitNavigationController? {
    if let target = engine.inheritedEnvironment[NavigationPushTargetKey.self]?.stack {
      return target
    }
    var current = engine.controller.parent
    while let controller = current, !(controller is UIKitNavigationController) {
      current = controller.parent
    }
    return current as? UIKitNavigationController
  }

  /// Drops what the last render made and this one didn't, orders the views, and fits the
  /// representables' views to their hosts.
  mutating func finish() {
    for path in engine.platformSources.keys.sorted() where !usedPlatformSources.contains(path) {
      if let source = engine.platformSources[path] { retire(source) }
      engine.platformSources[path] = nil
    }
    for path in engine.renderedViews.keys.sorted() where !usedViews.contains(path) {
      engine.renderedViews[path]?.removeFromSuperview()
      engine.renderedViews[path] = nil
    }
    for path in engine.containers.keys.sorted() where !usedContainers.contains(path) {
      engine.containers[path]?.controller.removeFromParent()
      engine.containers[path]?.controller.view.removeFromSuperview()
      engine.containers[path]?.hostView.removeFromSuperview()
      engine.containers[path] = nil
    }
    arrange()
    for path in usedPlatformSources.sorted() {
      guard let view = engine.platformSources[path]?.platformView, let host = view.superview
      else { continue }
      // The host sizes the UIKit view to its bounds [INF: SwiftUI lays the view out at the
      // frame the representable gets].
      if view.screenFrame == nil || view.frame != host.bounds { view.frame = host.bounds }
    }
    // Containment: the child joined the view tree, so it learns it moved to its parent
    // [DOC: `uikit/uiviewcontroller/didmove(toparent:)`].
    for controller in joiningControllers { controller.didMove(toParent: engine.controller) }
    // A child whose view joined (or left) a shown window appears (or disappears) with it
    // [INF: UIKit forwards appearance to a child whose view is added under an appeared
    // parent, as `shouldAutomaticallyForwardAppearanceMethods` describes].
    if !joiningControllers.isEmpty || retiredController {
      engine.controller.application?.updateAppearanceAfterContainmentChange()
    }
  }

  /// The UIKit view a representable made, updated for this render; its controller, for a
  /// controller representable, becomes a child of the hosting controller [DOC:
  /// `uikit/uiviewcontroller/addchild(_:)`; INF: SwiftUI's host embeds it as it does the
  /// navigation stack's controller, §5.1 RE].
  private mutating func platformView(for node: ViewNode) -> [UIView] {
    guard let source = (node.kind as? PlatformViewKind)?.source else { return [] }
    usedPlatformSources.insert(node.path)
    if let old = engine.platformSources[node.path], old !== source { retire(old) }
    engine.platformSources[node.path] = source
    if let controller = source.platformController, controller.parent !== engine.controller {
      engine.controller.addChild(controller)
      joiningControllers.append(controller)
    }
    source.update()
    return [source.platformView]
  }

  /// Takes a representable's view (and controller) out of the tree, then calls its dismantle
  /// method [DOC: `swiftui/uiviewrepresentable/dismantleuiview(_:coordinator:)`].
  private mutating func retire(_ source: any PlatformViewSource) {
    if let controller = source.platformController {
      retiredController = true
      controller.willMove(toParent: nil)
      controller.view.removeFromSuperview()
      controller.removeFromParent()
    } else {
      source.platformView.removeFromSuperview()
    }
    source.dismantle()
  }

  /// The view for a node: last render's at its path when the type is the same, else a new one.
  private mutating func contentView(for node: ViewNode) -> RenderedContentView {
    usedViews.insert(node.path)
    let view: RenderedContentView
    if let existing = engine.renderedViews[node.path], existing.engine.typeName == node.typeName {
      view = existing
    } else {
      engine.renderedViews[node.path]?.removeFromSuperview()
      view = RenderedContentView(node.typeName)
      engine.renderedViews[node.path] = view
    }
    view.screenFrame = node.frame
    view.accessibilityIdentifier = node.identifier
    view.alpha = CGFloat(node.opacity)
    view.isHidden = node.isHidden
    view.isUserInteractionEnabled = node.allowsHitTesting
    view.hasOpaqueBackground = node.kind.rendering == .contentView(isOpaque: true)
    view.engine.tapAction = node.action
    view.ownTapAction = node.action
    view.gestureAttachments = node[GestureAttachmentsKey.self]
    GestureArbiter.install(on: view)
    view.engine.takesTouchesAcrossFrame = node[ContentShapeKey.self]
    view.engine.textInput = node[TextInputKey.self]
    let takesInput = node.action != nil || node[TextInputKey.self] != nil
    view.accessibilityLabel = takesInput ? node.text : nil
    return view
  }

  /// Embeds the UIKit container of a `TabView`, `NavigationStack` or `NavigationSplitView`
  /// (§2.4, §5.1 [OBS]): its
  /// controller becomes a child of the hosting controller [RE: the platform view host adds
  /// the representable's controller as a child of the enclosing hosting controller].
  private mutating func embed(_ node: ViewNode) -> EmbeddedContainer {
    let isTabView = node.kind is TabViewContent
    let isSplitView = node.kind is SplitViewContent
    var container = engine.containers[node.path]
    if let existing = container,
      (existing.controller is UIKitTabBarController) != isTabView
        || (existing.controller is UIKitSplitViewController) != isSplitView
    {
      existing.controller.removeFromParent()
      existing.hostView.removeFromSuperview()
      container = nil
    }
    let embedded: EmbeddedContainer
    if let container {
      embedded = container
    } else if isTabView {
      let tabs = UIKitTabBarController()
      tabs.engine.typeNameOverride = "SwiftUI.UIKitTabBarController"
      embedded = EmbeddedContainer(hostTypeName: Self.tabHostTypeName, controller: tabs)
    } else if let split = node.kind as? SplitViewContent {
      let isCompact = engine.controller.application?.profile.device.horizontalSizeClass != .regular
      let controller = UIKitSplitViewController(
        threeColumns: split.content != nil, isCompact: isCompact)
      embedded = EmbeddedContainer(hostTypeName: Self.splitHostTypeName, controller: controller)
    } else {
      let root = UIHostingController(rootView: AnyView(EmptyView()), kind: .navigationRoot)
      let stack = UIKitNavigationController(rootViewController: root)
      stack.engine.typeNameOverride = "SwiftUI.UIKitNavigationController"
      embedded = EmbeddedContainer(hostTypeName: Self.navigationHostTypeName, controller: stack)
    }
    engine.containers[node.path] = embedded
    let controller = embedded.controller
    if controller.parent !== engine.controller { engine.controller.addChild(controller) }
    if let content = node.kind as? TabViewContent {
      fillTabs(embedded, content, environment: node.environment ?? EnvironmentValues())
    } else if let content = node.kind as? SplitViewContent,
      let split = controller as? UIKitSplitViewController
    {
      if split.fill(content, environment: node.environment ?? EnvironmentValues()) {
        changed = true
      }
    } else if let content = node.kind as? NavigationStackContent {
      if let navigation = controller as? UIKitNavigationController,
        let root = navigation.viewControllers.first as? UIHostingController<AnyView>
      {
        var environment = node.environment ?? EnvironmentValues()
        environment.navigationAppend = content.path.append
        // A stack's links push onto the stack itself, even inside a split view's column.
        environment[NavigationPushTargetKey.self] = nil
        root.rootView = content.root
        root.hostingEngine.inheritedEnvironment = environment
        if navigation.follow(content.path, environment: environment) { changed = true }
      }
    }
    // The container's view fills the hosting view where the node reaches the safe area's
    // edges, as UIKit's containers extend under the bars.
    let frame = extendedToBounds(node.frame)
    embedded.hostView.screenFrame = frame
    if controller.view.screenFrame != frame { controller.view.screenFrame = frame }
    return embedded
  }

  private func fillTabs(
    _ embedded: EmbeddedContainer, _ content: TabViewContent, environment: EnvironmentValues
  ) {
    guard let tabs = embedded.controller as? UIKitTabBarController else { return }
    while embedded.tabs.count < content.tabs.count {
      embedded.tabs.append(UIHostingController(rootView: AnyView(EmptyView()), kind: .tabItem))
    }
    embedded.tabs.removeLast(embedded.tabs.count - content.tabs.count)
    for (index, (host, tab)) in zip(embedded.tabs, content.tabs).enumerated() {
      host.rootView = tab.view
      host.hostingEngine.inheritedEnvironment = environment
      if content.items.indices.contains(index) { content.items[index].apply(to: host.tabBarItem) }
    }
    if !(tabs.viewControllers ?? []).elementsEqual(embedded.tabs, by: ===) {
      tabs.setViewControllers(embedded.tabs, animated: false)
    }
    tabs.delegate = tabs.selectionSync
    tabs.selectionSync.select = content.select
    // Without a binding the tab bar controller keeps the tab a tap selected.
    if content.select != nil, tabs.selectedIndex != content.selectedIndex,
      embedded.tabs.indices.contains(content.selectedIndex)
    {
      tabs.selectedIndex = content.selectedIndex
    }
  }

  /// A frame extended to the hosting view's edges on each side where it reaches the safe area's.
  private func extendedToBounds(_ frame: Rect) -> Rect {
    let left = frame.x <= safeArea.x ? bounds.x : frame.x
    let top = frame.y <= safeArea.y ? bounds.y : frame.y
    let right =
      frame.x + frame.width >= safeArea.x + safeArea.width
      ? bounds.x + bounds.width : frame.x + frame.width
    let bottom =
      frame.y + frame.height >= safeArea.y + safeArea.height
      ? bounds.y + bounds.height : frame.y + frame.height
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }

  /// Puts each parent's rendered subviews in the wanted order, touching a parent only when the
  /// order changed, so views UIKit placed there (a context presentation's container, a view the
  /// app added) keep their place and repeated renders change nothing.
  private func arrange() {
    var managed: Set<ObjectIdentifier> = []
    for view in engine.renderedViews.values { managed.insert(ObjectIdentifier(view)) }
    for container in engine.containers.values {
      managed.insert(ObjectIdentifier(container.hostView))
      managed.insert(ObjectIdentifier(container.controller.view))
    }
    for source in engine.platformSources.values {
      managed.insert(ObjectIdentifier(source.platformView))
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
