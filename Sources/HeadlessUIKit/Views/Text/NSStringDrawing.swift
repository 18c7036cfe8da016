public import Foundation

// UIKit's string drawing and measuring additions to `NSString`, `NSAttributedString` and (on
// Darwin, through bridging to `NSString`) `String`.
//
// Measuring is modelled with the model's one text-size rule, `TextMetrics`, the rule
// `UILabel.intrinsicContentSize` uses, so a string measured with a font agrees with a label
// of that text and font. The font comes from `.font` (Helvetica 12 points when absent [DOC:
// `foundation/nsattributedstring/key/font`]); with `.usesLineFragmentOrigin` the text wraps
// to the width it is given, as UIKit's does [DOC: `foundation/nsstring/boundingrect(with:
// options:attributes:context:)`]. The other attributes and options are inert. Drawing is
// inert: the model draws no text.

/// Options for drawing and measuring strings, as UIKit's `NSStringDrawingOptions`.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Lays the text out in lines from the rectangle's top-left corner, wrapping to its width
  /// (modelled: the only option that changes a measured size).
  public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
  /// Uses the font's leading for line heights (inert).
  public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
  /// Uses the glyphs' image bounds instead of typographic bounds (inert).
  public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
  /// Truncates the last visible line if the text doesn't fit (inert).
  public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

extension NSString {
  /// The options for drawing and measuring strings, as `NSString.DrawingOptions`.
  public typealias DrawingOptions = NSStringDrawingOptions
}

/// What a drawing or measuring call may adjust and what it did, as UIKit's
/// `NSStringDrawingContext`.
///
/// The model never scales text, so ``actualScaleFactor`` stays 1; ``totalBounds`` is the last
/// rectangle a measuring call returned.
open class NSStringDrawingContext: NSObject, @unchecked Sendable {
  /// The smallest scale the text may shrink to; 0 (no shrinking) by default (inert).
  open var minimumScaleFactor: CGFloat = 0
  /// The scale the text was drawn at: always 1 in the model.
  open internal(set) var actualScaleFactor: CGFloat = 1
  /// The bounds of the text last measured or drawn with the context.
  open internal(set) var totalBounds: CGRect = .zero

  /// Creates a context that allows no shrinking.
  public override init() {
    super.init()
  }
}

extension TextMetrics {
  /// The point size of text without a `.font` attribute: Helvetica 12 [DOC:
  /// `foundation/nsattributedstring/key/font`].
  static let defaultAttributedPointSize: CGFloat = 12

  /// The point size an attributes dictionary gives text.
  static func pointSize(in attributes: [NSAttributedString.Key: Any]?, default size: CGFloat)
    -> CGFloat
  {
    (attributes?[.font] as? UIFont)?.pointSize ?? size
  }

  /// An attributed string's runs of fonts: each `.font` range in its font, the rest in a
  /// default size.
  static func runs(of string: NSAttributedString, defaultPointSize: CGFloat) -> [Run] {
    var runs: [Run] = []
    let text = string.string as NSString
    string.enumerateAttribute(.font, in: NSRange(location: 0, length: string.length)) {
      value, range, _ in
      runs.append(
        Run(
          text: text.substring(with: range),
          pointSize: (value as? UIFont)?.pointSize ?? defaultPointSize))
    }
    return runs
  }

  /// The rectangle runs take when drawn with options in a size: wrapped to the width with
  /// `.usesLineFragmentOrigin`, else lines only at line breaks; the height isn't limited, as
  /// in UIKit, whose rectangle "can be larger than the constraints" [DOC:
  /// `foundation/nsstring/boundingrect(with:options:attributes:context:)`].
  static func boundingRect(
    of runs: [Run], in size: CGSize, options: NSStringDrawingOptions,
    context: NSStringDrawingContext?
  ) -> CGRect {
    let wraps = options.contains(.usesLineFragmentOrigin) && size.width.isFinite
    let measured = Self.size(of: runs, numberOfLines: 0, wrappingTo: wraps ? size.width : nil)
    let rect = CGRect(origin: .zero, size: measured)
    context?.totalBounds = rect
    return rect
  }
}

