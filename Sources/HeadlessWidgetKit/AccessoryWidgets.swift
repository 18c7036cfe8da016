public import HeadlessSwiftUI

// What accessory widgets (the Lock Screen's, watch complications) add to a widget's view: a
// standard background and a label outside the main view. The system draws both only inside an
// accessory widget, which the model never shows.

/// An adaptive background view for accessory widgets, as WidgetKit's
/// `AccessoryWidgetBackground`: empty outside an accessory widget.
///
/// The system shows it only in an accessory circular, corner or rectangular widget, and an empty
/// view anywhere else [DOC: widgetkit/accessorywidgetbackground]; a view hosted in the app is
/// never in a widget, so it is empty there.
public struct AccessoryWidgetBackground: View {
  /// Creates an accessory widget background.
  public init() {}

  /// An empty view, as the system shows outside an accessory widget.
  public var body: some View {
    EmptyView()
  }
}

extension View {
  /// Adds a label shown outside an accessory widget's main view; inert: the system shows it on
  /// watch complications only, and the model shows no widgets.
  ///
  /// - Parameter label: The label's view.
  /// - Returns: The view, unchanged.
  public func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
    self
  }

  /// Adds a text label shown outside an accessory widget's main view; inert.
  ///
  /// - Parameter label: The label's text.
  /// - Returns: The view, unchanged.
  public func widgetLabel<S: StringProtocol>(_ label: S) -> some View {
    self
  }

  /// Adds a localized text label shown outside an accessory widget's main view; inert.
  ///
  /// - Parameter labelKey: The key of the label's localized text.
  /// - Returns: The view, unchanged.
  public func widgetLabel(_ labelKey: LocalizedStringKey) -> some View {
    self
  }
}
