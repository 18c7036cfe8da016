public import Foundation

/// The delegate of a collection view, as UIKit's `UICollectionViewDelegate`: selection and
/// display.
///
/// Every method is optional, as in UIKit: the default implementations do what UIKit does when
/// the delegate doesn't implement them.
@preconcurrency @MainActor
public protocol UICollectionViewDelegate: UIScrollViewDelegate {
  /// Whether a tap may select an item.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: Whether it may be selected.
  func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath)
    -> Bool
  /// Called after a tap selected an item.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath)
  /// Whether a tap may deselect an item.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: Whether it may be deselected.
  func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool
  /// Called after a tap deselected an item.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath)
  /// Whether a touch highlights an item; an item that isn't highlighted isn't selected.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: Whether it highlights.
  func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool
  /// Called before an item's cell is shown.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item.
  func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
  /// Called after an item's cell left the collection view.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item it showed.
  func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath)
}

extension UICollectionViewDelegate {
  /// Every item may be selected.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: `true`.
  public func collectionView(
    _ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath
  ) {}

  /// Every item may be deselected.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: `true`.
  public func collectionView(
    _ collectionView: UICollectionView, shouldDeselectItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath
  ) {}

  /// Every item highlights.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - indexPath: The item.
  /// - Returns: `true`.
  public func collectionView(
    _ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath
  ) -> Bool { true }

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item.
  public func collectionView(
    _ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}

  /// Does nothing.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - cell: The cell.
  ///   - indexPath: The item it showed.
  public func collectionView(
    _ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
    forItemAt indexPath: IndexPath
  ) {}
}

/// The delegate of a collection view with a flow layout, which sizes its items and sections,
/// as UIKit's `UICollectionViewDelegateFlowLayout`.
///
/// Every method is optional: the defaults return the layout's own values.
@preconcurrency @MainActor
public protocol UICollectionViewDelegateFlowLayout: UICollectionViewDelegate {
  /// The size of an item.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - indexPath: The item.
  /// - Returns: The size.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize
  /// The margins of a section.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The insets.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets
  /// The spacing between a section's lines.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The spacing.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The least spacing between a section's items in a line.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The spacing.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat
  /// The size of a section's header; a zero height (width, scrolling horizontally) for none.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The size.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize
  /// The size of a section's footer; a zero height (width, scrolling horizontally) for none.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The size.
  func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize
}

extension UICollectionViewDelegateFlowLayout {
  /// The flow layout's ``UICollectionViewFlowLayout/itemSize``.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - indexPath: The item.
  /// - Returns: The size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    sizeForItemAt indexPath: IndexPath
  ) -> CGSize {
    guard let flow = collectionViewLayout as? UICollectionViewFlowLayout else { return .zero }
    return flow.estimatedItemSize == .zero ? flow.itemSize : flow.estimatedItemSize
  }

  /// The flow layout's ``UICollectionViewFlowLayout/sectionInset``.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The insets.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    insetForSectionAt section: Int
  ) -> UIEdgeInsets {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.sectionInset ?? UIEdgeInsets()
  }

  /// The flow layout's ``UICollectionViewFlowLayout/minimumLineSpacing``.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The spacing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumLineSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumLineSpacing ?? 0
  }

  /// The flow layout's ``UICollectionViewFlowLayout/minimumInteritemSpacing``.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The spacing.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    minimumInteritemSpacingForSectionAt section: Int
  ) -> CGFloat {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0
  }

  /// The flow layout's ``UICollectionViewFlowLayout/headerReferenceSize``.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForHeaderInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.headerReferenceSize ?? .zero
  }

  /// The flow layout's ``UICollectionViewFlowLayout/footerReferenceSize``.
  ///
  /// - Parameters:
  ///   - collectionView: The collection view.
  ///   - collectionViewLayout: The layout.
  ///   - section: The section.
  /// - Returns: The size.
  public func collectionView(
    _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
    referenceSizeForFooterInSection section: Int
  ) -> CGSize {
    (collectionViewLayout as? UICollectionViewFlowLayout)?.footerReferenceSize ?? .zero
  }
}
