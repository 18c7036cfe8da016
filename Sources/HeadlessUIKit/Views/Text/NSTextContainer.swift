public import Foundation

/// A region where text layout occurs, as UIKit's `NSTextContainer`.
///
/// Inert: its settings are kept, and the model's text sizing doesn't read them (a text view
/// sizes its text by its ``UITextView/textContainerInset``).
open class NSTextContainer: NSObject {
  /// The size of the container's bounding rectangle; zero for no limit.
  open var size: CGSize
  /// The inset of text within each line fragment, at its start and end; `5.0` by default
  /// [DOC: appkit/nstextcontainer/linefragmentpadding, as UIKit's].
  open var lineFragmentPadding: CGFloat = 5
  /// The most lines the container holds; `0`, no limit, by default.
  open var maximumNumberOfLines = 0
  /// How the last line that fits ends when the text doesn't fit.
  open var lineBreakMode: NSLineBreakMode = .byWordWrapping
  /// Whether the container's width follows its text view's.
  open var widthTracksTextView = false
  /// Whether the container's height follows its text view's.
  open var heightTracksTextView = false

  /// Creates a text container with the size you specify.
  ///
  /// - Parameter size: The size of the container's bounding rectangle.
  public init(size: CGSize) {
    self.size = size
    super.init()
  }

  /// Creates a text container of no size limit.
  public override convenience init() {
    self.init(size: .zero)
  }
}