extension NSString {
  /// Returns the size the string takes when drawn with attributes: the model's text size in
  /// the `.font` attribute's size, on lines broken only at line breaks.
  ///
  /// - Parameter attrs: The attributes for the whole string.
  /// - Returns: The size, in whole points [INF: UIKit's is fractional].
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    let size = TextMetrics.pointSize(in: attrs, default: TextMetrics.defaultAttributedPointSize)
    return TextMetrics.size(of: self as String, pointSize: size, numberOfLines: 0)
  }

  /// Returns the rectangle the string takes when drawn with options and attributes in a size:
  /// wrapped to the size's width with ``NSStringDrawingOptions/usesLineFragmentOrigin``.
  ///
  /// - Parameters:
  ///   - size: The size to draw in; its width is the width lines wrap to.
  ///   - options: The drawing options.
  ///   - attributes: The attributes for the whole string.
  ///   - context: A context that receives the bounds, or `nil`.
  /// - Returns: The rectangle, at the origin.
  public func boundingRect(
    with size: CGSize, options: NSString.DrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    let pointSize = TextMetrics.pointSize(
      in: attributes, default: TextMetrics.defaultAttributedPointSize)
    return TextMetrics.boundingRect(
      of: [TextMetrics.Run(text: self as String, pointSize: pointSize)], in: size,
      options: options, context: context)
  }

  /// Draws the string at a point with attributes (inert: the model draws no text).
  ///
  /// - Parameters:
  ///   - point: The top-left corner of the text.
  ///   - attrs: The attributes for the whole string.
  public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}

  /// Draws the string in a rectangle with attributes (inert: the model draws no text).
  ///
  /// - Parameters:
  ///   - rect: The rectangle to draw in.
  ///   - attrs: The attributes for the whole string.
  public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {}

  /// Draws the string in a rectangle with options and attributes (inert: the model draws no
  /// text).
  ///
  /// - Parameters:
  ///   - rect: The rectangle to draw in.
  ///   - options: The drawing options.
  ///   - attributes: The attributes for the whole string.
  ///   - context: A drawing context, or `nil`.
  public func draw(
    with rect: CGRect, options: NSString.DrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) {}
}

extension NSAttributedString {
  /// Returns the size the string takes: the model's text size, each range in its `.font`'s
  /// size, on lines broken only at line breaks.
  ///
  /// - Returns: The size, in whole points [INF: UIKit's is fractional].
  public func size() -> CGSize {
    TextMetrics.size(
      of: TextMetrics.runs(of: self, defaultPointSize: TextMetrics.defaultAttributedPointSize),
      numberOfLines: 0)
  }

  /// Returns the rectangle the string takes when drawn with options in a size: wrapped to the
  /// size's width with ``NSStringDrawingOptions/usesLineFragmentOrigin``.
  ///
  /// - Parameters:
  ///   - size: The size to draw in; its width is the width lines wrap to.
  ///   - options: The drawing options.
  ///   - context: A context that receives the bounds, or `nil`.
  /// - Returns: The rectangle, at the origin.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) -> CGRect {
    TextMetrics.boundingRect(
      of: TextMetrics.runs(of: self, defaultPointSize: TextMetrics.defaultAttributedPointSize),
      in: size, options: options, context: context)
  }

  /// Draws the string at a point (inert: the model draws no text).
  ///
  /// - Parameter point: The top-left corner of the text.
  public func draw(at point: CGPoint) {}

  /// Draws the string in a rectangle (inert: the model draws no text).
  ///
  /// - Parameter rect: The rectangle to draw in.
  public func draw(in rect: CGRect) {}

  /// Draws the string in a rectangle with options (inert: the model draws no text).
  ///
  /// - Parameters:
  ///   - rect: The rectangle to draw in.
  ///   - options: The drawing options.
  ///   - context: A drawing context, or `nil`.
  public func draw(
    with rect: CGRect, options: NSStringDrawingOptions = [], context: NSStringDrawingContext?
  ) {}
}

#if !canImport(ObjectiveC)
// On Darwin a Swift string reaches these through its bridge to `NSString`; Linux has no
// such bridge for members, so strings and substrings get them here, as `text.boundingRect(…)`
// compiles in iOS apps.
extension StringProtocol {
  /// Returns the size the string takes when drawn with attributes, as `NSString`'s.
  ///
  /// - Parameter attrs: The attributes for the whole string.
  /// - Returns: The size, in whole points.
  public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
    NSString(string: String(self)).size(withAttributes: attrs)
  }

  /// Returns the rectangle the string takes when drawn with options and attributes in a
  /// size, as `NSString`'s.
  ///
  /// - Parameters:
  ///   - size: The size to draw in; its width is the width lines wrap to.
  ///   - options: The drawing options.
  ///   - attributes: The attributes for the whole string.
  ///   - context: A context that receives the bounds, or `nil`.
  /// - Returns: The rectangle, at the origin.
  public func boundingRect(
    with size: CGSize, options: NSStringDrawingOptions = [],
    attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?
  ) -> CGRect {
    NSString(string: String(self)).boundingRect(
      with: size, options: options, attributes: attributes, context: context)
  }

  /// Draws the string at a point with attributes (inert).
  ///
  /// - Parameters:
  ///   - point: The top-left corner of the text.
  ///   - attrs: The attributes for the whole string.
  public func draw(
    at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {}

  /// Draws the string in a rectangle with attributes (inert).
  ///
  /// - Parameters:
  ///   - rect: The rectangle to draw in.
  ///   - attrs: The attributes for the whole string.
  public func draw(
    in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil
  ) {}
}
#endif
