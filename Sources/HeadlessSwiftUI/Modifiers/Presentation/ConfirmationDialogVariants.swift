// The confirmation dialog overloads beyond a string title with actions (in
// PresentationModifier.swift): messages, `Text` titles and data presented with the dialog. Each
// presents the same action sheet, a popover on regular width (§5.3 [RE]); `titleVisibility` is
// not captured.
extension View {
  /// Presents a confirmation dialog with a message while a binding is `true`, from a localized
  /// key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether the dialog is up; any action sets it back to `false`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - actions: The buttons.
  ///   - message: The message.
  /// - Returns: The modified view.
  public func confirmationDialog<A: View, M: View>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
    @ViewBuilder message: () -> M
  ) -> some View {
    dialog(
      .confirmationDialog, title: titleKey.text, isPresented: isPresented,
      actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents a confirmation dialog with a message while a binding is `true`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the dialog is up; any action sets it back to `false`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - actions: The buttons.
  ///   - message: The message.
  /// - Returns: The modified view.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    dialog(
      .confirmationDialog, title: String(title), isPresented: isPresented,
      actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents a confirmation dialog with a text view as its title while a binding is `true`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the dialog is up; any action sets it back to `false`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - actions: The buttons.
  /// - Returns: The modified view.
  public func confirmationDialog<A: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A
  ) -> some View {
    dialog(
      .confirmationDialog, title: title.string, isPresented: isPresented,
      actions: AnyView(actions()))
  }

  /// Presents a confirmation dialog with a text view as its title and a message while a
  /// binding is `true`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the dialog is up; any action sets it back to `false`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - actions: The buttons.
  ///   - message: The message.
  /// - Returns: The modified view.
  public func confirmationDialog<A: View, M: View>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
  ) -> some View {
    dialog(
      .confirmationDialog, title: title.string, isPresented: isPresented,
      actions: AnyView(actions()), message: AnyView(message()))
  }

  /// Presents a confirmation dialog for data while a binding is `true` and the data isn't
  /// `nil`, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether the dialog is up; any action sets it back to `false`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - data: The data the actions are made from.
  ///   - actions: The buttons for the data.
  /// - Returns: The modified view.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(
      .confirmationDialog, title: titleKey.text, isPresented: isPresented, data: data,
      actions: actions)
  }

  /// Presents a confirmation dialog for data while a binding is `true` and the data isn't
  /// `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the dialog is up; any action sets it back to `false`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - data: The data the actions are made from.
  ///   - actions: The buttons for the data.
  /// - Returns: The modified view.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(
      .confirmationDialog, title: String(title), isPresented: isPresented, data: data,
      actions: actions)
  }

  /// Presents a confirmation dialog with a text view as its title for data while a binding is
  /// `true` and the data isn't `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the dialog is up; any action sets it back to `false`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - data: The data the actions are made from.
  ///   - actions: The buttons for the data.
  /// - Returns: The modified view.
  public func confirmationDialog<A: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(
      .confirmationDialog, title: title.string, isPresented: isPresented, data: data,
      actions: actions)
  }

  /// Presents a confirmation dialog with a message for data while a binding is `true` and the
  /// data isn't `nil`, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - isPresented: Whether the dialog is up; any action sets it back to `false`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - data: The data the actions and the message are made from.
  ///   - actions: The buttons for the data.
  ///   - message: The message for the data.
  /// - Returns: The modified view.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>,
    titleVisibility: Visibility = .automatic, presenting data: T?,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      .confirmationDialog, title: titleKey.text, isPresented: isPresented, data: data,
      actions: actions, message: message)
  }

  /// Presents a confirmation dialog with a message for data while a binding is `true` and the
  /// data isn't `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the dialog is up; any action sets it back to `false`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - data: The data the actions and the message are made from.
  ///   - actions: The buttons for the data.
  ///   - message: The message for the data.
  /// - Returns: The modified view.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      .confirmationDialog, title: String(title), isPresented: isPresented, data: data,
      actions: actions, message: message)
  }

  /// Presents a confirmation dialog with a text view as its title and a message for data
  /// while a binding is `true` and the data isn't `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - isPresented: Whether the dialog is up; any action sets it back to `false`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - data: The data the actions and the message are made from.
  ///   - actions: The buttons for the data.
  ///   - message: The message for the data.
  /// - Returns: The modified view.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
    presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      .confirmationDialog, title: title.string, isPresented: isPresented, data: data,
      actions: actions, message: message)
  }
}
