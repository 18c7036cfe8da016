/// A point in screen coordinates.
public struct Point: Hashable, Sendable {
  /// The horizontal coordinate.
  public var x: Double
  /// The vertical coordinate.
  public var y: Double

  /// Creates a point.
  ///
  /// - Parameters:
  ///   - x: The horizontal coordinate.
  ///   - y: The vertical coordinate.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// A rectangle in screen coordinates, as UIKit's `CGRect`.
public struct Rect: Hashable, Sendable {
  /// The left edge.
  public var x: Double
  /// The top edge.
  public var y: Double
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// Creates a rectangle.
  ///
  /// - Parameters:
  ///   - x: The left edge.
  ///   - y: The top edge.
  ///   - width: The width.
  ///   - height: The height.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The right edge.
  public var maxX: Double { x + width }
  /// The bottom edge.
  public var maxY: Double { y + height }
  /// The area, or 0 for an empty or inverted rectangle.
  public var area: Double { max(0, width) * max(0, height) }

  /// Returns whether the point lies inside, counting the top and left edges but not the bottom
  /// and right ones, as `CGRect.contains(_:)` does.
  ///
  /// - Parameter point: The point to test.
  /// - Returns: `true` when the point is inside.
  public func contains(_ point: Point) -> Bool {
    point.x >= x && point.x < maxX && point.y >= y && point.y < maxY
  }

  /// Returns the overlap of two rectangles, or `nil` when they do not overlap.
  ///
  /// - Parameter other: The other rectangle.
  /// - Returns: The overlapping rectangle, with a positive area, or `nil`.
  public func intersection(_ other: Rect) -> Rect? {
    let left = max(x, other.x)
    let top = max(y, other.y)
    let right = min(maxX, other.maxX)
    let bottom = min(maxY, other.maxY)
    guard right > left, bottom > top else { return nil }
    return Rect(x: left, y: top, width: right - left, height: bottom - top)
  }
}
