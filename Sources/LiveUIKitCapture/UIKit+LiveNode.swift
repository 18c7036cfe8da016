#if canImport(UIKit)
public import PresentationHierarchy
public import UIKit

// Conformances of UIKit's views and controllers to the live-node protocols, using public API
// only. A `UIWindow` is a `UIView` and conforms through it. Not compiled on Linux.

extension UIView: @MainActor LiveNode {
  public var liveClassName: String { String(describing: type(of: self)) }

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

  public var liveOwningController: (any LiveViewController)? {
    // A controller's root view has the controller as its next responder.
    guard let controller = next as? UIViewController, controller.viewIfLoaded === self else {
      return nil
    }
    return controller
  }

  public var livePresentedController: (any LiveViewController)? {
    guard liveClassName == "UITransitionView", let root = window?.rootViewController else {
      return nil
    }
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
    return LiveWindowState(
      level: Double(window.windowLevel.rawValue), isKey: window.isKeyWindow,
      sceneOrder: window.windowScene?.windows.firstIndex(of: window) ?? 0)
  }
}

extension UIViewController: @MainActor LiveViewController {
  public var liveClassName: String { String(describing: type(of: self)) }
  public var liveIdentifier: String? { viewIfLoaded?.accessibilityIdentifier }

  public var livePresentationStyle: String? {
    guard isPresentedItself else { return nil }
    let style = presentationController?.presentationStyle ?? modalPresentationStyle
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
  static func name(of style: UIModalPresentationStyle) -> String {
    switch style {
    case .fullScreen: "fullScreen"
    case .pageSheet: "pageSheet"
    case .formSheet: "formSheet"
    case .currentContext: "currentContext"
    case .custom: "custom"
    case .overFullScreen: "overFullScreen"
    case .overCurrentContext: "overCurrentContext"
    case .popover: "popover"
    case .none: "none"
    case .automatic: "automatic"
    @unknown default: "style\(style.rawValue)"
    }
  }
}
#endif
