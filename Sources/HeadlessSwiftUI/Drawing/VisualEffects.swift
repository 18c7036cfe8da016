// Visual effects, as SwiftUI's: exact declarations, inert for layering. They change how
// pixels are drawn, never a frame, a hit test or what covers what, so they change nothing a
// capture shows [INF]. Effects that do decide frames or hits (`scaleEffect`, `offset`,
// `clipShape`, `clipped`) are not here.

/// How a view's colors are combined with what is behind it, as SwiftUI's `BlendMode`; inert.
public enum BlendMode: Hashable, Sendable {
  /// Draws the view over what is behind it.
  case normal
  /// Multiplies the colors.
  case multiply
  /// Screens the colors.
  case screen
  /// Overlays the colors.
  case overlay
  /// Keeps the darker color.
  case darken
  /// Keeps the lighter color.
  case lighten
  /// Brightens what is behind to reflect the view.
  case colorDodge
  /// Darkens what is behind to reflect the view.
  case colorBurn
  /// Darkens or lightens softly.
  case softLight
  /// Darkens or lightens strongly.
  case hardLight
  /// Subtracts the darker color from the lighter.
  case difference
  /// A lower-contrast `difference`.
  case exclusion
  /// The view's hue with what is behind's saturation and luminosity.
  case hue
  /// The view's saturation with what is behind's hue and luminosity.
  case saturation
  /// The view's hue and saturation with what is behind's luminosity.
  case color
  /// The view's luminosity with what is behind's hue and saturation.
  case luminosity
  /// The view where what is behind is opaque.
  case sourceAtop
  /// What is behind over the view.
  case destinationOver
  /// What is behind, where the view is transparent.
  case destinationOut
  /// Adds the colors, darkening.
  case plusDarker
  /// Adds the colors, lightening.
  case plusLighter
}

/// The color space a drawing group renders in, as SwiftUI's `ColorRenderingMode`; inert.
public enum ColorRenderingMode: Hashable, Sendable {
  /// Non-linear sRGB.
  case nonLinear
  /// Linear sRGB.
  case linear
  /// Extended linear sRGB.
  case extendedLinear
}

/// Why a view's content is shown as a placeholder, as SwiftUI's `RedactionReasons`; inert.
public struct RedactionReasons: OptionSet, Sendable {
  public let rawValue: Int

  /// Creates a set of reasons from a raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// The content is a placeholder.
  public static let placeholder = RedactionReasons(rawValue: 1 << 0)
  /// The content is private.
  public static let privacy = RedactionReasons(rawValue: 1 << 1)
  /// The content is out of date.
  public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}

extension View {
  /// Clips the view to a rounded rectangle; inert: the model captures no pixels, and this
  /// clip doesn't change hit tests in the model.
  ///
  /// - Parameters:
  ///   - radius: The corner radius.
  ///   - antialiased: Whether the corners are smoothed.
  /// - Returns: The view, unchanged.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead."
  )
  nonisolated public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
    self
  }

  /// Draws a shadow behind the view; inert.
  ///
  /// - Parameters:
  ///   - color: The shadow's color.
  ///   - radius: How far the shadow spreads.
  ///   - x: The shadow's horizontal offset.
  ///   - y: The shadow's vertical offset.
  /// - Returns: The view, unchanged.
  nonisolated public func shadow(
    color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0,
    y: CGFloat = 0
  ) -> some View { self }

  /// Blurs the view; inert.
  ///
  /// - Parameters:
  ///   - radius: The blur's radius.
  ///   - opaque: Whether the blurred view stays opaque.
  /// - Returns: The view, unchanged.
  nonisolated public func blur(radius: CGFloat, opaque: Bool = false) -> some View { self }

  /// Brightens the view; inert.
  ///
  /// - Parameter amount: How much, from 0 (unchanged) to 1 (white).
  /// - Returns: The view, unchanged.
  nonisolated public func brightness(_ amount: Double) -> some View { self }

  /// Changes the view's contrast; inert.
  ///
  /// - Parameter amount: The contrast, 1 for unchanged.
  /// - Returns: The view, unchanged.
  nonisolated public func contrast(_ amount: Double) -> some View { self }

  /// Changes the view's color saturation; inert.
  ///
  /// - Parameter amount: The saturation, 1 for unchanged.
  /// - Returns: The view, unchanged.
  nonisolated public func saturation(_ amount: Double) -> some View { self }

  /// Removes color from the view; inert.
  ///
  /// - Parameter amount: How much, from 0 (unchanged) to 1 (gray).
  /// - Returns: The view, unchanged.
  nonisolated public func grayscale(_ amount: Double) -> some View { self }

  /// Multiplies the view's colors by a color; inert.
  ///
  /// - Parameter color: The color.
  /// - Returns: The view, unchanged.
  nonisolated public func colorMultiply(_ color: Color) -> some View { self }

  /// Sets how the view's colors combine with what is behind; inert.
  ///
  /// - Parameter blendMode: The blend mode.
  /// - Returns: The view, unchanged.
  nonisolated public func blendMode(_ blendMode: BlendMode) -> some View { self }

  /// Renders the view offscreen before drawing it; inert.
  ///
  /// - Parameters:
  ///   - opaque: Whether the offscreen image is opaque.
  ///   - colorMode: The color space it renders in.
  /// - Returns: The view, unchanged.
  nonisolated public func drawingGroup(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear
  )
    -> some View
  { self }

  /// Composites the view's content before applying effects around it; inert.
  ///
  /// - Returns: The view, unchanged.
  nonisolated public func compositingGroup() -> some View { self }

  /// Shows the view's content as a placeholder: adds the reason to the environment's
  /// ``EnvironmentValues/redactionReasons`` inside; the content is captured as without it.
  ///
  /// - Parameter reason: Why the content is redacted.
  /// - Returns: The view, with the reason in its environment.
  public func redacted(reason: RedactionReasons) -> some View {
    EnvironmentWriter(content: self) { $0.redactionReasons.formUnion(reason) }
  }

  /// Shows the view's content even inside a redacted view: empties the environment's
  /// ``EnvironmentValues/redactionReasons`` inside; nothing captured changes.
  ///
  /// - Returns: The view, with no redaction reasons in its environment.
  public func unredacted() -> some View {
    EnvironmentWriter(content: self) { $0.redactionReasons = [] }
  }

  /// Rotates the view's drawing; inert: its frame, and so its capture and hit area in the
  /// model, stay unrotated (SwiftUI rotates hit tests too; the model doesn't).
  ///
  /// - Parameters:
  ///   - angle: The angle.
  ///   - anchor: The point rotated about.
  /// - Returns: The view, unchanged.
  nonisolated public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    self
  }

  /// Rotates the view's drawing in three dimensions; inert, as ``View/rotationEffect(_:anchor:)``.
  ///
  /// - Parameters:
  ///   - angle: The angle.
  ///   - axis: The axis rotated about.
  ///   - anchor: The point rotated about.
  ///   - anchorZ: The depth of the point rotated about.
  ///   - perspective: The perspective's strength.
  /// - Returns: The view, unchanged.
  nonisolated public func rotation3DEffect(
    _ angle: Angle, axis: (x: CGFloat, y: CGFloat, z: CGFloat), anchor: UnitPoint = .center,
    anchorZ: CGFloat = 0, perspective: CGFloat = 1
  ) -> some View { self }
}
