// Button styles, as SwiftUI's: exact declarations, inert for layering. A style set with
// `buttonStyle(_:)` is kept by nothing: the button renders as without it, and a custom
// style's `makeBody(configuration:)` is never called (a known gap the HeadlessSwiftUI article
// lists) [INF].

/// A button style with a custom appearance and the standard interaction, as SwiftUI's
/// `ButtonStyle`; inert: the model never calls ``makeBody(configuration:)``.
@MainActor @preconcurrency
public protocol ButtonStyle {
  /// The view a button's body is.
  associatedtype Body: View

  /// The view that stands for a button's body.
  ///
  /// - Parameter configuration: The button's properties.
  /// - Returns: The body.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a button.
  typealias Configuration = ButtonStyleConfiguration
}

/// The properties of a button a ``ButtonStyle`` draws, as SwiftUI's `ButtonStyleConfiguration`.
public struct ButtonStyleConfiguration {
  /// A type-erased button label.
  public struct Label: View {
    let content: AnyView

    public var body: Never { primitiveBody(of: Self.self) }
  }

  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: ButtonStyleConfiguration.Label
  /// Whether the button is pressed; always `false` in the model.
  public let isPressed: Bool
}

extension ButtonStyleConfiguration.Label: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

/// A button style with a custom appearance and interaction, as SwiftUI's
/// `PrimitiveButtonStyle`; inert: the model never calls ``makeBody(configuration:)``.
@MainActor @preconcurrency
public protocol PrimitiveButtonStyle {
  /// The view a button's body is.
  associatedtype Body: View

  /// The view that stands for a button's body.
  ///
  /// - Parameter configuration: The button's properties.
  /// - Returns: The body.
  @ViewBuilder @MainActor @preconcurrency
  func makeBody(configuration: Self.Configuration) -> Self.Body

  /// The properties of a button.
  typealias Configuration = PrimitiveButtonStyleConfiguration
}

/// The properties of a button a ``PrimitiveButtonStyle`` draws, as SwiftUI's
/// `PrimitiveButtonStyleConfiguration`.
public struct PrimitiveButtonStyleConfiguration {
  /// A type-erased button label.
  public struct Label: View {
    let content: AnyView

    public var body: Never { primitiveBody(of: Self.self) }
  }

  let action: @MainActor () -> Void

  /// The button's role, if any.
  public let role: ButtonRole?
  /// The button's label.
  public let label: PrimitiveButtonStyleConfiguration.Label

  /// Runs the button's action.
  @MainActor public func trigger() { action() }
}

extension PrimitiveButtonStyleConfiguration.Label: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] { context.resolve(content) }
}

/// The default button style, as SwiftUI's `DefaultButtonStyle`; inert.
nonisolated public struct DefaultButtonStyle: PrimitiveButtonStyle {
  /// Creates the default button style.
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style with no decoration, as SwiftUI's `PlainButtonStyle`; inert.
public struct PlainButtonStyle: PrimitiveButtonStyle {
  /// Creates a plain button style.
  public init() {}

  public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A button style with no border, as SwiftUI's `BorderlessButtonStyle`; inert.
nonisolated public struct BorderlessButtonStyle: PrimitiveButtonStyle {
  /// Creates a borderless button style.
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A bordered button style, as SwiftUI's `BorderedButtonStyle`; inert.
nonisolated public struct BorderedButtonStyle: PrimitiveButtonStyle {
  /// Creates a bordered button style.
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

/// A bordered, prominent button style, as SwiftUI's `BorderedProminentButtonStyle`; inert.
nonisolated public struct BorderedProminentButtonStyle: PrimitiveButtonStyle {
  /// Creates a bordered prominent button style.
  public init() {}

  @MainActor public func makeBody(configuration: Configuration) -> some View { configuration.label }
}

extension PrimitiveButtonStyle where Self == DefaultButtonStyle {
  /// The default button style; inert.
  public static var automatic: DefaultButtonStyle { DefaultButtonStyle() }
}

extension PrimitiveButtonStyle where Self == PlainButtonStyle {
  /// A button style with no decoration; inert.
  public static var plain: PlainButtonStyle { PlainButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
  /// A button style with no border; inert.
  public static var borderless: BorderlessButtonStyle { BorderlessButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedButtonStyle {
  /// A bordered button style; inert.
  public static var bordered: BorderedButtonStyle { BorderedButtonStyle() }
}

extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
  /// A bordered, prominent button style; inert.
  public static var borderedProminent: BorderedProminentButtonStyle {
    BorderedProminentButtonStyle()
  }
}

/// The shape of a bordered button, as SwiftUI's `ButtonBorderShape`; inert.
public struct ButtonBorderShape: Equatable, Sendable {
  let name: String

  /// The shape the context chooses.
  public static let automatic = ButtonBorderShape(name: "automatic")
  /// A capsule.
  public static let capsule = ButtonBorderShape(name: "capsule")
  /// A rounded rectangle with the system's corner radius.
  public static let roundedRectangle = ButtonBorderShape(name: "roundedRectangle")
  /// A circle.
  public static let circle = ButtonBorderShape(name: "circle")

  /// A rounded rectangle with a corner radius.
  ///
  /// - Parameter radius: The corner radius.
  /// - Returns: The shape.
  public static func roundedRectangle(radius: CGFloat) -> ButtonBorderShape {
    ButtonBorderShape(name: "roundedRectangle \(Double(radius))")
  }
}

/// The size of controls, as SwiftUI's `ControlSize`; inert.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  /// The smallest size.
  case mini
  /// A small size.
  case small
  /// The default size.
  case regular
  /// A large size.
  case large
  /// The largest size.
  case extraLarge
}

extension View {
  /// Sets the style of buttons inside to one with a custom appearance; inert: buttons render
  /// as without it.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  public func buttonStyle<S: ButtonStyle>(_ style: S) -> some View { self }

  /// Sets the style of buttons inside to one with a custom interaction; inert: buttons render
  /// as without it.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  public func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View { self }

  /// Sets the border shape of bordered buttons inside; inert.
  ///
  /// - Parameter shape: The shape.
  /// - Returns: The view, unchanged.
  nonisolated public func buttonBorderShape(_ shape: ButtonBorderShape) -> some View { self }

  /// Sets the size of controls inside; inert.
  ///
  /// - Parameter controlSize: The size.
  /// - Returns: The view, unchanged.
  nonisolated public func controlSize(_ controlSize: ControlSize) -> some View { self }
}
