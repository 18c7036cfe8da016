public import Foundation
import PresentationHierarchy

/// A one-line editable text, as UIKit's `UITextField`.
///
/// Modelled: a tap (``UIApplication/tap(_:)``) makes the field first responder when its
/// delegate agrees, which begins editing (`.editingDidBegin`,
/// ``UITextFieldDelegate/textFieldDidBeginEditing(_:)``,
/// ``textDidBeginEditingNotification``); typing, which the test control
/// ``UIApplication/typeText(_:into:)`` drives, asks the delegate
/// (``UITextFieldDelegate/textField(_:shouldChangeCharactersIn:replacementString:)``), changes
/// ``text`` and sends `.editingChanged` and ``textDidChangeNotification``; resigning ends
/// editing. Setting ``text`` from code sends nothing [DOC: `uikit/uitextfield`]. The
/// ``leftView``, ``rightView`` and clear button are subviews while their modes show them, at
/// ``leftViewRect(forBounds:)``, ``rightViewRect(forBounds:)`` and
/// ``clearButtonRect(forBounds:)``: they take touches there [DOC:
/// `uikit/uitextfield/leftview`]. Fonts, colours, border and keyboard traits are inert; the
/// keyboard itself is not modelled.
@preconcurrency @MainActor
open class UITextField: UIControl, UIKeyInput, UITextPasteConfigurationSupporting {
  /// The looks of a field's border, as UIKit's `UITextField.BorderStyle`; inert.
  public enum BorderStyle: Int, Sendable {
    /// No border.
    case none = 0
    /// A thin rectangle.
    case line = 1
    /// A bezel.
    case bezel = 2
    /// A rounded rectangle.
    case roundedRect = 3
  }

  /// When an overlay view shows, as UIKit's `UITextField.ViewMode`.
  public enum ViewMode: Int, Sendable {
    /// Never.
    case never = 0
    /// Only while editing.
    case whileEditing = 1
    /// Only while not editing.
    case unlessEditing = 2
    /// Always.
    case always = 3
  }

  /// Why editing ended, as UIKit's `UITextField.DidEndEditingReason`.
  public enum DidEndEditingReason: Int, Sendable {
    /// The field resigned.
    case committed = 0
    /// Editing was cancelled.
    case cancelled = 1
  }

  /// Posted when a field begins editing; the object is the field.
  nonisolated public class var textDidBeginEditingNotification: NSNotification.Name {
    NSNotification.Name("UITextFieldTextDidBeginEditingNotification")
  }
  /// Posted when a field ends editing; the object is the field.
  nonisolated public class var textDidEndEditingNotification: NSNotification.Name {
    NSNotification.Name("UITextFieldTextDidEndEditingNotification")
  }
  /// Posted when typing changes a field's text; the object is the field.
  nonisolated public class var textDidChangeNotification: NSNotification.Name {
    NSNotification.Name("UITextFieldTextDidChangeNotification")
  }

  private var storedText = "" {
    didSet { selection = NSRange(location: (storedText as NSString).length, length: 0) }
  }
  /// The selected range in UTF-16 units; the end of the text after any change of it.
  var selection = NSRange(location: 0, length: 0)
  /// The text, for the text-input members.
  var currentText: String { storedText }

