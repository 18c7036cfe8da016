/// A color or pattern to draw with, as SwiftUI's `ShapeStyle`; inert.
///
/// The model draws no pixels: a style decides nothing about layering, except where it is a
/// view as well (``Color``, ``LinearGradient``, ``RadialGradient``, ``AngularGradient``,
/// ``EllipticalGradient``), which fills the space it is offered and is opaque when its colors
/// are, or draws as one (``AnyGradient``, a linear gradient).
public protocol ShapeStyle: Sendable {}

/// A style at a level of the foreground's hierarchy, as SwiftUI's `HierarchicalShapeStyle`;
/// inert.
public struct HierarchicalShapeStyle: ShapeStyle {
  let level: Int

  /// The first level: the foreground style itself.
  public static let primary = HierarchicalShapeStyle(level: 0)
  /// The second level.
  public static let secondary = HierarchicalShapeStyle(level: 1)
  /// The third level.
  public static let tertiary = HierarchicalShapeStyle(level: 2)
  /// The fourth level.
  public static let quaternary = HierarchicalShapeStyle(level: 3)
  /// The fifth level.
  public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
  /// The first level of the foreground style; inert.
  public static var primary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 0) }
  /// The second level of the foreground style; inert.
  public static var secondary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 1) }
  /// The third level of the foreground style; inert.
  public static var tertiary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 2) }
  /// The fourth level of the foreground style; inert.
  public static var quaternary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 3) }
  /// The fifth level of the foreground style; inert.
  public static var quinary: HierarchicalShapeStyle { HierarchicalShapeStyle(level: 4) }
}

/// The background style of the environment, as SwiftUI's `BackgroundStyle`; inert.
public struct BackgroundStyle: ShapeStyle {
  /// Creates the background style.
  public init() {}
}

extension ShapeStyle where Self == BackgroundStyle {
  /// The environment's background style; inert.
  public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The foreground style of the environment, as SwiftUI's `ForegroundStyle`; inert.
public struct ForegroundStyle: ShapeStyle {
  /// Creates the foreground style.
  public init() {}
}

extension ShapeStyle where Self == ForegroundStyle {
  /// The environment's foreground style; inert.
  public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The tint color of the environment, as SwiftUI's `TintShapeStyle`; inert.
public struct TintShapeStyle: ShapeStyle {
  /// Creates the tint style.
  public init() {}
}

extension ShapeStyle where Self == TintShapeStyle {
  /// The environment's tint color; inert.
  public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The style of separators, as SwiftUI's `SeparatorShapeStyle`; inert.
public struct SeparatorShapeStyle: ShapeStyle {
  /// Creates the separator style.
  public init() {}
}

extension ShapeStyle where Self == SeparatorShapeStyle {
  /// The style of separators; inert.
  public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A style of any type, as SwiftUI's `AnyShapeStyle`; inert, it keeps the style it wraps.
public struct AnyShapeStyle: ShapeStyle {
  let wrapped: any ShapeStyle

  /// Creates a type-erased style.
  ///
  /// - Parameter style: The style.
  public init<S: ShapeStyle>(_ style: S) {
    wrapped = (style as? AnyShapeStyle)?.wrapped ?? style
  }
}

/// A blurring translucent material, as SwiftUI's `Material`; inert: the model draws no blur,
/// and a material is never opaque, so a material background hides nothing in a capture.
public struct Material: ShapeStyle {
  let name: String

  /// A mostly translucent material.
  public static let ultraThin = Material(name: "ultraThin")
  /// A material more translucent than opaque.
  public static let thin = Material(name: "thin")
  /// A somewhat translucent material.
  public static let regular = Material(name: "regular")
  /// A material more opaque than translucent.
  public static let thick = Material(name: "thick")
  /// A mostly opaque material.
  public static let ultraThick = Material(name: "ultraThick")
  /// The material of system toolbars.
  public static let bar = Material(name: "bar")
}

extension ShapeStyle where Self == Material {
  /// A mostly translucent material; inert.
  public static var ultraThinMaterial: Material { .ultraThin }
  /// A material more translucent than opaque; inert.
  public static var thinMaterial: Material { .thin }
  /// A somewhat translucent material; inert.
  public static var regularMaterial: Material { .regular }
  /// A material more opaque than translucent; inert.
  public static var thickMaterial: Material { .thick }
  /// A mostly opaque material; inert.
  public static var ultraThickMaterial: Material { .ultraThick }
  /// The material of system toolbars; inert.
  public static var bar: Material { Material.bar }
}

extension ShapeStyle where Self == Color {
  /// Black, as ``Color/black``.
  public static var black: Color { Color.black }
  /// Blue, as ``Color/blue``.
  public static var blue: Color { Color.blue }
  /// Brown, as ``Color/brown``.
  public static var brown: Color { Color.brown }
  /// Clear, as ``Color/clear``.
  public static var clear: Color { Color.clear }
  /// Cyan, as ``Color/cyan``.
  public static var cyan: Color { Color.cyan }
  /// Gray, as ``Color/gray``.
  public static var gray: Color { Color.gray }
  /// Green, as ``Color/green``.
  public static var green: Color { Color.green }
  /// Indigo, as ``Color/indigo``.
  public static var indigo: Color { Color.indigo }
  /// Mint, as ``Color/mint``.
  public static var mint: Color { Color.mint }
  /// Orange, as ``Color/orange``.
  public static var orange: Color { Color.orange }
  /// Pink, as ``Color/pink``.
  public static var pink: Color { Color.pink }
  /// Purple, as ``Color/purple``.
  public static var purple: Color { Color.purple }
  /// Red, as ``Color/red``.
  public static var red: Color { Color.red }
  /// Teal, as ``Color/teal``.
  public static var teal: Color { Color.teal }
  /// White, as ``Color/white``.
  public static var white: Color { Color.white }
  /// Yellow, as ``Color/yellow``.
  public static var yellow: Color { Color.yellow }
}
