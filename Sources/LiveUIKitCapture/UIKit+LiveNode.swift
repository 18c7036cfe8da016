#if canImport(UIKit)
public import PresentationHierarchy
public import UIKit

// Conformances of UIKit's views and controllers to the live-node protocols, using public API
// only. A `UIWindow` is a `UIView` and conforms through it. Compiled on Linux in CI against the
// stand-in of Tests/UIKitStandIn, which proves names and isolation, not behaviour.

extension UIView: @MainActor LiveNode {
  /// The runtime class name, as dumps print it (`UITransitionView`,
  /// `SwiftUI.UIKitTabBarController`, `_TtGC7SwiftUI14_UIHostingView…`); the capture cleans it
  /// with ``TypeNameCleaner``.
  public var liveClassName: String { NSStringFromClass(type(of: self)) }

  public var liveFrame: Rect? {
    let window = self as? UIWindow ?? self.window
    var rect = self is UIWindow ? frame : convert(bounds, to: nil)
    if let window, !(self is UIWindow) {
      rect = rect.offsetBy(dx: window.frame.minX, dy: window.frame.minY)
    }
    return Rect(
      x: Double(rect.minX), y: Double(rect.minY), width: Double(rect.width),
      height: Double(rect.height))
  }

  public var liveIsHidden: Bool { isHidden }
  public var liveAlpha: Double { Double(alpha) }
  public var liveIsUserInteractionEnabled: Bool { isUserInteractionEnabled }
  public var liveIsOpaque: Bool { (backgroundColor?.cgColor.alpha ?? 0) >= 1 }
  public var liveAccessibilityIdentifier: String? { accessibilityIdentifier }
  public var liveAccessibilityLabel: String? { accessibilityLabel }
  public var liveSubviews: [any LiveNode] { subviews.map { $0 as any LiveNode } }

  /// A navigation bar's top item's title; a tab bar's items' titles, in order, and the selected
  /// one's: the words a reviewer reads on the bars.
  public var liveBarText: [(key: String, value: String)] {
    if let bar = self as? UINavigationBar {
      return BarText.navigationBar(title: bar.topItem?.title)
    }
    if let bar = self as? UITabBar {
      return BarText.tabBar(
        items: (bar.items ?? []).map(\.title), selected: bar.selectedItem?.title)
    }
    return []
  }

  /// The accessibility elements of a SwiftUI hosting view: SwiftUI's views are not `UIView`s,
  /// so this is how a device capture sees them, as UI tests do.
  public var liveAccessibilityElements: [LiveAccessibilityElement] {
    guard ViewClassRoles.isHostingView(TypeNameCleaner.clean(liveClassName)) else { return [] }
    return LiveAccessibilityReader.elements(of: self)
  }

  public var liveOwningController: (any LiveViewController)? {
    // A controller's root view has the controller as its next responder [DOC:
    // `UIResponder.next`].
    guard let controller = next as? UIViewController, controller.viewIfLoaded === self else {
      return nil
    }
    return controller
  }

  public var livePresentedController: (any LiveViewController)? {
    guard NSStringFromClass(type(of: self)) == UIKitClassName.transitionView,
      let root = window?.rootViewController
    else { return nil }
    // Walk the controller tree: children and presented controllers.
    var pending = [root]
    var seen: Set<ObjectIdentifier> = []
    while let controller = pending.popLast() {
      guard seen.insert(ObjectIdentifier(controller)).inserted else { continue }
      pending.append(contentsOf: controller.children)
      if let presented = controller.presentedViewController { pending.append(presented) }
      if controller.isPresentedItself,
        controller.presentationController?.containerView === self
      {
        return controller
      }
    }
    return nil
  }

  public var liveWindow: LiveWindowState? {
    guard let window = self as? UIWindow else { return nil }
    return LiveWindowState(level: Double(window.windowLevel.rawValue), isKey: window.isKeyWindow)
  }
}

extension UIViewController: @MainActor LiveViewController {
  /// The runtime class name, cleaned by the capture as a view's is.
  public var liveClassName: String { NSStringFromClass(type(of: self)) }
  public var liveIdentifier: String? { viewIfLoaded?.accessibilityIdentifier }

  /// The style on screen, as the headless model records it: the style the presentation adapted
  /// to in the presenter's traits, or the style it presents with when it doesn't adapt.
  ///
  /// - `presentationController.presentationStyle` alone is the requested style: it "is set to
  ///   the presentation style of the presented view controller" [DOC:
  ///   `UIPresentationController.presentationStyle`].
  /// - `adaptivePresentationStyle(for:)` returns the style for a set of traits as the
  ///   presentation's delegate decides it, `.none` when there is no delegate or it doesn't
  ///   adapt [DOC: `UIPresentationController.adaptivePresentationStyle(for:)`].
  /// - `.automatic` maps to `.pageSheet` "for most view controllers" [DOC:
  ///   `UIViewController.modalPresentationStyle`], to `.formSheet` from iOS 18 (UIKit reference
  ///   §3.1 [DOC]).
  /// - With no delegate, a popover in a compact width or height "behaves the same as
  ///   `formSheet`" from iOS 13 [DOC: `UIModalPresentationStyle.popover`].
  public var livePresentationStyle: String? {
    guard isPresentedItself, let presentationController else { return nil }
    let traits = presentingViewController?.traitCollection ?? presentationController.traitCollection
    var style = presentationController.adaptivePresentationStyle(for: traits)
    if style == .none { style = presentationController.presentationStyle }
    if style == .automatic {
      if #available(iOS 18, *) { style = .formSheet } else { style = .pageSheet }
    }
    let isCompact = traits.horizontalSizeClass == .compact || traits.verticalSizeClass == .compact
    if style == .popover, isCompact, presentationController.delegate == nil {
      style = .formSheet
    }
    return Self.name(of: style)
  }

  public var livePresenter: (any LiveViewController)? {
    isPresentedItself ? presentingViewController : nil
  }

  public var liveObjectIdentifier: ObjectIdentifier? { ObjectIdentifier(self) }

  /// Whether this controller was presented, rather than one of its ancestors: it has a
  /// presenter and no parent.
  var isPresentedItself: Bool { parent == nil && presentingViewController != nil }

  /// The name snapshots use for a presentation style, such as `overFullScreen`.
  ///
  /// A table rather than a `switch`, so one spelling compiles without warnings against UIKit
  /// (whose enum may grow: a `switch` needs `@unknown default`) and against the stand-in (where
  /// `@unknown default` would never run).
  static func name(of style: UIModalPresentationStyle) -> String {
    styleNames[style] ?? "style\(style.rawValue)"
  }

  private static let styleNames: [UIModalPresentationStyle: String] = [
    .fullScreen: "fullScreen", .pageSheet: "pageSheet", .formSheet: "formSheet",
    .currentContext: "currentContext", .custom: "custom", .overFullScreen: "overFullScreen",
    .overCurrentContext: "overCurrentContext", .popover: "popover", .none: "none",
    .automatic: "automatic",
  ]
}
#endif
