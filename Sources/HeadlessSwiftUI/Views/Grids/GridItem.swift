public import Foundation

/// A description of one row or column of a lazy grid, as SwiftUI's `GridItem`.
///
/// Modelled: a ``LazyVGrid`` sizes its columns, and a ``LazyHGrid`` its rows, from these
/// (see the article "Layout").
public struct GridItem: Sendable {
  /// How a grid item sizes itself, as SwiftUI's `GridItem.Size`.
  public enum Size: Sendable {
    /// A single item with the specified fixed size.
    case fixed(CGFloat)
    /// A single flexible item: the grid's length less spacing and fixed items, shared by the
    /// flexible items and clamped to the bounds.
    case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
    /// As many items of at least `minimum` as fit in the space of one flexible item, grown
    /// up to `maximum`.
    case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
  }

  /// The size of the item.
  public var size: GridItem.Size
  /// The spacing to the next item; the default spacing when `nil`.
  public var spacing: CGFloat?
  /// The alignment of the views in the item's cells; centred when `nil`.
  public var alignment: Alignment?

  /// Creates a grid item with the specified size, spacing, and alignment.
  ///
  /// - Parameters:
  ///   - size: The size of the grid item.
  ///   - spacing: The spacing to use between this and the next item.
  ///   - alignment: The alignment to use for this grid item.
  public init(
    _ size: GridItem.Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil
  ) {
    self.size = size
    self.spacing = spacing
    self.alignment = alignment
  }
}
