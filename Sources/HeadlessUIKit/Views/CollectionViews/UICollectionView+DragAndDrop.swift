public import Foundation

extension UICollectionView {
  /// Whether items were lifted from the collection view and not yet dropped: always `false`, as
  /// the model never starts a drag.
  public var hasActiveDrag: Bool { false }
  /// Whether the collection view is tracking a drop session: always `false`, as the model never
  /// delivers a drop.
  public var hasActiveDrop: Bool { false }

  /// Starts moving an item interactively; inert in the model, which answers `false` (the item
  /// can't move) and never reorders items nor asks the data source to move one.
  ///
  /// - Parameter indexPath: The item's index path.
  /// - Returns: `false`.
  public func beginInteractiveMovementForItem(at indexPath: IndexPath) -> Bool { false }

  /// Updates the moving item's position; inert, as no movement ever begins in the model.
  ///
  /// - Parameter targetPosition: The position in the collection view's coordinates.
  public func updateInteractiveMovementTargetPosition(_ targetPosition: CGPoint) {}

  /// Ends the movement and moves the item; inert, as no movement ever begins in the model.
  public func endInteractiveMovement() {}

  /// Cancels the movement; inert, as no movement ever begins in the model.
  public func cancelInteractiveMovement() {}
}

/// The delegate that supplies drag items from a collection view, as UIKit's
/// `UICollectionViewDragDelegate` [DOC: `uikit/uicollectionviewdragdelegate`].
///
/// Declared so app delegates compile; the model never starts a drag, so it never calls these
/// methods.
@preconcurrency @MainActor
public protocol UICollectionViewDragDelegate: NSObjectProtocol {
  /// The items to drag from an item; never asked by the model.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - session: The drag session.
  ///   - indexPath: The item's index path.
  /// - Returns: The drag items, or none to refuse the drag.
  func collectionView(
    _ collectionView: UICollectionView, itemsForBeginning session: any UIDragSession,
    at indexPath: IndexPath
  ) -> [UIDragItem]
}

/// The delegate that handles drops on a collection view, as UIKit's
/// `UICollectionViewDropDelegate` [DOC: `uikit/uicollectionviewdropdelegate`].
///
/// Declared so app delegates compile; the model never delivers a drop, so it never calls these
/// methods.
@preconcurrency @MainActor
public protocol UICollectionViewDropDelegate: NSObjectProtocol {
  /// Incorporates the dropped items; never called by the model.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - coordinator: The drop coordinator.
  func collectionView(
    _ collectionView: UICollectionView,
    performDropWith coordinator: any UICollectionViewDropCoordinator)
  /// The proposal for a drop at an index path; never asked by the model.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - session: The drop session.
  ///   - destinationIndexPath: Where the content would land, or `nil`.
  /// - Returns: The proposal.
  func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal
}

extension UICollectionViewDropDelegate {
  /// Cancels: UIKit's answer for a delegate that leaves this out [INF: a drop nobody proposes
  /// to take transfers nothing].
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - session: The drop session.
  ///   - destinationIndexPath: Where the content would land, or `nil`.
  /// - Returns: A proposal to cancel.
  public func collectionView(
    _ collectionView: UICollectionView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UICollectionViewDropProposal {
    UICollectionViewDropProposal(operation: .cancel)
  }
}

/// What a collection view's drop delegate is handed to incorporate a drop, as UIKit's
/// `UICollectionViewDropCoordinator` [DOC: `uikit/uicollectionviewdropcoordinator`]: never handed
/// out by the model.
@preconcurrency @MainActor
public protocol UICollectionViewDropCoordinator: NSObjectProtocol {
  /// The items being dropped.
  var items: [any UICollectionViewDropItem] { get }
  /// Where to insert the items, or `nil`.
  var destinationIndexPath: IndexPath? { get }
  /// The proposal the delegate last made.
  var proposal: UICollectionViewDropProposal { get }
  /// The drop session.
  var session: any UIDropSession { get }
}

/// One item of a drop on a collection view, as UIKit's `UICollectionViewDropItem`
/// [DOC: `uikit/uicollectionviewdropitem`]: never handed out by the model.
@preconcurrency @MainActor
public protocol UICollectionViewDropItem: NSObjectProtocol {
  /// The drag item.
  var dragItem: UIDragItem { get }
  /// The item's index path when it came from the same collection view, or `nil`.
  var sourceIndexPath: IndexPath? { get }
  /// The size of the item's preview.
  var previewSize: CGSize { get }
}

/// A collection view drop delegate's proposal, as UIKit's `UICollectionViewDropProposal`
/// [DOC: `uikit/uicollectionviewdropproposal`]: a stored value; the model never ends a drop.
@preconcurrency @MainActor
open class UICollectionViewDropProposal: UIDropProposal {
  /// How dropped content is incorporated.
  public enum Intent: Int, Sendable {
    /// No intent given.
    case unspecified = 0
    /// Insert the content at the destination index path.
    case insertAtDestinationIndexPath = 1
    /// Incorporate the content into the item at the destination index path.
    case insertIntoDestinationIndexPath = 2
  }

  /// How the content would be incorporated.
  public let intent: Intent

  /// Creates a proposal for an operation and an intent.
  ///
  /// - Parameters:
  ///   - operation: The operation.
  ///   - intent: How the content is incorporated.
  public init(operation: UIDropOperation, intent: Intent) {
    self.intent = intent
    super.init(operation: operation)
  }

  /// Creates a proposal for an operation with no intent (`.unspecified`).
  ///
  /// - Parameter operation: The operation.
  public override convenience init(operation: UIDropOperation) {
    self.init(operation: operation, intent: .unspecified)
  }
}
