public import Foundation

#if !canImport(CoreGraphics)
/// An immutable graphics path, as Core Graphics' `CGPath`, declared by the model because
/// Foundation on Linux lacks it.
///
/// The model draws nothing, so a path keeps only its bounding box: inert (a layer's
/// ``CALayer/shadowPath`` or a shape layer's path never decides what covers what).
public class CGPath {
  /// The points the path's elements pass through, control points included, in order.
  var points: [CGPoint]
  /// Whether the path has no elements.
  public var isEmpty: Bool { points.isEmpty }

  init(points: [CGPoint]) {
    self.points = points
  }

  /// Creates a path of a rectangle.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - transform: A transform applied to it first, if any.
  public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(points: CGPath.corners(of: rect, transform?.pointee))
  }

  /// Creates a path of an ellipse inscribed in a rectangle.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - transform: A transform applied to it first, if any.
  public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
    self.init(points: CGPath.corners(of: rect, transform?.pointee))
  }

  /// Creates a path of a rounded rectangle.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerWidth: The corners' horizontal radius.
  ///   - cornerHeight: The corners' vertical radius.
  ///   - transform: A transform applied to it first, if any.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: UnsafePointer<CGAffineTransform>?
  ) {
    self.init(points: CGPath.corners(of: rect, transform?.pointee))
  }

  /// The smallest rectangle holding every point of the path, control points included;
  /// `.null` for an empty path [DOC: `coregraphics/cgpath/boundingbox`].
  public var boundingBox: CGRect {
    guard let first = points.first else { return .null }
    var minimum = first
    var maximum = first
    for point in points {
      minimum = CGPoint(x: min(minimum.x, point.x), y: min(minimum.y, point.y))
      maximum = CGPoint(x: max(maximum.x, point.x), y: max(maximum.y, point.y))
    }
    return CGRect(
      x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
  }

  /// The smallest rectangle holding the path's curves; the model keeps no curves, so this is
  /// ``boundingBox`` [INF].
  public var boundingBoxOfPath: CGRect { boundingBox }

  /// Returns an immutable copy of the path.
  ///
  /// - Returns: The copy.
  public func copy() -> CGPath? {
    CGPath(points: points)
  }

  /// Returns the outline a stroke of the path would fill; the model keeps no curves, so it is
  /// the path's bounding box grown by half the line width on every side [INF].
  ///
  /// - Parameters:
  ///   - lineWidth: The stroke's width.
  ///   - lineCap: How its ends are drawn (inert).
  ///   - lineJoin: How its corners are drawn (inert).
  ///   - miterLimit: Where miter joins are cut (inert).
  ///   - transform: A transform applied to the outline.
  /// - Returns: The outline.
  public func copy(
    strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
    miterLimit: CGFloat, transform: CGAffineTransform = .identity
  ) -> CGPath {
    guard !points.isEmpty else { return CGPath(points: []) }
    let outline = boundingBox.insetBy(dx: -lineWidth / 2, dy: -lineWidth / 2)
    return CGPath(points: CGPath.corners(of: outline, transform))
  }

  /// Returns a copy of the path with a transform applied to its points, as Core Graphics'
  /// `copy(using:)` [DOC: `coregraphics/cgpath/copy(using:)`].
  ///
  /// - Parameter transform: The transform, or `nil` for none.
  /// - Returns: The transformed copy.
  public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
    let t = transform?.pointee ?? .identity
    return CGPath(points: points.map { $0.applying(t) })
  }

  /// Returns a mutable copy of the path.
  ///
  /// - Returns: The copy.
  public func mutableCopy() -> CGMutablePath? {
    CGMutablePath(points: points)
  }

  /// A rectangle's four corners, transformed.
  static func corners(of rect: CGRect, _ transform: CGAffineTransform?) -> [CGPoint] {
    guard !rect.isNull else { return [] }
    let corners = [
      CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
      CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
    ]
    guard let transform else { return corners }
    return corners.map { $0.applying(transform) }
  }
}

/// A mutable graphics path, as Core Graphics' `CGMutablePath`: inert, it keeps the points
/// it passes through for its ``CGPath/boundingBox``.
public class CGMutablePath: CGPath {
  /// Creates an empty path.
  public init() {
    super.init(points: [])
  }

  override init(points: [CGPoint]) {
    super.init(points: points)
  }

  /// Starts a new subpath at a point.
  ///
  /// - Parameters:
  ///   - point: The point.
  ///   - transform: A transform applied first.
  public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
    points.append(point.applying(transform))
  }

  /// Adds a straight line to a point.
  ///
  /// - Parameters:
  ///   - point: The line's end.
  ///   - transform: A transform applied first.
  public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
    points.append(point.applying(transform))
  }

  /// Adds straight lines through points.
  ///
  /// - Parameters:
  ///   - points: The points.
  ///   - transform: A transform applied first.
  public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
    self.points += points.map { $0.applying(transform) }
  }

  /// Adds a quadratic curve.
  ///
  /// - Parameters:
  ///   - end: The curve's end.
  ///   - control: Its control point.
  ///   - transform: A transform applied first.
  public func addQuadCurve(
    to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity
  ) {
    points += [control, end].map { $0.applying(transform) }
  }

  /// Adds a cubic curve.
  ///
  /// - Parameters:
  ///   - end: The curve's end.
  ///   - control1: Its first control point.
  ///   - control2: Its second control point.
  ///   - transform: A transform applied first.
  public func addCurve(
    to end: CGPoint, control1: CGPoint, control2: CGPoint,
    transform: CGAffineTransform = .identity
  ) {
    points += [control1, control2, end].map { $0.applying(transform) }
  }

  /// Adds a rectangle as a closed subpath.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - transform: A transform applied first.
  public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
    points += CGPath.corners(of: rect, transform)
  }

  /// Adds rectangles as closed subpaths.
  ///
  /// - Parameters:
  ///   - rects: The rectangles.
  ///   - transform: A transform applied first.
  public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
    for rect in rects { addRect(rect, transform: transform) }
  }

  /// Adds an ellipse inscribed in a rectangle.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - transform: A transform applied first.
  public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
    points += CGPath.corners(of: rect, transform)
  }

  /// Adds a rounded rectangle.
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerWidth: The corners' horizontal radius.
  ///   - cornerHeight: The corners' vertical radius.
  ///   - transform: A transform applied first.
  public func addRoundedRect(
    in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
    transform: CGAffineTransform = .identity
  ) {
    points += CGPath.corners(of: rect, transform)
  }

  /// Adds an arc of a circle; the model keeps the circle's bounding square [INF].
  ///
  /// - Parameters:
  ///   - center: The circle's center.
  ///   - radius: Its radius.
  ///   - startAngle: Where the arc starts, in radians.
  ///   - endAngle: Where it ends, in radians.
  ///   - clockwise: Whether it runs clockwise.
  ///   - transform: A transform applied first.
  public func addArc(
    center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
    transform: CGAffineTransform = .identity
  ) {
    let square = CGRect(
      x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
    points += CGPath.corners(of: square, transform)
  }

  /// Adds another path's elements.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - transform: A transform applied first.
  public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
    points += path.points.map { $0.applying(transform) }
  }

  /// Closes the current subpath (inert).
  public func closeSubpath() {}
}
#endif
