/// A point in a view's unit space, from (0, 0) at the top leading corner to (1, 1) at the
/// bottom trailing one, as SwiftUI's `UnitPoint`.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position, as a fraction of the width.
  public var x: Double
  /// The vertical position, as a fraction of the height.
  public var y: Double

  /// Creates the point at the top leading corner.
  public init() {
    x = 0
    y = 0
  }

  /// Creates a point.
  ///
  /// - Parameters:
  ///   - x: The horizontal position, as a fraction of the width.
  ///   - y: The vertical position, as a fraction of the height.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The top leading corner.
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The center.
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the leading edge.
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge.
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top edge.
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge.
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top leading corner.
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner.
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner.
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner.
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}
