public import Foundation

/// The interaction that lets the user drag items from a view, as UIKit's `UIDragInteraction`
/// [DOC: `uikit/uidraginteraction`].
///
/// Inert in the model: adding it to a view is recorded (``UIView/interactions``) and it keeps its
/// delegate and ``isEnabled``, but no touch ever lifts the view, so the delegate is never asked
/// for items and no drag session starts — a known gap. Dragging never decides what covers what.
@preconcurrency @MainActor
open class UIDragInteraction: NSObject, UIInteraction {
  /// The delegate that supplies the drag items; held weakly.
  public private(set) weak var delegate: (any UIDragInteractionDelegate)?
  /// The view holding the interaction.
  public private(set) weak var view: UIView?
  /// Whether the interaction responds to touches and may take part in a drag.
  ///
  /// Starts as ``isEnabledByDefault``. Stored; the model drives no drag either way.
  public var isEnabled: Bool

  /// Whether a new drag interaction is enabled: `true` on iPad, `false` on iPhone
  /// [INF: UIKit's header says the default is device dependent; iPhone drags within an app
  /// only where apps enable them], from the profile of the app in scope (`false` outside one).
  open class var isEnabledByDefault: Bool {
    AppScope.application?.profile.device.idiom == .pad
  }

  /// Creates an interaction with its delegate.
  ///
  /// - Parameter delegate: The object that supplies the drag items.
  public init(delegate: any UIDragInteractionDelegate) {
    self.delegate = delegate
    isEnabled = Self.isEnabledByDefault
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
}

/// The delegate of a drag interaction, as UIKit's `UIDragInteractionDelegate`
/// [DOC: `uikit/uidraginteractiondelegate`].
///
/// Declared so app delegates compile; the model never calls these methods (see
/// ``UIDragInteraction``).
@preconcurrency @MainActor
public protocol UIDragInteractionDelegate: NSObjectProtocol {
  /// The drag items for a drag about to begin; never asked by the model.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - session: The drag session.
  /// - Returns: The items, or none to refuse the drag.
  func dragInteraction(
    _ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession
  ) -> [UIDragItem]
  /// Called when the user starts moving the lifted items; never called by the model.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - session: The drag session.
  func dragInteraction(
    _ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession)
}

extension UIDragInteractionDelegate {
  /// Does nothing.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - session: The drag session.
  public func dragInteraction(
    _ interaction: UIDragInteraction, sessionWillBegin session: any UIDragSession
  ) {}
}
