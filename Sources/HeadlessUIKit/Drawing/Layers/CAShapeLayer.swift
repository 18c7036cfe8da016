public import Foundation

/// A layer that draws a path, as `CAShapeLayer` (inert: kept as set, never drawn).
open class CAShapeLayer: CALayer {
  /// The path drawn, `nil` by default.
  open var path: CGPath?
  /// The color that fills the path, opaque black by default.
  open var fillColor: CGColor? = UIColor.black.cgColor
  /// The rule that decides the path's inside, `.nonZero` by default.
  open var fillRule: CAShapeLayerFillRule = .nonZero
  /// The color of the outline, `nil` (none) by default.
  open var strokeColor: CGColor?
  /// Where along the path the outline starts, 0 by default.
  open var strokeStart: CGFloat = 0
  /// Where along the path the outline ends, 1 by default.
  open var strokeEnd: CGFloat = 1
  /// The outline's width, 1 by default.
  open var lineWidth: CGFloat = 1
  /// The limit on mitered corners, 10 by default.
  open var miterLimit: CGFloat = 10
  /// How the outline's ends are drawn, `.butt` by default.
  open var lineCap: CAShapeLayerLineCap = .butt
  /// How the outline's corners are drawn, `.miter` by default.
  open var lineJoin: CAShapeLayerLineJoin = .miter
  /// Where the dash pattern starts, 0 by default.
  open var lineDashPhase: CGFloat = 0
  /// The dash and gap lengths, `nil` (a solid line) by default.
  open var lineDashPattern: [NSNumber]?
}

/// How a shape layer's outline ends are drawn, as `CAShapeLayerLineCap`.
public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Square ends at the end points.
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  /// Round ends.
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  /// Square ends past the end points.
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's outline corners are drawn, as `CAShapeLayerLineJoin`.
public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Sharp corners.
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  /// Round corners.
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  /// Cut-off corners.
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}

/// The rule that decides a shape layer's inside, as `CAShapeLayerFillRule`.
public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// The non-zero winding rule.
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  /// The even-odd rule.
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}
