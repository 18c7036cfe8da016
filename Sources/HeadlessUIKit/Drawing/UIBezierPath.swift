public import Foundation

/// A path of lines and curves, as `UIBezierPath`.
///
/// Drawing it (``fill()``, ``stroke()``) is inert. Its geometry is kept: ``bounds`` and
/// ``contains(_:)`` answer as UIKit's do, so an app's `point(inside:with:)` that tests a
/// path decides touches as on a device — exactly for rectangles, rounded rectangles and ovals,
/// and for other paths by the polygon through their points (curves' control points included,
/// an approximation) [INF].
open class UIBezierPath: NSObject {
  /// The shapes the path is made of: one primitive per closed shape, or polygons.
  private var shapes: [Shape] = []
  /// The polygon being built by ``move(to:)`` and ``addLine(to:)``.
  private var open: [CGPoint] = []

  private enum Shape {
    case rect(CGRect)
    case oval(CGRect)
    case roundedRect(CGRect, radius: CGFloat, corners: UIRectCorner)
    case polygon([CGPoint])

    var points: [CGPoint] {
      switch self {
      case .rect(let rect), .oval(let rect), .roundedRect(let rect, _, _):
        [
          CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
          CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY),
        ]
      case .polygon(let points): points
      }
    }

    func contains(_ point: CGPoint) -> Bool {
      switch self {
      case .rect(let rect): return rect.contains(point)
      case .oval(let rect):
        guard rect.width > 0, rect.height > 0 else { return false }
        let dx = (point.x - rect.midX) / (rect.width / 2)
        let dy = (point.y - rect.midY) / (rect.height / 2)
        return dx * dx + dy * dy <= 1
      case .roundedRect(let rect, let radius, let corners):
        guard rect.contains(point) else { return false }
        let r = min(radius, rect.width / 2, rect.height / 2)
        let checks: [(UIRectCorner, CGPoint)] = [
          (.topLeft, CGPoint(x: rect.minX + r, y: rect.minY + r)),
          (.topRight, CGPoint(x: rect.maxX - r, y: rect.minY + r)),
          (.bottomLeft, CGPoint(x: rect.minX + r, y: rect.maxY - r)),
          (.bottomRight, CGPoint(x: rect.maxX - r, y: rect.maxY - r)),
        ]
        for (corner, center) in checks where corners.contains(corner) {
          let outsideX =
            corner == .topLeft || corner == .bottomLeft ? point.x < center.x : point.x > center.x
          let outsideY =
            corner == .topLeft || corner == .topRight ? point.y < center.y : point.y > center.y
          if outsideX, outsideY {
            let dx = point.x - center.x
            let dy = point.y - center.y
            if dx * dx + dy * dy > r * r { return false }
          }
        }
        return true
      case .polygon(let points):
        guard points.count > 2 else { return false }
        var inside = false
        var previous = points[points.count - 1]
        for current in points {
          if (current.y > point.y) != (previous.y > point.y),
            point.x < (previous.x - current.x) * (point.y - current.y) / (previous.y - current.y)
              + current.x
          {
            inside.toggle()
          }
          previous = current
        }
        return inside
      }
    }
  }

  /// Creates an empty path.
  public override init() {}

  /// Creates a path of a rectangle.
  ///
  /// - Parameter rect: The rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    shapes = [.rect(rect.standardized)]
  }

  /// Creates a path of an oval inscribed in a rectangle.
  ///
  /// - Parameter rect: The rectangle.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    shapes = [.oval(rect.standardized)]
  }

  /// Creates a path of a rectangle with rounded corners; radii past half the width or height
  /// are clamped [DOC: `uikit/uibezierpath/init(roundedrect:cornerradius:)`].
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - cornerRadius: The corners' radius.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    shapes = [.roundedRect(rect.standardized, radius: cornerRadius, corners: .allCorners)]
  }

  /// Creates a path of a rectangle with some corners rounded
  /// [DOC: `uikit/uibezierpath/init(roundedrect:byroundingcorners:cornerradii:)`].
  ///
  /// - Parameters:
  ///   - rect: The rectangle.
  ///   - corners: The corners to round.
  ///   - cornerRadii: The corners' radii; the model uses the width for both [INF].
  public convenience init(
    roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
  ) {
    self.init()
    shapes = [.roundedRect(rect.standardized, radius: cornerRadii.width, corners: corners)]
  }

  /// Creates a path of an arc of a circle.
  ///
  /// - Parameters:
  ///   - center: The circle's center.
  ///   - radius: Its radius.
  ///   - startAngle: Where the arc starts, in radians.
  ///   - endAngle: Where it ends, in radians.
  ///   - clockwise: Whether it runs clockwise.
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
      clockwise: clockwise)
  }

  /// Creates a path of a Core Graphics path's points.
  ///
  /// - Parameter cgPath: The path.
  public convenience init(cgPath: CGPath) {
    self.init()
    shapes = [.polygon(cgPath.points)]
  }

  /// The path as a Core Graphics path of the same points; setting it replaces the path.
  public var cgPath: CGPath {
    get { CGMutablePath(points: allPoints) }
    set {
      shapes = [.polygon(newValue.points)]
      open = []
    }
  }

  private var allPoints: [CGPoint] { shapes.flatMap(\.points) + open }

  /// The smallest rectangle holding the path's points, control points included; `.zero`
  /// for an empty path [DOC: `uikit/uibezierpath/bounds`].
  public var bounds: CGRect {
    let box = CGMutablePath(points: allPoints).boundingBox
    return box.isNull ? .zero : box
  }

  /// The point the next segment starts from; `.zero` for an empty path.
  public var currentPoint: CGPoint { open.last ?? shapes.last?.points.last ?? .zero }

  /// Whether the path has no elements.
  public var isEmpty: Bool { shapes.isEmpty && open.isEmpty }

  /// Returns whether a point is inside the path's closed shapes (see the type's note).
  ///
  /// - Parameter point: The point.
  /// - Returns: Whether it is inside.
  public func contains(_ point: CGPoint) -> Bool {
    let closed = open.count > 2 ? shapes + [.polygon(open)] : shapes
    let hits = closed.filter { $0.contains(point) }.count
    return usesEvenOddFillRule ? hits % 2 == 1 : hits > 0
  }

  /// Starts a new subpath at a point.
  ///
  /// - Parameter point: The point.
  public func move(to point: CGPoint) {
    if open.count > 1 { shapes.append(.polygon(open)) }
    open = [point]
  }

  /// Adds a straight line to a point.
  ///
  /// - Parameter point: The line's end.
  public func addLine(to point: CGPoint) {
    open.append(point)
  }

  /// Adds a cubic curve; the model keeps its control points and end [INF].
  ///
  /// - Parameters:
  ///   - endPoint: The curve's end.
  ///   - controlPoint1: Its first control point.
  ///   - controlPoint2: Its second control point.
  public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    open += [controlPoint1, controlPoint2, endPoint]
  }

  /// Adds a quadratic curve; the model keeps its control point and end [INF].
  ///
  /// - Parameters:
  ///   - endPoint: The curve's end.
  ///   - controlPoint: Its control point.
  public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    open += [controlPoint, endPoint]
  }

  /// Adds an arc of a circle, as points along it every 15°.
  ///
  /// - Parameters:
  ///   - center: The circle's center.
  ///   - radius: Its radius.
  ///   - startAngle: Where the arc starts, in radians.
  ///   - endAngle: Where it ends, in radians.
  ///   - clockwise: Whether it runs clockwise (increasing angles, y pointing down).
  public func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
    clockwise: Bool
  ) {
    var sweep = Double(endAngle - startAngle)
    let full = 2 * Double.pi
    if clockwise {
      while sweep < 0 { sweep += full }
    } else {
      while sweep > 0 { sweep -= full }
    }
    let steps = max(1, Int((abs(sweep) / (Double.pi / 12)).rounded(.up)))
    for step in 0...steps {
      let angle = Double(startAngle) + sweep * Double(step) / Double(steps)
      open.append(
        CGPoint(
          x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle))))
    }
  }

  /// Closes the current subpath.
  public func close() {
    if open.count > 1 { shapes.append(.polygon(open)) }
    open = []
  }

  /// Removes every element.
  public func removeAllPoints() {
    shapes = []
    open = []
  }

  /// Adds another path's elements.
  ///
  /// - Parameter bezierPath: The path.
  public func append(_ bezierPath: UIBezierPath) {
    close()
    shapes += bezierPath.shapes
    if bezierPath.open.count > 1 { shapes.append(.polygon(bezierPath.open)) }
  }

  /// Returns the path run backwards: the same shapes.
  ///
  /// - Returns: A new path.
  public func reversing() -> UIBezierPath {
    let copy = UIBezierPath()
    copy.shapes = shapes
    copy.open = open.reversed()
    return copy
  }

  /// Applies a transform to every point; primitives become polygons of their corners when
  /// the transform isn't a translation or scale [INF].
  ///
  /// - Parameter transform: The transform.
  public func apply(_ transform: CGAffineTransform) {
    let keepsRectangles = transform.b == 0 && transform.c == 0
    shapes = shapes.map { shape in
      switch shape {
      case .rect(let rect) where keepsRectangles: .rect(rect.applying(transform))
      case .oval(let rect) where keepsRectangles: .oval(rect.applying(transform))
      case .roundedRect(let rect, let radius, let corners) where keepsRectangles:
        .roundedRect(rect.applying(transform), radius: radius * abs(transform.a), corners: corners)
      default: .polygon(shape.points.map { $0.applying(transform) })
      }
    }
    open = open.map { $0.applying(transform) }
  }

  /// The width of the stroke, 1 by default (inert).
  open var lineWidth: CGFloat = 1
  /// How the stroke's ends are drawn, `.butt` by default (inert).
  open var lineCapStyle: CGLineCap = .butt
  /// How the stroke's corners are drawn, `.miter` by default (inert).
  open var lineJoinStyle: CGLineJoin = .miter
  /// The limit on mitered corners, 10 by default (inert).
  open var miterLimit: CGFloat = 10
  /// The accuracy of curves, 0.6 by default (inert).
  open var flatness: CGFloat = 0.6
  /// Whether the even-odd rule decides the inside, `false` (non-zero) by default; it decides
  /// ``contains(_:)`` where shapes overlap.
  open var usesEvenOddFillRule = false

  /// Sets the stroke's dash pattern (inert).
  ///
  /// - Parameters:
  ///   - pattern: The dash and gap lengths.
  ///   - count: How many lengths the pattern holds.
  ///   - phase: Where in the pattern the stroke starts.
  public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {}

  /// Paints the inside with the current fill color (inert).
  public func fill() {}
  /// Paints the inside with a blend mode (inert).
  ///
  /// - Parameters:
  ///   - blendMode: The blend mode.
  ///   - alpha: The opacity.
  public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {}
  /// Draws the outline with the current stroke color (inert).
  public func stroke() {}
  /// Draws the outline with a blend mode (inert).
  ///
  /// - Parameters:
  ///   - blendMode: The blend mode.
  ///   - alpha: The opacity.
  public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {}
  /// Clips later drawing to the path (inert).
  public func addClip() {}
}
