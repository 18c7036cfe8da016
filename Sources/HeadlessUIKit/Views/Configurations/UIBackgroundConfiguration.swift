public import Foundation

/// How a cell's or header's background looks, as UIKit's `UIBackgroundConfiguration`; inert:
/// the model draws no backgrounds, and a background's ``customView`` isn't added to the cell.
public struct UIBackgroundConfiguration: Hashable {
  /// The background colour; inert.
  public var backgroundColor: UIColor?
  /// The corner radius; inert.
  public var cornerRadius: CGFloat = 0
  /// The stroke colour; inert.
  public var strokeColor: UIColor?
  /// The stroke width; inert.
  public var strokeWidth: CGFloat = 0
  /// The stroke's outset; inert.
  public var strokeOutset: CGFloat = 0
  /// The insets of the background from the cell's edges; inert.
  public var backgroundInsets = NSDirectionalEdgeInsets()
  /// A view shown as the background; inert: not added to the cell.
  public var customView: UIView?
  /// An image shown as the background; inert.
  public var image: UIImage?
  /// What makes the background colour for the cell's state; inert.
  public var backgroundColorTransformer: UIConfigurationColorTransformer? {
    get { backgroundTransformerSlot.value }
    set { backgroundTransformerSlot.value = newValue }
  }
  /// What makes the stroke colour for the cell's state; inert.
  public var strokeColorTransformer: UIConfigurationColorTransformer? {
    get { strokeTransformerSlot.value }
    set { strokeTransformerSlot.value = newValue }
  }
  /// The background colour transformer, equal to another's when it is the same one.
  private var backgroundTransformerSlot = TransformerSlot<UIConfigurationColorTransformer>()
  /// The stroke colour transformer, compared the same way.
  private var strokeTransformerSlot = TransformerSlot<UIConfigurationColorTransformer>()

  private init() {}

  /// Returns the background of a plain list cell; inert.
  ///
  /// - Returns: The configuration.
  public static func listPlainCell() -> Self { Self() }
  /// Returns the background of a grouped list cell; inert.
  ///
  /// - Returns: The configuration.
  public static func listGroupedCell() -> Self { Self() }
  /// Returns the background of an inset grouped list cell (iOS 14–17); inert.
  ///
  /// - Returns: The configuration.
  public static func listInsetGroupedCell() -> Self { Self() }
  /// Returns the background of a sidebar list cell; inert.
  ///
  /// - Returns: The configuration.
  public static func listSidebarCell() -> Self { Self() }
  /// Returns the background of an accompanied sidebar list cell; inert.
  ///
  /// - Returns: The configuration.
  public static func listAccompaniedSidebarCell() -> Self { Self() }
  /// Returns the background of a plain list's header or footer; inert.
  ///
  /// - Returns: The configuration.
  public static func listPlainHeaderFooter() -> Self { Self() }
  /// Returns the background of a grouped list's header or footer; inert.
  ///
  /// - Returns: The configuration.
  public static func listGroupedHeaderFooter() -> Self { Self() }
  /// Returns the background of a sidebar's header; inert.
  ///
  /// - Returns: The configuration.
  public static func listSidebarHeader() -> Self { Self() }
  /// Returns the background of a list cell (iOS 18); inert.
  ///
  /// - Returns: The configuration.
  public static func listCell() -> Self { Self() }
  /// Returns the background of a list's header (iOS 18); inert.
  ///
  /// - Returns: The configuration.
  public static func listHeader() -> Self { Self() }
  /// Returns the background of a list's footer (iOS 18); inert.
  ///
  /// - Returns: The configuration.
  public static func listFooter() -> Self { Self() }
  /// Returns a clear background; inert.
  ///
  /// - Returns: The configuration.
  public static func clear() -> Self { Self() }

  /// Returns the configuration for a state; inert: the configuration itself.
  ///
  /// - Parameter state: The state.
  /// - Returns: The configuration.
  public func updated(for state: any UIConfigurationState) -> Self { self }

  public static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.backgroundColor == rhs.backgroundColor && lhs.cornerRadius == rhs.cornerRadius
      && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
      && lhs.strokeOutset == rhs.strokeOutset && lhs.backgroundInsets == rhs.backgroundInsets
      && lhs.customView === rhs.customView && lhs.image == rhs.image
      && lhs.backgroundTransformerSlot == rhs.backgroundTransformerSlot
      && lhs.strokeTransformerSlot == rhs.strokeTransformerSlot
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(backgroundColor)
    hasher.combine(cornerRadius)
    hasher.combine(image)
  }
}
