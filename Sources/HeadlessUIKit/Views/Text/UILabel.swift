public import Foundation

/// A view that shows read-only text, as UIKit's `UILabel`.
///
/// What decides touches is modelled: a label doesn't take touches (`isUserInteractionEnabled`
/// is `false` by default [DOC: `uikit/uilabel/isuserinteractionenabled`]), so a tap on it goes
/// to the view behind, and it clips to its bounds [DOC: `uikit/uiview/clipstobounds`]. Its
/// ``intrinsicContentSize`` is an approximation (see `TextMetrics`) [INF], measured through
/// ``textRect(forBounds:limitedToNumberOfLines:)`` so a subclass that overrides it (to add
/// insets, say) changes the size as in UIKit; attributed text is measured in each range's
/// `.font`. Colours, shadows, highlighting, alignment and truncation are inert: kept as set,
/// never drawn. Captures show the text as the label's accessibility label (`label=…`), as
/// VoiceOver reads it.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text the label shows; `nil` by default.
  open var text: String? {
    didSet { attributedTextStorage = nil }
  }

  /// The styled text the label shows; inert styling, but setting it sets ``text`` to its
  /// characters, as in UIKit.
  open var attributedText: NSAttributedString? {
    get { attributedTextStorage ?? text.map { NSAttributedString(string: $0) } }
    set {
      text = newValue?.string
      attributedTextStorage = newValue
    }
  }

  private var attributedTextStorage: NSAttributedString?

  /// The font; the 17-point system font by default. Inert, except that its point size scales
  /// the approximate ``intrinsicContentSize``.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var font: UIFont! = .systemFont(ofSize: 17)

  /// The text's colour; `.label` by default; inert.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var textColor: UIColor! = .label

  /// How the text lines up; `.natural` by default; inert.
  open var textAlignment: NSTextAlignment = .natural

  /// The most lines the text takes, 0 for as many as it needs; 1 by default.
  open var numberOfLines = 1
  /// Whether the font follows the user's text size, `false` by default (inert: the model's
  /// text size never changes) [DOC: `uikit/uicontentsizecategoryadjusting`].
  open var adjustsFontForContentSizeCategory = false

  /// What happens to text too long for its lines; `.byTruncatingTail` by default; inert.
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail

  /// Whether the font shrinks to fit the text in the width; `false` by default; inert.
  open var adjustsFontSizeToFitWidth = false

  /// The smallest scale the font shrinks to when it adjusts to fit; 0 by default; inert.
  open var minimumScaleFactor: CGFloat = 0

  /// Whether the label is drawn enabled; `true` by default; inert.
  open var isEnabled = true

  /// The colour of the text's shadow; `nil` (no shadow) by default (inert).
  open var shadowColor: UIColor?
  /// The offset of the text's shadow; `(0, -1)` by default [DOC: `uikit/uilabel/shadowoffset`]
  /// (inert).
  open var shadowOffset = CGSize(width: 0, height: -1)
  /// The text's colour while ``isHighlighted``; `nil` by default (inert).
  open var highlightedTextColor: UIColor?
  /// Whether the label is drawn highlighted; `false` by default (inert).
  open var isHighlighted = false
  /// How the text's baseline moves when the font shrinks to fit; `.alignBaselines` by default
  /// (inert: the model never shrinks fonts).
  open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
  /// Whether characters are tightened before the text is truncated; `false` by default
  /// (inert).
  open var allowsDefaultTighteningForTruncation = false
  /// The strategy for breaking lines; `.standard` by default [INF] (inert).
  open var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = .standard
  /// Whether the full text shows when the pointer hovers over truncated text; `false` by
  /// default (inert: the model has no pointer).
  open var showsExpansionTextWhenTruncated = false
  /// Whether the text scrolls when an ancestor is focused (tvOS); `false` by default (inert).
  open var enablesMarqueeWhenAncestorFocused = false

  /// The width a multiline label's text wraps to when it works out its intrinsic size; 0
  /// (none: lines break only at line breaks) by default.
  ///
  /// Modelled: with ``numberOfLines`` other than 1, a width above 0 wraps the text between
  /// words in ``intrinsicContentSize`` [DOC: `uikit/uilabel/preferredmaxlayoutwidth`]. The
  /// model never sets it itself; UIKit sets it from the label's width after a layout pass.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { invalidateIntrinsicContentSize() }
  }

  /// Creates one that fills its superview until its frame is set, through ``init(frame:)``,
  /// as UIView's convenience `init()` does.
  public convenience init() {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates a label with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    configureAsLabel()
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  private func configureAsLabel() {
    isUserInteractionEnabled = false
    clipsToBounds = true
  }

  /// The text's approximate size on at most ``numberOfLines`` lines.
  ///
  /// Lines break at line breaks and, for a multiline label with a
  /// ``preferredMaxLayoutWidth``, wrap to it; zero for no text [INF: `TextMetrics`]. It is the
  /// size of ``textRect(forBounds:limitedToNumberOfLines:)`` in unbounded height.
  open override var intrinsicContentSize: CGSize {
    let width = preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : .greatestFiniteMagnitude
    return textRect(
      forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
      limitedToNumberOfLines: numberOfLines
    ).size
  }

  /// The text's size when it may take the width of `size`: a multiline label's text wraps to
  /// that width, a one-line label's is no wider than it; unlimited for a zero width
  /// [DOC: `uikit/uilabel/numberoflines`; sizes from `TextMetrics`, INF].
  ///
  /// - Parameter size: The size to fit in.
  /// - Returns: The text's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let width = size.width > 0 ? size.width : .greatestFiniteMagnitude
    let rect = textRect(
      forBounds: CGRect(x: 0, y: 0, width: width, height: .greatestFiniteMagnitude),
      limitedToNumberOfLines: numberOfLines)
    return CGSize(width: min(rect.width, width), height: rect.height)
  }

  /// Returns the rectangle the text takes in bounds on at most a number of lines (0 for no
  /// limit): at the bounds' origin, the model's text size, wrapped to the bounds' width when
  /// more than one line may show [INF: `TextMetrics`].
  ///
  /// Override it to change where the text goes, as with insets; the model measures
  /// ``intrinsicContentSize`` and ``sizeThatFits(_:)`` through it, as UIKit does.
  ///
  /// - Parameters:
  ///   - bounds: The rectangle the text may take.
  ///   - numberOfLines: The most lines, 0 for as many as the text needs.
  /// - Returns: The text's rectangle.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int)
    -> CGRect
  {
    let pointSize = font?.pointSize ?? 17
    let runs =
      attributedTextStorage.map { TextMetrics.runs(of: $0, defaultPointSize: pointSize) }
      ?? [TextMetrics.Run(text: text ?? "", pointSize: pointSize)]
    let wraps = numberOfLines != 1 && bounds.width < .greatestFiniteMagnitude
    let size = TextMetrics.size(
      of: runs, numberOfLines: numberOfLines, wrappingTo: wraps ? bounds.width : nil)
    return CGRect(origin: bounds.origin, size: size)
  }

  /// Draws the text in a rectangle (inert: the model draws no text).
  ///
  /// Override it to draw elsewhere, as with insets.
  ///
  /// - Parameter rect: The rectangle to draw in.
  open func drawText(in rect: CGRect) {}

  /// The label's accessibility label: the one set, else its text, as VoiceOver reads a label.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? text }
    set { super.accessibilityLabel = newValue }
  }
}
extension UILabel: UIContentSizeCategoryAdjusting {}

/// How a label's text moves vertically when its font shrinks to fit, as UIKit's
/// `UIBaselineAdjustment` (inert: the model never shrinks fonts).
public enum UIBaselineAdjustment: Int, Hashable, Sendable {
  /// Keeps the baselines where they were.
  case alignBaselines = 0
  /// Keeps the text's centre where it was.
  case alignCenters = 1
  /// Keeps the text's top-left corner where it was.
  case none = 2
}
