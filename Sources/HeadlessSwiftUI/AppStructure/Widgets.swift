// Widgets, as SwiftUI declares them for WidgetKit: the `Widget` and `WidgetBundle` protocols, the
// configuration a widget's body returns, and the builder of a bundle's body. A widget runs in
// its extension's process, drawn by the system on the Home Screen or Lock Screen, never inside
// the app's windows [DOC: swiftui/widget, "display on the Home screen or in Notification
// Center"]; the model captures the app's windows only, so these are inert: they compile, and
// nothing evaluates a widget's body. WidgetKit's configurations and modifiers are in
// HeadlessWidgetKit, as they are in WidgetKit.

/// The configuration and content of a widget to display on the Home Screen or in Notification
/// Center, as SwiftUI's `Widget`; inert: the model shows no widgets.
@MainActor @preconcurrency
public protocol Widget {
  /// The type of configuration representing the content of the widget.
  associatedtype Body: WidgetConfiguration
  /// Creates a widget using its body as the content.
  @MainActor @preconcurrency init()
  /// The content and behavior of the widget.
  @MainActor @preconcurrency var body: Self.Body { get }
}

/// A type that describes a widget's content, as SwiftUI's `WidgetConfiguration`; inert.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
  /// The type of widget configuration representing the body of this configuration.
  associatedtype Body: WidgetConfiguration
  /// The content and behavior of this widget.
  @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: WidgetConfiguration {}

/// An empty widget configuration, as SwiftUI's `EmptyWidgetConfiguration`; inert.
nonisolated public struct EmptyWidgetConfiguration: WidgetConfiguration {
  /// Creates an empty widget configuration.
  public init() {}

  /// A primitive configuration has no body.
  public var body: Never { primitiveBody(of: Self.self) }
}

/// A container used to expose multiple widgets from a single widget extension, as SwiftUI's
/// `WidgetBundle`; inert: the model shows no widgets.
@MainActor @preconcurrency
public protocol WidgetBundle {
  /// The type of widget that represents the content of the bundle.
  associatedtype Body: Widget
  /// Creates a widget bundle using the bundle's body as its content.
  @MainActor @preconcurrency init()
  /// Declares the group of widgets that an app supports.
  @WidgetBundleBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

/// A custom attribute that constructs a widget bundle's body, as SwiftUI's
/// `WidgetBundleBuilder`; inert: the widgets it groups are never shown.
@resultBuilder
public struct WidgetBundleBuilder {
  /// Builds an empty widget from a block containing no statements, `{ }`.
  ///
  /// - Returns: A widget that shows nothing.
  public static func buildBlock() -> some Widget {
    WidgetGroup()
  }

  /// Builds a widget from the widgets a block lists.
  ///
  /// - Parameter c: The widgets, in order.
  /// - Returns: The widgets as one; the model shows none of them.
  public static func buildBlock<each C: Widget>(_ c: repeat each C) -> some Widget {
    WidgetGroup()
  }
}

/// The widgets a bundle's body lists: never shown, so it keeps none of them.
struct WidgetGroup {}

extension WidgetGroup: Widget {
  var body: Never { primitiveBody(of: Self.self) }
}
