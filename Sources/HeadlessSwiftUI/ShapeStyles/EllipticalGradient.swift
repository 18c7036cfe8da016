public import Foundation

/// A radial gradient stretched to an ellipse that fills its frame, as SwiftUI's
/// `EllipticalGradient`.
///
/// As a view it fills the space it is offered, as ``Color`` does, and is opaque when all its
/// colors are; as a style it is inert. Its centre and radii are inert.
nonisolated public struct EllipticalGradient: ShapeStyle, View {
  let gradient: Gradient

  /// Creates an elliptical gradient.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - center: The centre, in the unit square of the frame; inert.
  ///   - startRadiusFraction: Where the first color is, from 0 (the centre) to 1 (the edge of
  ///     the frame); inert.
  ///   - endRadiusFraction: Where the last color is, as a fraction likewise; inert.
  public init(
    gradient: Gradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.gradient = gradient
  }

  /// Creates an elliptical gradient from colors spaced evenly.
  ///
  /// - Parameters:
  ///   - colors: The colors.
  ///   - center: The centre, in the unit square of the frame; inert.
  ///   - startRadiusFraction: Where the first color is, from 0 (the centre) to 1 (the edge of
  ///     the frame); inert.
  ///   - endRadiusFraction: Where the last color is, as a fraction likewise; inert.
  public init(
    colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(colors: colors), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  /// Creates an elliptical gradient from stops.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre, in the unit square of the frame; inert.
  ///   - startRadiusFraction: Where the first stop is, from 0 (the centre) to 1 (the edge of
  ///     the frame); inert.
  ///   - endRadiusFraction: Where the last stop is, as a fraction likewise; inert.
  public init(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center,
      startRadiusFraction: startRadiusFraction, endRadiusFraction: endRadiusFraction)
  }

  @MainActor public var body: Never { primitiveBody(of: Self.self) }
}

extension EllipticalGradient: PrimitiveView {
  @MainActor func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let leaf = Leaf(
      typeName: "EllipticalGradient", sizing: .flexible(ideal: Color.idealSize),
      isOpaque: gradient.isOpaque)
    return [ViewNode(.leaf(leaf), path: context.path)]
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient, as
  /// ``EllipticalGradient/init(stops:center:startRadiusFraction:endRadiusFraction:)``; inert as a
  /// style.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre, in the unit square of the frame.
  ///   - startRadiusFraction: Where the first stop is, from 0 (the centre) to 1 (the edge).
  ///   - endRadiusFraction: Where the last stop is, as a fraction likewise.
  /// - Returns: The gradient.
  public static func ellipticalGradient(
    stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> EllipticalGradient {
    EllipticalGradient(
      stops: stops, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}
