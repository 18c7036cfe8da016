/// The kinds of keyboard, as UIKit's `UIKeyboardType`; inert.
public enum UIKeyboardType: Int, Sendable {
  /// The default keyboard.
  case `default` = 0
  /// A keyboard of ASCII characters.
  case asciiCapable = 1
  /// Numbers and punctuation.
  case numbersAndPunctuation = 2
  /// A keyboard for URLs.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  case URL = 3
  /// A number pad.
  case numberPad = 4
  /// A phone pad.
  case phonePad = 5
  /// A phone pad that also types names.
  case namePhonePad = 6
  /// A keyboard for email addresses.
  case emailAddress = 7
  /// A number pad with a decimal point.
  case decimalPad = 8
  /// A keyboard with @ and #.
  case twitter = 9
  /// A keyboard for web searches.
  case webSearch = 10
  /// A number pad of ASCII digits.
  case asciiCapableNumberPad = 11

  /// The ASCII keyboard, deprecated in UIKit.
  public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The titles of the return key, as UIKit's `UIReturnKeyType`; inert.
public enum UIReturnKeyType: Int, Sendable {
  /// Return.
  case `default` = 0
  /// Go.
  case go = 1
  /// Google.
  case google = 2
  /// Join.
  case join = 3
  /// Next.
  case next = 4
  /// Route.
  case route = 5
  /// Search.
  case search = 6
  /// Send.
  case send = 7
  /// Yahoo.
  case yahoo = 8
  /// Done.
  case done = 9
  /// Emergency Call.
  case emergencyCall = 10
  /// Continue.
  case `continue` = 11
}

/// When the keyboard turns on Shift, as UIKit's `UITextAutocapitalizationType`; inert.
public enum UITextAutocapitalizationType: Int, Sendable {
  /// Never.
  case none = 0
  /// At each word.
  case words = 1
  /// At each sentence.
  case sentences = 2
  /// For every character.
  case allCharacters = 3
}

/// Whether autocorrection is on, as UIKit's `UITextAutocorrectionType`; inert.
public enum UITextAutocorrectionType: Int, Sendable {
  /// The input's default.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether spell checking is on, as UIKit's `UITextSpellCheckingType`; inert.
public enum UITextSpellCheckingType: Int, Sendable {
  /// The input's default.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether quotes become curly, as UIKit's `UITextSmartQuotesType`; inert.
public enum UITextSmartQuotesType: Int, Sendable {
  /// The input's default.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether double hyphens become dashes, as UIKit's `UITextSmartDashesType`; inert.
public enum UITextSmartDashesType: Int, Sendable {
  /// The input's default.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// Whether spaces are adjusted around pasted text, as UIKit's `UITextSmartInsertDeleteType`;
/// inert.
public enum UITextSmartInsertDeleteType: Int, Sendable {
  /// The input's default.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}

/// The keyboard's appearance, as UIKit's `UIKeyboardAppearance`; inert.
public enum UIKeyboardAppearance: Int, Sendable {
  /// The default appearance.
  case `default` = 0
  /// Dark.
  case dark = 1
  /// Light.
  case light = 2

  /// The dark appearance, as for alerts.
  public static var alert: UIKeyboardAppearance { .dark }
}

/// What a text input's text is, for autofill, as UIKit's `UITextContentType`; inert.
///
/// The raw values are the model's own [INF: Apple documents the constants, not their values].
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
  public let rawValue: String

  public init(rawValue: String) { self.rawValue = rawValue }

  /// Creates a content type.
  ///
  /// - Parameter rawValue: Its name.
  public init(_ rawValue: String) { self.rawValue = rawValue }

  /// A full name.
  public static let name = UITextContentType("name")
  /// A given name.
  public static let givenName = UITextContentType("given-name")
  /// A family name.
  public static let familyName = UITextContentType("family-name")
  /// A nickname.
  public static let nickname = UITextContentType("nickname")
  /// An organisation's name.
  public static let organizationName = UITextContentType("organization")
  /// A full street address.
  public static let fullStreetAddress = UITextContentType("street-address")
  /// A city.
  public static let addressCity = UITextContentType("address-level2")
  /// A postal code.
  public static let postalCode = UITextContentType("postal-code")
  /// A country's name.
  public static let countryName = UITextContentType("country-name")
  /// A phone number.
  public static let telephoneNumber = UITextContentType("tel")
  /// An email address.
  public static let emailAddress = UITextContentType("email")
  /// A URL.
  // swift-format-ignore: AlwaysUseLowerCamelCase
  public static let URL = UITextContentType("url")
  /// A credit card number.
  public static let creditCardNumber = UITextContentType("cc-number")
  /// A user name.
  public static let username = UITextContentType("username")
  /// A password.
  public static let password = UITextContentType("password")
  /// A new password.
  public static let newPassword = UITextContentType("new-password")
  /// A one-time code.
  public static let oneTimeCode = UITextContentType("one-time-code")
}

/// Whether a text input shows inline predictions, as UIKit's `UITextInlinePredictionType`;
/// inert.
public enum UITextInlinePredictionType: Int, Sendable {
  /// The input's default.
  case `default` = 0
  /// Off.
  case no = 1
  /// On.
  case yes = 2
}
