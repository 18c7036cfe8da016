/// Whether controls in the environment respond to the user.
private enum IsEnabledKey: EnvironmentKey {
  static let defaultValue = true
}

extension EnvironmentValues {
  /// Whether the views here respond to the user: `false` under `.disabled(true)`, `true` by
  /// default [DOC: `swiftui/environmentvalues/isenabled`].
  public var isEnabled: Bool {
    get { self[IsEnabledKey.self] }
    set { self[IsEnabledKey.self] = newValue }
  }
}

extension View {
  /// Turns the user's interaction with the view and everything inside it off.
  ///
  /// Modelled: ``EnvironmentValues/isEnabled`` is `false` inside, so a `Button`,
  /// `NavigationLink` or `onTapGesture` there still receives a tap and runs nothing [DOC:
  /// `swiftui/view/disabled(_:)`: "the user can't interact with this view"; that the disabled
  /// control keeps the touch from views behind it is INF]. An outer `.disabled(true)` wins over
  /// an inner `.disabled(false)`, as in SwiftUI.
  ///
  /// - Parameter disabled: Whether the view is disabled.
  /// - Returns: The modified view.
  public func disabled(_ disabled: Bool) -> some View {
    EnvironmentWriter(content: self) { $0.isEnabled = $0.isEnabled && !disabled }
  }
}
