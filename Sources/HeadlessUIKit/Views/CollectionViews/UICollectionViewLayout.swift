public import Foundation

/// What places a collection view's cells and supplementary views, as UIKit's abstract
/// `UICollectionViewLayout`.
///
/// Modelled: the collection view calls ``prepare()`` when it loads its items or the layout is
/// invalidated, takes its content size from ``collectionViewContentSize``, and places the
/// views of the visible area at the frames ``layoutAttributesForElements(in:)`` gives — the
/// override points an app's own layout overrides, as in UIKit [DOC:
/// `uikit/uicollectionviewlayout`, "Subclassing notes"]. The base class places nothing.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
  /// The collection view the layout places views in.
  open internal(set) weak var collectionView: UICollectionView?

  /// Creates a layout.
  public override init() {}

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The class of the attributes the layout makes.
  open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

  /// Computes the layout before the collection view asks for attributes; does nothing by
  /// default.
  open func prepare() {}

  /// The size of the collection view's content; `.zero` by default.
  open var collectionViewContentSize: CGSize { .zero }

  /// Returns the attributes of the views in a rectangle of the content; none by default.
  ///
  /// - Parameter rect: The rectangle, in the content's coordinates.
  /// - Returns: The attributes.
  open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
    nil
  }

  /// Returns the attributes of an item's cell; `nil` by default.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: The attributes.
  open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Returns the attributes of a supplementary view; `nil` by default.
  ///
  /// - Parameters:
  ///   - elementKind: The view's kind.
  ///   - indexPath: Its index path.
  /// - Returns: The attributes.
  open func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    nil
  }

  /// Marks the layout out of date: the collection view prepares it and places its views again
  /// at once [INF: UIKit does it at the next layout pass].
  open func invalidateLayout() {
    collectionView?.layoutInvalidated()
  }

  /// Returns whether a change of the collection view's bounds invalidates the layout; `false`
  /// by default.
  ///
  /// - Parameter newBounds: The new bounds.
  /// - Returns: Whether the layout must be computed again.
  open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    false
  }

  /// Returns the content offset to stop scrolling at; the proposed one by default.
  ///
  /// - Parameter proposedContentOffset: Where scrolling would stop.
  /// - Returns: Where it stops.
  open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint)
    -> CGPoint
  {
    proposedContentOffset
  }

  /// Returns the content offset to stop a fling at; the proposed one by default.
  ///
  /// - Parameters:
  ///   - proposedContentOffset: Where scrolling would stop.
  ///   - velocity: The fling's velocity.
  /// - Returns: Where it stops.
  open func targetContentOffset(
    forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
  ) -> CGPoint {
    proposedContentOffset
  }
}
