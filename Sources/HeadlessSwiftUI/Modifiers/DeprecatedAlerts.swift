// SwiftUI's first alert and action sheet API (iOS 13), deprecated for `alert(_:isPresented:
// actions:message:)` and `confirmationDialog`, which apps written for iOS 13 and 14 still use:
// each presents the same `SwiftUI.PlatformAlertController` as its successor (§5.3 [RE]), with an
// action per button in order.

/// An alert, as SwiftUI's deprecated `Alert` built by `alert(isPresented:content:)`.
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message: "use `View.alert(title:isPresented:presenting::actions:) instead."
)
public struct Alert {
  /// A button of an alert or an action sheet.
  public struct Button {
    let title: String
    let role: ButtonRole?
    let action: (() -> Void)?

    /// A button with the default style.
    ///
    /// - Parameters:
    ///   - label: The button's text.
    ///   - action: What a tap runs.
    /// - Returns: The button.
    public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(title: label.string, role: nil, action: action)
    }

    /// A cancel button with a custom label.
    ///
    /// - Parameters:
    ///   - label: The button's text.
    ///   - action: What a tap runs.
    /// - Returns: The button.
    public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(title: label.string, role: .cancel, action: action)
    }

    /// A cancel button with the system's label, "Cancel".
    ///
    /// - Parameter action: What a tap runs.
    /// - Returns: The button.
    public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(title: "Cancel", role: .cancel, action: action)
    }

    /// A button styled as destructive.
    ///
    /// - Parameters:
    ///   - label: The button's text.
    ///   - action: What a tap runs.
    /// - Returns: The button.
    public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
      Alert.Button(title: label.string, role: .destructive, action: action)
    }
  }

  let title: String
  let message: String?
  let buttons: [Alert.Button]

  /// Creates an alert with one button, "OK" when none is given.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - dismissButton: The button.
  public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
    self.title = title.string
    self.message = message?.string
    buttons = [dismissButton ?? Alert.Button(title: "OK", role: nil, action: {})]
  }

  /// Creates an alert with two buttons.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - primaryButton: The first button.
  ///   - secondaryButton: The second button.
  public init(
    title: Text, message: Text? = nil, primaryButton: Alert.Button,
    secondaryButton: Alert.Button
  ) {
    self.title = title.string
    self.message = message?.string
    buttons = [primaryButton, secondaryButton]
  }
}

/// An action sheet, as SwiftUI's deprecated `ActionSheet`: a confirmation dialog.
@available(
  iOS, introduced: 13.0, deprecated: 100000.0,
  message:
    "use `View.confirmationDialog(title:isPresented:titleVisibility:presenting::actions:)`instead."
)
public struct ActionSheet {
  /// A button of an action sheet.
  public typealias Button = Alert.Button

  let title: String
  let message: String?
  let buttons: [ActionSheet.Button]

  /// Creates an action sheet.
  ///
  /// - Parameters:
  ///   - title: The title.
  ///   - message: The message.
  ///   - buttons: The buttons, a cancel button by default.
  public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
    self.title = title.string
    self.message = message?.string
    self.buttons = buttons
  }
}

/// The buttons of a deprecated alert or action sheet, as the views its successor takes.
private struct DeprecatedAlertButtons: View {
  let buttons: [Alert.Button]

  var body: some View {
    ForEach(buttons.indices, id: \.self) { index in
      let button = buttons[index]
      Button(button.title, role: button.role) { button.action?() }
    }
  }
}

extension View {
  /// Presents an alert while a binding is `true`, as
  /// ``alert(_:isPresented:actions:message:)-(LocalizedStringKey,_,_,_)`` does.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the alert is up; any button sets it back to `false`.
  ///   - content: The alert.
  /// - Returns: The modified view.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `alert(title:isPresented:presenting::actions:) instead."
  )
  public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
    presentingDeprecated(.alert, isPresented, content())
  }

  /// Presents an alert while an item is not `nil`.
  ///
  /// - Parameters:
  ///   - item: The item; any button sets it back to `nil`.
  ///   - content: The alert for the item.
  /// - Returns: The modified view.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "use `alert(title:isPresented:presenting::actions:) instead."
  )
  public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert)
    -> some View
  {
    presentingDeprecated(.alert, item, item.wrappedValue.map(content))
  }

  /// Presents an action sheet while a binding is `true`, as
  /// ``confirmationDialog(_:isPresented:titleVisibility:actions:)-(LocalizedStringKey,_,_,_)`` does.
  ///
  /// - Parameters:
  ///   - isPresented: Whether the sheet is up; any button sets it back to `false`.
  ///   - content: The action sheet.
  /// - Returns: The modified view.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead."
  )
  public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
    let sheet = content()
    return presentingDeprecated(
      .confirmationDialog, isPresented,
      Alert(title: Text(sheet.title), message: sheet.message.map(Text.init), buttons: sheet.buttons)
    )
  }

  /// Presents an action sheet while an item is not `nil`.
  ///
  /// - Parameters:
  ///   - item: The item; any button sets it back to `nil`.
  ///   - content: The action sheet for the item.
  /// - Returns: The modified view.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message:
      "use `confirmationDialog(title:isPresented:titleVisibility:presenting:actions:)`instead."
  )
  public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet)
    -> some View
  {
    let alert = item.wrappedValue.map(content).map {
      Alert(title: Text($0.title), message: $0.message.map(Text.init), buttons: $0.buttons)
    }
    return presentingDeprecated(.confirmationDialog, item, alert)
  }

  private func presentingDeprecated<Item>(
    _ kind: PresentationModifier.Kind, _ item: Binding<Item?>, _ alert: Alert?
  ) -> some View {
    presentingDeprecated(kind, item.presence(), alert)
  }

  private func presentingDeprecated(
    _ kind: PresentationModifier.Kind, _ isPresented: Binding<Bool>, _ alert: Alert?
  ) -> some View {
    let buttons = alert?.buttons ?? []
    var modifier = PresentationModifier(
      kind: kind, isPresented: isPresented,
      content: { AnyView(DeprecatedAlertButtons(buttons: buttons)) })
    modifier.title = alert?.title
    if let message = alert?.message { modifier.message = { AnyView(Text(message)) } }
    return attribute { $0.presentations.append(modifier) }
  }
}

extension Alert {
  /// An alert of any buttons: an action sheet's, presented as its successor's dialog.
  fileprivate init(title: Text, message: Text?, buttons: [Alert.Button]) {
    self.title = title.string
    self.message = message?.string
    self.buttons = buttons
  }
}
