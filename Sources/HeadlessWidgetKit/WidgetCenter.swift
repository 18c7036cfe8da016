// The app's side of WidgetKit: asking the system to reload its widgets' timelines, and listing
// the widgets the user has configured. The model's device has no Home Screen and no widgets on
// it, so reloading does nothing and the list is empty [INF: nothing in an app's windows depends
// on a widget reloading].

/// An object that contains a list of user-configured widgets and reloads widget timelines, as
/// WidgetKit's `WidgetCenter`.
public final class WidgetCenter: Sendable {
  /// The shared widget center.
  public static let shared = WidgetCenter()

  private init() {}

  /// Reloads the timelines for all configured widgets belonging to the containing app; inert.
  public func reloadAllTimelines() {}

  /// Reloads the timelines for all widgets of a particular kind; inert.
  ///
  /// - Parameter kind: The kind the widget's configuration names.
  public func reloadTimelines(ofKind kind: String) {}

  /// Retrieves information about user-configured widgets: calls `completion` at once with none.
  ///
  /// - Parameter completion: The handler called with the configured widgets.
  @preconcurrency public func getCurrentConfigurations(
    _ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void
  ) {
    completion(.success([]))
  }

  /// Retrieves information about user-configured widgets: none in the model.
  ///
  /// - Returns: The configured widgets, an empty array.
  public func currentConfigurations() async throws -> [WidgetInfo] {
    []
  }
}

/// A structure that contains information about a user-configured widget, as WidgetKit's
/// `WidgetInfo`; the model lists none.
public struct WidgetInfo: Sendable {
  /// The kind named by the widget's configuration.
  public let kind: String
  /// The size of the widget: small, medium, or large.
  public let family: WidgetFamily
}
