public import Foundation

/// A collection view cell with a list's standard content, as UIKit's
/// `UICollectionViewListCell`.
///
/// Its accessories (kept, not drawn) and indentation are inert; the content comes from
/// ``UICollectionViewCell/contentConfiguration``, usually ``defaultContentConfiguration()``.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  /// The indentation level; inert.
  open var indentationLevel = 0
  /// The width of one indentation level; inert.
  open var indentationWidth: CGFloat = 10
  /// Whether the separator follows the indentation; inert.
  open var indentsAccessories = true
  /// The accessories the cell shows on its edges, none by default; kept and not drawn (see
  /// ``UICellAccessory``).
  open var accessories: [UICellAccessory] = []

  /// Returns the standard list cell content.
  ///
  /// - Returns: A list cell configuration; its looks are inert.
  open func defaultContentConfiguration() -> UIListContentConfiguration {
    .cell()
  }
}
