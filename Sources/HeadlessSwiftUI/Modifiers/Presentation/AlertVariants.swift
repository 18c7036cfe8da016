public import Foundation

// The alert overloads beyond a string title with actions (in PresentationModifier.swift):
// `Text` titles, data presented with the alert, and errors. Each presents the same
// `SwiftUI.PlatformAlertController` (§5.3 [RE]); the data or error is passed to the actions and
// the message as they are evaluated [DOC: `swiftui/view/alert(_:ispresented:presenting:actions:)`:
// "For the alert to appear, both `isPresented` must be `true` and `data` must not be `nil`"].
extension View {
  /// Presents an alert with a text view as its title while a binding is `true`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is up; any action sets it back to `false`.
  ///   - actions: The buttons.
  /// - Returns: The modified view.
  public func alert<A: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(.alert, title: title.string, isPresented: isPresented, actions: AnyView(actions()))
  }

  /// Presents an alert with a text view as its title and a message while a binding is `true`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is up; any action sets it back to `false`.
  ///   - actions: The buttons.
  ///   - message: The message.
  /// - Returns: The modified view.
  public func alert<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    dialog(
      .alert, title: title.string, isPresented: isPresented, actions: AnyView(actions()),
      message: AnyView(message()))
  }

  /// Presents an alert for data while a binding is `true` and the data isn't `nil`, from a
  /// localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether the alert is up; any action sets it back to `false`.
  ///   - data: The data the actions are made from.
  ///   - actions: The buttons for the data.
  /// - Returns: The modified view.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(.alert, title: titleKey.text, isPresented: isPresented, data: data, actions: actions)
  }

  /// Presents an alert for data while a binding is `true` and the data isn't `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is up; any action sets it back to `false`.
  ///   - data: The data the actions are made from.
  ///   - actions: The buttons for the data.
  /// - Returns: The modified view.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(.alert, title: String(title), isPresented: isPresented, data: data, actions: actions)
  }

  /// Presents an alert with a text view as its title for data while a binding is `true` and
  /// the data isn't `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is up; any action sets it back to `false`.
  ///   - data: The data the actions are made from.
  ///   - actions: The buttons for the data.
  /// - Returns: The modified view.
  public func alert<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(.alert, title: title.string, isPresented: isPresented, data: data, actions: actions)
  }

  /// Presents an alert with a message for data while a binding is `true` and the data isn't
  /// `nil`, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether the alert is up; any action sets it back to `false`.
  ///   - data: The data the actions and the message are made from.
  ///   - actions: The buttons for the data.
  ///   - message: The message for the data.
  /// - Returns: The modified view.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      .alert, title: titleKey.text, isPresented: isPresented, data: data, actions: actions,
      message: message)
  }

  /// Presents an alert with a message for data while a binding is `true` and the data isn't
  /// `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is up; any action sets it back to `false`.
  ///   - data: The data the actions and the message are made from.
  ///   - actions: The buttons for the data.
  ///   - message: The message for the data.
  /// - Returns: The modified view.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      .alert, title: String(title), isPresented: isPresented, data: data, actions: actions,
      message: message)
  }

  /// Presents an alert with a text view as its title and a message for data while a binding
  /// is `true` and the data isn't `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the alert is up; any action sets it back to `false`.
  ///   - data: The data the actions and the message are made from.
  ///   - actions: The buttons for the data.
  ///   - message: The message for the data.
  /// - Returns: The modified view.
  public func alert<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      .alert, title: title.string, isPresented: isPresented, data: data, actions: actions,
      message: message)
  }

  /// Presents an alert titled by an error's description while a binding is `true` and the
  /// error isn't `nil`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the alert is up; any action sets it back to `false`.
  ///   - error: The error; its `errorDescription` is the title.
  ///   - actions: The buttons.
  /// - Returns: The modified view.
  public func alert<E: LocalizedError, A: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
  ) -> some View {
    let actions = AnyView(actions())
    return dialog(
      .alert, title: error?.errorDescription ?? "", isPresented: isPresented, data: error,
      actions: { _ in actions })
  }

  /// Presents an alert titled by an error's description, with a message, while a binding is
  /// `true` and the error isn't `nil`.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the alert is up; any action sets it back to `false`.
  ///   - error: The error; its `errorDescription` is the title.
  ///   - actions: The buttons for the error.
  ///   - message: The message for the error.
  /// - Returns: The modified view.
  public func alert<E: LocalizedError, A: View, M: View>(
    isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A,
    @ViewBuilder message: (E) -> M
  ) -> some View {
    dialog(
      .alert, title: error?.errorDescription ?? "", isPresented: isPresented, data: error,
      actions: actions, message: message)
  }

  /// Attaches an alert or a confirmation dialog whose actions are made from data, up only
  /// while the binding is `true` and the data isn't `nil`.
  func dialog<A: View, T>(
    _ kind: PresentationModifier.Kind, title: String, isPresented: Binding<Bool>, data: T?,
    actions: (T) -> A
  ) -> some View {
    dialog(
      kind, title: title, isPresented: isPresented.requiring(data),
      actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()))
  }

  /// Attaches an alert or a confirmation dialog whose actions and message are made from data,
  /// up only while the binding is `true` and the data isn't `nil`.
  func dialog<A: View, M: View, T>(
    _ kind: PresentationModifier.Kind, title: String, isPresented: Binding<Bool>, data: T?,
    actions: (T) -> A, message: (T) -> M
  ) -> some View {
    dialog(
      kind, title: title, isPresented: isPresented.requiring(data),
      actions: data.map { AnyView(actions($0)) } ?? AnyView(EmptyView()),
      message: data.map { AnyView(message($0)) })
  }

  /// Attaches an alert or a confirmation dialog.
  func dialog(
    _ kind: PresentationModifier.Kind, title: String, isPresented: Binding<Bool>,
    actions: AnyView, message: AnyView? = nil
  ) -> some View {
    var modifier = PresentationModifier(kind: kind, isPresented: isPresented, content: { actions })
    modifier.title = title
    if let message { modifier.message = { message } }
    return attribute { $0.presentations.append(modifier) }
  }
}

extension Binding<Bool> {
  /// The binding, reading `false` while a value is `nil`.
  fileprivate func requiring(_ value: (some Any)?) -> Binding<Bool> {
    let present = value != nil
    return Binding(get: { present && wrappedValue }, trackedSet: { wrappedValue = $0 })
  }
}
