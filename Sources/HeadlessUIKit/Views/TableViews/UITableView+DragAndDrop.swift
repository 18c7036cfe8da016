public import Foundation

extension UITableView {
  /// Whether rows were lifted from the table and not yet dropped: always `false`, as the model
  /// never starts a drag.
  public var hasActiveDrag: Bool { false }
  /// Whether the table is tracking a drop session: always `false`, as the model never delivers
  /// a drop.
  public var hasActiveDrop: Bool { false }
}

/// The delegate that supplies drag items from a table, as UIKit's `UITableViewDragDelegate`
/// [DOC: `uikit/uitableviewdragdelegate`].
///
/// Declared so app delegates compile; the model never starts a drag, so it never calls these
/// methods.
@preconcurrency @MainActor
public protocol UITableViewDragDelegate: NSObjectProtocol {
  /// The items to drag from a row; never asked by the model.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drag session.
  ///   - indexPath: The row's index path.
  /// - Returns: The drag items, or none to refuse the drag.
  func tableView(
    _ tableView: UITableView, itemsForBeginning session: any UIDragSession, at indexPath: IndexPath
  ) -> [UIDragItem]
}

/// The delegate that handles drops on a table, as UIKit's `UITableViewDropDelegate`
/// [DOC: `uikit/uitableviewdropdelegate`].
///
/// Declared so app delegates compile; the model never delivers a drop, so it never calls these
/// methods.
@preconcurrency @MainActor
public protocol UITableViewDropDelegate: NSObjectProtocol {
  /// Incorporates the dropped rows; never called by the model.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - coordinator: The drop coordinator.
  func tableView(
    _ tableView: UITableView, performDropWith coordinator: any UITableViewDropCoordinator)
  /// The proposal for a drop at an index path; never asked by the model.
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drop session.
  ///   - destinationIndexPath: Where the content would land, or `nil`.
  /// - Returns: The proposal.
  func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal
}

extension UITableViewDropDelegate {
  /// Cancels: UIKit's answer for a delegate that leaves this out [INF: a drop nobody proposes
  /// to take transfers nothing].
  ///
  /// - Parameters:
  ///   - tableView: The table.
  ///   - session: The drop session.
  ///   - destinationIndexPath: Where the content would land, or `nil`.
  /// - Returns: A proposal to cancel.
  public func tableView(
    _ tableView: UITableView, dropSessionDidUpdate session: any UIDropSession,
    withDestinationIndexPath destinationIndexPath: IndexPath?
  ) -> UITableViewDropProposal {
    UITableViewDropProposal(operation: .cancel)
  }
}

/// What a table's drop delegate is handed to incorporate a drop, as UIKit's
/// `UITableViewDropCoordinator` [DOC: `uikit/uitableviewdropcoordinator`]: never handed out by
/// the model.
@preconcurrency @MainActor
public protocol UITableViewDropCoordinator: NSObjectProtocol {
  /// The items being dropped.
  var items: [any UITableViewDropItem] { get }
  /// Where to insert the rows, or `nil`.
  var destinationIndexPath: IndexPath? { get }
  /// The proposal the delegate last made.
  var proposal: UITableViewDropProposal { get }
  /// The drop session.
  var session: any UIDropSession { get }
}

/// One item of a drop on a table, as UIKit's `UITableViewDropItem`
/// [DOC: `uikit/uitableviewdropitem`]: never handed out by the model.
@preconcurrency @MainActor
public protocol UITableViewDropItem: NSObjectProtocol {
  /// The drag item.
  var dragItem: UIDragItem { get }
  /// The row's index path when it came from the same table, or `nil`.
  var sourceIndexPath: IndexPath? { get }
  /// The size of the item's preview.
  var previewSize: CGSize { get }
}

/// A table drop delegate's proposal, as UIKit's `UITableViewDropProposal`
/// [DOC: `uikit/uitableviewdropproposal`]: a stored value; the model never ends a drop.
@preconcurrency @MainActor
open class UITableViewDropProposal: UIDropProposal {
  /// How dropped content is incorporated.
  public enum Intent: Int, Sendable {
    /// No intent given.
    case unspecified = 0
    /// Insert the content at the destination index path.
    case insertAtDestinationIndexPath = 1
    /// Incorporate the content into the row at the destination index path.
    case insertIntoDestinationIndexPath = 2
    /// Let the table choose between inserting at and into the destination.
    case automatic = 3
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
