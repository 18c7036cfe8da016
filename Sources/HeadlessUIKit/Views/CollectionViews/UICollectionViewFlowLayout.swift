public import Foundation

/// A layout of items in lines that wrap, with optional section headers and footers, as
/// UIKit's `UICollectionViewFlowLayout`.
///
/// Modelled, for the vertical direction (the horizontal one swaps the axes): each section is
/// its header (``headerReferenceSize``'s height, the collection's width), its
/// ``sectionInset``, lines of items, then its footer. Items go left to right while they fit
/// the width inside the insets with at least ``minimumInteritemSpacing`` between them; lines
/// are ``minimumLineSpacing`` apart and as tall as their tallest item, which sets the others'
/// vertical centre. A line's leftover width is shared between its gaps, except on a section's
/// last line, which keeps the minimum spacing, and a line of one item, which is centred [OBS:
/// the last line is left-aligned, openradar 20825965; INF: a lone item is centred, as widely
/// reported]. Items' sizes come from the delegate's
/// `collectionView(_:layout:sizeForItemAt:)`, else ``itemSize``; with an
/// ``estimatedItemSize`` the estimate is the size [INF: self-sizing cells need Auto Layout the
/// model doesn't run for cells]. Pinned headers aren't modelled.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
  /// The value of ``estimatedItemSize`` that asks cells to size themselves.
  public static let automaticSize = CGSize(
    width: Double.greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  /// The spacing between lines; 10 by default [DOC: `uikit/uicollectionviewflowlayout/minimumlinespacing`].
  open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The least spacing between items in a line; 10 by default.
  open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
  /// The size of items the delegate doesn't size; 50 by 50 by default.
  open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
  /// The estimated size of self-sizing items; `.zero` (none) by default.
  open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The direction the content scrolls in; `.vertical` by default.
  open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
    didSet { invalidateLayout() }
  }
  /// The size of section headers the delegate doesn't size; `.zero` (none) by default.
  open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The size of section footers the delegate doesn't size; `.zero` (none) by default.
  open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
  /// The margins around each section's items; none by default.
  open var sectionInset = UIEdgeInsets() { didSet { invalidateLayout() } }
  /// What the section insets are measured from; inert: from the content's edges.
  open var sectionInsetReference: SectionInsetReference = .fromContentInset
  /// Whether headers stay pinned while their section scrolls; inert.
  open var sectionHeadersPinToVisibleBounds = false
  /// Whether footers stay pinned while their section scrolls; inert.
  open var sectionFootersPinToVisibleBounds = false

  /// What a flow layout's section insets are measured from, as
  /// `UICollectionViewFlowLayout.SectionInsetReference`.
  public enum SectionInsetReference: Int, Sendable {
    /// The content's edges, inside the content insets.
    case fromContentInset = 0
    /// The safe area.
    case fromSafeArea = 1
    /// The layout margins.
    case fromLayoutMargins = 2
  }

  private var cells: [UICollectionViewLayoutAttributes] = []
  private var supplements: [UICollectionViewLayoutAttributes] = []
  private var contentSize: CGSize = .zero

  /// Creates a flow layout.
  public override init() {
    super.init()
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Computes every item's and header's frame from the data source and the delegate.
  open override func prepare() {
    cells = []
    supplements = []
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let vertical = scrollDirection == .vertical
    let delegate = collectionView.delegate as? any UICollectionViewDelegateFlowLayout
    // Along: the scrolling axis; across: the other. Sizes and insets are turned so the
    // vertical algorithm serves both directions.
    func turn(_ size: CGSize) -> (across: CGFloat, along: CGFloat) {
      vertical ? (size.width, size.height) : (size.height, size.width)
    }
    func rect(across: CGFloat, along: CGFloat, size: (across: CGFloat, along: CGFloat)) -> CGRect {
      vertical
        ? CGRect(x: across, y: along, width: size.across, height: size.along)
        : CGRect(x: along, y: across, width: size.along, height: size.across)
    }
    let extent = vertical ? collectionView.bounds.width : collectionView.bounds.height
    var along: CGFloat = 0
    for section in 0..<collectionView.numberOfSections {
      let index = IndexPath(item: 0, section: section)
      let header = turn(
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForHeaderInSection: section)
          ?? headerReferenceSize)
      if header.along > 0 {
        let attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, with: index)
        attributes.frame = rect(across: 0, along: along, size: (extent, header.along))
        supplements.append(attributes)
        along += header.along
      }
      let inset =
        delegate?.collectionView(collectionView, layout: self, insetForSectionAt: section)
        ?? sectionInset
      let (before, after, start, end) =
        vertical
        ? (inset.top, inset.bottom, inset.left, inset.right)
        : (inset.left, inset.right, inset.top, inset.bottom)
      let lineSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumLineSpacingForSectionAt: section)
        ?? minimumLineSpacing
      let itemSpacing =
        delegate?.collectionView(
          collectionView, layout: self, minimumInteritemSpacingForSectionAt: section)
        ?? minimumInteritemSpacing
      along += before
      let available = max(0, extent - start - end)
      var lines: [[(IndexPath, (across: CGFloat, along: CGFloat))]] = []
      var line: [(IndexPath, (across: CGFloat, along: CGFloat))] = []
      var used: CGFloat = 0
      for item in 0..<collectionView.numberOfItems(inSection: section) {
        let indexPath = IndexPath(item: item, section: section)
        let fallback = estimatedItemSize == .zero ? itemSize : estimatedSize
        let size = turn(
          delegate?.collectionView(collectionView, layout: self, sizeForItemAt: indexPath)
            ?? fallback)
        let needed = line.isEmpty ? size.across : used + itemSpacing + size.across
        if !line.isEmpty, needed > available {
          lines.append(line)
          line = []
          used = size.across
        } else {
          used = needed
        }
        line.append((indexPath, size))
      }
      if !line.isEmpty { lines.append(line) }
      for (number, line) in lines.enumerated() {
        let isLast = number == lines.count - 1
        let thickness = line.map(\.1.along).max() ?? 0
        let total = line.map(\.1.across).reduce(0, +)
        var gap = itemSpacing
        var across = start
        if line.count == 1 {
          if !isLast { across = start + (available - total) / 2 }
        } else if !isLast {
          gap = (available - total) / CGFloat(line.count - 1)
        }
        for (indexPath, size) in line {
          let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
          attributes.frame = rect(
            across: across, along: along + (thickness - size.along) / 2, size: size)
          cells.append(attributes)
          across += size.across + gap
        }
        along += thickness + (isLast ? 0 : lineSpacing)
      }
      along += after
      let footer = turn(
        delegate?.collectionView(
          collectionView, layout: self, referenceSizeForFooterInSection: section)
          ?? footerReferenceSize)
      if footer.along > 0 {
        let attributes = UICollectionViewLayoutAttributes(
          forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter, with: index)
        attributes.frame = rect(across: 0, along: along, size: (extent, footer.along))
        supplements.append(attributes)
        along += footer.along
      }
    }
    contentSize =
      vertical
      ? CGSize(width: extent, height: along) : CGSize(width: along, height: extent)
  }

  /// An estimated size standing for the size: ``automaticSize`` stands for the item size.
  private var estimatedSize: CGSize {
    estimatedItemSize == Self.automaticSize ? itemSize : estimatedItemSize
  }

  /// The content's size, from the last ``prepare()``.
  open override var collectionViewContentSize: CGSize { contentSize }

  /// Returns the attributes of the items, headers and footers that overlap a rectangle.
  ///
  /// - Parameter rect: The rectangle, in the content's coordinates.
  /// - Returns: The attributes.
  open override func layoutAttributesForElements(in rect: CGRect)
    -> [UICollectionViewLayoutAttributes]?
  {
    (cells + supplements).filter { $0.frame.intersects(rect) }
  }

  /// Returns the attributes of an item's cell.
  ///
  /// - Parameter indexPath: The item.
  /// - Returns: The attributes, or `nil` for an item the layout lacks.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    cells.first { $0.indexPath == indexPath }
  }

  /// Returns the attributes of a section's header or footer.
  ///
  /// - Parameters:
  ///   - elementKind: ``UICollectionView/elementKindSectionHeader`` or `…Footer`.
  ///   - indexPath: The section's index path.
  /// - Returns: The attributes, or `nil` when the section has none.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    supplements.first {
      $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section
    }
  }

  /// Whether a bounds change invalidates the layout: when the width (or, scrolling
  /// horizontally, the height) changes.
  ///
  /// - Parameter newBounds: The new bounds.
  /// - Returns: Whether the layout must be computed again.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    guard let collectionView else { return false }
    return scrollDirection == .vertical
      ? newBounds.width != collectionView.bounds.width
      : newBounds.height != collectionView.bounds.height
  }
}
