public import Foundation

/// A view to build a custom input view or input accessory view on, as UIKit's `UIInputView`.
///
/// Partial: a plain ``UIView`` in the model. Its subviews are laid out, captured and tapped
/// like any view's, and a responder can return it as its ``UIResponder/inputAccessoryView``;
/// but the model shows no keyboard, so it never attaches the view above one, and it draws
/// nothing, so the blur and tint UIKit gives an attached input view by its
/// ``inputViewStyle`` [DOC: `uikit/uiinputview`] are not modelled: the style and
/// ``allowsSelfSizing`` are kept, and inert.
@preconcurrency @MainActor
open class UIInputView: UIView {
  /// The looks of an input view, as UIKit's `UIInputView.Style`; inert in the model, which
  /// draws no blur or tint.
  public enum Style: Int, Sendable {
    /// A blur that makes the view look as if it belongs with the keyboard, without the
    /// keyboard's tint.
    case `default` = 0
    /// A blur and a tint that make the view look like the keyboard's background.
    case keyboard = 1
  }

  /// The style the view was made with; kept, inert.
  open private(set) var inputViewStyle: UIInputView.Style

  /// Whether the view sizes itself rather than taking the size UIKit gives it, `false` by
  /// default [DOC: `uikit/uiinputview/allowsselfsizing`]; kept, inert: the model never
  /// attaches input views, so it never sizes one.
  open var allowsSelfSizing = false

  /// Creates an input view with a frame and a style.
  ///
  /// - Parameters:
  ///   - frame: The view's frame, in its superview's coordinates.
  ///   - inputViewStyle: The style; kept, inert.
  public init(frame: CGRect, inputViewStyle: UIInputView.Style) {
    self.inputViewStyle = inputViewStyle
    super.init(frame: frame)
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }
}
