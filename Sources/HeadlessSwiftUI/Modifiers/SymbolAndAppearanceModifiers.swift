// Modifiers for symbol images, pointer hover, privacy and labels, as SwiftUI's: exact
// declarations, inert for layering. They change how content is drawn (which symbol variant,
// in what colors, whether a label is shown beside a control that keeps its size in the model),
// never a frame or a hit test, so a capture is as without them [INF]. `colorScheme(_:)` writes
// the environment, as SwiftUI's does.

/// How symbol images are colored, as SwiftUI's `SymbolRenderingMode`; inert.
public struct SymbolRenderingMode: Sendable {
  let name: String

  /// One layer filled with the foreground style.
  public static let monochrome = SymbolRenderingMode(name: "monochrome")
  /// Layers in their own inherent styles.
  public static let multicolor = SymbolRenderingMode(name: "multicolor")
  /// Layers in levels of opacity of the foreground style.
  public static let hierarchical = SymbolRenderingMode(name: "hierarchical")
  /// Layers in the primary, secondary and tertiary foreground styles.
  public static let palette = SymbolRenderingMode(name: "palette")
}

/// A variant of a symbol, such as its filled or circled version, as SwiftUI's `SymbolVariants`;
/// inert: the model draws no symbols, and a variant doesn't change a symbol image's size.
public struct SymbolVariants: Hashable, Sendable {
  let names: [String]

  /// No variant.
  public static let none = SymbolVariants(names: [])
  /// The symbol in a circle.
  public static let circle = SymbolVariants(names: ["circle"])
  /// The symbol in a square.
  public static let square = SymbolVariants(names: ["square"])
  /// The symbol in a rectangle.
  public static let rectangle = SymbolVariants(names: ["rectangle"])
  /// The filled symbol.
  public static let fill = SymbolVariants(names: ["fill"])
  /// The symbol with a slash through it.
  public static let slash = SymbolVariants(names: ["slash"])

  /// This variant in a circle.
  public var circle: SymbolVariants { adding("circle") }
  /// This variant in a square.
  public var square: SymbolVariants { adding("square") }
  /// This variant in a rectangle.
  public var rectangle: SymbolVariants { adding("rectangle") }
  /// This variant, filled.
  public var fill: SymbolVariants { adding("fill") }
  /// This variant with a slash through it.
  public var slash: SymbolVariants { adding("slash") }

  /// Whether this variant includes another.
  ///
  /// - Parameter other: The other variant.
  /// - Returns: Whether every part of `other` is part of this variant.
  public func contains(_ other: SymbolVariants) -> Bool {
    other.names.allSatisfy(names.contains)
  }

  private func adding(_ name: String) -> SymbolVariants {
    SymbolVariants(names: names.contains(name) ? names : names + [name])
  }
}

/// An effect applied when a pointer hovers over a view, as SwiftUI's `HoverEffect`; inert: the
/// model has no pointer.
public struct HoverEffect: Sendable {
  let name: String

  /// The effect the system chooses, the default.
  public static var automatic: HoverEffect { HoverEffect(name: "automatic") }
  /// A platter behind the view under the pointer.
  public static var highlight: HoverEffect { HoverEffect(name: "highlight") }
  /// The view scales up and gains a shadow under the pointer.
  public static var lift: HoverEffect { HoverEffect(name: "lift") }
}

extension Image {
  /// The dynamic range an image may be shown in, as SwiftUI's `Image.DynamicRange`; inert.
  public struct DynamicRange: Hashable, Sendable {
    let name: String

    /// Standard dynamic range.
    public static let standard = DynamicRange(name: "standard")
    /// High dynamic range, constrained to look like standard content.
    public static let constrainedHigh = DynamicRange(name: "constrainedHigh")
    /// The full high dynamic range.
    public static let high = DynamicRange(name: "high")
  }
}

extension View {
  /// Sets how symbol images inside are colored; inert.
  ///
  /// - Parameter mode: The rendering mode, or `nil` for the automatic one.
  /// - Returns: The view, unchanged.
  nonisolated public func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View { self }

  /// Makes symbol images inside show a variant, such as their filled version; inert beyond
  /// ``EnvironmentValues/symbolVariants``.
  ///
  /// The variant becomes the environment's ``EnvironmentValues/symbolVariants`` for the view
  /// and its descendants [DOC: `swiftui/environmentvalues/symbolvariants`: "You set this
  /// environment value indirectly by using the `symbolVariant(_:)` view modifier"], replacing
  /// an ancestor's [INF]; symbol images are laid out and captured as without it.
  ///
  /// - Parameter variant: The variant.
  /// - Returns: The view, with the variant in its environment.
  public func symbolVariant(_ variant: SymbolVariants) -> some View {
    EnvironmentWriter(content: self) { $0.symbolVariants = variant }
  }

  /// Applies an effect when a pointer hovers over the view; inert.
  ///
  /// - Parameters:
  ///   - effect: The effect, `.automatic` by default.
  ///   - isEnabled: Whether the effect is on.
  /// - Returns: The view, unchanged.
  nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true)
    -> some View
  { self }

  /// Turns the hover effects of the views inside off; inert.
  ///
  /// - Parameter disabled: Whether the effects are off.
  /// - Returns: The view, unchanged.
  nonisolated public func hoverEffectDisabled(_ disabled: Bool = true) -> some View { self }

  /// Marks the view as holding private data, which the system may redact; inert: the content
  /// is captured as without it.
  ///
  /// - Parameter sensitive: Whether the view holds private data.
  /// - Returns: The view, unchanged.
  nonisolated public func privacySensitive(_ sensitive: Bool = true) -> some View { self }

  /// Hides the labels of controls inside, keeping them for accessibility; inert: a control
  /// keeps its size and label text in the model (its rule in the article "Layout" includes the
  /// label), so taps find it by its label as before.
  ///
  /// - Returns: The view, unchanged.
  nonisolated public func labelsHidden() -> some View { self }

  /// Sets the dynamic range images inside may be shown in; inert.
  ///
  /// - Parameter range: The range, or `nil` for the default.
  /// - Returns: The view, unchanged.
  nonisolated public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View { self }

  /// Sets the color scheme of the view and the views inside.
  ///
  /// Writes ``EnvironmentValues/colorScheme`` for the subtree, as
  /// `environment(\.colorScheme, colorScheme)` does [DOC: `swiftui/view/colorscheme(_:)`: "set
  /// the color scheme for the view to which you apply it and any subviews"]; colors are inert,
  /// so only views that read the value change.
  ///
  /// - Parameter colorScheme: The color scheme.
  /// - Returns: The modified view.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, renamed: "preferredColorScheme(_:)"
  )
  public func colorScheme(_ colorScheme: ColorScheme) -> some View {
    environment(\.colorScheme, colorScheme)
  }
}

extension EnvironmentValues {
  /// The symbol variant to use: ``SymbolVariants/none`` unless ``View/symbolVariant(_:)`` or
  /// `environment(\.symbolVariants, _:)` sets one; inert: symbol images are drawn the same.
  public var symbolVariants: SymbolVariants {
    get { self[SymbolVariantsKey.self] }
    set { self[SymbolVariantsKey.self] = newValue }
  }
}

private enum SymbolVariantsKey: EnvironmentKey {
  static let defaultValue = SymbolVariants.none
}
