public import Foundation

/// The interaction that lets the user drop items on a view, as UIKit's `UIDropInteraction`
/// [DOC: `uikit/uidropinteraction`].
///
/// Inert in the model: adding it to a view is recorded (``UIView/interactions``) and it keeps its
/// delegate, but no drag ever reaches the view, so the delegate is never asked about a session
/// and nothing is dropped — a known gap. Dropping never decides what covers what.
@preconcurrency @MainActor
open class UIDropInteraction: NSObject, UIInteraction {
  /// The delegate that handles drops; held weakly.
  public private(set) weak var delegate: (any UIDropInteractionDelegate)?
  /// The view holding the interaction.
  public private(set) weak var view: UIView?

  /// Creates an interaction with its delegate.
  ///
  /// - Parameter delegate: The object that handles drops.
  public init(delegate: any UIDropInteractionDelegate) {
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
}

/// The delegate of a drop interaction, as UIKit's `UIDropInteractionDelegate`
/// [DOC: `uikit/uidropinteractiondelegate`].
///
/// Declared so app delegates compile; the model never calls these methods (see
/// ``UIDropInteraction``). Every method is optional in UIKit: each has a default here.
@preconcurrency @MainActor
public protocol UIDropInteractionDelegate: NSObjectProtocol {
  /// Whether the delegate can handle the session's items; never asked by the model.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - session: The drop session.
  /// - Returns: Whether it can.
  func dropInteraction(_ interaction: UIDropInteraction, canHandle session: any UIDropSession)
    -> Bool
  /// Called when the session enters the view; never called by the model.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - session: The drop session.
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession)
  /// The proposal for the session as it changes; never asked by the model.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - session: The drop session.
  /// - Returns: The proposal.
  func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
  ) -> UIDropProposal
  /// Called when the session leaves the view; never called by the model.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - session: The drop session.
  func dropInteraction(_ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession)
  /// Called when the user drops on the view; never called by the model.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - session: The drop session.
  func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession)
}

extension UIDropInteractionDelegate {
  /// Can handle every session.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - session: The drop session.
  /// - Returns: `true`.
  public func dropInteraction(
    _ interaction: UIDropInteraction, canHandle session: any UIDropSession
  ) -> Bool { true }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - session: The drop session.
  public func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidEnter session: any UIDropSession
  ) {}

  /// Cancels: a view whose delegate leaves this out accepts no drop, as in UIKit.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - session: The drop session.
  /// - Returns: A proposal to cancel.
  public func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession
  ) -> UIDropProposal { UIDropProposal(operation: .cancel) }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - session: The drop session.
  public func dropInteraction(
    _ interaction: UIDropInteraction, sessionDidExit session: any UIDropSession
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - interaction: The interaction.
  ///   - session: The drop session.
  public func dropInteraction(
    _ interaction: UIDropInteraction, performDrop session: any UIDropSession
  ) {}
}
