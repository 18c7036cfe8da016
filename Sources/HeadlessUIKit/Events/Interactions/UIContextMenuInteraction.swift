public import Foundation

/// A block that returns the view controller a context menu previews, as UIKit's
/// `UIContextMenuContentPreviewProvider`.
public typealias UIContextMenuContentPreviewProvider = () -> UIViewController?

/// A block that returns a context menu's menu from the suggested actions, as UIKit's
/// `UIContextMenuActionProvider`.
public typealias UIContextMenuActionProvider = ([UIMenuElement]) -> UIMenu?

/// The interaction that shows a context menu on a long press, as UIKit's
/// `UIContextMenuInteraction` [DOC: `uikit/uicontextmenuinteraction`].
///
/// Partial: adding it to a view is recorded (``UIView/interactions``) and it keeps its delegate,
/// but the model never presents the menu. UIKit shows a context menu above all content
/// [DOC: the page above: "animates your content to a new interface and displays the contextual
/// menu"]; which window and views hold it is not documented, so a long press on the view asks
/// the delegate nothing and a capture shows no menu — a known gap.
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  /// The delegate that supplies the menu; held weakly.
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  /// The view holding the interaction.
  public private(set) weak var view: UIView?

  /// Creates an interaction with its delegate.
  ///
  /// - Parameter delegate: The object that supplies the menu.
  public init(delegate: any UIContextMenuInteractionDelegate) {
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

  /// The location of the interaction in a view; the model never tracks a touch, so it is
  /// the origin of the interaction's view converted to `view`.
  ///
  /// - Parameter view: The view, or `nil` for the window.
  /// - Returns: The point.
  open func location(in view: UIView?) -> CGPoint {
    guard let own = self.view else { return .zero }
    return own.convert(CGPoint.zero, to: view)
  }

  /// Dismisses the menu; inert, as the model never shows one.
  open func dismissMenu() {}

  /// Updates the visible menu; inert, as the model never shows one.
  ///
  /// - Parameter block: Returns the updated menu from the current one.
  open func updateVisibleMenu(_ block: (UIMenu) -> UIMenu) {}
}

/// The delegate of a context menu interaction, as UIKit's `UIContextMenuInteractionDelegate`
/// [DOC: `uikit/uicontextmenuinteractiondelegate`].
///
/// Declared so app delegates compile; the model never calls these methods (see
/// ``UIContextMenuInteraction``).
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
  /// The menu's configuration for a location, or `nil` to show none.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - location: The location in the interaction's view.
  /// - Returns: The configuration, or `nil`.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
  /// The preview to show while the menu appears; inert.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The configuration.
  /// - Returns: The preview, or `nil` for the default.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// The preview to show while the menu goes away; inert.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The configuration.
  /// - Returns: The preview, or `nil` for the default.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview?
  /// Called when the user taps the preview; never called by the model.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The configuration.
  ///   - animator: The commit animator.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating)
  /// Called before the menu appears; never called by the model.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The configuration.
  ///   - animator: The animator, or `nil`.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Called when the menu goes away; never called by the model.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The configuration.
  ///   - animator: The animator, or `nil`.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
  /// No preview: UIKit's default.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The configuration.
  /// - Returns: `nil`.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }

  /// No preview: UIKit's default.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The configuration.
  /// - Returns: `nil`.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration
  ) -> UITargetedPreview? { nil }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The configuration.
  ///   - animator: The commit animator.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
    animator: any UIContextMenuInteractionCommitAnimating
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The configuration.
  ///   - animator: The animator, or `nil`.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - configuration: The configuration.
  ///   - animator: The animator, or `nil`.
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction,
    willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
}

/// The configuration of a context menu, as UIKit's `UIContextMenuConfiguration`
/// [DOC: `uikit/uicontextmenuconfiguration`]: kept; the model never shows the menu.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
  /// The configuration's identifier; a new unique one when created with `nil`.
  public let identifier: any NSCopying
  let previewProvider: UIContextMenuContentPreviewProvider?
  let actionProvider: UIContextMenuActionProvider?

  /// Creates a configuration.
  ///
  /// - Parameters:
  ///   - identifier: The identifier, or `nil` for a unique one.
  ///   - previewProvider: Returns the preview's controller; kept, never called.
  ///   - actionProvider: Returns the menu; kept, never called.
  public convenience init(
    identifier: (any NSCopying)? = nil,
    previewProvider: UIContextMenuContentPreviewProvider? = nil,
    actionProvider: UIContextMenuActionProvider? = nil
  ) {
    self.init(
      ownIdentifier: identifier ?? (UUID().uuidString as NSString),
      previewProvider: previewProvider, actionProvider: actionProvider)
  }

  init(
    ownIdentifier: any NSCopying, previewProvider: UIContextMenuContentPreviewProvider?,
    actionProvider: UIContextMenuActionProvider?
  ) {
    identifier = ownIdentifier
    self.previewProvider = previewProvider
    self.actionProvider = actionProvider
    super.init()
  }
}

/// The parameters of a targeted preview, as UIKit's `UIPreviewParameters`; inert.
@preconcurrency @MainActor
open class UIPreviewParameters: NSObject {
  /// The part of the view the preview shows; inert.
  open var visiblePath: UIBezierPath?
  /// The preview's shadow; inert.
  open var shadowPath: UIBezierPath?
  /// The colour behind the preview; inert.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var backgroundColor: UIColor!

  /// Creates default parameters.
  public override init() {
    backgroundColor = nil
    super.init()
  }
}

/// A view to use as a context menu's preview, as UIKit's `UITargetedPreview`; kept, inert.
@preconcurrency @MainActor
open class UITargetedPreview: NSObject {
  /// The view previewed.
  public let view: UIView
  /// The preview's parameters.
  public let parameters: UIPreviewParameters

  /// Creates a preview of a view with parameters.
  ///
  /// - Parameters:
  ///   - view: The view.
  ///   - parameters: The parameters.
  public init(view: UIView, parameters: UIPreviewParameters) {
    self.view = view
    self.parameters = parameters
    super.init()
  }

  /// Creates a preview of a view with default parameters.
  ///
  /// - Parameter view: The view.
  public convenience init(view: UIView) {
    self.init(view: view, parameters: UIPreviewParameters())
  }
}

/// The animator of a context menu's appearance, as UIKit's
/// `UIContextMenuInteractionAnimating`; the model never creates one.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
  /// The preview's controller, if any.
  var previewViewController: UIViewController? { get }
  /// Adds animations to run alongside.
  ///
  /// - Parameter animations: The animations.
  func addAnimations(_ animations: @escaping () -> Void)
  /// Adds a block to run when the animation ends.
  ///
  /// - Parameter completion: The block.
  func addCompletion(_ completion: @escaping () -> Void)
}

/// The animator of a tap on a context menu's preview, as UIKit's
/// `UIContextMenuInteractionCommitAnimating`; the model never creates one.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
  /// How the preview commits.
  var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// How a context menu's preview commits, as UIKit's `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable {
  /// The menu dismisses.
  case dismiss = 0
  /// The preview pops into the app.
  case pop = 1
}
