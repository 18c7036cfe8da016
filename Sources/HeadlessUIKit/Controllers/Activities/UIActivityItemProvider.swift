public import Foundation

/// An operation that makes a share sheet item when an activity needs it, as UIKit's
/// `UIActivityItemProvider`: subclass it and override ``item``.
///
/// Inert in the model: the share sheet's activities aren't modelled, so no provider is ever run
/// and ``activityType`` stays `nil`. As an item source it answers with its placeholder before an
/// activity is chosen and with ``item`` after.
open class UIActivityItemProvider: Operation, @unchecked Sendable {
  private let placeholder: Any

  /// Creates a provider with a stand-in for the item it will make.
  ///
  /// - Parameter placeholderItem: An object of the same class as the item, possibly empty.
  public init(placeholderItem: Any) {
    placeholder = placeholderItem
    super.init()
  }

  /// The stand-in the provider was made with.
  open var placeholderItem: Any? { placeholder }

  /// The item to share, which subclasses override; the placeholder unless overridden.
  open var item: Any { placeholder }

  /// The activity the item is made for, while the provider runs; `nil` in the model, which runs
  /// none.
  open var activityType: UIActivity.ActivityType? { nil }

  /// The placeholder.
  ///
  /// - Parameter activityViewController: The share sheet.
  /// - Returns: ``placeholderItem``.
  @MainActor
  open func activityViewControllerPlaceholderItem(
    _ activityViewController: UIActivityViewController
  ) -> Any {
    placeholder
  }

  /// The item.
  ///
  /// - Parameters:
  ///   - activityViewController: The share sheet.
  ///   - activityType: The chosen activity.
  /// - Returns: ``item``.
  @MainActor
  open func activityViewController(
    _ activityViewController: UIActivityViewController,
    itemForActivityType activityType: UIActivity.ActivityType?
  ) -> Any? {
    item
  }
}

extension UIActivityItemProvider: @MainActor UIActivityItemSource {}
