public import Foundation

/// How a drag-and-drop activity resolves when the user drops, as UIKit's `UIDropOperation`
/// [DOC: `uikit/uidropoperation`], with UIKit's raw values (an `NSUInteger` enum in its header).
public enum UIDropOperation: UInt, Sendable {
  /// No data is transferred; the drag is cancelled.
  case cancel = 0
  /// The drop isn't allowed here and now; the drag is cancelled.
  case forbidden = 1
  /// The data is copied to the destination.
  case copy = 2
  /// The data is moved, within the same app.
  case move = 3
}

/// What a drop interaction proposes to do with a drop, as UIKit's `UIDropProposal`
/// [DOC: `uikit/uidropproposal`]: a stored value; the model never ends a drop.
@preconcurrency @MainActor
open class UIDropProposal: NSObject {
  /// The operation the drop interaction proposes.
  public let operation: UIDropOperation

  /// Creates a proposal for an operation.
  ///
  /// - Parameter operation: The operation.
  public init(operation: UIDropOperation) {
    self.operation = operation
    super.init()
  }
}
