extension Gradient {
  /// How a gradient blends between its colors, as SwiftUI's `Gradient.ColorSpace`; inert: the
  /// model draws no pixels.
  public struct ColorSpace: Hashable, Sendable {
    let name: String

    /// Blends the colors in the output color space; inert.
    public static let device = ColorSpace(name: "device")
    /// Blends the colors in a perceptual color space; inert.
    public static let perceptual = ColorSpace(name: "perceptual")
  }

  /// The gradient, blending its colors in a color space; the color space is inert.
  ///
  /// - Parameter space: The color space to blend the colors in.
  /// - Returns: The gradient as an ``AnyGradient``.
  public func colorSpace(_ space: Gradient.ColorSpace) -> AnyGradient {
    AnyGradient(self).colorSpace(space)
  }
}