  /// Replaces a range of the text as the text-input system's `replace(_:withText:)` does,
  /// asking no delegate, and puts the caret after the new text.
  func replaceText(in range: NSRange, with string: String) {
    storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
    selection = NSRange(location: range.location + (string as NSString).length, length: 0)
    layOutOverlays()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  /// The text; `""` by default, never `nil` when read.
  ///
  /// Setting it sends no events.
  open var text: String? {
    get { storedText }
    set {
      storedText = newValue ?? ""
      layOutOverlays()
    }
  }
  /// The text as an attributed string, without attributes the model would keep.
  open var attributedText: NSAttributedString? {
    get { NSAttributedString(string: storedText) }
    set { text = newValue?.string }
  }
  /// The text shown while the field is empty.
  open var placeholder: String?
  /// The placeholder as an attributed string; setting it sets ``placeholder``.
  open var attributedPlaceholder: NSAttributedString? {
    get { placeholder.map { NSAttributedString(string: $0) } }
    set { placeholder = newValue?.string }
  }
  /// The font; inert, except that its point size scales the field's natural size.
  open var font: UIFont? = .systemFont(ofSize: 17)
  /// The text colour; inert.
  open var textColor: UIColor?
  /// The text's alignment; inert.
  open var textAlignment: NSTextAlignment = .natural
  /// The delegate asked before editing and typing.
  open weak var delegate: (any UITextFieldDelegate)?
  /// The border's looks; `.none` by default; inert.
  open var borderStyle: UITextField.BorderStyle = .none
  /// When the clear button shows; `.never` by default.
  ///
  /// It shows only while there is text.
  open var clearButtonMode: UITextField.ViewMode = .never {
    didSet { layOutOverlays() }
  }
  /// A view at the field's left edge, a subview while ``leftViewMode`` shows it.
  open var leftView: UIView? {
    didSet {
      if oldValue !== leftView { oldValue?.removeFromSuperview() }
      layOutOverlays()
    }
  }
  /// When ``leftView`` shows; `.never` by default.
  open var leftViewMode: UITextField.ViewMode = .never {
    didSet { layOutOverlays() }
  }
  /// A view at the field's right edge, a subview while ``rightViewMode`` shows it.
  open var rightView: UIView? {
    didSet {
      if oldValue !== rightView { oldValue?.removeFromSuperview() }
      layOutOverlays()
    }
  }
  /// When ``rightView`` shows; `.never` by default.
  open var rightViewMode: UITextField.ViewMode = .never {
    didSet { layOutOverlays() }
  }
  /// Whether beginning to edit empties the field.
  open var clearsOnBeginEditing = false
  /// Whether the font shrinks to fit the text; inert.
  open var adjustsFontSizeToFitWidth = false
  /// The smallest font size when it shrinks; inert.
  open var minimumFontSize: CGFloat = 0
  /// Whether the font follows the Dynamic Type size; inert.
  open var adjustsFontForContentSizeCategory = false
  /// The background image; inert.
  open var background: UIImage?
  /// The background image while disabled; inert.
  open var disabledBackground: UIImage?
  /// Whether the field is being edited: it is first responder.
  open private(set) var isEditing = false
  /// Whether the user may style the text; inert.
  open var allowsEditingTextAttributes = false
  /// The attributes of typed text; inert.
  open var typingAttributes: [NSAttributedString.Key: Any]?
  /// The attributes of the text; inert.
  open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
  /// Whether typing replaces the text; inert.
  open var clearsOnInsertion = false

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
  /// Whether the text is hidden, as in a password field; inert.
  open var isSecureTextEntry = false
  /// What the text is, for autofill; inert.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var textContentType: UITextContentType! = nil
  /// Whether inline predictions show as the user types; inert.
  open var inlinePredictionType: UITextInlinePredictionType = .default
  /// The delegate that would transform pasted and dropped text; kept, never asked, as the model
  /// doesn't paste (see ``UITextPasteDelegate``).
  open weak var pasteDelegate: (any UITextPasteDelegate)?

  /// The clear button, made on first use.
  private lazy var clearButton: UIButton = {
    let button = UIButton(type: .custom)
    button.engine.typeName = "_UITextFieldClearButton"
    button.accessibilityLabel = "Clear text"
    button.addAction(UIAction { [weak self] _ in self?.clearTapped() }, for: .touchUpInside)
    return button
  }()

  /// Whether the field has text.
  open var hasText: Bool { !storedText.isEmpty }

  /// A field can become first responder while enabled.
  open override var canBecomeFirstResponder: Bool { isEnabled }

  /// The field's natural size: its text's (or placeholder's) width, and a line's height,
  /// 34 points with a rounded border [INF: the system field's heights].
  open override var intrinsicContentSize: CGSize {
    let pointSize = font?.pointSize ?? 17
    let shown = storedText.isEmpty ? (placeholder ?? "") : storedText
    let text = TextMetrics.size(of: shown, pointSize: pointSize, numberOfLines: 1)
    let line = TextMetrics.size(of: "M", pointSize: pointSize, numberOfLines: 1).height
    let height = borderStyle == .roundedRect ? max(34, line) : line
    return CGSize(width: text.width + (borderStyle == .none ? 0 : 14), height: height)
  }

  /// Begins editing when the delegate agrees, making the field first responder.
  ///
  /// - Returns: Whether the field is now first responder.
  @discardableResult
  open override func becomeFirstResponder() -> Bool {
    if isFirstResponder { return true }
    guard canBecomeFirstResponder, window != nil,
      delegate?.textFieldShouldBeginEditing(self) ?? true,
      super.becomeFirstResponder()
    else { return false }
    isEditing = true
    if clearsOnBeginEditing { storedText = "" }
    layOutOverlays()
    delegate?.textFieldDidBeginEditing(self)
    sendActions(for: .editingDidBegin)
    NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
    return true
  }

  /// Ends editing when the delegate agrees (or `endEditing(true)` forces it).
  ///
  /// - Returns: Whether the field gave up first-responder status.
  @discardableResult
  open override func resignFirstResponder() -> Bool {
    guard isFirstResponder else { return super.resignFirstResponder() }
    guard EditingEnd.isForced(self) || (delegate?.textFieldShouldEndEditing(self) ?? true),
      super.resignFirstResponder()
    else { return false }
    isEditing = false
    layOutOverlays()
    delegate?.textFieldDidEndEditing(self, reason: .committed)
    sendActions(for: .editingDidEnd)
    NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
    return true
  }

  /// Types text at the end of the field, as the keyboard does, when the delegate agrees:
  /// changes ``text`` and sends `.editingChanged`.
  ///
  /// - Parameter text: The typed text.
  open func insertText(_ text: String) {
    replace(NSRange(location: (storedText as NSString).length, length: 0), with: text)
  }

  /// Deletes the last character, as the keyboard's delete key does, when the delegate agrees.
  open func deleteBackward() {
    let length = (storedText as NSString).length
    guard length > 0 else { return }
    let last = (storedText as NSString).rangeOfComposedCharacterSequence(at: length - 1)
    replace(last, with: "")
  }

  /// Returns the rectangle of the border.
  ///
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The bounds.
  open func borderRect(forBounds bounds: CGRect) -> CGRect { bounds }

  /// Returns the rectangle the text is drawn in: the bounds less the overlay views shown.
  ///
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The rectangle.
  open func textRect(forBounds bounds: CGRect) -> CGRect {
    var rect = bounds
    if leftView != nil, shows(leftViewMode) {
      rect.origin.x = max(rect.minX, leftViewRect(forBounds: bounds).maxX)
    }
    let trailing =
      rightView != nil && shows(rightViewMode)
      ? rightViewRect(forBounds: bounds).minX
      : (showsClearButton ? clearButtonRect(forBounds: bounds).minX : bounds.maxX)
    rect.size.width = max(trailing - rect.minX, 0)
    return rect
  }

  /// Returns the rectangle the placeholder is drawn in: the text's.
  ///
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The rectangle.
  open func placeholderRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// Returns the rectangle of the text while editing: the text's.
  ///
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The rectangle.
  open func editingRect(forBounds bounds: CGRect) -> CGRect { textRect(forBounds: bounds) }

  /// Returns the clear button's rectangle: 19 points square, 6 points from the right edge,
  /// centred vertically [INF: the system button's size].
  ///
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The rectangle.
  open func clearButtonRect(forBounds bounds: CGRect) -> CGRect {
    CGRect(x: bounds.maxX - 25, y: bounds.midY - 9.5, width: 19, height: 19)
  }

  /// Returns the left view's rectangle: its own size, at the left edge, centred vertically
  /// [INF: UIKit's default placement].
  ///
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The rectangle.
  open func leftViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = Self.ownSize(of: leftView)
    return CGRect(
      x: bounds.minX, y: bounds.midY - size.height / 2, width: size.width,
      height: size.height)
  }

