public import Foundation

/// The interaction that shows the edit menu (cut, copy, paste and the app's actions) for a
/// view's content, as UIKit's `UIEditMenuInteraction` [DOC: `uikit/uieditmenuinteraction`].
///
/// Partial: adding it to a view is recorded (``UIView/interactions``) and it keeps its
/// delegate, but ``presentEditMenu(with:)`` shows nothing and asks the delegate nothing. The
/// edit menu is a system overlay UIKit draws above the app's content from a configuration, not
/// a view controller the app presents [DOC: the page above, "the actions display in an editing
/// menu", and `uikit/uieditmenuinteraction/presenteditmenu(with:)`, which takes only a
/// configuration and no presenting controller]; which window and views hold it is not
/// documented, so, as with context menus, a capture shows no menu — a known gap.
@preconcurrency @MainActor
open class UIEditMenuInteraction: NSObject, UIInteraction {
  /// The delegate that supplies the menu; held weakly.
  public private(set) weak var delegate: (any UIEditMenuInteractionDelegate)?
  /// The view holding the interaction.
  public private(set) weak var view: UIView?

  /// Creates an interaction with its delegate.
  ///
  /// - Parameter delegate: The object that supplies the menu, or `nil` for the system's.
  public init(delegate: (any UIEditMenuInteractionDelegate)?) {
    self.delegate = delegate
    super.init()
  }

  /// Called before the interaction moves to a view.
  ///
  /// - Parameter view: The view, or `nil`.
  open func willMove(to view: UIView?) {}

  /// Records the view the interaction moved to.
  ///
  /// - Parameter view: The view, or `nil`.
  open func didMove(to view: UIView?) { self.view = view }

  /// Presents the edit menu; inert: the model shows no menu (see ``UIEditMenuInteraction``).
  ///
  /// - Parameter configuration: Where and for what the menu shows.
  open func presentEditMenu(with configuration: UIEditMenuConfiguration) {}

  /// Dismisses the edit menu; inert, as the model never shows one.
  open func dismissMenu() {}

  /// Asks the delegate for the visible menu again; inert, as the model never shows one.
  open func reloadVisibleMenu() {}

  /// Moves the visible menu to its target again; inert, as the model never shows one.
  ///
  /// - Parameter animated: Whether to animate the move.
  open func updateVisibleMenuPosition(animated: Bool) {}
}

/// Where and for what an edit menu shows, as UIKit's `UIEditMenuConfiguration` [DOC:
/// `uikit/uieditmenuconfiguration`]; kept as made.
@preconcurrency @MainActor
public class UIEditMenuConfiguration: NSObject {
  /// The identifier the app gave, or a unique one.
  ///
  /// UIKit's `identifier` property is left out: no Apple documentation page for it was found.
  let identifier: AnyHashable
  /// The point the menu shows from, in the interaction's view.
  public private(set) var sourcePoint: CGPoint
  /// The direction the menu's arrow points; inert.
  public var preferredArrowDirection: UIEditMenuArrowDirection = .automatic

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - identifier: An identifier for the configuration, or `nil` for a unique one.
  ///   - sourcePoint: The point the menu shows from, in the interaction's view.
  public convenience init(identifier: AnyHashable?, sourcePoint: CGPoint) {
    self.init(identifier: identifier ?? AnyHashable(UUID()), point: sourcePoint)
  }

  private init(identifier: AnyHashable, point: CGPoint) {
    self.identifier = identifier
    sourcePoint = point
    super.init()
  }
}

/// The direction an edit menu's arrow points, as UIKit's `UIEditMenuArrowDirection`; inert.
public enum UIEditMenuArrowDirection: Int, Sendable {
  /// Up or down, by where the content is on screen.
  case automatic = 0
  /// Up.
  case up = 1
  /// Down.
  case down = 2
  /// Left.
  case left = 3
  /// Right.
  case right = 4
}

/// The delegate of an edit menu interaction, as UIKit's `UIEditMenuInteractionDelegate` [DOC:
/// `uikit/uieditmenuinteractiondelegate`].
///
/// Declared so app delegates compile; the model never calls these methods (see
/// ``UIEditMenuInteraction``).
@preconcurrency @MainActor
public protocol UIEditMenuInteractionDelegate: NSObjectProtocol {
  /// The menu to show, from the actions UIKit suggests.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The menu's configuration.
  ///   - suggestedActions: The actions gathered from the responder chain.
  /// - Returns: The menu, `nil` for the system's, or an empty menu for none.
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu?

  /// The rectangle the menu points at.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The menu's configuration.
  /// - Returns: The rectangle, in the interaction's view.
  func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
  ) -> CGRect
}

extension UIEditMenuInteractionDelegate {
  /// Returns `nil`, the system's menu, as an Objective-C optional method left out does.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The menu's configuration.
  ///   - suggestedActions: The suggested actions.
  /// - Returns: `nil`.
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, menuFor configuration: UIEditMenuConfiguration,
    suggestedActions: [UIMenuElement]
  ) -> UIMenu? { nil }

  /// Returns a null rectangle, so UIKit would use the source point.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The menu's configuration.
  /// - Returns: `CGRect.null`.
  public func editMenuInteraction(
    _ interaction: UIEditMenuInteraction, targetRectFor configuration: UIEditMenuConfiguration
  ) -> CGRect { .null }
}
