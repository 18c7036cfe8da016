/// The appearance of a gauge, as SwiftUI's `GaugeStyle`; inert: the model never calls
/// ``makeBody(configuration:)``, and every ``Gauge`` is laid out as the default style's bar.
@MainActor @preconcurrency
public protocol GaugeStyle {
  /// The view a gauge's body is.
  associatedtype Body: View

  /// The view that stands for a gauge's body.
  ///
  /// - Parameter configuration: The gauge's properties.
  /// - Returns: The body.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a gauge.
  typealias Configuration = GaugeStyleConfiguration
}

/// The properties of a gauge a ``GaugeStyle`` draws, as SwiftUI's `GaugeStyleConfiguration`.
public struct GaugeStyleConfiguration {
  /// A type-erased label describing a gauge's purpose.
  @MainActor @preconcurrency
  public struct Label: View {
    let content: AnyView

    public var body: Never { primitiveBody(of: Self.self) }
  }

  /// A type-erased label describing a gauge's current value.
  @MainActor @preconcurrency
  public struct CurrentValueLabel: View {
    let content: AnyView

    public var body: Never { primitiveBody(of: Self.self) }
  }

  /// A type-erased label describing the minimum of a gauge's range.
  @MainActor @preconcurrency
  public struct MinimumValueLabel: View {
    let content: AnyView

    public var body: Never { primitiveBody(of: Self.self) }
  }

  /// A type-erased label describing the maximum of a gauge's range.
  @MainActor @preconcurrency
  public struct MaximumValueLabel: View {
    let content: AnyView

    public var body: Never { primitiveBody(of: Self.self) }
  }

  /// The view describing the gauge's purpose.
  public var label: GaugeStyleConfiguration.Label
  /// The gauge's current value, from 0 to 1 of its range.
  public var value: Double
  /// The view describing the current value, if any.
  public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
  /// The view describing the minimum of the range, if any.
  public var minimumValueLabel: GaugeStyleConfiguration.MinimumValueLabel?
  /// The view describing the maximum of the range, if any.
  public var maximumValueLabel: GaugeStyleConfiguration.MaximumValueLabel?
}

extension GaugeStyleConfiguration.Label: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

extension GaugeStyleConfiguration.CurrentValueLabel: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

extension GaugeStyleConfiguration.MinimumValueLabel: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

extension GaugeStyleConfiguration.MaximumValueLabel: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

/// The default gauge style, as SwiftUI's `DefaultGaugeStyle`; inert.
@MainActor @preconcurrency
public struct DefaultGaugeStyle: GaugeStyle {
  /// Creates the default gauge style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A gauge drawn as an open ring with a marker, as SwiftUI's `AccessoryCircularGaugeStyle`;
/// inert.
@MainActor @preconcurrency
public struct AccessoryCircularGaugeStyle: GaugeStyle {
  /// Creates an accessory circular gauge style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A gauge drawn as a closed ring filled to its value, as SwiftUI's
/// `AccessoryCircularCapacityGaugeStyle`; inert.
@MainActor @preconcurrency
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle {
  /// Creates an accessory circular capacity gauge style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A gauge drawn as a bar with a marker, as SwiftUI's `AccessoryLinearGaugeStyle`; inert.
@MainActor @preconcurrency
public struct AccessoryLinearGaugeStyle: GaugeStyle {
  /// Creates an accessory linear gauge style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A gauge drawn as a bar filled from its leading edge, as SwiftUI's
/// `AccessoryLinearCapacityGaugeStyle`; inert.
@MainActor @preconcurrency
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle {
  /// Creates an accessory linear capacity gauge style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A gauge drawn as a bar filled from its leading edge, as SwiftUI's
/// `LinearCapacityGaugeStyle`; inert.
@MainActor @preconcurrency
public struct LinearCapacityGaugeStyle: GaugeStyle {
  /// Creates a linear capacity gauge style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension GaugeStyle where Self == DefaultGaugeStyle {
  /// The default gauge style; inert.
  public static var automatic: DefaultGaugeStyle { DefaultGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryCircularGaugeStyle {
  /// A gauge drawn as an open ring with a marker; inert.
  public static var accessoryCircular: AccessoryCircularGaugeStyle {
    AccessoryCircularGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
  /// A gauge drawn as a closed ring filled to its value; inert.
  public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle {
    AccessoryCircularCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == AccessoryLinearGaugeStyle {
  /// A gauge drawn as a bar with a marker; inert.
  public static var accessoryLinear: AccessoryLinearGaugeStyle { AccessoryLinearGaugeStyle() }
}

extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
  /// A gauge drawn as a bar filled from its leading edge; inert.
  public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle {
    AccessoryLinearCapacityGaugeStyle()
  }
}

extension GaugeStyle where Self == LinearCapacityGaugeStyle {
  /// A gauge drawn as a bar filled from its leading edge; inert.
  public static var linearCapacity: LinearCapacityGaugeStyle { LinearCapacityGaugeStyle() }
}

extension View {
  /// Sets the style of gauges inside; inert: gauges are laid out as without it.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  nonisolated public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View { self }
}
