public import Foundation

/// UIKit's additions to `NSValue` for Core Graphics and UIKit geometry, which Foundation lacks
/// outside iOS: values made from points, sizes, rectangles and edge insets, read back with
/// their `…Value` properties.
///
/// They store Foundation's own point, size and rectangle values (`NSValue(point:)` …), so a
/// value made either way reads back either way. Edge insets are stored as a rectangle of the
/// same four numbers in UIKit's memory order (top, left, bottom, right as x, y, width,
/// height): reading an insets value with ``cgRectValue`` gives those numbers, as on iOS, where
/// both are four `CGFloat`s in a row.
extension NSValue {
  /// Creates a value holding a point.
  ///
  /// - Parameter point: The point.
  public convenience init(cgPoint point: CGPoint) {
    self.init(point: point)
  }

  /// Creates a value holding a size.
  ///
  /// - Parameter size: The size.
  public convenience init(cgSize size: CGSize) {
    self.init(size: size)
  }

  /// Creates a value holding a rectangle.
  ///
  /// - Parameter rect: The rectangle.
  public convenience init(cgRect rect: CGRect) {
    self.init(rect: rect)
  }

  /// Creates a value holding edge insets.
  ///
  /// - Parameter insets: The insets.
  public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
    self.init(
      rect: CGRect(x: insets.top, y: insets.left, width: insets.bottom, height: insets.right))
  }

  /// The point the value holds.
  public var cgPointValue: CGPoint { pointValue }

  /// The size the value holds.
  public var cgSizeValue: CGSize { sizeValue }

  /// The rectangle the value holds.
  public var cgRectValue: CGRect { rectValue }

  /// The edge insets the value holds.
  public var uiEdgeInsetsValue: UIEdgeInsets {
    let rect = rectValue
    return UIEdgeInsets(
      top: rect.origin.x, left: rect.origin.y, bottom: rect.size.width, right: rect.size.height)
  }
}
