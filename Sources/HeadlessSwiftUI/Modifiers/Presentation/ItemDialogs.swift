// The alert and confirmation dialog overloads driven by an optional item: each is up while the
// binding's value isn't `nil`, is made from that value, and any of its actions sets the value
// back to `nil` [DOC: `swiftui/view/alert(_:item:actions:)`: "The system presents the alert when
// the binding's value is non-nil. When the user presses or taps one of the alert's actions, the
// system sets this value to `nil` and dismisses"; `swiftui/view/confirmationdialog(_:item:titlevisibility:actions:)`
// likewise]. They present the same controllers as the `isPresented:` overloads (§5.3 [RE]).
extension View {
  /// Presents an alert made from an item while the item isn't `nil`, from a localized key
  /// (what a string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - data: The item; any action sets it back to `nil`.
  ///   - actions: The buttons for the item.
  /// - Returns: The modified view.
  public func alert<A: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(.alert, title: titleKey.text, item: data, actions: actions)
  }

  /// Presents an alert made from an item while the item isn't `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - data: The item; any action sets it back to `nil`.
  ///   - actions: The buttons for the item.
  /// - Returns: The modified view.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, T>(
    _ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(.alert, title: String(title), item: data, actions: actions)
  }

  /// Presents an alert with a text view as its title, made from an item while the item isn't
  /// `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - data: The item; any action sets it back to `nil`.
  ///   - actions: The buttons for the item.
  /// - Returns: The modified view.
  public func alert<A: View, T>(
    _ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(.alert, title: title.string, item: data, actions: actions)
  }

  /// Presents an alert with a message, made from an item while the item isn't `nil`, from a
  /// localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - data: The item; any action sets it back to `nil`.
  ///   - actions: The buttons for the item.
  ///   - message: The message for the item.
  /// - Returns: The modified view.
  public func alert<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(.alert, title: titleKey.text, item: data, actions: actions, message: message)
  }

  /// Presents an alert with a message, made from an item while the item isn't `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - data: The item; any action sets it back to `nil`.
  ///   - actions: The buttons for the item.
  ///   - message: The message for the item.
  /// - Returns: The modified view.
  @_disfavoredOverload
  public func alert<S: StringProtocol, A: View, M: View, T>(
    _ title: S, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(.alert, title: String(title), item: data, actions: actions, message: message)
  }

  /// Presents an alert with a text view as its title and a message, made from an item while
  /// the item isn't `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - data: The item; any action sets it back to `nil`.
  ///   - actions: The buttons for the item.
  ///   - message: The message for the item.
  /// - Returns: The modified view.
  public func alert<A: View, M: View, T>(
    _ title: Text, item data: Binding<T?>, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(.alert, title: title.string, item: data, actions: actions, message: message)
  }

  /// Presents a confirmation dialog made from an item while the item isn't `nil`, from a
  /// localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - data: The item; any action sets it back to `nil`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - actions: The buttons for the item.
  /// - Returns: The modified view.
  public func confirmationDialog<A: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(.confirmationDialog, title: titleKey.text, item: data, actions: actions)
  }

  /// Presents a confirmation dialog made from an item while the item isn't `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - data: The item; any action sets it back to `nil`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - actions: The buttons for the item.
  /// - Returns: The modified view.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, T>(
    _ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(.confirmationDialog, title: String(title), item: data, actions: actions)
  }

  /// Presents a confirmation dialog with a text view as its title, made from an item while
  /// the item isn't `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - data: The item; any action sets it back to `nil`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - actions: The buttons for the item.
  /// - Returns: The modified view.
  public func confirmationDialog<A: View, T>(
    _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A
  ) -> some View {
    dialog(.confirmationDialog, title: title.string, item: data, actions: actions)
  }

  /// Presents a confirmation dialog with a message, made from an item while the item isn't
  /// `nil`, from a localized key (what a string literal passes).
  ///
  /// - Parameters:
  ///   - titleKey: The title.
  ///   - data: The item; any action sets it back to `nil`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - actions: The buttons for the item.
  ///   - message: The message for the item.
  /// - Returns: The modified view.
  public func confirmationDialog<A: View, M: View, T>(
    _ titleKey: LocalizedStringKey, item data: Binding<T?>,
    titleVisibility: Visibility = .automatic, @ViewBuilder actions: (T) -> A,
    @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      .confirmationDialog, title: titleKey.text, item: data, actions: actions, message: message)
  }

  /// Presents a confirmation dialog with a message, made from an item while the item isn't
  /// `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - data: The item; any action sets it back to `nil`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - actions: The buttons for the item.
  ///   - message: The message for the item.
  /// - Returns: The modified view.
  @_disfavoredOverload
  public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
    _ title: S, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      .confirmationDialog, title: String(title), item: data, actions: actions, message: message)
  }

  /// Presents a confirmation dialog with a text view as its title and a message, made from an
  /// item while the item isn't `nil`.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - data: The item; any action sets it back to `nil`.
  ///   - titleVisibility: Whether the title shows; not captured.
  ///   - actions: The buttons for the item.
  ///   - message: The message for the item.
  /// - Returns: The modified view.
  public func confirmationDialog<A: View, M: View, T>(
    _ title: Text, item data: Binding<T?>, titleVisibility: Visibility = .automatic,
    @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
  ) -> some View {
    dialog(
      .confirmationDialog, title: title.string, item: data, actions: actions, message: message)
  }

  /// Attaches an alert or a confirmation dialog made from an item, up while it isn't `nil`.
  fileprivate func dialog<A: View, T>(
    _ kind: PresentationModifier.Kind, title: String, item data: Binding<T?>,
    actions: (T) -> A
  ) -> some View {
    dialog(
      kind, title: title, isPresented: data.presence(), data: data.wrappedValue, actions: actions)
  }

  /// Attaches an alert or a confirmation dialog with a message, made from an item, up while it
  /// isn't `nil`.
  fileprivate func dialog<A: View, M: View, T>(
    _ kind: PresentationModifier.Kind, title: String, item data: Binding<T?>,
    actions: (T) -> A, message: (T) -> M
  ) -> some View {
    dialog(
      kind, title: title, isPresented: data.presence(), data: data.wrappedValue, actions: actions,
      message: message)
  }
}
