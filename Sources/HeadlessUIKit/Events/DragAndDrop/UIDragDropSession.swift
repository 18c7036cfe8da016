public import Foundation

/// What drag sessions and drop sessions share, as UIKit's `UIDragDropSession`
/// [DOC: `uikit/uidragdropsession`].
///
/// Declared so app code that reads a session compiles; the model never starts a drag, so no
/// session is ever handed to app code.
@preconcurrency @MainActor
public protocol UIDragDropSession: NSObjectProtocol {
  /// The drag items in the session.
  var items: [UIDragItem] { get }
  /// Whether the session permits a move operation.
  var allowsMoveOperation: Bool { get }
  /// Whether the session is restricted to the app that started it.
  var isRestrictedToDraggingApplication: Bool { get }
  /// The location of the drag in a view's coordinates.
  ///
  /// - Parameter view: The view.
  /// - Returns: The point.
  func location(in view: UIView) -> CGPoint
  /// Whether at least one item conforms to one of the type identifiers.
  ///
  /// - Parameter typeIdentifiers: The uniform type identifiers.
  /// - Returns: Whether one does.
  func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
  /// Whether at least one item can create an instance of a class.
  ///
  /// - Parameter aClass: The class.
  /// - Returns: Whether one can.
  func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

/// A drag session as its source sees it, as UIKit's `UIDragSession`
/// [DOC: `uikit/uidragsession`]: never handed out by the model (see ``UIDragDropSession``).
@preconcurrency @MainActor
public protocol UIDragSession: UIDragDropSession {
  /// A custom object the app attaches to the session.
  var localContext: Any? { get set }
}

/// A drop session as its destination sees it, as UIKit's `UIDropSession`
/// [DOC: `uikit/uidropsession`]: never handed out by the model (see ``UIDragDropSession``).
@preconcurrency @MainActor
public protocol UIDropSession: ProgressReporting, UIDragDropSession {
  /// The drag session of an in-app drag, or `nil` when the drag came from another app.
  var localDragSession: (any UIDragSession)? { get }
  /// Creates an instance of a class for each drag item.
  ///
  /// - Parameters:
  ///   - aClass: The class.
  ///   - completion: Called with the objects.
  /// - Returns: The load's progress.
  func loadObjects(
    ofClass aClass: any NSItemProviderReading.Type,
    completion: @escaping ([any NSItemProviderReading]) -> Void
  ) -> Progress
}
