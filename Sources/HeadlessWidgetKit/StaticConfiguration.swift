public import HeadlessSwiftUI

// A widget's configuration and WidgetKit's modifiers on it: the widget's kind, its provider, the
// view that renders an entry, and how the widget gallery lists it. WidgetKit reads them from
// the extension; the model shows no widgets, so they are inert: a widget's `body` builds, and
// nothing renders its entries.

/// An object describing the content of a widget that has no user-configurable options, as
/// WidgetKit's `StaticConfiguration`; inert.
public struct StaticConfiguration<Content: View>: WidgetConfiguration {
  /// Creates a configuration for a widget with no user-configurable options.
  ///
  /// - Parameters:
  ///   - kind: A unique string that identifies the widget.
  ///   - provider: The object that determines the timing of updates to the widget's views.
  ///   - content: The view that renders an entry.
  public init<Provider: TimelineProvider>(
    kind: String, provider: Provider,
    @ViewBuilder content: @escaping (Provider.Entry) -> Content
  ) {}

  /// A primitive configuration has no body.
  public var body: Never {
    preconditionFailure("StaticConfiguration is a primitive widget configuration")
  }
}

extension WidgetConfiguration {
  /// Sets the name shown for a widget when a user adds or edits it; inert.
  ///
  /// - Parameter displayName: A text view containing the name.
  /// - Returns: The configuration, unchanged.
  public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
    self
  }

  /// Sets the localized name shown for a widget when a user adds or edits it; inert.
  ///
  /// - Parameter displayNameKey: The key for the localized name.
  /// - Returns: The configuration, unchanged.
  public func configurationDisplayName(_ displayNameKey: LocalizedStringKey)
    -> some WidgetConfiguration
  {
    self
  }

  /// Sets the name shown for a widget when a user adds or edits it, from a string; inert.
  ///
  /// - Parameter displayName: A string naming the widget.
  /// - Returns: The configuration, unchanged.
  public func configurationDisplayName<S: StringProtocol>(_ displayName: S)
    -> some WidgetConfiguration
  {
    self
  }

  /// Sets the description shown for a widget when a user adds or edits it; inert.
  ///
  /// - Parameter description: A text view containing the description.
  /// - Returns: The configuration, unchanged.
  public func description(_ description: Text) -> some WidgetConfiguration {
    self
  }

  /// Sets the localized description shown for a widget when a user adds or edits it; inert.
  ///
  /// - Parameter descriptionKey: The key for the localized description.
  /// - Returns: The configuration, unchanged.
  public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
    self
  }

  /// Sets the description shown for a widget when a user adds or edits it, from a string;
  /// inert.
  ///
  /// - Parameter description: A string describing the widget.
  /// - Returns: The configuration, unchanged.
  public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
    self
  }

  /// Sets the sizes that a widget supports; inert.
  ///
  /// - Parameter families: The sizes the widget supports.
  /// - Returns: The configuration, unchanged.
  public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
    self
  }

  /// Disables the default content margins; inert: the model adds none
  /// (`EnvironmentValues.widgetContentMargins` is zero).
  ///
  /// - Returns: The configuration, unchanged.
  public func contentMarginsDisabled() -> some WidgetConfiguration {
    self
  }

  /// Marks the background of a widget as removable; inert.
  ///
  /// - Parameter isRemovable: Whether the system may remove the container background.
  /// - Returns: The configuration, unchanged.
  public func containerBackgroundRemovable(_ isRemovable: Bool = true)
    -> some WidgetConfiguration
  {
    self
  }
}
