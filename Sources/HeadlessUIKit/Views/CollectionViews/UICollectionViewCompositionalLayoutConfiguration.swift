public import Foundation

/// What a compositional layout does beyond its sections — its scroll direction, the space
/// between sections, layout-wide headers and footers — as UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`.
///
/// The model honours ``interSectionSpacing``; the rest is kept and inert (see
/// ``UICollectionViewCompositionalLayout/configuration``).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
  /// The axis the layout scrolls along; `.vertical` by default.
  ///
  /// Kept, inert: the model lays sections out vertically.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical
  /// The space between sections; `0` by default.
  open var interSectionSpacing: CGFloat = 0
  /// Headers and footers of the whole layout; kept, inert (not laid out).
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// What sections' content insets are measured from; `.automatic` by default.
  ///
  /// Kept, inert, as ``NSCollectionLayoutSection/contentInsetsReference``.
  open var contentInsetsReference: UIContentInsetsReference = .automatic

  /// Creates a configuration with UIKit's defaults.
  public override init() {}

  /// A copy, as the layout keeps one of the configuration it is given.
  func copied() -> UICollectionViewCompositionalLayoutConfiguration {
    let copy = UICollectionViewCompositionalLayoutConfiguration()
    copy.scrollDirection = scrollDirection
    copy.interSectionSpacing = interSectionSpacing
    copy.boundarySupplementaryItems = boundarySupplementaryItems
    copy.contentInsetsReference = contentInsetsReference
    return copy
  }
}
