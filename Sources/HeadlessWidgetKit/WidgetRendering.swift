public import HeadlessSwiftUI

// How the system draws a widget: full color on the Home Screen, tinted on an accented watch
// face, desaturated on the Lock Screen, with or without its container background. The model
// draws no pixels and shows no widgets, so these are inert: the environment values read the
// Home Screen's defaults, and the modifiers return their view unchanged.

/// Constants that indicate the rendering mode for a widget, as WidgetKit's
/// `WidgetRenderingMode`.
public struct WidgetRenderingMode: Equatable, Sendable, CustomStringConvertible {
  let name: String

  /// The system renders the widget in full color.
  public static let fullColor = WidgetRenderingMode(name: "fullColor")
  /// The system renders the widget in its accent colour, tinting the accented group apart.
  public static let accented = WidgetRenderingMode(name: "accented")
  /// The system desaturates the widget into a monochrome version for a vibrant effect.
  public static let vibrant = WidgetRenderingMode(name: "vibrant")

  /// The mode's name, such as `fullColor`.
  public var description: String { name }
}

/// Constants that indicate how an image renders in a widget in the accented mode, as
/// WidgetKit's `WidgetAccentedRenderingMode`.
public struct WidgetAccentedRenderingMode: Equatable, Sendable {
  let name: String

  /// The image joins the accented group, as `widgetAccentable()` does.
  public static let accented = WidgetAccentedRenderingMode(name: "accented")
  /// The image's luminance becomes its alpha, tinted with the accent group's colour.
  public static let accentedDesaturated = WidgetAccentedRenderingMode(
    name: "accentedDesaturated")
  /// The image's luminance becomes its alpha, tinted with the default group's colour.
  public static let desaturated = WidgetAccentedRenderingMode(name: "desaturated")
  /// The image renders in full colour with no other colour modifications.
  public static let fullColor = WidgetAccentedRenderingMode(name: "fullColor")
}

/// The rendering mode a view reads when no ancestor sets one.
private enum WidgetRenderingModeKey: EnvironmentKey {
  // [DOC: widgetkit/widgetrenderingmode/fullcolor: the Home Screen shows full-color widgets.]
  static let defaultValue = WidgetRenderingMode.fullColor
}

extension EnvironmentValues {
  /// The widget's rendering mode, based on where the system is displaying it; `.fullColor`
  /// unless an ancestor sets it.
  public var widgetRenderingMode: WidgetRenderingMode {
    get { self[WidgetRenderingModeKey.self] }
    set { self[WidgetRenderingModeKey.self] = newValue }
  }

  /// Whether the background of a widget appears; always `true` in the model.
  ///
  /// The system removes a widget's background in StandBy and on the Lock Screen; the model shows
  /// widgets nowhere, and a system widget shows its background by default [DOC:
  /// swiftui/environmentvalues/showswidgetcontainerbackground, "always true for system widgets"
  /// before iOS 17].
  public var showsWidgetContainerBackground: Bool { true }

  /// The content margins of a widget; zero in the model.
  ///
  /// The system's margins depend on where it shows the widget; the model shows widgets nowhere,
  /// so it adds none [INF: a view hosted in the app gets no margins from WidgetKit].
  public var widgetContentMargins: EdgeInsets { EdgeInsets() }
}

extension View {
  /// Sets the URL to open in the containing app when the user taps the widget; inert: the model
  /// shows no widgets to tap.
  ///
  /// - Parameter url: The URL to open in the containing app.
  /// - Returns: The view, unchanged.
  public func widgetURL(_ url: URL?) -> some View {
    self
  }

  /// Adds the view and all of its subviews to the accented group; inert (drawing only).
  ///
  /// - Parameter accentable: Whether to add the view and its subviews to the accented group.
  /// - Returns: The view, unchanged.
  public func widgetAccentable(_ accentable: Bool = true) -> some View {
    self
  }
}

extension Image {
  /// Specifies how to render the image in the accented mode; inert (drawing only).
  ///
  /// - Parameter renderingMode: How the image renders, or `nil` for the system's choice.
  /// - Returns: The image, unchanged.
  public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?)
    -> some View
  {
    self
  }
}

extension ContainerBackgroundPlacement {
  /// The container background placement for a widget; inert, as every placement is.
  public static let widget = ContainerBackgroundPlacement(name: "widget")
}
