public import Foundation

/// A point in a view's unit square, as SwiftUI's `UnitPoint`: (0, 0) is the top leading
/// corner, (1, 1) the bottom trailing one; inert where a gradient uses it.
public struct UnitPoint: Hashable, Sendable {
  /// The horizontal position, from 0 (leading) to 1 (trailing).
  public var x: CGFloat
  /// The vertical position, from 0 (top) to 1 (bottom).
  public var y: CGFloat

  /// Creates the point (0, 0).
  public init() {
    self.init(x: 0, y: 0)
  }

  /// Creates a point.
  ///
  /// - Parameters:
  ///   - x: The horizontal position.
  ///   - y: The vertical position.
  public init(x: CGFloat, y: CGFloat) {
    self.x = x
    self.y = y
  }

  /// The point (0, 0).
  public static let zero = UnitPoint(x: 0, y: 0)
  /// The centre, (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the leading edge, (0, 0.5).
  public static let leading = UnitPoint(x: 0, y: 0.5)
  /// The middle of the trailing edge, (1, 0.5).
  public static let trailing = UnitPoint(x: 1, y: 0.5)
  /// The middle of the top edge, (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The middle of the bottom edge, (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The top leading corner, (0, 0).
  public static let topLeading = UnitPoint(x: 0, y: 0)
  /// The top trailing corner, (1, 0).
  public static let topTrailing = UnitPoint(x: 1, y: 0)
  /// The bottom leading corner, (0, 1).
  public static let bottomLeading = UnitPoint(x: 0, y: 1)
  /// The bottom trailing corner, (1, 1).
  public static let bottomTrailing = UnitPoint(x: 1, y: 1)
}

/// Colors along a line, as SwiftUI's `Gradient`.
public struct Gradient: Hashable, Sendable {
  /// A color at a place along a gradient, as SwiftUI's `Gradient.Stop`.
  public struct Stop: Hashable, Sendable {
    /// The color.
    public var color: Color
    /// Where the color is, from 0 (start) to 1 (end).
    public var location: CGFloat

    /// Creates a stop.
    ///
    /// - Parameters:
    ///   - color: The color.
    ///   - location: Where the color is, from 0 to 1.
    public init(color: Color, location: CGFloat) {
      self.color = color
      self.location = location
    }
  }

  /// The gradient's stops, in order.
  public var stops: [Gradient.Stop]

  /// Creates a gradient from stops.
  ///
  /// - Parameter stops: The stops.
  public init(stops: [Gradient.Stop]) {
    self.stops = stops
  }

  /// Creates a gradient from colors spaced evenly.
  ///
  /// - Parameter colors: The colors.
  public init(colors: [Color]) {
    let last = CGFloat(max(colors.count - 1, 1))
    stops = colors.enumerated().map { Stop(color: $1, location: CGFloat($0) / last) }
  }

  /// Whether every color is opaque, so that the gradient hides what is behind it.
  var isOpaque: Bool { !stops.isEmpty && stops.allSatisfy { $0.color.alpha >= 1 } }
}

/// A gradient along a line, as SwiftUI's `LinearGradient`: as a view it fills the space it is
/// offered, as ``Color`` does, and is opaque when all its colors are.
nonisolated public struct LinearGradient: ShapeStyle, View {
  let gradient: Gradient

  /// Creates a linear gradient.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - startPoint: Where the first color is.
  ///   - endPoint: Where the last color is.
  public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
    self.gradient = gradient
  }

  /// Creates a linear gradient from colors spaced evenly.
  ///
  /// - Parameters:
  ///   - colors: The colors.
  ///   - startPoint: Where the first color is.
  ///   - endPoint: Where the last color is.
  public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
  }

  /// Creates a linear gradient from stops.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - startPoint: Where the first stop is.
  ///   - endPoint: Where the last stop is.
  public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
    self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
  }

  @MainActor public var body: Never { primitiveBody(of: Self.self) }
}

