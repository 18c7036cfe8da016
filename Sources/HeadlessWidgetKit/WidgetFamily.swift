public import HeadlessSwiftUI

// A widget's size and shape, and the environment value a widget's views read it from. The
// system sets it when it renders a widget; a view hosted in the app (a test, or an app's own
// preview of its widget, as home-assistant's WidgetCreationView does) reads the default unless
// an ancestor sets it with `environment(\.widgetFamily, _:)`.

/// Values that define the widget's size and shape, as WidgetKit's `WidgetFamily`.
public enum WidgetFamily: Hashable, CaseIterable, Sendable {
  /// A small widget.
  case systemSmall
  /// A medium-sized widget.
  case systemMedium
  /// A large widget.
  case systemLarge
  /// An extra large widget.
  case systemExtraLarge
  /// A circular widget, on the Lock Screen or as a watch complication.
  case accessoryCircular
  /// A rectangular widget, on the Lock Screen or as a watch complication.
  case accessoryRectangular
  /// A flat widget that contains a single row of text and an optional image.
  case accessoryInline
}

/// The family a view reads when no ancestor sets one.
private enum WidgetFamilyKey: EnvironmentKey {
  // [INF: Apple documents no default; outside a widget nothing sets the value, and the small
  // system widget is the first family WidgetKit lists and the one every widget supports unless
  // it narrows `supportedFamilies(_:)`.]
  static let defaultValue = WidgetFamily.systemSmall
}

extension EnvironmentValues {
  /// The template of the widget: small, medium, or large; `.systemSmall` unless an ancestor
  /// sets it.
  ///
  /// The system sets it when it renders a widget. In the model a widget's view is hosted like
  /// any view (in a test, or in an app's own preview of its widget), so it reads
  /// `.systemSmall` unless an ancestor writes `.environment(\.widgetFamily, family)`.
  public var widgetFamily: WidgetFamily {
    get { self[WidgetFamilyKey.self] }
    set { self[WidgetFamilyKey.self] = newValue }
  }
}
