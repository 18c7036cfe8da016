public import Foundation

/// A layout composed of sections, groups and items, as UIKit's
/// `UICollectionViewCompositionalLayout`.
///
/// Modelled: a list (``list(using:)``, or a section made with
/// ``NSCollectionLayoutSection/list(using:layoutEnvironment:)``) lays its items out as rows
/// (``UICollectionLayoutListConfiguration``). Other sections are approximated [INF]: each
/// group is placed below the last, ``NSCollectionLayoutSection/interGroupSpacing`` apart, as
/// wide and high as its size says (fractions of the collection's width, absolute points, or
/// the estimate), and a horizontal group puts its items side by side, a vertical one stacked,
/// each as its own size says; orthogonal scrolling, nested groups and boundary items other
/// than headers and footers aren't modelled. Items of a section beyond its group repeat the
/// group.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
  /// Makes the section at an index.
  public typealias SectionProvider =
    (_ section: Int, _ layoutEnvironment: any NSCollectionLayoutEnvironment) ->
    NSCollectionLayoutSection?

  private let provider: SectionProvider
  private var storedConfiguration = UICollectionViewCompositionalLayoutConfiguration()
  private var cells: [UICollectionViewLayoutAttributes] = []
  private var supplements: [UICollectionViewLayoutAttributes] = []
  private var contentSize: CGSize = .zero

  /// Creates a layout of one section repeated for every section.
  ///
  /// - Parameter section: The section.
  public init(section: NSCollectionLayoutSection) {
    provider = { _, _ in section }
    super.init()
  }

  /// Creates a layout whose sections come from a closure.
  ///
  /// - Parameter sectionProvider: Makes the section at an index.
  public init(sectionProvider: @escaping SectionProvider) {
    provider = sectionProvider
    super.init()
  }

  /// Creates a layout of one section repeated for every section, with a configuration.
  ///
  /// - Parameters:
  ///   - section: The section.
  ///   - configuration: The spacing between sections and the rest (see ``configuration``).
  public convenience init(
    section: NSCollectionLayoutSection,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(section: section)
    self.configuration = configuration
  }

  /// Creates a layout whose sections come from a closure, with a configuration.
  ///
  /// - Parameters:
  ///   - sectionProvider: Makes the section at an index.
  ///   - configuration: The spacing between sections and the rest (see ``configuration``).
  public convenience init(
    sectionProvider: @escaping SectionProvider,
    configuration: UICollectionViewCompositionalLayoutConfiguration
  ) {
    self.init(sectionProvider: sectionProvider)
    self.configuration = configuration
  }

  /// The layout's configuration, copied when set, as UIKit's `@NSCopying` property.
  ///
  /// Modelled: ``UICollectionViewCompositionalLayoutConfiguration/interSectionSpacing``
  /// separates the sections. Its scroll direction, boundary items and inset reference are
  /// kept and inert: the model lays sections out vertically, without layout-wide headers or
  /// footers.
  open var configuration: UICollectionViewCompositionalLayoutConfiguration {
    get { storedConfiguration }
    set { storedConfiguration = newValue.copied() }
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// Returns a layout of list sections.
  ///
  /// - Parameter configuration: The list's configuration.
  /// - Returns: The layout.
  public static func list(using configuration: UICollectionLayoutListConfiguration)
    -> UICollectionViewCompositionalLayout
  {
    UICollectionViewCompositionalLayout { _, environment in
      .list(using: configuration, layoutEnvironment: environment)
    }
  }

  /// Computes every item's and header's frame from the sections.
  open override func prepare() {
    cells = []
    supplements = []
    guard let collectionView else {
      contentSize = .zero
      return
    }
    let width = collectionView.bounds.width
    let environment = LayoutEnvironment(
      container: LayoutContainer(contentSize: collectionView.bounds.size),
      traitCollection: collectionView.traitCollection)
    var y: CGFloat = 0
    var placedSection = false
    for section in 0..<collectionView.numberOfSections {
      guard let layout = provider(section, environment) else { continue }
      if placedSection { y += configuration.interSectionSpacing }
      placedSection = true
      let count = collectionView.numberOfItems(inSection: section)
      let index = IndexPath(item: 0, section: section)
      if let header = layout.headerHeight(width: width) {
        supplements.append(
          Self.attributes(
            UICollectionView.elementKindSectionHeader, index,
            CGRect(x: 0, y: y, width: width, height: header)))
        y += header
      }
      y += layout.contentInsets.top
      let inner = width - layout.contentInsets.leading - layout.contentInsets.trailing
      var item = 0
      while item < count {
        let frames = layout.group.frames(width: inner)
        guard !frames.isEmpty else { break }
        var bottom = y
        for frame in frames where item < count {
          let attributes = UICollectionViewLayoutAttributes(
            forCellWith: IndexPath(item: item, section: section))
          attributes.frame = frame.offsetBy(dx: layout.contentInsets.leading, dy: y)
          cells.append(attributes)
          bottom = max(bottom, attributes.frame.maxY)
          item += 1
        }
        y = bottom + (item < count ? layout.interGroupSpacing : 0)
      }
      y += layout.contentInsets.bottom
      if let footer = layout.footerHeight(width: width) {
        supplements.append(
          Self.attributes(
            UICollectionView.elementKindSectionFooter, index,
            CGRect(x: 0, y: y, width: width, height: footer)))
        y += footer
      }
    }
    contentSize = CGSize(width: width, height: y)
  }

  private static func attributes(_ kind: String, _ indexPath: IndexPath, _ frame: CGRect)
    -> UICollectionViewLayoutAttributes
  {
    let attributes = UICollectionViewLayoutAttributes(
      forSupplementaryViewOfKind: kind, with: indexPath)
    attributes.frame = frame
    return attributes
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
  /// - Returns: The attributes, or `nil`.
  open override func layoutAttributesForItem(at indexPath: IndexPath)
    -> UICollectionViewLayoutAttributes?
  {
    cells.first { $0.indexPath == indexPath }
  }

  /// Returns the attributes of a section's header or footer.
  ///
  /// - Parameters:
  ///   - elementKind: The kind.
  ///   - indexPath: The section's index path.
  /// - Returns: The attributes, or `nil`.
  open override func layoutAttributesForSupplementaryView(
    ofKind elementKind: String, at indexPath: IndexPath
  ) -> UICollectionViewLayoutAttributes? {
    supplements.first {
      $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section
    }
  }

  /// Whether a bounds change invalidates the layout: when the width changes.
  ///
  /// - Parameter newBounds: The new bounds.
  /// - Returns: Whether the layout must be computed again.
  open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
    newBounds.width != collectionView?.bounds.width
  }
}

/// The layout environment a compositional layout's section provider is given.
private struct LayoutEnvironment: NSCollectionLayoutEnvironment {
  let container: any NSCollectionLayoutContainer
  let traitCollection: UITraitCollection
}

/// The container a compositional layout lays out in.
private struct LayoutContainer: NSCollectionLayoutContainer {
  let contentSize: CGSize
  var effectiveContentSize: CGSize { contentSize }
  var contentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets() }
  var effectiveContentInsets: NSDirectionalEdgeInsets { NSDirectionalEdgeInsets() }
}