extension LinearGradient: PrimitiveView {
  @MainActor func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let leaf = Leaf(
      typeName: "LinearGradient", sizing: .flexible(ideal: Color.idealSize),
      isOpaque: gradient.isOpaque)
    return [ViewNode(.leaf(leaf), path: context.path)]
  }
}

/// A gradient out from a centre, as SwiftUI's `RadialGradient`: as a view it fills the space
/// it is offered, as ``Color`` does, and is opaque when all its colors are.
nonisolated public struct RadialGradient: ShapeStyle, View {
  let gradient: Gradient

  /// Creates a radial gradient.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - center: The centre.
  ///   - startRadius: The distance from the centre of the first color.
  ///   - endRadius: The distance from the centre of the last color.
  public init(
    gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.gradient = gradient
  }

  /// Creates a radial gradient from colors spaced evenly.
  ///
  /// - Parameters:
  ///   - colors: The colors.
  ///   - center: The centre.
  ///   - startRadius: The distance from the centre of the first color.
  ///   - endRadius: The distance from the centre of the last color.
  public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
    self.init(
      gradient: Gradient(colors: colors), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  /// Creates a radial gradient from stops.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre.
  ///   - startRadius: The distance from the centre of the first stop.
  ///   - endRadius: The distance from the centre of the last stop.
  public init(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) {
    self.init(
      gradient: Gradient(stops: stops), center: center, startRadius: startRadius,
      endRadius: endRadius)
  }

  @MainActor public var body: Never { primitiveBody(of: Self.self) }
}

extension RadialGradient: PrimitiveView {
  @MainActor func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let leaf = Leaf(
      typeName: "RadialGradient", sizing: .flexible(ideal: Color.idealSize),
      isOpaque: gradient.isOpaque)
    return [ViewNode(.leaf(leaf), path: context.path)]
  }
}

extension ShapeStyle where Self == LinearGradient {
  /// A linear gradient, as ``LinearGradient/init(gradient:startPoint:endPoint:)``.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - startPoint: Where the first color is.
  ///   - endPoint: Where the last color is.
  /// - Returns: The gradient.
  public static func linearGradient(
    _ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient, as ``LinearGradient/init(colors:startPoint:endPoint:)``.
  ///
  /// - Parameters:
  ///   - colors: The colors.
  ///   - startPoint: Where the first color is.
  ///   - endPoint: Where the last color is.
  /// - Returns: The gradient.
  public static func linearGradient(
    colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
  }

  /// A linear gradient, as ``LinearGradient/init(stops:startPoint:endPoint:)``.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - startPoint: Where the first stop is.
  ///   - endPoint: Where the last stop is.
  /// - Returns: The gradient.
  public static func linearGradient(
    stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint
  ) -> LinearGradient {
    LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
  }
}

extension ShapeStyle where Self == RadialGradient {
  /// A radial gradient, as ``RadialGradient/init(gradient:center:startRadius:endRadius:)``.
  ///
  /// - Parameters:
  ///   - gradient: The colors.
  ///   - center: The centre.
  ///   - startRadius: The distance from the centre of the first color.
  ///   - endRadius: The distance from the centre of the last color.
  /// - Returns: The gradient.
  public static func radialGradient(
    _ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(
      gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient, as ``RadialGradient/init(colors:center:startRadius:endRadius:)``.
  ///
  /// - Parameters:
  ///   - colors: The colors.
  ///   - center: The centre.
  ///   - startRadius: The distance from the centre of the first color.
  ///   - endRadius: The distance from the centre of the last color.
  /// - Returns: The gradient.
  public static func radialGradient(
    colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
  }

  /// A radial gradient, as ``RadialGradient/init(stops:center:startRadius:endRadius:)``.
  ///
  /// - Parameters:
  ///   - stops: The stops.
  ///   - center: The centre.
  ///   - startRadius: The distance from the centre of the first stop.
  ///   - endRadius: The distance from the centre of the last stop.
  /// - Returns: The gradient.
  public static func radialGradient(
    stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
  ) -> RadialGradient {
    RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
  }
}
