/// The keyboard-related traits of a text input, as UIKit's `UITextInputTraits`; inert: the
/// model shows no keyboard.
///
/// Every requirement is optional, as in UIKit: the default implementations keep nothing and
/// return UIKit's defaults. ``UITextField`` and ``UITextView`` keep what is set.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
  /// When the keyboard turns on the Shift key.
  var autocapitalizationType: UITextAutocapitalizationType { get set }
  /// Whether autocorrection is on.
  var autocorrectionType: UITextAutocorrectionType { get set }
  /// Whether spell checking is on.
  var spellCheckingType: UITextSpellCheckingType { get set }
  /// Whether straight quotes become curly ones.
  var smartQuotesType: UITextSmartQuotesType { get set }
  /// Whether double hyphens become dashes.
  var smartDashesType: UITextSmartDashesType { get set }
  /// Whether spaces are added and removed around pasted text.
  var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
  /// The kind of keyboard.
  var keyboardType: UIKeyboardType { get set }
  /// The keyboard's appearance.
  var keyboardAppearance: UIKeyboardAppearance { get set }
  /// The return key's title.
  var returnKeyType: UIReturnKeyType { get set }
  /// Whether the return key is disabled while there is no text.
  var enablesReturnKeyAutomatically: Bool { get set }
  /// Whether the text is hidden, as in a password field.
  var isSecureTextEntry: Bool { get set }
  /// What the text is, for autofill.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  var textContentType: UITextContentType! { get set }
  /// Whether the input shows inline predictions as the user types.
  var inlinePredictionType: UITextInlinePredictionType { get set }
}

extension UITextInputTraits {
  /// `.default`; setting it keeps nothing.
  public var inlinePredictionType: UITextInlinePredictionType {
    get { .default }
    set {}
  }
  /// `.sentences`; setting it keeps nothing.
  public var autocapitalizationType: UITextAutocapitalizationType {
    get { .sentences }
    set {}
  }
  /// `.default`; setting it keeps nothing.
  public var autocorrectionType: UITextAutocorrectionType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing.
  public var spellCheckingType: UITextSpellCheckingType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing.
  public var smartQuotesType: UITextSmartQuotesType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing.
  public var smartDashesType: UITextSmartDashesType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing.
  public var smartInsertDeleteType: UITextSmartInsertDeleteType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing.
  public var keyboardType: UIKeyboardType {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing.
  public var keyboardAppearance: UIKeyboardAppearance {
    get { .default }
    set {}
  }
  /// `.default`; setting it keeps nothing.
  public var returnKeyType: UIReturnKeyType {
    get { .default }
    set {}
  }
  /// `false`; setting it keeps nothing.
  public var enablesReturnKeyAutomatically: Bool {
    get { false }
    set {}
  }
  /// `false`; setting it keeps nothing.
  public var isSecureTextEntry: Bool {
    get { false }
    set {}
  }
  /// `nil`; setting it keeps nothing.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  public var textContentType: UITextContentType! {
    get { nil }
    set {}
  }
}

/// A text input that takes typed characters, as UIKit's `UIKeyInput`.
@preconcurrency @MainActor
public protocol UIKeyInput: UITextInputTraits {
  /// Whether there is any text.
  var hasText: Bool { get }
  /// Inserts text at the insertion point.
  ///
  /// - Parameter text: The text.
  func insertText(_ text: String)
  /// Deletes the character before the insertion point.
  func deleteBackward()
}