  /// Returns the right view's rectangle: its own size, at the right edge, centred vertically
  /// [INF].
  ///
  /// - Parameter bounds: The field's bounds.
  /// - Returns: The rectangle.
  open func rightViewRect(forBounds bounds: CGRect) -> CGRect {
    let size = Self.ownSize(of: rightView)
    return CGRect(
      x: bounds.maxX - size.width, y: bounds.midY - size.height / 2,
      width: size.width, height: size.height)
  }

  /// Places the overlay views.
  open override func layoutSubviews() {
    super.layoutSubviews()
    layOutOverlays()
  }

  override var tapEvents: [UIControl.Event] { [.touchUpInside] }

  override func tapped(at point: CGPoint) -> [UIControl.Event] {
    becomeFirstResponder()
    return []
  }

  /// Handles the return key: asks the delegate and sends `.editingDidEndOnExit` when it agrees
  /// [INF: the field stays first responder unless the app resigns it].
  func pressReturn() {
    guard delegate?.textFieldShouldReturn(self) ?? true else { return }
    sendActions(for: .editingDidEndOnExit)
  }

  private func replace(_ range: NSRange, with string: String) {
    guard
      delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string)
        ?? true
    else { return }
    storedText = (storedText as NSString).replacingCharacters(in: range, with: string)
    layOutOverlays()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    delegate?.textFieldDidChangeSelection(self)
  }

  private func clearTapped() {
    guard delegate?.textFieldShouldClear(self) ?? true else { return }
    storedText = ""
    layOutOverlays()
    sendActions(for: .editingChanged)
    NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
  }

  private func shows(_ mode: ViewMode) -> Bool {
    switch mode {
    case .never: false
    case .always: true
    case .whileEditing: isEditing
    case .unlessEditing: !isEditing
    }
  }

  private var showsClearButton: Bool { shows(clearButtonMode) && !storedText.isEmpty }

  /// Adds the overlay views the modes show, at their rectangles, and removes the others.
  private func layOutOverlays() {
    let bounds = self.bounds
    place(leftView, shown: shows(leftViewMode)) { leftViewRect(forBounds: bounds) }
    place(rightView, shown: shows(rightViewMode)) { rightViewRect(forBounds: bounds) }
    let clearShown = showsClearButton && !(rightView != nil && shows(rightViewMode))
    place(clearShown ? clearButton : nil, shown: true) { clearButtonRect(forBounds: bounds) }
    if !clearShown, clearButton.superview === self { clearButton.removeFromSuperview() }
  }

  private func place(_ view: UIView?, shown: Bool, rect: () -> CGRect) {
    guard let view else { return }
    guard shown else {
      if view.superview === self { view.removeFromSuperview() }
      return
    }
    if view.superview !== self { addSubview(view) }
    view.frame = rect()
  }

  private static func ownSize(of view: UIView?) -> CGSize {
    guard let view else { return .zero }
    if let frame = view.screenFrame, frame.width > 0 || frame.height > 0 {
      return CGSize(width: frame.width, height: frame.height)
    }
    let intrinsic = view.intrinsicContentSize
    return CGSize(width: max(intrinsic.width, 0), height: max(intrinsic.height, 0))
  }
}
