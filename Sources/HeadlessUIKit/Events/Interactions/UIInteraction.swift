public import Foundation

/// An object a view holds that adds behaviour to it, as UIKit's `UIInteraction`
/// [DOC: `uikit/uiinteraction`].
///
/// Modelled as bookkeeping: ``UIView/addInteraction(_:)`` records the interaction on the view
/// and calls ``willMove(to:)`` and ``didMove(to:)``; the model never drives an interaction with
/// touches or a pointer (see each interaction class for what is a known gap).
@preconcurrency @MainActor
public protocol UIInteraction: NSObjectProtocol {
  /// The view that holds the interaction, or `nil`.
  var view: UIView? { get }
  /// Called before the interaction is added to, or removed from, a view.
  ///
  /// - Parameter view: The view it moves to, or `nil` when removed.
  func willMove(to view: UIView?)
  /// Called after the interaction was added to, or removed from, a view.
  ///
  /// - Parameter view: The view it moved to, or `nil` when removed.
  func didMove(to view: UIView?)
}

extension UIView {
  /// The interactions the view holds, in the order they were added.
  public var interactions: [any UIInteraction] {
    get { engine.interactions }
    set {
      for old in engine.interactions where !newValue.contains(where: { $0 === old }) {
        removeInteraction(old)
      }
      for new in newValue where !engine.interactions.contains(where: { $0 === new }) {
        addInteraction(new)
      }
    }
  }

  /// Adds an interaction to the view, moving it from the view it was on [DOC:
  /// `uikit/uiview/addinteraction(_:)`]; recorded, the model never drives it.
  ///
  /// - Parameter interaction: The interaction.
  public func addInteraction(_ interaction: any UIInteraction) {
    if let previous = interaction.view, previous !== self {
      previous.removeInteraction(interaction)
    }
    guard !engine.interactions.contains(where: { $0 === interaction }) else { return }
    interaction.willMove(to: self)
    engine.interactions.append(interaction)
    interaction.didMove(to: self)
  }

  /// Removes an interaction from the view.
  ///
  /// - Parameter interaction: The interaction.
  public func removeInteraction(_ interaction: any UIInteraction) {
    guard let index = engine.interactions.firstIndex(where: { $0 === interaction }) else { return }
    interaction.willMove(to: nil)
    engine.interactions.remove(at: index)
    interaction.didMove(to: nil)
  }
}
