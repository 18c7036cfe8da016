public import Foundation

/// Where a layout puts one cell or supplementary view of a collection view, as UIKit's
/// `UICollectionViewLayoutAttributes`.
///
/// Modelled: the collection view gives the view ``frame``, ``isHidden`` and ``alpha``, and
/// stacks views by ``zIndex``. Transforms aren't modelled.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
  /// What kind of view attributes describe, as UIKit's `UICollectionView.ElementCategory`.
  public typealias ElementCategory = UICollectionView.ElementCategory

  /// The view's frame, in the collection view's content.
  open var frame: CGRect = .zero
  /// The view's centre.
  open var center: CGPoint {
    get { CGPoint(x: frame.midX, y: frame.midY) }
    set {
      frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2)
    }
  }
  /// The view's size.
  open var size: CGSize {
    get { frame.size }
    set { frame.size = newValue }
  }
  /// The view's bounds.
  open var bounds: CGRect {
    get { CGRect(origin: .zero, size: frame.size) }
    set { size = newValue.size }
  }
  /// Whether the view is hidden.
  open var isHidden = false
  /// The view's alpha.
  open var alpha: CGFloat = 1
  /// The view's stacking order: higher is in front.
  open var zIndex = 0
  /// The item or supplementary view's index path.
  open var indexPath: IndexPath
  /// Whether the attributes are a cell's or a supplementary view's.
  open private(set) var representedElementCategory: ElementCategory
  /// The supplementary view's kind; `nil` for a cell.
  open private(set) var representedElementKind: String?

  /// Creates attributes for the cell of an item.
  ///
  /// - Parameter indexPath: The item.
  public required init(forCellWith indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .cell
  }

  /// Creates attributes for a supplementary view.
  ///
  /// - Parameters:
  ///   - elementKind: The view's kind, such as ``UICollectionView/elementKindSectionHeader``.
  ///   - indexPath: Its index path.
  public required init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
    self.indexPath = indexPath
    representedElementCategory = .supplementaryView
    representedElementKind = elementKind
  }
}
