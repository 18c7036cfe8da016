public import Foundation

/// Insets from the edges of a rectangle, as `UIEdgeInsets`.
public struct UIEdgeInsets: Hashable, Sendable {
  /// The inset from the top.
  public var top: CGFloat
  /// The inset from the left.
  public var left: CGFloat
  /// The inset from the bottom.
  public var bottom: CGFloat
  /// The inset from the right.
  public var right: CGFloat

  /// Creates insets of 0.
  public init() {
    self.init(top: 0, left: 0, bottom: 0, right: 0)
  }

  /// Creates insets; positive values move the edges towards the center.
  ///
  /// - Parameters:
  ///   - top: The inset from the top.
  ///   - left: The inset from the left.
  ///   - bottom: The inset from the bottom.
  ///   - right: The inset from the right.
  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// Insets of 0 on every edge.
  public static let zero = UIEdgeInsets()
}

/// Insets from the edges of a rectangle by reading direction, as `NSDirectionalEdgeInsets`.
public struct NSDirectionalEdgeInsets: Hashable, Sendable {
  /// The inset from the top.
  public var top: CGFloat
  /// The inset from the leading edge.
  public var leading: CGFloat
  /// The inset from the bottom.
  public var bottom: CGFloat
  /// The inset from the trailing edge.
  public var trailing: CGFloat

  /// Creates insets of 0.
  public init() {
    self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
  }

  /// Creates insets; positive values move the edges towards the center.
  ///
  /// - Parameters:
  ///   - top: The inset from the top.
  ///   - leading: The inset from the leading edge.
  ///   - bottom: The inset from the bottom.
  ///   - trailing: The inset from the trailing edge.
  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    self.top = top
    self.leading = leading
    self.bottom = bottom
    self.trailing = trailing
  }

  /// Insets of 0 on every edge.
  public static let zero = NSDirectionalEdgeInsets()
}

extension CGRect {
  /// Returns the rectangle with its edges moved in by insets, as UIKit's `CGRect.inset(by:)`.
  ///
  /// - Parameter insets: The insets; negative values move the edges out.
  /// - Returns: The inset rectangle.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right,
      height: size.height - insets.top - insets.bottom)
  }
}
