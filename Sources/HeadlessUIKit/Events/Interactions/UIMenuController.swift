public import Foundation
import PresentationHierarchy

/// The editing menu (cut, copy, paste and the app's items), as UIKit's `UIMenuController`,
/// deprecated in iOS 16 for ``UIEditMenuInteraction`` [DOC: `uikit/uimenucontroller`].
///
/// Partial: one per app, as ``shared``; showing and hiding keep ``isMenuVisible`` and post the
/// will/did notifications, and the target and items are kept, but, as with
/// ``UIEditMenuInteraction``, a capture shows no menu: UIKit draws it as a system overlay in a
/// window it doesn't document — a known gap. ``menuFrame`` is zero, as the menu is never laid
/// out.
@preconcurrency @MainActor
open class UIMenuController: NSObject {
  /// Where the menu's arrow points, as UIKit's `UIMenuController.ArrowDirection`; kept, inert.
  public enum ArrowDirection: Int, Sendable {
    /// Wherever the menu fits.
    case `default` = 0
    /// Up.
    case up = 1
    /// Down.
    case down = 2
    /// Left.
    case left = 3
    /// Right.
    case right = 4
  }

  /// Posted before the menu shows.
  nonisolated public class var willShowMenuNotification: NSNotification.Name {
    NSNotification.Name("UIMenuControllerWillShowMenuNotification")
  }
  /// Posted after the menu shows.
  nonisolated public class var didShowMenuNotification: NSNotification.Name {
    NSNotification.Name("UIMenuControllerDidShowMenuNotification")
  }
  /// Posted before the menu hides.
  nonisolated public class var willHideMenuNotification: NSNotification.Name {
    NSNotification.Name("UIMenuControllerWillHideMenuNotification")
  }
  /// Posted after the menu hides.
  nonisolated public class var didHideMenuNotification: NSNotification.Name {
    NSNotification.Name("UIMenuControllerDidHideMenuNotification")
  }
  /// Posted when the menu's frame changes; never posted, as the menu is never laid out.
  nonisolated public class var menuFrameDidChangeNotification: NSNotification.Name {
    NSNotification.Name("UIMenuControllerMenuFrameDidChangeNotification")
  }

  override init() {
    super.init()
  }

  /// The running app's menu controller; outside every app's scope, a new one, and an issue
  /// naming the fix [INF: one per app, so parallel tests never share one].
  open class var shared: UIMenuController {
    if let application = AppScope.application { return application.system.menuController }
    ModelIssues.report(
      "UIMenuController.shared was read outside every headless app's scope, so the model can't "
        + "tell which test's menu is meant; it answered with a new one. Run the code inside "
        + "`app.asShared { … }`.")
    return UIMenuController()
  }

  /// Whether the menu shows; setting it shows or hides the menu without animation.
  open var isMenuVisible: Bool {
    get { visible }
    set { setMenuVisible(newValue, animated: false) }
  }

  /// The app's items, shown after the standard ones; `nil` by default.
  open var menuItems: [UIMenuItem]?

  /// Where the arrow points; kept, inert.
  open var arrowDirection: UIMenuController.ArrowDirection = .default

  /// The menu's frame in screen coordinates: zero, as the model never lays the menu out.
  open var menuFrame: CGRect { .zero }

  /// The view and rectangle the menu points at, as last given.
  private(set) var target: (view: UIView, rect: CGRect)?
  private var visible = false

  /// Shows or hides the menu, posting the will and did notifications when that changes.
  ///
  /// - Parameters:
  ///   - menuVisible: Whether the menu shows.
  ///   - animated: Whether to animate (inert).
  open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
    guard menuVisible != visible else { return }
    let center = NotificationCenter.default
    center.post(
      name: menuVisible ? Self.willShowMenuNotification : Self.willHideMenuNotification,
      object: self)
    visible = menuVisible
    center.post(
      name: menuVisible ? Self.didShowMenuNotification : Self.didHideMenuNotification,
      object: self)
  }

  /// Sets the rectangle, in a view's coordinates, the menu points at.
  ///
  /// - Parameters:
  ///   - targetRect: The rectangle.
  ///   - targetView: The view.
  open func setTargetRect(_ targetRect: CGRect, in targetView: UIView) {
    target = (targetView, targetRect)
  }

  /// Shows the menu pointing at a rectangle in a view's coordinates.
  ///
  /// - Parameters:
  ///   - targetView: The view.
  ///   - targetRect: The rectangle.
  open func showMenu(from targetView: UIView, rect targetRect: CGRect) {
    setTargetRect(targetRect, in: targetView)
    setMenuVisible(true, animated: true)
  }

  /// Hides the menu shown from a view; the model hides it whichever view it was shown from
  /// [INF: the page says no more; one menu shows at a time].
  ///
  /// - Parameter targetView: The view.
  open func hideMenu(from targetView: UIView) {
    hideMenu()
  }

  /// Hides the menu.
  open func hideMenu() {
    setMenuVisible(false, animated: true)
  }

  /// Updates the menu's items from the responder chain; inert, as the model draws no menu.
  open func update() {}
}

/// An item the app adds to the editing menu, as UIKit's `UIMenuItem`: a title and the action
/// sent up the responder chain when it's chosen; kept.
@preconcurrency @MainActor
open class UIMenuItem: NSObject {
  /// The item's title.
  open var title: String
  /// The action sent when the item is chosen.
  open var action: Selector

  /// Creates an item.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - action: The action.
  public init(title: String, action: Selector) {
    self.title = title
    self.action = action
    super.init()
  }
}
