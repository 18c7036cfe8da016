public import Foundation

/// How a list section of a compositional layout looks, as UIKit's
/// `UICollectionLayoutListConfiguration`.
///
/// Modelled: the layout places each item as a row across the collection's width, 44 points
/// high, with a 28-point header and footer when ``headerMode`` and ``footerMode`` ask for
/// supplementary views [INF: UIKit self-sizes list rows and headers with Auto Layout, which the
/// model doesn't run for cells; 44 and 28 are the standard one-line sizes]. Appearance,
/// separators and colours are inert; grouped appearances don't inset rows here.
public struct UICollectionLayoutListConfiguration {
  /// A list's overall style, as `UICollectionLayoutListConfiguration.Appearance`.
  public enum Appearance: Int, Sendable {
    /// A plain list.
    case plain = 0
    /// A grouped list.
    case grouped = 1
    /// A grouped list inset from the edges.
    case insetGrouped = 2
    /// A sidebar.
    case sidebar = 3
    /// A plain sidebar.
    case sidebarPlain = 4
  }

  /// What a list's sections have as headers, as `HeaderMode`.
  public enum HeaderMode: Int, Sendable {
    /// No headers.
    case none = 0
    /// Headers from the data source's supplementary views.
    case supplementary = 1
    /// The first item of each section is its header.
    case firstItemInSection = 2
  }

  /// What a list's sections have as footers, as `FooterMode`.
  public enum FooterMode: Int, Sendable {
    /// No footers.
    case none = 0
    /// Footers from the data source's supplementary views.
    case supplementary = 1
  }

  /// Gives the swipe actions of the row at an index path, as UIKit's
  /// `UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider`.
  public typealias SwipeActionsConfigurationProvider = (IndexPath) -> UISwipeActionsConfiguration?

  /// Gives the separators of the row at an index path, as UIKit's
  /// `UICollectionLayoutListConfiguration.ItemSeparatorHandler`.
  public typealias ItemSeparatorHandler =
    (IndexPath, UIListSeparatorConfiguration) -> UIListSeparatorConfiguration

  /// The list's style; inert.
  public private(set) var appearance: Appearance
  /// What the sections have as headers; `.none` by default.
  public var headerMode: HeaderMode = .none
  /// What the sections have as footers; `.none` by default.
  public var footerMode: FooterMode = .none
  /// Whether rows have separators; inert.
  public var showsSeparators = true
  /// How the section's row separators look; inert (the model draws no separators).
  public var separatorConfiguration: UIListSeparatorConfiguration
  /// Gives the separators of the row at an index path from the section's; kept, never asked
  /// (the model draws no separators).
  public var itemSeparatorHandler: ItemSeparatorHandler?
  /// The list's background colour; inert.
  public var backgroundColor: UIColor?
  /// The padding above each header; inert.
  public var headerTopPadding: CGFloat?
  /// Gives the actions a swipe from a row's leading edge reveals; kept, never asked: the model
  /// has no swipe on rows, as for ``UISwipeActionsConfiguration``.
  public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
  /// Gives the actions a swipe from a row's trailing edge reveals; kept, never asked, as
  /// ``leadingSwipeActionsConfigurationProvider``.
  public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?

  /// Creates a list configuration of an appearance.
  ///
  /// - Parameter appearance: The style.
  public init(appearance: Appearance) {
    self.appearance = appearance
    separatorConfiguration = UIListSeparatorConfiguration(listAppearance: appearance)
  }
}
