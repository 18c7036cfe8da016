public import Foundation

/// The paragraph settings of attributed text, as UIKit's `NSParagraphStyle`: alignment, line
/// breaking, spacing and indents.
///
/// Inert: kept in the string and read back; the model's text measuring (`TextMetrics`) reads
/// no paragraph setting. Apps change one through its mutable subclass,
/// ``NSMutableParagraphStyle``, usually `NSParagraphStyle.default.mutableCopy()`.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
  var storage = Settings()

  /// Every setting, copied as one value.
  struct Settings {
    var alignment: NSTextAlignment = .natural
    var lineBreakMode: NSLineBreakMode = .byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var firstLineHeadIndent: CGFloat = 0
    var headIndent: CGFloat = 0
    var tailIndent: CGFloat = 0
    var hyphenationFactor: Float = 0
    var allowsDefaultTighteningForTruncation = false
    var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = []
  }

  /// Creates a paragraph style with the default settings.
  public override init() {
    super.init()
  }

  /// The default paragraph style: natural alignment, word wrapping, no spacing or indents.
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  /// How the text lines up; `.natural` by default (inert).
  open var alignment: NSTextAlignment { storage.alignment }
  /// How lines are broken where a line is too long; `.byWordWrapping` by default (inert).
  open var lineBreakMode: NSLineBreakMode { storage.lineBreakMode }
  /// The space between lines, in points; 0 by default (inert).
  open var lineSpacing: CGFloat { storage.lineSpacing }
  /// The space after the paragraph, in points; 0 by default (inert).
  open var paragraphSpacing: CGFloat { storage.paragraphSpacing }
  /// The space before the paragraph, in points; 0 by default (inert).
  open var paragraphSpacingBefore: CGFloat { storage.paragraphSpacingBefore }
  /// The factor the natural line height is multiplied by, if positive; 0 by default (inert).
  open var lineHeightMultiple: CGFloat { storage.lineHeightMultiple }
  /// The smallest line height, in points; 0 by default (inert).
  open var minimumLineHeight: CGFloat { storage.minimumLineHeight }
  /// The largest line height, in points, 0 for no limit; 0 by default (inert).
  open var maximumLineHeight: CGFloat { storage.maximumLineHeight }
  /// The first line's indent from the leading margin; 0 by default (inert).
  open var firstLineHeadIndent: CGFloat { storage.firstLineHeadIndent }
  /// The other lines' indent from the leading margin; 0 by default (inert).
  open var headIndent: CGFloat { storage.headIndent }
  /// The trailing indent: from the leading margin if positive, else from the trailing one;
  /// 0 by default (inert).
  open var tailIndent: CGFloat { storage.tailIndent }
  /// How eagerly words are hyphenated, from 0 to 1; 0 by default (inert).
  open var hyphenationFactor: Float { storage.hyphenationFactor }
  /// Whether characters may be tightened before truncating; `false` by default (inert).
  open var allowsDefaultTighteningForTruncation: Bool {
    storage.allowsDefaultTighteningForTruncation
  }
  /// The strategy for breaking lines; none by default (inert).
  open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy { storage.lineBreakStrategy }

  /// Returns an immutable copy of the style.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy, an ``NSParagraphStyle``.
  open func copy(with zone: NSZone? = nil) -> Any {
    let copy = NSParagraphStyle()
    copy.storage = storage
    return copy
  }

  /// Returns a mutable copy of the style.
  ///
  /// - Parameter zone: Ignored.
  /// - Returns: The copy, an ``NSMutableParagraphStyle``.
  open func mutableCopy(with zone: NSZone? = nil) -> Any {
    let copy = NSMutableParagraphStyle()
    copy.storage = storage
    return copy
  }

  /// Ways of breaking lines, as `NSParagraphStyle.LineBreakStrategy` (inert).
  public struct LineBreakStrategy: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Pushes out lines to avoid a single word on the last line.
    public static let pushOut = LineBreakStrategy(rawValue: 1 << 0)
    /// Breaks Hangul text between words.
    public static let hangulWordPriority = LineBreakStrategy(rawValue: 1 << 1)
    /// The strategy the system uses for standard text.
    public static let standard = LineBreakStrategy(rawValue: 0xFFFF)
  }
}

/// A paragraph style whose settings can change, as UIKit's `NSMutableParagraphStyle` (inert,
/// as ``NSParagraphStyle``).
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
  /// Copies every setting of another style.
  ///
  /// - Parameter obj: The style to copy.
  open func setParagraphStyle(_ obj: NSParagraphStyle) {
    storage = obj.storage
  }

  /// How the text lines up; `.natural` by default (inert).
  open override var alignment: NSTextAlignment {
    get { storage.alignment }
    set { storage.alignment = newValue }
  }
  /// How lines are broken where a line is too long; `.byWordWrapping` by default (inert).
  open override var lineBreakMode: NSLineBreakMode {
    get { storage.lineBreakMode }
    set { storage.lineBreakMode = newValue }
  }
  /// The space between lines, in points; 0 by default (inert).
  open override var lineSpacing: CGFloat {
    get { storage.lineSpacing }
    set { storage.lineSpacing = newValue }
  }
  /// The space after the paragraph, in points; 0 by default (inert).
  open override var paragraphSpacing: CGFloat {
    get { storage.paragraphSpacing }
    set { storage.paragraphSpacing = newValue }
  }
  /// The space before the paragraph, in points; 0 by default (inert).
  open override var paragraphSpacingBefore: CGFloat {
    get { storage.paragraphSpacingBefore }
    set { storage.paragraphSpacingBefore = newValue }
  }
  /// The factor the natural line height is multiplied by, if positive; 0 by default (inert).
  open override var lineHeightMultiple: CGFloat {
    get { storage.lineHeightMultiple }
    set { storage.lineHeightMultiple = newValue }
  }
  /// The smallest line height, in points; 0 by default (inert).
  open override var minimumLineHeight: CGFloat {
    get { storage.minimumLineHeight }
    set { storage.minimumLineHeight = newValue }
  }
  /// The largest line height, in points, 0 for no limit; 0 by default (inert).
  open override var maximumLineHeight: CGFloat {
    get { storage.maximumLineHeight }
    set { storage.maximumLineHeight = newValue }
  }
  /// The first line's indent from the leading margin; 0 by default (inert).
  open override var firstLineHeadIndent: CGFloat {
    get { storage.firstLineHeadIndent }
    set { storage.firstLineHeadIndent = newValue }
  }
  /// The other lines' indent from the leading margin; 0 by default (inert).
  open override var headIndent: CGFloat {
    get { storage.headIndent }
    set { storage.headIndent = newValue }
  }
  /// The trailing indent; 0 by default (inert).
  open override var tailIndent: CGFloat {
    get { storage.tailIndent }
    set { storage.tailIndent = newValue }
  }
  /// How eagerly words are hyphenated, from 0 to 1; 0 by default (inert).
  open override var hyphenationFactor: Float {
    get { storage.hyphenationFactor }
    set { storage.hyphenationFactor = newValue }
  }
  /// Whether characters may be tightened before truncating; `false` by default (inert).
  open override var allowsDefaultTighteningForTruncation: Bool {
    get { storage.allowsDefaultTighteningForTruncation }
    set { storage.allowsDefaultTighteningForTruncation = newValue }
  }
  /// The strategy for breaking lines; none by default (inert).
  open override var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
    get { storage.lineBreakStrategy }
    set { storage.lineBreakStrategy = newValue }
  }
}
