/// A gradient around a centre, as SwiftUI's `AngularGradient` (a "conic" gradient).
///
/// As a view it fills the space it is offered, as ``Color`` does, and is opaque when all its
/// colors are; as a style it is inert. Its centre and angles are inert.
nonisolated public struct AngularGradient: ShapeStyle, View {
  let gradient: Gradient

  /// Creates an angular gradient.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - center: The centre the angles turn around; inert.
  ///   - startAngle: The angle of the first color; inert.
  ///   - endAngle: The angle of the last color; inert.
  public init(
    gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero
  ) {
    self.gradient = gradient
  }

  /// Creates an angular gradient from colors spaced evenly.
  ///
  /// - Parameters:
  ///   - colors: The colors.
  ///   - center: The centre the angles turn around; inert.
  ///   - startAngle: The angle of the first color; inert.
  ///   - endAngle: The angle of the last color; inert.
  public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Creates an angular gradient from stops.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre the angles turn around; inert.
  ///   - startAngle: The angle of the first stop; inert.
  ///   - endAngle: The angle of the last stop; inert.
  public init(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startAngle: startAngle,
      endAngle: endAngle)
  }

  /// Creates a conic gradient that makes a full turn.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - center: The centre the gradient turns around; inert.
  ///   - angle: The angle the turn starts at; inert.
  public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
    self.init(
      gradient: gradient, center: center, startAngle: angle,
      endAngle: Angle(radians: angle.radians + 2 * .pi))
  }

  /// Creates a conic gradient that makes a full turn, from colors spaced evenly.
  ///
  /// - Parameters:
  ///   - colors: The colors.
  ///   - center: The centre the gradient turns around; inert.
  ///   - angle: The angle the turn starts at; inert.
  public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
  }

  /// Creates a conic gradient that makes a full turn, from stops.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre the gradient turns around; inert.
  ///   - angle: The angle the turn starts at; inert.
  public init(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero) {
    self.init(gradient: Gradient(stops: stops), center: center, angle: angle)
  }

  @MainActor public var body: Never { primitiveBody(of: Self.self) }
}

extension AngularGradient: PrimitiveView {
  @MainActor func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let leaf = Leaf(
      typeName: "AngularGradient", sizing: .flexible(ideal: Color.idealSize),
      isOpaque: gradient.isOpaque)
    return [ViewNode(.leaf(leaf), path: context.path)]
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient, as ``AngularGradient/init(gradient:center:startAngle:endAngle:)``;
  /// inert as a style.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - center: The centre the angles turn around.
  ///   - startAngle: The angle of the first color.
  ///   - endAngle: The angle of the last color.
  /// - Returns: The gradient.
  public static func angularGradient(
    _ gradient: Gradient, center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(gradient: gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient, as ``AngularGradient/init(colors:center:startAngle:endAngle:)``;
  /// inert as a style.
  ///
  /// - Parameters:
  ///   - colors: The colors.
  ///   - center: The centre the angles turn around.
  ///   - startAngle: The angle of the first color.
  ///   - endAngle: The angle of the last color.
  /// - Returns: The gradient.
  public static func angularGradient(
    colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// An angular gradient, as ``AngularGradient/init(stops:center:startAngle:endAngle:)``;
  /// inert as a style.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre the angles turn around.
  ///   - startAngle: The angle of the first stop.
  ///   - endAngle: The angle of the last stop.
  /// - Returns: The gradient.
  public static func angularGradient(
    stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient that makes a full turn, as ``AngularGradient/init(colors:center:angle:)``;
  /// inert as a style.
  ///
  /// - Parameters:
  ///   - colors: The colors.
  ///   - center: The centre the gradient turns around.
  ///   - angle: The angle the turn starts at.
  /// - Returns: The gradient.
  public static func conicGradient(
    colors: [Color], center: UnitPoint, angle: Angle = .zero
  ) -> AngularGradient {
    AngularGradient(colors: colors, center: center, angle: angle)
  }

  /// A conic gradient that makes a full turn, as ``AngularGradient/init(stops:center:angle:)``;
  /// inert as a style.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre the gradient turns around.
  ///   - angle: The angle the turn starts at.
  /// - Returns: The gradient.
  public static func conicGradient(
    stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero
  ) -> AngularGradient {
    AngularGradient(stops: stops, center: center, angle: angle)
  }
}
