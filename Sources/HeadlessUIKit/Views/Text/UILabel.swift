public import Foundation

/// A view that shows read-only text, as UIKit's `UILabel`.
///
/// What decides touches is modelled: a label doesn't take touches (`isUserInteractionEnabled`
/// is `false` by default [DOC: `uikit/uilabel/isuserinteractionenabled`]), so a tap on it goes
/// to the view behind, and it clips to its bounds [DOC: `uikit/uiview/clipstobounds`]. Its
/// ``intrinsicContentSize`` is an approximation (see `TextMetrics`) [INF]. Fonts, colours,
/// alignment, line breaking and attributed text are inert: kept as set, never drawn. Captures
/// show the text as the label's accessibility label (`label=…`), as VoiceOver reads it.
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

  /// Creates one that fills its superview until its frame is set, through ``init(frame:)``,
  /// as UIView's convenience `init()` does.
  public convenience init() {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: typeName, screenFrame: nil)
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

  /// The text's approximate size on at most ``numberOfLines`` lines, breaking only at line
  /// breaks; zero for no text [INF: `TextMetrics`].
  open override var intrinsicContentSize: CGSize {
    TextMetrics.size(
      of: text ?? "", pointSize: font?.pointSize ?? 17, numberOfLines: numberOfLines)
  }

  /// The text's size when it may take the width of `size`: its ``intrinsicContentSize``, no
  /// wider than `size` unless `size` is zero [INF: `TextMetrics` breaks only at line breaks].
  ///
  /// - Parameter size: The size to fit in.
  /// - Returns: The text's size.
  open override func sizeThatFits(_ size: CGSize) -> CGSize {
    let natural = intrinsicContentSize
    guard size.width > 0 else { return natural }
    return CGSize(width: min(natural.width, size.width), height: natural.height)
  }

  /// The label's accessibility label: the one set, else its text, as VoiceOver reads a label.
  open override var accessibilityLabel: String? {
    get { super.accessibilityLabel ?? text }
    set { super.accessibilityLabel = newValue }
  }
}
extension UILabel: UIContentSizeCategoryAdjusting {}
