public import Foundation

/// The environment a compositional layout's sections are made in, as UIKit's
/// `NSCollectionLayoutEnvironment`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutEnvironment {
  /// The container the section is laid out in.
  var container: any NSCollectionLayoutContainer { get }
  /// The traits of the collection view.
  var traitCollection: UITraitCollection { get }
}

/// The container of a compositional layout's section, as UIKit's
/// `NSCollectionLayoutContainer`.
@preconcurrency @MainActor
public protocol NSCollectionLayoutContainer {
  /// The container's size.
  var contentSize: CGSize { get }
  /// The container's size inside its insets.
  var effectiveContentSize: CGSize { get }
  /// The container's insets.
  var contentInsets: NSDirectionalEdgeInsets { get }
  /// The container's insets with the safe area's.
  var effectiveContentInsets: NSDirectionalEdgeInsets { get }
}

/// A length in a compositional layout, as UIKit's `NSCollectionLayoutDimension`: a fraction of
/// the container's width or height, an absolute length, or an estimate.
@preconcurrency @MainActor
open class NSCollectionLayoutDimension: NSObject {
  private enum Kind { case fractionalWidth, fractionalHeight, absolute, estimated }
  private let kind: Kind
  /// The fraction, the length or the estimate.
  public let dimension: CGFloat

  private init(_ kind: Kind, _ dimension: CGFloat) {
    self.kind = kind
    self.dimension = dimension
  }

  /// Returns a fraction of the container's width.
  ///
  /// - Parameter fractionalWidth: The fraction.
  /// - Returns: The dimension.
  open class func fractionalWidth(_ fractionalWidth: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalWidth, fractionalWidth)
  }

  /// Returns a fraction of the container's height.
  ///
  /// - Parameter fractionalHeight: The fraction.
  /// - Returns: The dimension.
  open class func fractionalHeight(_ fractionalHeight: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.fractionalHeight, fractionalHeight)
  }

  /// Returns an absolute length.
  ///
  /// - Parameter absoluteDimension: The length, in points.
  /// - Returns: The dimension.
  open class func absolute(_ absoluteDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.absolute, absoluteDimension)
  }

  /// Returns an estimated length the content would size; the model uses the estimate [INF].
  ///
  /// - Parameter estimatedDimension: The estimate, in points.
  /// - Returns: The dimension.
  open class func estimated(_ estimatedDimension: CGFloat) -> NSCollectionLayoutDimension {
    NSCollectionLayoutDimension(.estimated, estimatedDimension)
  }

  /// Whether the dimension is a fraction of the width.
  open var isFractionalWidth: Bool { kind == .fractionalWidth }
  /// Whether the dimension is a fraction of the height.
  open var isFractionalHeight: Bool { kind == .fractionalHeight }
  /// Whether the dimension is absolute.
  open var isAbsolute: Bool { kind == .absolute }
  /// Whether the dimension is an estimate.
  open var isEstimated: Bool { kind == .estimated }

  /// The length in a container; a fraction of the height counts the width [INF: the model's
  /// sections have no container height of their own].
  func length(in container: CGSize) -> CGFloat {
    switch kind {
    case .fractionalWidth: dimension * container.width
    case .fractionalHeight: dimension * container.height
    case .absolute, .estimated: dimension
    }
  }
}

/// A width and height in a compositional layout, as UIKit's `NSCollectionLayoutSize`.
@preconcurrency @MainActor
open class NSCollectionLayoutSize: NSObject {
  /// The width.
  public let widthDimension: NSCollectionLayoutDimension
  /// The height.
  public let heightDimension: NSCollectionLayoutDimension

  /// Creates a size.
  ///
  /// - Parameters:
  ///   - width: The width.
  ///   - height: The height.
  public init(
    widthDimension width: NSCollectionLayoutDimension,
    heightDimension height: NSCollectionLayoutDimension
  ) {
    widthDimension = width
    heightDimension = height
  }

  /// The size in a container.
  func size(in container: CGSize) -> CGSize {
    CGSize(
      width: widthDimension.length(in: container), height: heightDimension.length(in: container))
  }
}

/// The spacing between a group's items, as UIKit's `NSCollectionLayoutSpacing`.
@preconcurrency @MainActor
open class NSCollectionLayoutSpacing: NSObject {
  /// The spacing, in points.
  public let spacing: CGFloat
  /// Whether the spacing may grow; inert.
  public let isFlexibleSpacing: Bool

  private init(spacing: CGFloat, flexible: Bool) {
    self.spacing = spacing
    isFlexibleSpacing = flexible
  }

