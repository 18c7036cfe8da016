public import Foundation

// The gradient shape styles made from an `AnyGradient` (`.linearGradient(.red.gradient, …)`),
// as SwiftUI's: each is the gradient type its siblings return, made of the `AnyGradient`'s colors,
// so a background or a fill treats it as it treats them; inert as styles.

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient of an ``AnyGradient``'s colors; inert as a style.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - startPoint: Where the first color is.
  ///   - endPoint: Where the last color is.
  /// - Returns: The gradient.
  public static func linearGradient(
    _ gradient: AnyGradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> some ShapeStyle {
    LinearGradient(gradient: gradient.gradient, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient of an ``AnyGradient``'s colors; inert as a style.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - center: The centre.
  ///   - startRadius: The distance from the centre of the first color.
  ///   - endRadius: The distance from the centre of the last color.
  /// - Returns: The gradient.
  public static func radialGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadius: CGFloat = 0,
    endRadius: CGFloat
  ) -> some ShapeStyle {
    RadialGradient(
      gradient: gradient.gradient, center: center, startRadius: startRadius,
      endRadius: endRadius)
  }
}

extension ShapeStyle where Self == AngularGradient {
  /// An angular gradient of an ``AnyGradient``'s colors; inert as a style.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - center: The centre the angles turn around.
  ///   - startAngle: The angle of the first color.
  ///   - endAngle: The angle of the last color.
  /// - Returns: The gradient.
  public static func angularGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startAngle: Angle, endAngle: Angle
  ) -> some ShapeStyle {
    AngularGradient(
      gradient: gradient.gradient, center: center, startAngle: startAngle, endAngle: endAngle)
  }

  /// A conic gradient of an ``AnyGradient``'s colors that makes a full turn; inert as a style.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - center: The centre the gradient turns around.
  ///   - angle: The angle the turn starts at.
  /// - Returns: The gradient.
  public static func conicGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, angle: Angle = .zero
  ) -> some ShapeStyle {
    AngularGradient(gradient: gradient.gradient, center: center, angle: angle)
  }
}

extension ShapeStyle where Self == EllipticalGradient {
  /// An elliptical gradient of an ``AnyGradient``'s colors; inert as a style.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - center: The centre, in the unit square of the frame.
  ///   - startRadiusFraction: Where the first color is, from 0 (the centre) to 1 (the edge).
  ///   - endRadiusFraction: Where the last color is, as a fraction likewise.
  /// - Returns: The gradient.
  public static func ellipticalGradient(
    _ gradient: AnyGradient, center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
    endRadiusFraction: CGFloat = 0.5
  ) -> some ShapeStyle {
    EllipticalGradient(
      gradient: gradient.gradient, center: center, startRadiusFraction: startRadiusFraction,
      endRadiusFraction: endRadiusFraction)
  }
}
