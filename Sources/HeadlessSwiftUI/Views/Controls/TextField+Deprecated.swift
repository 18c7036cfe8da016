// SwiftUI's first text field initializers (iOS 13), deprecated for `onSubmit(of:_:)` and
// `FocusState`, which apps written for iOS 13 and 14 still use [DOC:
// `swiftui/textfield-deprecated`]. `onCommit` is modelled: the field's return key
// (`UIApplication.typeText("\n", into:)`) runs it, before the `onSubmit` actions around the
// field. `onEditingChanged` is never called: the model tracks no focus, so editing never
// begins or ends.

extension TextField where Label == Text {
  /// Creates a text field that runs actions when editing begins or ends (never called) and when
  /// the user presses Return.
  ///
  /// - Parameters:
  ///   - title: The title, shown while the field is empty.
  ///   - text: The text.
  ///   - onEditingChanged: Called with whether editing began (never, in the model).
  ///   - onCommit: Called when the user presses Return.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use onSubmit(of:_:)")
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void,
    onCommit: @escaping () -> Void
  ) {
    self.init(text: text, placeholder: String(title))
    self.onCommit = onCommit
  }

  /// Creates a text field from a localized key that runs actions when editing begins or ends
  /// (never called) and when the user presses Return.
  ///
  /// - Parameters:
  ///   - titleKey: The title, shown while the field is empty.
  ///   - text: The text.
  ///   - onEditingChanged: Called with whether editing began (never, in the model).
  ///   - onCommit: Called when the user presses Return.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use onSubmit(of:_:)")
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void, onCommit: @escaping () -> Void
  ) {
    self.init(text: text, placeholder: titleKey.text)
    self.onCommit = onCommit
  }

  /// Creates a text field that runs an action when the user presses Return.
  ///
  /// - Parameters:
  ///   - title: The title, shown while the field is empty.
  ///   - text: The text.
  ///   - onCommit: Called when the user presses Return.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use onSubmit(of:_:)")
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(text: text, placeholder: String(title))
    self.onCommit = onCommit
  }

  /// Creates a text field from a localized key that runs an action when the user presses
  /// Return.
  ///
  /// - Parameters:
  ///   - titleKey: The title, shown while the field is empty.
  ///   - text: The text.
  ///   - onCommit: Called when the user presses Return.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use onSubmit(of:_:)")
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(text: text, placeholder: titleKey.text)
    self.onCommit = onCommit
  }

  /// Creates a text field that runs an action when editing begins or ends (never called).
  ///
  /// - Parameters:
  ///   - title: The title, shown while the field is empty.
  ///   - text: The text.
  ///   - onEditingChanged: Called with whether editing began (never, in the model).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use FocusState")
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(text: text, placeholder: String(title))
  }

  /// Creates a text field from a localized key that runs an action when editing begins or
  /// ends (never called).
  ///
  /// - Parameters:
  ///   - titleKey: The title, shown while the field is empty.
  ///   - text: The text.
  ///   - onEditingChanged: Called with whether editing began (never, in the model).
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use FocusState")
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>,
    onEditingChanged: @escaping (Bool) -> Void
  ) {
    self.init(text: text, placeholder: titleKey.text)
  }
}

extension SecureField where Label == Text {
  /// Creates a secure field that runs an action when the user presses Return.
  ///
  /// - Parameters:
  ///   - title: The title, shown while the field is empty.
  ///   - text: The text.
  ///   - onCommit: Called when the user presses Return.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use onSubmit(of:_:)")
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(text: text, placeholder: String(title), onCommit: onCommit)
  }

  /// Creates a secure field from a localized key that runs an action when the user presses
  /// Return.
  ///
  /// - Parameters:
  ///   - titleKey: The title, shown while the field is empty.
  ///   - text: The text.
  ///   - onCommit: Called when the user presses Return.
  @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use onSubmit(of:_:)")
  public init(
    _ titleKey: LocalizedStringKey, text: Binding<String>, onCommit: @escaping () -> Void
  ) {
    self.init(text: text, placeholder: titleKey.text, onCommit: onCommit)
  }
}
