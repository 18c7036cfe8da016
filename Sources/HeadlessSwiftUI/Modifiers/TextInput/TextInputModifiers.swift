// The keyboard and submission modifiers of text input. The model shows no software keyboard,
// so the keyboard's kind, capitalization, correction, content type, return key title and
// shortcuts are inert. Submission is modelled: `UIApplication.typeText("\n", into:)` presses
// the return key of a `TextField` or `SecureField`, which runs the `onSubmit(of:_:)` actions
// around it that take text submissions, up to the nearest blocking `submitScope(_:)` [DOC:
// `swiftui/view/onsubmit(of:_:)`: "A TextField, or SecureField will trigger this action when
// the user hits the hardware or software return key"; `swiftui/view/submitscope(_:)`].

/// How the keyboard capitalizes text, as SwiftUI's `TextInputAutocapitalization`; inert.
public struct TextInputAutocapitalization: Sendable {
  let style: UITextAutocapitalizationType

  /// Capitalizes nothing.
  public static var never: TextInputAutocapitalization { .init(style: .none) }
  /// Capitalizes the first letter of every word.
  public static var words: TextInputAutocapitalization { .init(style: .words) }
  /// Capitalizes the first letter of every sentence.
  public static var sentences: TextInputAutocapitalization { .init(style: .sentences) }
  /// Capitalizes every letter.
  public static var characters: TextInputAutocapitalization { .init(style: .allCharacters) }

  init(style: UITextAutocapitalizationType) {
    self.style = style
  }

  /// Creates an autocapitalization from UIKit's type.
  ///
  /// - Parameter type: The UIKit autocapitalization type.
  public init?(_ type: UITextAutocapitalizationType) {
    self.init(style: type)
  }
}

/// The title of the return key, as SwiftUI's `SubmitLabel`; inert.
public struct SubmitLabel: Sendable {
  let title: String

  /// "Done".
  public static var done: SubmitLabel { .init(title: "Done") }
  /// "Go".
  public static var go: SubmitLabel { .init(title: "Go") }
  /// "Send".
  public static var send: SubmitLabel { .init(title: "Send") }
  /// "Join".
  public static var join: SubmitLabel { .init(title: "Join") }
  /// "Route".
  public static var route: SubmitLabel { .init(title: "Route") }
  /// "Search".
  public static var search: SubmitLabel { .init(title: "Search") }
  /// "Return".
  public static var `return`: SubmitLabel { .init(title: "Return") }
  /// "Next".
  public static var next: SubmitLabel { .init(title: "Next") }
  /// "Continue".
  public static var `continue`: SubmitLabel { .init(title: "Continue") }
}

/// What submissions an `onSubmit(of:_:)` action takes, as SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Sendable {
  /// The triggers' bits.
  public let rawValue: Int

  /// Creates a set of triggers from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The return key of a `TextField` or `SecureField`.
  public static let text = SubmitTriggers(rawValue: 1 << 0)
  /// The search field of a `searchable` modifier, which the model doesn't show.
  public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// An `onSubmit(of:_:)` action around a view.
struct SubmitAction {
  let triggers: SubmitTriggers
  let action: () -> Void
}

/// The `onSubmit(of:_:)` actions around a view, outermost first, since the nearest blocking
/// `submitScope(_:)`.
enum SubmitActionsKey: EnvironmentKey {
  static var defaultValue: [SubmitAction] { [] }
}

extension EnvironmentValues {
  /// Runs the submit actions a text field's return key reaches, innermost first [INF: SwiftUI
  /// doesn't document the order of nested actions].
  func submitText() {
    for submit in self[SubmitActionsKey.self].reversed() where submit.triggers.contains(.text) {
      submit.action()
    }
  }
}

extension View {
  /// Sets the kind of keyboard a text field in the view shows (inert: the model shows no
  /// keyboard).
  ///
  /// - Parameter type: The keyboard type.
  /// - Returns: The view, unchanged.
  nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }

  /// Sets when the keyboard capitalizes (inert).
  ///
  /// - Parameter autocapitalization: The capitalization, or `nil` for the default.
  /// - Returns: The view, unchanged.
  nonisolated public func textInputAutocapitalization(
    _ autocapitalization: TextInputAutocapitalization?
  ) -> some View { self }

  /// Sets when the keyboard capitalizes, with UIKit's type (inert; deprecated for
  /// `textInputAutocapitalization(_:)`).
  ///
  /// - Parameter style: The capitalization.
  /// - Returns: The view, unchanged.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, renamed: "textInputAutocapitalization(_:)"
  )
  nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View {
    self
  }

  /// Turns autocorrection off (inert).
  ///
  /// - Parameter disable: Whether autocorrection is off.
  /// - Returns: The view, unchanged.
  nonisolated public func autocorrectionDisabled(_ disable: Bool = true) -> some View { self }

  /// Turns autocorrection off (inert; deprecated for `autocorrectionDisabled(_:)`).
  ///
  /// - Parameter disable: Whether autocorrection is off, or `nil` for the default.
  /// - Returns: The view, unchanged.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "autocorrectionDisabled(_:)")
  nonisolated public func disableAutocorrection(_ disable: Bool?) -> some View { self }

  /// Sets the kind of content a text field takes, for autofill (inert).
  ///
  /// - Parameter textContentType: The content type, or `nil` for none.
  /// - Returns: The view, unchanged.
  nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View {
    self
  }

  /// Sets the title of the return key (inert).
  ///
  /// - Parameter submitLabel: The title.
  /// - Returns: The view, unchanged.
  nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

  /// Keeps the return keys of the text fields inside from reaching the `onSubmit(of:_:)`
  /// actions outside the view.
  ///
  /// - Parameter isBlocking: Whether the scope blocks them.
  /// - Returns: The view.
  public func submitScope(_ isBlocking: Bool = true) -> some View {
    EnvironmentWriter(content: self) { values in
      if isBlocking { values[SubmitActionsKey.self] = [] }
    }
  }

  /// Runs an action when the user submits a text field inside the view: presses its return
  /// key (`typeText("\n", into:)`), for the `.text` trigger; the `.search` trigger never
  /// fires, as the model shows no search field.
  ///
  /// - Parameters:
  ///   - triggers: The submissions the action takes.
  ///   - action: The action.
  /// - Returns: The view.
  public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping () -> Void)
    -> some View
  {
    EnvironmentWriter(content: self) {
      $0[SubmitActionsKey.self].append(SubmitAction(triggers: triggers, action: action))
    }
  }
}

