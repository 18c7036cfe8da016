public import Foundation

/// A scrollable, multi-line, editable text, as UIKit's `UITextView`.
///
/// Modelled: a tap (``UIApplication/tap(_:)``) on an editable text view makes it first
/// responder when its delegate agrees, which begins editing
/// (``UITextViewDelegate/textViewDidBeginEditing(_:)``, ``textDidBeginEditingNotification``);
/// typing, which ``UIApplication/typeText(_:into:)`` drives, asks the delegate
/// (``UITextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)``), changes ``text``
/// and calls ``UITextViewDelegate/textViewDidChange(_:)``; setting ``text`` from code calls
/// nothing [DOC: `uikit/uitextviewdelegate/textviewdidchange(_:)`, "not called in response to
/// programmatic changes"]. With scrolling off the view's natural size is its text's, plus
/// ``textContainerInset`` [INF: the self-sizing text view apps rely on, with the model's text
/// metrics]. Fonts, colours, links and keyboard traits are inert.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UIKeyInput, UITextPasteConfigurationSupporting {
  /// Posted when a text view begins editing; the object is the view.
  nonisolated public class var textDidBeginEditingNotification: NSNotification.Name {
    NSNotification.Name("UITextViewTextDidBeginEditingNotification")
  }
  /// Posted when a text view ends editing; the object is the view.
  nonisolated public class var textDidEndEditingNotification: NSNotification.Name {
    NSNotification.Name("UITextViewTextDidEndEditingNotification")
  }
  /// Posted when typing changes a text view's text; the object is the view.
  nonisolated public class var textDidChangeNotification: NSNotification.Name {
    NSNotification.Name("UITextViewTextDidChangeNotification")
  }

  private var storedText = ""

  /// The text; `""` by default. Setting it calls no delegate method.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var text: String! {
    get { storedText }
    set {
      storedText = newValue ?? ""
      invalidateIntrinsicContentSize()
    }
  }
  /// The text as an attributed string, without attributes the model would keep.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var attributedText: NSAttributedString! {
    get { NSAttributedString(string: storedText) }
    set { text = newValue?.string }
  }
  /// The font; inert, except that its point size scales the natural size.
  open var font: UIFont? = .systemFont(ofSize: 12)
  /// The text colour; inert.
  open var textColor: UIColor?
  /// The text's alignment; inert.
  open var textAlignment: NSTextAlignment = .natural
  /// Whether the user may edit the text; `true` by default.
  open var isEditable = true
  /// Whether the user may select the text; `true` by default.
  open var isSelectable = true
  /// The margins around the text; 8 points at the top and bottom by default [DOC:
  /// `uikit/uitextview/textcontainerinset`].
  open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
    didSet { invalidateIntrinsicContentSize() }
  }
  /// The selected range, in UTF-16 units; the end of the text after typing.
  open var selectedRange = NSRange(location: 0, length: 0)
  /// Whether the user may style the text; inert.
  open var allowsEditingTextAttributes = false
  /// The attributes of typed text; inert.
  open var typingAttributes: [NSAttributedString.Key: Any] = [:]
  /// The attributes of links; inert. Implicitly unwrapped, as UIKit declares it, so `nil` may be
  /// assigned.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var linkTextAttributes: [NSAttributedString.Key: Any]! = [:]
  /// Whether the font follows the Dynamic Type size; inert.
  open var adjustsFontForContentSizeCategory = false
  /// Whether the text is being edited: the view is first responder.
  var isEditing = false

  private var storedInputView: UIView?
  private var storedInputAccessoryView: UIView?
  /// The view shown instead of the keyboard; kept, inert.
  open override var inputView: UIView? {
    get { storedInputView }
    set { storedInputView = newValue }
  }
  /// The view shown above the keyboard; kept, inert.
  open override var inputAccessoryView: UIView? {
    get { storedInputAccessoryView }
    set { storedInputAccessoryView = newValue }
  }

  /// When the keyboard turns on Shift; `.sentences` by default; inert.
  open var autocapitalizationType: UITextAutocapitalizationType = .sentences
  /// Whether autocorrection is on; inert.
  open var autocorrectionType: UITextAutocorrectionType = .default
  /// Whether spell checking is on; inert.
  open var spellCheckingType: UITextSpellCheckingType = .default
  /// Whether quotes become curly; inert.
  open var smartQuotesType: UITextSmartQuotesType = .default
  /// Whether hyphens become dashes; inert.
  open var smartDashesType: UITextSmartDashesType = .default
  /// Whether spaces are adjusted around pasted text; inert.
  open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
  /// The kind of keyboard; inert.
  open var keyboardType: UIKeyboardType = .default
  /// The keyboard's appearance; inert.
  open var keyboardAppearance: UIKeyboardAppearance = .default
  /// The return key's title; inert.
  open var returnKeyType: UIReturnKeyType = .default
  /// Whether the return key is disabled while there is no text; inert.
  open var enablesReturnKeyAutomatically = false
  /// Whether the text is hidden; inert.
  open var isSecureTextEntry = false
  /// What the text is, for autofill; inert.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var textContentType: UITextContentType! = nil
  /// Whether inline predictions show as the user types; inert.
  open var inlinePredictionType: UITextInlinePredictionType = .default
  /// The delegate that would transform pasted and dropped text; kept, never asked, as the model
  /// doesn't paste (see ``UITextPasteDelegate``).
  open weak var pasteDelegate: (any UITextPasteDelegate)?
  /// The types of data, like links or phone numbers, the text view turns into tappable
  /// links; none by default [DOC: uikit/uitextview/datadetectortypes]; inert, as the model
  /// detects no data.
  open var dataDetectorTypes: UIDataDetectorTypes = []
  /// The container the text view lays out its text in; its settings are kept, inert (the
  /// model's text sizing uses ``textContainerInset`` only).
  public let textContainer = NSTextContainer(size: .zero)

  /// Creates one that fills its superview until its frame is set, through ``init(frame:)``,
  /// as UIView's convenience `init()` does.
  public convenience init() {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates a text view with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The delegate as a text view's.
  private var textDelegate: (any UITextViewDelegate)? { delegate as? any UITextViewDelegate }

  /// Whether the view has text.
  open var hasText: Bool { !storedText.isEmpty }

  /// A text view can become first responder while editable or selectable.
  open override var canBecomeFirstResponder: Bool { isEditable || isSelectable }

  /// With scrolling off, the text's size plus the insets; else none.
  open override var intrinsicContentSize: CGSize {
    guard !isScrollEnabled else { return super.intrinsicContentSize }
    let pointSize = font?.pointSize ?? 12
    var size = TextMetrics.size(of: storedText, pointSize: pointSize, numberOfLines: 0)
    if storedText.isEmpty {
      size.height = TextMetrics.size(of: "M", pointSize: pointSize, numberOfLines: 1).height
    }
    let inset = textContainerInset
    return CGSize(
      width: size.width + inset.left + inset.right + 10,
      height: size.height + inset.top + inset.bottom)
  }

  /// Begins editing when the view is editable and the delegate agrees.
  ///
  /// - Returns: Whether the view is now first responder.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil else { return false }
    if isEditable {
      guard textDelegate?.textViewShouldBeginEditing(self) ?? true else { return false }
    }
    guard super.becomeFirstResponder() else { return false }
    if isEditable {
      isEditing = true
      textDelegate?.textViewDidBeginEditing(self)
      NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    }
    return true
  }

  /// Ends editing when the delegate agrees (or `endEditing(true)` forces it).
  ///
  /// - Returns: Whether the view gave up first-responder status.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    if isEditing {
      guard EditingEnd.isForced(self) || (textDelegate?.textViewShouldEndEditing(self) ?? true)
      else { return false }
    }
    guard super.resignFirstResponder() else { return false }
    if isEditing {
      isEditing = false
      textDelegate?.textViewDidEndEditing(self)
      NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    }
    return true
  }

  /// Types text at the end, as the keyboard does, when the view is editable and the delegate
  /// agrees.
  ///
  /// - Parameter text: The typed text.
  open func insertText(_ text: String) {
    replace(NSRange(location: (storedText as NSString).length, length: 0), with: text)
  }

  /// Deletes the last character, as the delete key does, when the delegate agrees.
  open func deleteBackward() {
    let length = (storedText as NSString).length
    guard length > 0 else { return }
    replace((storedText as NSString).rangeOfComposedCharacterSequence(at: length - 1), with: "")
  }

  /// Scrolls so a range of the text is visible; inert: the model lays out no text.
  ///
  /// - Parameter range: The range.
  open func scrollRangeToVisible(_ range: NSRange) {}

  /// Begins editing when tapped, if editable.
  func tapped() {
    if isEditable { becomeFirstResponder() }
  }

  /// The text, for the text-input members.
  var currentText: String { storedText }

  /// Tells the delegate the selection changed.
  func textViewSelectionDidChange() { textDelegate?.textViewDidChangeSelection(self) }

  /// Replaces a range of the text as the text-input system's `replace(_:withText:)` does,
  /// asking no delegate first, and puts the caret after the new text.
  func replaceText(in range: NSRange, with string: String) {
    storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
    selectedRange = NSRange(location: range.location + (string as NSString).length, length: 0)
    invalidateIntrinsicContentSize()
    textDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  private func replace(_ range: NSRange, with string: String) {
    guard isEditable,
      textDelegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true
    else { return }
    storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
    selectedRange = NSRange(location: range.location + (string as NSString).length, length: 0)
    invalidateIntrinsicContentSize()
    textDelegate?.textViewDidChange(self)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    textDelegate?.textViewDidChangeSelection(self)
  }
}