  /// Returns a fixed spacing.
  ///
  /// - Parameter fixedSpacing: The spacing.
  /// - Returns: The spacing.
  open class func fixed(_ fixedSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: fixedSpacing, flexible: false)
  }

  /// Returns a spacing that may grow; the model uses the least [INF].
  ///
  /// - Parameter flexibleSpacing: The least spacing.
  /// - Returns: The spacing.
  open class func flexible(_ flexibleSpacing: CGFloat) -> NSCollectionLayoutSpacing {
    NSCollectionLayoutSpacing(spacing: flexibleSpacing, flexible: true)
  }

  /// Whether the spacing is fixed.
  open var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// One item of a compositional layout, as UIKit's `NSCollectionLayoutItem`.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
  /// The item's size.
  public let layoutSize: NSCollectionLayoutSize
  /// The insets of the item's content from its frame.
  open var contentInsets = NSDirectionalEdgeInsets()

  /// Creates an item of a size.
  ///
  /// - Parameter layoutSize: The size.
  public init(layoutSize: NSCollectionLayoutSize) {
    self.layoutSize = layoutSize
  }
}

/// A group of items laid out side by side or stacked, as UIKit's `NSCollectionLayoutGroup`.
@preconcurrency @MainActor
open class NSCollectionLayoutGroup: NSCollectionLayoutItem {
  private let horizontal: Bool
  /// The items of the group.
  public let subitems: [NSCollectionLayoutItem]
  private var count: Int?
  /// The spacing between the items; none by default.
  open var interItemSpacing: NSCollectionLayoutSpacing?

  private init(
    layoutSize: NSCollectionLayoutSize, horizontal: Bool, subitems: [NSCollectionLayoutItem],
    count: Int?
  ) {
    self.horizontal = horizontal
    self.subitems = subitems
    self.count = count
    super.init(layoutSize: layoutSize)
  }

  /// Returns a group of items side by side.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitems: The items, repeated until the group is full.
  /// - Returns: The group.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, horizontal: true, subitems: subitems, count: nil)
  }

  /// Returns a group of a number of one item side by side, sharing the group's width.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item.
  ///   - count: How many.
  /// - Returns: The group.
  open class func horizontal(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, horizontal: true, subitems: [subitem], count: count)
  }

  /// Returns a group of items stacked top to bottom.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitems: The items, repeated until the group is full.
  /// - Returns: The group.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, subitems: [NSCollectionLayoutItem]
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, horizontal: false, subitems: subitems, count: nil)
  }

  /// Returns a group of a number of one item stacked, sharing the group's height.
  ///
  /// - Parameters:
  ///   - layoutSize: The group's size.
  ///   - subitem: The item.
  ///   - count: How many.
  /// - Returns: The group.
  open class func vertical(
    layoutSize: NSCollectionLayoutSize, repeatingSubitem subitem: NSCollectionLayoutItem,
    count: Int
  ) -> NSCollectionLayoutGroup {
    NSCollectionLayoutGroup(
      layoutSize: layoutSize, horizontal: false, subitems: [subitem], count: count)
  }

  /// The frames of one group's items, relative to the group, in a container of a width.
  func frames(width: CGFloat) -> [CGRect] {
    let group = layoutSize.size(in: CGSize(width: width, height: width))
    let spacing = interItemSpacing?.spacing ?? 0
    let along = horizontal ? group.width : group.height
    var frames: [CGRect] = []
    var position: CGFloat = 0
    var index = 0
    while frames.count < 1000 {
      let item = subitems.isEmpty ? nil : subitems[index % subitems.count]
      guard let item else { break }
      var size = item.layoutSize.size(in: group)
      if let count, count > 0 {
        let share = (along - spacing * CGFloat(count - 1)) / CGFloat(count)
        if horizontal { size.width = share } else { size.height = share }
        if frames.count == count { break }
      } else if position + (horizontal ? size.width : size.height) > along + 0.5, !frames.isEmpty {
        break
      }
      guard (horizontal ? size.width : size.height) > 0 else { break }
      let origin = horizontal ? CGPoint(x: position, y: 0) : CGPoint(x: 0, y: position)
      let insets = item.contentInsets
      frames.append(
        CGRect(
          x: origin.x + insets.leading, y: origin.y + insets.top,
          width: max(0, size.width - insets.leading - insets.trailing),
          height: max(0, size.height - insets.top - insets.bottom)))
      position += (horizontal ? size.width : size.height) + spacing
      index += 1
    }
    return frames
  }
}

/// Where a boundary item sits on its section, as UIKit's `NSRectAlignment`.
public enum NSRectAlignment: Int, Sendable {
  /// No alignment.
  case none = 0
  /// The top.
  case top = 1
  /// The top leading corner.
  case topLeading = 2
  /// The leading edge.
  case leading = 3
  /// The bottom leading corner.
  case bottomLeading = 4
  /// The bottom.
  case bottom = 5
  /// The bottom trailing corner.
  case bottomTrailing = 6
  /// The trailing edge.
  case trailing = 7
  /// The top trailing corner.
  case topTrailing = 8
}

