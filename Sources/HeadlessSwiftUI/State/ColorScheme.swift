/// Light or dark appearance, as SwiftUI's `ColorScheme`.
public enum ColorScheme: CaseIterable, Hashable, Sendable {
  /// The light appearance.
  case light
  /// The dark appearance.
  case dark
}

/// The environment key of ``EnvironmentValues/colorScheme``.
private struct ColorSchemeKey: EnvironmentKey {
  static let defaultValue = ColorScheme.light
}

extension EnvironmentValues {
  /// The appearance views are drawn in: `.light` unless an ancestor sets it with
  /// `environment(\.colorScheme, …)`; the model draws no colors, so it changes nothing
  /// captured.
  public var colorScheme: ColorScheme {
    get { self[ColorSchemeKey.self] }
    set { self[ColorSchemeKey.self] = newValue }
  }
}

extension View {
  /// Sets the appearance of the presentation the view is in; inert: the environment's
  /// ``EnvironmentValues/colorScheme`` stays as it was, and nothing captured changes.
  ///
  /// - Parameter colorScheme: The appearance, or `nil` for the system's.
  /// - Returns: The view, unchanged.
  nonisolated public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }
}
