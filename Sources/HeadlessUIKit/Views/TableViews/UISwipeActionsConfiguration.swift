public import Foundation

/// An action shown when a user swipes a table row, as UIKit's `UIContextualAction`
/// [DOC: `uikit/uicontextualaction`]: kept; the model never shows swipe actions.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
  /// What the action does: given the action, the view showing it and a completion to call
  /// with whether it succeeded.
  public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

  /// The style of a contextual action, as UIKit's `UIContextualAction.Style`.
  public enum Style: Int, Sendable {
    /// A plain action.
    case normal = 0
    /// An action that deletes; inert.
    case destructive = 1
  }

  /// The action's style.
  public let style: UIContextualAction.Style
  /// What the action does.
  public let handler: UIContextualAction.Handler
  /// The action's title.
  open var title: String?
  /// The action's background colour; inert.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var backgroundColor: UIColor!
  /// The action's image; inert.
  open var image: UIImage?

  /// Creates an action.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - title: The title.
  ///   - handler: What the action does.
  public init(
    style: UIContextualAction.Style, title: String?,
    handler: @escaping UIContextualAction.Handler
  ) {
    self.style = style
    self.title = title
    self.handler = handler
    backgroundColor = nil
    super.init()
  }
}

/// The actions a swipe on a table row reveals, as UIKit's `UISwipeActionsConfiguration`
/// [DOC: `uikit/uiswipeactionsconfiguration`].
///
/// Inert: the table view's delegate is never asked for one, as the model has no swipe on
/// rows; a known gap.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  /// The actions, first the one nearest the swiped edge.
  public let actions: [UIContextualAction]
  /// Whether a full swipe runs the first action; `true` by default
  /// [DOC: `uikit/uiswipeactionsconfiguration/performsfirstactionwithfullswipe`]; inert.
  open var performsFirstActionWithFullSwipe = true

  /// Creates a configuration of actions.
  ///
  /// - Parameter actions: The actions.
  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
