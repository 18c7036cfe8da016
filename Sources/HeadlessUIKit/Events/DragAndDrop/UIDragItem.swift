public import Foundation

/// An item being dragged, as UIKit's `UIDragItem` [DOC: `uikit/uidragitem`]: it keeps its item
/// provider and local object; the model never starts a drag that would carry it.
@preconcurrency @MainActor
open class UIDragItem: NSObject {
  /// The item provider that conveys the item's data.
  public let itemProvider: NSItemProvider
  /// A custom object for the app that started the drag; stored.
  public var localObject: Any?

  /// Creates a drag item with an item provider.
  ///
  /// - Parameter itemProvider: The provider of the item's data.
  public init(itemProvider: NSItemProvider) {
    self.itemProvider = itemProvider
    super.init()
  }
}
