/// The style an ancestor set for backgrounds.
private enum BackgroundStyleKey: EnvironmentKey {
  static var defaultValue: AnyShapeStyle? { nil }
}

/// The line limit an ancestor set for text.
private enum LineLimitKey: EnvironmentKey {
  static let defaultValue: Int? = nil
}

extension EnvironmentValues {
  /// A style that overrides the system background style when set: `nil` unless an ancestor
  /// set it with `environment(\.backgroundStyle, …)`; the `backgroundStyle(_:)` modifier is
  /// inert and doesn't set it, and nothing the model draws reads it.
  public var backgroundStyle: AnyShapeStyle? {
    get { self[BackgroundStyleKey.self] }
    set { self[BackgroundStyleKey.self] = newValue }
  }

  /// The most lines text may take: `nil` (as many as needed) unless an ancestor set it with
  /// `environment(\.lineLimit, …)` [DOC: swiftui/environmentvalues/linelimit]; the
  /// `lineLimit(_:)` modifiers are inert and don't set it, and text is measured the same
  /// whatever it says.
  public var lineLimit: Int? {
    get { self[LineLimitKey.self] }
    set { self[LineLimitKey.self] = newValue }
  }
}
