public import Foundation
public import HeadlessUIKit

/// The outline of a 2D shape, as SwiftUI's `Path`.
///
/// The model keeps what layout could read of a path, its ``boundingRect`` and
/// ``currentPoint``, and none of its curves: drawing is inert, as captures show frames, not
/// pixels. As a view, a path is a shape like any other: a leaf, captured as `Path`, that takes
/// the space it is offered.
nonisolated public struct Path: Shape, Equatable {
  /// The rectangle that holds every point added, or `.null` for an empty path.
  var bounds = CGRect.null
  /// The point the next segment starts from.
  var current: CGPoint?
  /// The point the current subpath started from.
  var subpathStart: CGPoint?

  /// Creates an empty path.
  public init() {}

  /// Creates a path that is a rectangle.
  ///
  /// - Parameter rect: The rectangle.
  public init(_ rect: CGRect) {
    addRect(rect)
  }

  /// Creates a path that is a rounded rectangle.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The corners' radius.
  ///   - style: How the corners are drawn; inert.
  public init(
    roundedRect rect: CGRect, cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) {
    addRect(rect)
  }

  /// Creates a path that is a rounded rectangle with corners of a size.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerSize: The corners' size.
  ///   - style: How the corners are drawn; inert.
  public init(
    roundedRect rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) {
    addRect(rect)
  }

  /// Creates a path that is an ellipse inside a rectangle.
  ///
  /// - Parameter rect: The rectangle.
  public init(ellipseIn rect: CGRect) {
    addEllipse(in: rect)
  }

  /// Creates a path that a closure builds.
  ///
  /// - Parameter callback: The closure, which adds to the path it is given.
  public init(_ callback: (inout Path) -> Void) {
    var path = Path()
    callback(&path)
    self = path
  }

  /// The rectangle that holds every point of the path, or `.null` when it is empty; control
  /// points of curves count, so it may be larger than the curve's own bounds [INF].
  public var boundingRect: CGRect { bounds }

  /// Whether the path holds no elements.
  public var isEmpty: Bool { current == nil && bounds.isNull }

  /// The point the next segment starts from, or `nil` for an empty path.
  public var currentPoint: CGPoint? { current }

  public func path(in rect: CGRect) -> Path { self }

  private mutating func include(_ points: CGPoint...) {
    for point in points {
      bounds = bounds.union(CGRect(origin: point, size: .zero))
    }
  }

  private mutating func include(_ rect: CGRect, _ transform: CGAffineTransform) {
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: rect.maxX, y: rect.maxY),
    ].map { $0.applying(transform) }
    for corner in corners { include(corner) }
  }

  /// Begins a new subpath at a point.
  ///
  /// - Parameter end: The point.
  public mutating func move(to end: CGPoint) {
    include(end)
    current = end
    subpathStart = end
  }

  /// Adds a straight line from the current point to a point.
  ///
  /// - Parameter end: The line's end.
  public mutating func addLine(to end: CGPoint) {
    include(end)
    current = end
  }

  /// Adds straight lines through points, as a new subpath.
  ///
  /// - Parameter lines: The points.
  public mutating func addLines(_ lines: [CGPoint]) {
    guard let first = lines.first else { return }
    move(to: first)
    for point in lines.dropFirst() { addLine(to: point) }
  }

  /// Adds a quadratic Bézier curve to a point.
  ///
  /// - Parameters:
  ///   - end: The curve's end.
  ///   - control: The control point.
  public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
    include(end, control)
    current = end
  }

  /// Adds a cubic Bézier curve to a point.
  ///
  /// - Parameters:
  ///   - end: The curve's end.
  ///   - control1: The first control point.
  ///   - control2: The second control point.
  public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
    include(end, control1, control2)
    current = end
  }

  /// Closes the current subpath with a line back to its start.
  public mutating func closeSubpath() {
    current = subpathStart
  }

  /// Adds a rectangle, as a closed subpath.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - transform: A transform applied to it first.
  public mutating func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    include(rect, transform)
    current = CGPoint(x: rect.minX, y: rect.minY).applying(transform)
    subpathStart = current
  }

  /// Adds rectangles, each as a closed subpath.
  ///
  /// - Parameters:
  ///   - rects: The rectangles.
  ///   - transform: A transform applied to them first.
  public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds a rounded rectangle, as a closed subpath.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerSize: The corners' size.
  ///   - style: How the corners are drawn; inert.
  ///   - transform: A transform applied to it first.
  public mutating func addRoundedRect(
    in rect: CGRect, cornerSize: CGSize, style: RoundedCornerStyle = .continuous,
    transform: CGAffineTransform = .identity
  ) {
    addRect(rect, transform: transform)
  }

  /// Adds an ellipse inside a rectangle, as a closed subpath.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - transform: A transform applied to it first.
  public mutating func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    addRect(rect, transform: transform)
  }

  /// Adds an arc of a circle; the circle's bounding square counts toward ``boundingRect``
  /// [INF].
  ///
  /// - Parameters:
  ///   - center: The circle's center.
  ///   - radius: The circle's radius.
  ///   - startAngle: Where the arc starts.
  ///   - endAngle: Where the arc ends.
  ///   - clockwise: Whether it runs clockwise.
  ///   - transform: A transform applied to it first.
  public mutating func addArc(
    center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    include(
      CGRect(x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2),
      transform)
    current = CGPoint(
      x: center.x + radius * CGFloat(cos(endAngle.radians)),
      y: center.y + radius * CGFloat(sin(endAngle.radians))
    ).applying(transform)
    if subpathStart == nil { subpathStart = current }
  }

  /// Adds another path.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - transform: A transform applied to it first.
  public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
    if !path.bounds.isNull { include(path.bounds, transform) }
    current = path.current?.applying(transform) ?? current
  }
}
