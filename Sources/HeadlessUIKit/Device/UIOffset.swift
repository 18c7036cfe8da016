public import Foundation

/// An amount to offset a position by, as UIKit's `UIOffset`: positive for right or down,
/// negative for left or up [DOC: `uikit/uioffset`].
public struct UIOffset: Hashable, Sendable {
  /// The horizontal offset.
  public var horizontal: CGFloat
  /// The vertical offset.
  public var vertical: CGFloat

  /// Creates an offset of 0 in both directions.
  public init() {
    self.init(horizontal: 0, vertical: 0)
  }

  /// Creates an offset from its components.
  ///
  /// - Parameters:
  ///   - horizontal: The horizontal offset.
  ///   - vertical: The vertical offset.
  public init(horizontal: CGFloat, vertical: CGFloat) {
    self.horizontal = horizontal
    self.vertical = vertical
  }

  /// An offset of 0 in both directions.
  public static let zero = UIOffset()
}