/// A key of a keyboard shortcut, as SwiftUI's `KeyEquivalent`.
public struct KeyEquivalent: Hashable, Sendable, ExpressibleByExtendedGraphemeClusterLiteral {
  /// The key's character.
  public var character: Character

  /// Creates a key from its character.
  ///
  /// - Parameter character: The character.
  public init(_ character: Character) {
    self.character = character
  }

  /// Creates a key from a character literal.
  ///
  /// - Parameter value: The character.
  public init(extendedGraphemeClusterLiteral value: Character) {
    character = value
  }

  /// Up Arrow.
  public static let upArrow = KeyEquivalent("\u{F700}")
  /// Down Arrow.
  public static let downArrow = KeyEquivalent("\u{F701}")
  /// Left Arrow.
  public static let leftArrow = KeyEquivalent("\u{F702}")
  /// Right Arrow.
  public static let rightArrow = KeyEquivalent("\u{F703}")
  /// Escape.
  public static let escape = KeyEquivalent("\u{1B}")
  /// Delete.
  public static let delete = KeyEquivalent("\u{8}")
  /// Delete Forward.
  public static let deleteForward = KeyEquivalent("\u{F728}")
  /// Home.
  public static let home = KeyEquivalent("\u{F729}")
  /// End.
  public static let end = KeyEquivalent("\u{F72B}")
  /// Page Up.
  public static let pageUp = KeyEquivalent("\u{F72C}")
  /// Page Down.
  public static let pageDown = KeyEquivalent("\u{F72D}")
  /// Clear.
  public static let clear = KeyEquivalent("\u{F739}")
  /// Tab.
  public static let tab = KeyEquivalent("\t")
  /// Space.
  public static let space = KeyEquivalent(" ")
  /// Return.
  public static let `return` = KeyEquivalent("\r")
}

/// The modifier keys of a keyboard shortcut, as SwiftUI's `EventModifiers`.
public struct EventModifiers: OptionSet, Hashable, Sendable {
  /// The modifiers' bits.
  public let rawValue: Int

  /// Creates a set of modifiers from their bits.
  ///
  /// - Parameter rawValue: The bits.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// Caps Lock.
  public static let capsLock = EventModifiers(rawValue: 1 << 0)
  /// Shift.
  public static let shift = EventModifiers(rawValue: 1 << 1)
  /// Control.
  public static let control = EventModifiers(rawValue: 1 << 2)
  /// Option.
  public static let option = EventModifiers(rawValue: 1 << 3)
  /// Command.
  public static let command = EventModifiers(rawValue: 1 << 4)
  /// A key on the numeric keypad.
  public static let numericPad = EventModifiers(rawValue: 1 << 5)
  /// Every modifier.
  public static let all: EventModifiers = [
    .capsLock, .shift, .control, .option, .command, .numericPad,
  ]
}

/// A key with modifiers that triggers a control, as SwiftUI's `KeyboardShortcut`.
public struct KeyboardShortcut: Hashable, Sendable {
  /// The key.
  public var key: KeyEquivalent
  /// The modifier keys.
  public var modifiers: EventModifiers

  /// Creates a shortcut.
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifier keys.
  public init(_ key: KeyEquivalent, modifiers: EventModifiers = .command) {
    self.key = key
    self.modifiers = modifiers
  }

  /// Return, with no modifiers: the default button's shortcut.
  public static let defaultAction = KeyboardShortcut(.return, modifiers: [])
  /// Escape, with no modifiers: the cancel button's shortcut.
  public static let cancelAction = KeyboardShortcut(.escape, modifiers: [])
}

extension View {
  /// Assigns a keyboard shortcut to the control (inert: the model has no hardware keyboard).
  ///
  /// - Parameters:
  ///   - key: The key.
  ///   - modifiers: The modifier keys.
  /// - Returns: The view, unchanged.
  nonisolated public func keyboardShortcut(
    _ key: KeyEquivalent, modifiers: EventModifiers = .command
  ) -> some View { self }

  /// Assigns a keyboard shortcut to the control (inert).
  ///
  /// - Parameter shortcut: The shortcut.
  /// - Returns: The view, unchanged.
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> some View { self }

  /// Assigns a keyboard shortcut to the control, or none (inert).
  ///
  /// - Parameter shortcut: The shortcut, or `nil` for none.
  /// - Returns: The view, unchanged.
  nonisolated public func keyboardShortcut(_ shortcut: KeyboardShortcut?) -> some View { self }
}
