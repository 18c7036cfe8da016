public import Foundation

// The attribute keys and attribute values UIKit adds to Foundation's attributed strings
// [DOC: `foundation/nsattributedstring/key`, UIKit's section]. The model draws no text, so
// every attribute is inert — kept in the string and read back — except `.font`, whose point
// size the model's text measuring reads (`TextMetrics`).

extension NSAttributedString.Key {
  /// The font of the text, a `UIFont`; Helvetica 12 points when absent.
  ///
  /// Its point size decides the measured size [DOC: `foundation/nsattributedstring/key/font`].
  public static let font = NSAttributedString.Key(rawValue: "NSFont")
  /// The paragraph style, an ``NSParagraphStyle`` (inert).
  public static let paragraphStyle = NSAttributedString.Key(rawValue: "NSParagraphStyle")
  /// The text's colour, a `UIColor` (inert).
  public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
  /// The colour behind the text, a `UIColor` (inert).
  public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
  /// Whether ligatures are used, an `NSNumber` (inert).
  public static let ligature = NSAttributedString.Key(rawValue: "NSLigature")
  /// The extra space between characters, in points, an `NSNumber` (inert).
  public static let kern = NSAttributedString.Key(rawValue: "NSKern")
  /// The tracking, in points, an `NSNumber` (inert).
  public static let tracking = NSAttributedString.Key(rawValue: "NSTracking")
  /// The strikethrough, an `NSNumber` of an ``NSUnderlineStyle`` (inert).
  public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
  /// The underline, an `NSNumber` of an ``NSUnderlineStyle`` (inert).
  public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
  /// The outline's colour, a `UIColor` (inert).
  public static let strokeColor = NSAttributedString.Key(rawValue: "NSStrokeColor")
  /// The outline's width, as a percentage of the font size, an `NSNumber` (inert).
  public static let strokeWidth = NSAttributedString.Key(rawValue: "NSStrokeWidth")
  /// The shadow, an ``NSShadow`` (inert).
  public static let shadow = NSAttributedString.Key(rawValue: "NSShadow")
  /// A text effect, an `NSString` (inert).
  public static let textEffect = NSAttributedString.Key(rawValue: "NSTextEffect")
  /// An attachment, an ``NSTextAttachment`` (inert).
  public static let attachment = NSAttributedString.Key(rawValue: "NSAttachment")
  /// A link, a `URL` or `String` (inert: the model opens no links from text).
  public static let link = NSAttributedString.Key(rawValue: "NSLink")
  /// The offset from the baseline, in points, an `NSNumber` (inert).
  public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
  /// The underline's colour, a `UIColor` (inert).
  public static let underlineColor = NSAttributedString.Key(rawValue: "NSUnderlineColor")
  /// The strikethrough's colour, a `UIColor` (inert).
  public static let strikethroughColor = NSAttributedString.Key(rawValue: "NSStrikethroughColor")
  /// The skew of the glyphs, an `NSNumber` (inert).
  public static let obliqueness = NSAttributedString.Key(rawValue: "NSObliqueness")
  /// The stretch of the glyphs, an `NSNumber` (inert).
  public static let expansion = NSAttributedString.Key(rawValue: "NSExpansion")
  /// The writing direction, an array of `NSNumber`s (inert).
  public static let writingDirection = NSAttributedString.Key(rawValue: "NSWritingDirection")
  /// Whether the text is vertical, an `NSNumber` (inert).
  public static let verticalGlyphForm = NSAttributedString.Key(rawValue: "NSVerticalGlyphForm")
}

/// The styles of underlines and strikethroughs, as UIKit's `NSUnderlineStyle` (inert).
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
  public let rawValue: Int

  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// A single line.
  public static let single = NSUnderlineStyle(rawValue: 0x01)
  /// A thick line.
  public static let thick = NSUnderlineStyle(rawValue: 0x02)
  /// A double line.
  public static let double = NSUnderlineStyle(rawValue: 0x09)
  /// A solid line, the default pattern.
  public static let patternSolid = NSUnderlineStyle([])
  /// A dotted line.
  public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
  /// A dashed line.
  public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
  /// A line of alternating dashes and dots.
  public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
  /// A line of alternating dashes and pairs of dots.
  public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
  /// Underlines words only, not the spaces between them.
  public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// A shadow drawn under text, as UIKit's `NSShadow` (inert: kept as set, never drawn).
open class NSShadow: NSObject, NSCopying, @unchecked Sendable {
  /// The shadow's offset from the text; `(0, -3)` by default [DOC:
  /// `uikit/nsshadow/shadowoffset`].
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The blur's radius; 0 by default.
  open var shadowBlurRadius: CGFloat = 0
  /// The shadow's colour, a `UIColor`; `nil` (black at a third opacity) by default.
  open var shadowColor: Any?

  /// Creates a shadow with the default offset, no blur and the default colour.
  public override init() {
    super.init()
  }

  /// Returns a copy of the shadow.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSShadow()
    copy.shadowOffset = shadowOffset
    copy.shadowBlurRadius = shadowBlurRadius
    copy.shadowColor = shadowColor
    return copy
  }
}

/// An image or file shown inline in attributed text, as UIKit's `NSTextAttachment` (inert:
/// kept in the string; measuring counts it as the one character it stands for).
open class NSTextAttachment: NSObject, @unchecked Sendable {
  /// The attachment's image; `nil` by default.
  open var image: UIImage?
  /// The attachment's bounds in the line; `.zero` (the image's size) by default.
  open var bounds: CGRect = .zero
  /// The attachment's data, if made from data.
  open var contents: Data?
  /// The data's type identifier, if made from data.
  open var fileType: String?

  /// Creates an attachment with data of a type.
  ///
  /// - Parameters:
  ///   - contentData: The data.
  ///   - uti: The data's uniform type identifier.
  public init(data contentData: Data?, ofType uti: String?) {
    contents = contentData
    fileType = uti
    super.init()
  }

  /// Creates an empty attachment.
  public override convenience init() {
    self.init(data: nil, ofType: nil)
  }

  /// Creates an attachment of an image.
  ///
  /// - Parameter image: The image.
  public convenience init(image: UIImage) {
    self.init(data: nil, ofType: nil)
    self.image = image
  }
}

extension NSAttributedString {
  /// Creates an attributed string of one attachment character with the attachment.
  ///
  /// - Parameter attachment: The attachment.
  public convenience init(attachment: NSTextAttachment) {
    self.init(string: "\u{FFFC}", attributes: [.attachment: attachment])
  }
}