/// A section's header or footer in a compositional layout, as UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`: a header at the top, a footer at the bottom.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutItem {
  /// The kind of the supplementary view.
  public let elementKind: String
  /// Where the item sits on its section.
  public let alignment: NSRectAlignment
  /// Whether the item stays pinned while its section scrolls; inert.
  open var pinToVisibleBounds = false
  /// Whether the item pushes the section's items; inert.
  open var extendsBoundary = true
  /// The item's stacking order; inert.
  open var zIndex = 0

  /// Creates a boundary item.
  ///
  /// - Parameters:
  ///   - layoutSize: The item's size.
  ///   - elementKind: The kind, such as ``UICollectionView/elementKindSectionHeader``.
  ///   - alignment: Where it sits: `.top` for a header, `.bottom` for a footer.
  public init(
    layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment
  ) {
    self.elementKind = elementKind
    self.alignment = alignment
    super.init(layoutSize: layoutSize)
  }
}

/// How a section scrolls across the layout's direction, as UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`; inert: sections don't scroll
/// across here.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
  /// No orthogonal scrolling.
  case none = 0
  /// Continuous scrolling.
  case continuous = 1
  /// Continuous scrolling that stops at groups' leading edges.
  case continuousGroupLeadingBoundary = 2
  /// Paging by the container's width.
  case paging = 3
  /// Paging by groups.
  case groupPaging = 4
  /// Paging by groups, centred.
  case groupPagingCentered = 5
}

/// What a compositional layout's content insets are measured from, as UIKit's
/// `UIContentInsetsReference`.
public enum UIContentInsetsReference: Int, Sendable {
  /// The system's choice for the layout.
  case automatic = 0
  /// The content's edges: the insets are all there is.
  case none = 1
  /// The safe area's edges.
  case safeArea = 2
  /// The layout margins' edges.
  case layoutMargins = 3
  /// The readable content guide's edges.
  case readableContent = 4
}

/// A section of a compositional layout: a group repeated for its items, with insets and
/// boundary items, as UIKit's `NSCollectionLayoutSection`.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
  /// The group repeated for the section's items.
  let group: NSCollectionLayoutGroup
  private var list: UICollectionLayoutListConfiguration?
  /// The insets of the groups from the section's edges.
  open var contentInsets = NSDirectionalEdgeInsets()
  /// The spacing between groups.
  open var interGroupSpacing: CGFloat = 0
  /// The section's headers and footers.
  open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
  /// What ``contentInsets`` are measured from; `.automatic` by default.
  ///
  /// Kept, inert: the model
  /// measures a section's insets from the collection view's edges, as `.none` does, whatever
  /// this says (a gap How faithful lists).
  open var contentInsetsReference: UIContentInsetsReference = .automatic
  /// How the section scrolls across the layout; inert.
  open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior =
    .none

  /// Creates a section of a group.
  ///
  /// - Parameter group: The group repeated for the section's items.
  public init(group: NSCollectionLayoutGroup) {
    self.group = group
  }

  /// Returns a list section.
  ///
  /// - Parameters:
  ///   - configuration: The list's configuration.
  ///   - layoutEnvironment: The environment.
  /// - Returns: The section: rows 44 points high across the width [INF].
  public static func list(
    using configuration: UICollectionLayoutListConfiguration,
    layoutEnvironment: any NSCollectionLayoutEnvironment
  ) -> NSCollectionLayoutSection {
    let row = NSCollectionLayoutSize(
      widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
    let section = NSCollectionLayoutSection(
      group: .vertical(layoutSize: row, subitems: [NSCollectionLayoutItem(layoutSize: row)]))
    section.list = configuration
    return section
  }

  /// The height of the section's header, if it has one.
  func headerHeight(width: CGFloat) -> CGFloat? {
    if let list { return list.headerMode == .supplementary ? 28 : nil }
    return boundaryHeight(.top, width: width)
  }

  /// The height of the section's footer, if it has one.
  func footerHeight(width: CGFloat) -> CGFloat? {
    if let list { return list.footerMode == .supplementary ? 28 : nil }
    return boundaryHeight(.bottom, width: width)
  }

  private func boundaryHeight(_ alignment: NSRectAlignment, width: CGFloat) -> CGFloat? {
    boundarySupplementaryItems.first { $0.alignment == alignment }
      .map { $0.layoutSize.size(in: CGSize(width: width, height: width)).height }
  }
}
