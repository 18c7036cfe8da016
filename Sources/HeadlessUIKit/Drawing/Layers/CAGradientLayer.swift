public import Foundation

/// A layer that draws a color gradient, as `CAGradientLayer` (inert: kept as set, never drawn).
open class CAGradientLayer: CALayer {
  /// The gradient's colors, as `CGColor`s; `nil` by default.
  open var colors: [Any]?
  /// Where each color stops, from 0 to 1; `nil` (evenly spaced) by default.
  open var locations: [NSNumber]?
  /// Where the gradient starts in the unit square, (0.5, 0) by default.
  open var startPoint = CGPoint(x: 0.5, y: 0)
  /// Where the gradient ends in the unit square, (0.5, 1) by default.
  open var endPoint = CGPoint(x: 0.5, y: 1)
  /// The gradient's kind, `.axial` by default.
  open var type: CAGradientLayerType = .axial
}

/// The kind of a gradient layer's gradient, as `CAGradientLayerType`.
public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Along a line from the start to the end point.
  public static let axial = CAGradientLayerType(rawValue: "axial")
  /// Outwards from the start point.
  public static let radial = CAGradientLayerType(rawValue: "radial")
  /// Around the start point.
  public static let conic = CAGradientLayerType(rawValue: "conic")
}

/// A layer that draws text, as `CATextLayer` (inert: kept as set, never drawn).
open class CATextLayer: CALayer {
  /// The text, a `String` or attributed string; `nil` by default.
  open var string: Any?
  /// The font, a `UIFont`, `CGFont` or name; `nil` (Helvetica) by default.
  open var font: Any?
  /// The font size, 36 by default.
  open var fontSize: CGFloat = 36
  /// The text color, opaque white by default.
  open var foregroundColor: CGColor? = UIColor.white.cgColor
  /// Whether the text wraps, `false` by default.
  open var isWrapped = false
  /// How text that doesn't fit is cut, `.none` by default.
  open var truncationMode: CATextLayerTruncationMode = .none
  /// How the text is aligned, `.natural` by default.
  open var alignmentMode: CATextLayerAlignmentMode = .natural
}

/// How a text layer aligns its text, as `CATextLayerAlignmentMode`.
public struct CATextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// By the script's direction.
  public static let natural = CATextLayerAlignmentMode(rawValue: "natural")
  /// To the left.
  public static let left = CATextLayerAlignmentMode(rawValue: "left")
  /// To the right.
  public static let right = CATextLayerAlignmentMode(rawValue: "right")
  /// Centered.
  public static let center = CATextLayerAlignmentMode(rawValue: "center")
  /// Justified.
  public static let justified = CATextLayerAlignmentMode(rawValue: "justified")
}

/// How a text layer cuts text that doesn't fit, as `CATextLayerTruncationMode`.
public struct CATextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Not cut.
  public static let none = CATextLayerTruncationMode(rawValue: "none")
  /// At the start.
  public static let start = CATextLayerTruncationMode(rawValue: "start")
  /// At the end.
  public static let end = CATextLayerTruncationMode(rawValue: "end")
  /// In the middle.
  public static let middle = CATextLayerTruncationMode(rawValue: "middle")
}
