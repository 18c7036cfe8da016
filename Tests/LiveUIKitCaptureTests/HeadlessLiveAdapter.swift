import Foundation
import HeadlessUIKit
import LiveUIKitCapture
import PresentationHierarchy

/// Exposes a headless app's windows as live nodes, the way the UIKit conformances read a real
/// app.
///
/// It reads HeadlessUIKit's public API only; a presentation's container is
/// `presentationContainerView`, UIKit's `presentationController.containerView`. Presented controllers
/// are found by walking the controller tree from the windows' roots, as the UIKit conformance
/// does. UIWindow order within a level comes from ``UIApplication/windows`` (back to front, as
/// `UIApplication.windows` is documented), system windows after the app's.
@MainActor
struct HeadlessLiveAdapter {
  let windows: [any LiveNode]

  init(_ app: UIApplication) {
    let all = app.windowScenes.flatMap(\.windows)
    let appWindows = app.windows
    var orders: [ObjectIdentifier: Int] = [:]
    for (index, window) in appWindows.enumerated() { orders[ObjectIdentifier(window)] = index }
    for (index, window) in all.enumerated() where orders[ObjectIdentifier(window)] == nil {
      orders[ObjectIdentifier(window)] = appWindows.count + index
    }
    let context = Context(
      windowOrders: orders,
      presentedInContainer: Self.presentedByContainer(roots: all.compactMap(\.rootViewController)))
    windows = all.map { HeadlessLiveNode(view: $0, context: context) }
  }

  /// Maps each presentation container to the controller presented in it.
  private static func presentedByContainer(roots: [UIViewController]) -> [ObjectIdentifier:
    UIViewController]
  {
    var result: [ObjectIdentifier: UIViewController] = [:]
    var seen: Set<ObjectIdentifier> = []
    var pending = roots
    while let controller = pending.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      pending.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { pending.append(presented) }
      // UIKit: `controller.presentationController?.containerView`.
      if let container = controller.presentationContainerView {
        result[ObjectIdentifier(container)] = controller
      }
    }
    return result
  }

  /// What every node of one capture shares.
  struct Context {
    let windowOrders: [ObjectIdentifier: Int]
    let presentedInContainer: [ObjectIdentifier: UIViewController]
  }
}

/// A headless view as a live node.
@MainActor
struct HeadlessLiveNode: LiveNode {
  let view: UIView
  let context: HeadlessLiveAdapter.Context

  var liveClassName: String { view.typeName }
  // The same computation as `UIKit+LiveNode.swift`'s, through HeadlessUIKit's UIKit spelling.
  var liveFrame: Rect? {
    let window = view as? UIWindow ?? view.window
    var rect = view is UIWindow ? view.frame : view.convert(view.bounds, to: nil)
    if let window, !(view is UIWindow) {
      rect = rect.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }
    return Rect(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }
  var liveIsHidden: Bool { view.isHidden }
  var liveAlpha: Double { view.alpha }
  var liveIsUserInteractionEnabled: Bool { view.isUserInteractionEnabled }
  var liveIsOpaque: Bool { (view.backgroundColor?.cgColor.alpha ?? 0) >= 1 }
  var liveAccessibilityIdentifier: String? { view.accessibilityIdentifier }
  var liveAccessibilityLabel: String? { view.accessibilityLabel }
  var liveSubviews: [any LiveNode] {
    view.subviews.map { HeadlessLiveNode(view: $0, context: context) }
  }
  var liveOwningController: (any LiveViewController)? {
    view.owningViewController.map(HeadlessLiveController.init)
  }
  var livePresentedController: (any LiveViewController)? {
    context.presentedInContainer[ObjectIdentifier(view)].map(HeadlessLiveController.init)
  }
  var liveWindow: LiveWindowState? {
    guard let window = view as? UIWindow else { return nil }
    return LiveWindowState(
      level: window.windowLevel.rawValue, isKey: window.isKeyWindow,
      sceneOrder: context.windowOrders[ObjectIdentifier(window)] ?? 0)
  }
}

/// A headless view controller as a live controller.
@MainActor
struct HeadlessLiveController: LiveViewController {
  let controller: UIViewController

  var liveClassName: String { controller.typeName }
  var liveIdentifier: String? { controller.identifier }
  var livePresentationStyle: String? { controller.resolvedPresentationStyle?.name }
  var livePresenter: (any LiveViewController)? {
    guard controller.resolvedPresentationStyle != nil else { return nil }
    return controller.presentingViewController.map(HeadlessLiveController.init)
  }
  var liveObjectIdentifier: ObjectIdentifier? { ObjectIdentifier(controller) }
}
