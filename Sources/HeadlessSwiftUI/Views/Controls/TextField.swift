/// A control that shows editable text, as SwiftUI's `TextField`.
///
/// One leaf, captured as `TextField`: as wide as it is offered (its prompt's or title's text,
/// when unspecified) and one line of text high [INF: the model's text line, 20 points; a
/// vertical `axis` doesn't grow it]. `UIApplication.typeText(_:into:)` finds it by its
/// identifier and appends each character to its binding; the next capture shows the new state.
public struct TextField<Label: View>: View {
  let text: Binding<String>
  let placeholder: String
  /// What the return key runs, from the deprecated `onCommit:` initializers.
  var onCommit: (() -> Void)?

  init(text: Binding<String>, placeholder: String) {
    self.text = text
    self.placeholder = placeholder
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension TextField where Label == Text {
  /// Creates a text field with a title.
  ///
  /// - Parameters:
  ///   - title: The title, shown while the field is empty.
  ///   - text: The text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, placeholder: String(title))
  }

  /// Creates a text field with a title, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The title, shown while the field is empty.
  ///   - text: The text.
  public init(_ title: LocalizedStringKey, text: Binding<String>) {
    self.init(title.text, text: text)
  }

  /// Creates a text field with a title and a prompt.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - text: The text.
  ///   - prompt: The prompt, shown while the field is empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, placeholder: prompt?.string ?? String(title))
  }

  /// Creates a text field with a title and a prompt, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - text: The text.
  ///   - prompt: The prompt, shown while the field is empty.
  public init(_ title: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(title.text, text: text, prompt: prompt)
  }

  /// Creates a text field with a title that scrolls along an axis; the axis is inert.
  ///
  /// - Parameters:
  ///   - title: The title, shown while the field is empty.
  ///   - text: The text.
  ///   - axis: The axis the text scrolls along when it doesn't fit.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, axis: Axis) {
    self.init(text: text, placeholder: String(title))
  }

  /// Creates a text field with a title that scrolls along an axis; the axis is inert, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The title, shown while the field is empty.
  ///   - text: The text.
  ///   - axis: The axis the text scrolls along when it doesn't fit.
  public init(_ title: LocalizedStringKey, text: Binding<String>, axis: Axis) {
    self.init(title.text, text: text, axis: axis)
  }

  /// Creates a text field with a title and a prompt that scrolls along an axis; the axis is
  /// inert.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - text: The text.
  ///   - prompt: The prompt, shown while the field is empty.
  ///   - axis: The axis the text scrolls along when it doesn't fit.
  @_disfavoredOverload
  public init<S: StringProtocol>(
    _ title: S, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(text: text, placeholder: prompt?.string ?? String(title))
  }

  /// Creates a text field with a title and a prompt that scrolls along an axis; the axis is
  /// inert, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - text: The text.
  ///   - prompt: The prompt, shown while the field is empty.
  ///   - axis: The axis the text scrolls along when it doesn't fit.
  public init(
    _ title: LocalizedStringKey, text: Binding<String>, prompt: Text?, axis: Axis
  ) {
    self.init(title.text, text: text, prompt: prompt, axis: axis)
  }
}

extension TextField: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [
      context.textInputNode(
        "TextField", text: text, placeholder: placeholder, onCommit: onCommit)
    ]
  }
}

/// A control into which people securely enter text, as SwiftUI's `SecureField`.
///
/// Sized, captured and typed into as ``TextField`` is, under the name `SecureField`.
public struct SecureField<Label: View>: View {
  let text: Binding<String>
  let placeholder: String
  /// What the return key runs, from the deprecated `onCommit:` initializers.
  var onCommit: (() -> Void)? = nil

  public var body: Never { primitiveBody(of: Self.self) }
}

extension SecureField where Label == Text {
  /// Creates a secure field with a title.
  ///
  /// - Parameters:
  ///   - title: The title, shown while the field is empty.
  ///   - text: The text.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>) {
    self.init(text: text, placeholder: String(title))
  }

  /// Creates a secure field with a title, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The title, shown while the field is empty.
  ///   - text: The text.
  public init(_ title: LocalizedStringKey, text: Binding<String>) {
    self.init(title.text, text: text)
  }

  /// Creates a secure field with a title and a prompt.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - text: The text.
  ///   - prompt: The prompt, shown while the field is empty.
  @_disfavoredOverload
  public init<S: StringProtocol>(_ title: S, text: Binding<String>, prompt: Text?) {
    self.init(text: text, placeholder: prompt?.string ?? String(title))
  }

  /// Creates a secure field with a title and a prompt, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - text: The text.
  ///   - prompt: The prompt, shown while the field is empty.
  public init(_ title: LocalizedStringKey, text: Binding<String>, prompt: Text?) {
    self.init(title.text, text: text, prompt: prompt)
  }
}

extension SecureField: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [
      context.textInputNode(
        "SecureField", text: text, placeholder: placeholder, onCommit: onCommit)
    ]
  }
}

/// A view that shows long editable text, as SwiftUI's `TextEditor`.
///
/// One leaf, captured as `TextEditor`, that takes the space it is offered in both dimensions
/// (10 points along one left unspecified, as a ``Color``) [INF]; typed into as ``TextField``.
public struct TextEditor: View {
  let text: Binding<String>

  /// Creates a text editor.
  ///
  /// - Parameter text: The text.
  public init(text: Binding<String>) {
    self.text = text
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension TextEditor: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let node = context.controlNode(
      "TextEditor", text: "", width: .fill(ideal: Color.idealSize.width),
      height: .fill(ideal: Color.idealSize.height))
    let text = text
    node[TextInputKey.self] = { text.wrappedValue += $0 }
    return [node]
  }
}

extension ResolveContext {
  /// The node of a one-line text control: a typed `"\n"` presses its return key, which runs
  /// the field's `onCommit` [INF: first], then the `onSubmit(of:_:)` actions around it; other
  /// characters go to its text.
  func textInputNode(
    _ typeName: String, text: Binding<String>, placeholder: String, onCommit: (() -> Void)?
  ) -> ViewNode {
    // The title (or prompt) labels the field, so a test taps or types into it by its label as
    // VoiceOver and UI tests name it [INF: SwiftUI's text field is labelled by its title].
    let node = controlNode(
      typeName, text: placeholder, width: .fill(ideal: estimatedWidth(placeholder)),
      height: .fixed(ViewNode.lineHeight))
    let environment = environment
    node[TextInputKey.self] = { typed in
      guard typed == "\n" else {
        text.wrappedValue += typed
        return
      }
      onCommit?()
      environment.submitText()
    }
    return node
  }
}
