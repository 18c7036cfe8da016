public import Foundation

// The type an app writes to give WidgetKit a widget's entries, and the context WidgetKit passes
// it. WidgetKit calls the provider from the widget extension's process; the model runs no
// extension, so nothing calls an app's provider but its own tests.

/// A type that advises WidgetKit when to update a widget's display, as WidgetKit's
/// `TimelineProvider`.
public protocol TimelineProvider {
  /// A type that specifies the date to display a widget and its content's relevance.
  associatedtype Entry: TimelineEntry
  /// An object that contains details about how a widget is rendered.
  typealias Context = TimelineProviderContext

  /// Provides a timeline entry representing a placeholder version of the widget.
  ///
  /// - Parameter context: How the widget is shown.
  /// - Returns: An entry for a generic representation of the widget.
  func placeholder(in context: Self.Context) -> Self.Entry

  /// Provides a timeline entry that represents the current time and state of a widget.
  ///
  /// - Parameters:
  ///   - context: How the widget is shown.
  ///   - completion: The handler to call with the entry.
  @preconcurrency func getSnapshot(
    in context: Self.Context, completion: @escaping @Sendable (Self.Entry) -> Void)

  /// Provides an array of timeline entries for the current time and, optionally, future times
  /// to update a widget.
  ///
  /// - Parameters:
  ///   - context: How the widget is shown.
  ///   - completion: The handler to call with the timeline.
  @preconcurrency func getTimeline(
    in context: Self.Context, completion: @escaping @Sendable (Timeline<Self.Entry>) -> Void)
}

/// An object that contains details about how a widget is rendered, as WidgetKit's
/// `TimelineProviderContext`; only WidgetKit creates one.
public struct TimelineProviderContext {
  /// The widget's family, such as `.systemSmall`.
  public let family: WidgetFamily
  /// Whether the widget appears in the widget gallery.
  public let isPreview: Bool
  /// The size, in points, of the widget.
  public let displaySize: CGSize
}
