public import HeadlessSwiftUI

// Previews of widgets in Xcode: the `#Preview(as:widget:timeline:)` macro with its timeline
// builder, and the older `previewContext(WidgetPreviewContext(family:))`. Xcode alone reads them;
// the compiler type-checks a macro's arguments, then the model's HeadlessSwiftUIMacros plugin expands it
// to nothing, so a preview adds no code and changes no capture.

/// Previews a timeline-style widget; inert: expands to nothing.
///
/// - Parameters:
///   - name: A name to show in the canvas.
///   - family: The widget family to display.
///   - widget: The widget to preview; type-checked, never run.
///   - timeline: The entries to step through; type-checked, never run.
@freestanding(declaration)
public macro Preview<Widget: HeadlessSwiftUI.Widget>(
  _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> Widget,
  @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "HeadlessSwiftUIMacros", type: "PreviewMacro")

/// Builds the entries of a widget preview's timeline, as WidgetKit's `PreviewTimelineBuilder`.
@resultBuilder
public struct PreviewTimelineBuilder {
  /// Builds an entry into the timeline.
  ///
  /// - Parameter entry: An entry of the widget's type.
  /// - Returns: The entry, alone.
  public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] {
    [entry]
  }

  /// Builds the first entries of a block.
  ///
  /// - Parameter first: The first statement's entries.
  /// - Returns: Those entries.
  public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] {
    first
  }

  /// Builds the entries of a block so far followed by the next statement's.
  ///
  /// - Parameters:
  ///   - accumulated: The entries so far.
  ///   - next: The next statement's entries.
  /// - Returns: The entries in order.
  public static func buildPartialBlock(
    accumulated: [any TimelineEntry], next: [any TimelineEntry]
  ) -> [any TimelineEntry] {
    accumulated + next
  }

  /// Builds the entries of a `for` loop.
  ///
  /// - Parameter components: Each iteration's entries.
  /// - Returns: The entries in order.
  public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] {
    components.flatMap { $0 }
  }
}

/// A specification for the context of a widget preview, as WidgetKit's `WidgetPreviewContext`;
/// inert: Xcode alone reads it, and a view hosted in a test reads the family its ancestors set.
public struct WidgetPreviewContext: PreviewContext {
  /// Creates a context for previewing a widget or a widget's view.
  ///
  /// - Parameter family: The family the preview uses.
  public init(family: WidgetFamily) {}

  /// The key's default value: the model's preview context defines none.
  public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value {
    Key.defaultValue
  }
}
