import Foundation
import HeadlessUIKit
import LiveUIKitCapture
import PresentationHierarchy

/// Exposes a headless app's windows as live nodes, the way the UIKit conformances read a real
/// app.
///
/// It reads HeadlessUIKit's public API, and the capture role of SwiftUI's content views to hide
/// them: on a device SwiftUI's views are not `UIView`s, and a hosting view shows its content
/// as accessibility elements instead (``HeadlessLiveNode/liveAccessibilityElements``). A
/// presentation's container is `presentationContainerView`, UIKit's
/// `presentationController.containerView`. Presented controllers are found by walking the
/// controller tree from the windows' roots, as the UIKit conformance does. Windows are ordered
/// by the code `LiveScenes` ships, `LiveWindowOrder`, from the scenes' windows and
/// ``UIApplication/windows`` (back to front, as `UIApplication.windows` is documented).
@MainActor
struct HeadlessLiveAdapter {
  let windows: [any LiveNode]

  init(_ app: UIApplication) {
    let scenes = app.windowScenes.map(\.windows)
    let context = Context(
      presentedInContainer: Self.presentedByContainer(
        roots: scenes.joined().compactMap(\.rootViewController)))
    windows = LiveWindowOrder.backToFront(
      scenes: scenes, applicationWindows: app.windows, level: { $0.windowLevel.rawValue }
    ).map { HeadlessLiveNode(view: $0, context: context) }
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
    let presentedInContainer: [ObjectIdentifier: UIViewController]
  }
}

/// A headless view as a live node.
@MainActor
struct HeadlessLiveNode: LiveNode {
  let view: UIView
  let context: HeadlessLiveAdapter.Context

  var liveClassName: String { view.engine.typeName }
  var liveFrame: Rect? { Self.frame(of: view) }

  /// The same computation as `UIKit+LiveNode.swift`'s, through HeadlessUIKit's UIKit spelling.
  static func frame(of view: UIView) -> Rect {
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
  /// The same reading as `UIKit+LiveNode.swift`'s, through HeadlessUIKit's UIKit spelling.
  var liveBarText: [(key: String, value: String)] {
    if let bar = view as? UINavigationBar {
      return BarText.navigationBar(title: bar.topItem?.title)
    }
    if let bar = view as? UITabBar {
      return BarText.tabBar(
        items: (bar.items ?? []).map(\.title), selected: bar.selectedItem?.title)
    }
    return []
  }
  /// The subviews a device has: SwiftUI's content views give way to the UIKit views inside
  /// them.
  var liveSubviews: [any LiveNode] {
    var found: [any LiveNode] = []
    var pending = Array(view.subviews.reversed())
    while let subview = pending.popLast() {
      if subview.engine.captureRole == .content {
        pending.append(contentsOf: subview.subviews.reversed())
      } else {
        found.append(HeadlessLiveNode(view: subview, context: context))
      }
    }
    return found
  }

  /// A hosting view's content as SwiftUI exposes it to accessibility (the rules of
  /// `Hierarchy.contentAsAccessibilityElements()`, applied to the model's views): a SwiftUI
  /// view that is an element of its own is one element, its content part of it; other
  /// identified content is an element followed by those inside it; hidden content has none;
  /// UIKit views inside content are subviews, not elements.
  var liveAccessibilityElements: [LiveAccessibilityElement] {
    guard view.engine.typeName.hasPrefix("_UIHostingView") else { return [] }
    var found: [LiveAccessibilityElement] = []
    var pending = Array(view.subviews.reversed())
    while let subview = pending.popLast() {
      guard subview.engine.captureRole == .content, !subview.isHidden else { continue }
      let kind = AccessibilityElementKind.kind(ofSwiftUIView: subview.engine.typeName)
      if kind == nil { pending.append(contentsOf: subview.subviews.reversed()) }
      guard kind != nil || subview.accessibilityIdentifier != nil else { continue }
      found.append(
        LiveAccessibilityElement(
          identifier: subview.accessibilityIdentifier, label: subview.accessibilityLabel,
          frame: Self.frame(of: subview), kind: kind ?? .element))
    }
    return found
  }

  var liveOwningController: (any LiveViewController)? {
    view.engine.owningViewController.map(HeadlessLiveController.init)
  }
  var livePresentedController: (any LiveViewController)? {
    context.presentedInContainer[ObjectIdentifier(view)].map(HeadlessLiveController.init)
  }
  var liveWindow: LiveWindowState? {
    guard let window = view as? UIWindow else { return nil }
    return LiveWindowState(level: window.windowLevel.rawValue, isKey: window.isKeyWindow)
  }
}

/// A headless view controller as a live controller.
@MainActor
struct HeadlessLiveController: LiveViewController {
  let controller: UIViewController

  var liveClassName: String { controller.typeName }
  var liveIdentifier: String? { controller.engine.identifier }
  var livePresentationStyle: String? { controller.resolvedPresentationStyle?.name }
  var livePresenter: (any LiveViewController)? {
    guard controller.resolvedPresentationStyle != nil else { return nil }
    return controller.presentingViewController.map(HeadlessLiveController.init)
  }
  var liveObjectIdentifier: ObjectIdentifier? { ObjectIdentifier(controller) }
}
