public import Foundation
public import HeadlessUIKit

/// A color that fills the space it is offered, as SwiftUI's `Color`.
///
/// Captures mark an opaque color `opaque`: it hides what is behind it; `Color.clear` and
/// colors with an opacity below 1 don't. Which color it is (its hue) is inert: captures don't
/// show it. Its members are nonisolated, as SwiftUI's, so that it serves as a ``ShapeStyle``
/// anywhere.
nonisolated public struct Color: View, ShapeStyle, Hashable, Sendable {
  /// The color's name, so that different colors differ.
  let name: String
  /// The color's opacity, from 0 to 1.
  let alpha: Double

  init(_ name: String, alpha: Double) {
    self.name = name
    self.alpha = alpha
  }

  /// Creates a color from the asset catalog; opaque, as the model reads no catalog [INF].
  ///
  /// - Parameters:
  ///   - name: The color's name.
  ///   - bundle: The bundle that holds the catalog, or `nil` for the main bundle.
  public init(_ name: String, bundle: Bundle? = nil) {
    self.init(name, alpha: 1)
  }

  /// Creates a color from a UIKit color, with its opacity.
  ///
  /// - Parameter color: The color.
  public init(uiColor color: UIColor) {
    self.init(String(describing: color), alpha: color.cgColor.alpha)
  }

  /// Creates a color from a UIKit color, with its opacity, as ``init(uiColor:)``.
  ///
  /// - Parameter color: The color.
  public init(_ color: UIColor) {
    self.init(uiColor: color)
  }

  /// Creates a color from red, green and blue components.
  ///
  /// - Parameters:
  ///   - colorSpace: The color space the components are in.
  ///   - red: The red component, from 0 to 1.
  ///   - green: The green component, from 0 to 1.
  ///   - blue: The blue component, from 0 to 1.
  ///   - opacity: The opacity, from 0 to 1.
  public init(
    _ colorSpace: Color.RGBColorSpace = .sRGB, red: Double, green: Double, blue: Double,
    opacity: Double = 1
  ) {
    self.init("\(colorSpace)(\(red), \(green), \(blue))", alpha: opacity)
  }

  /// Creates a gray from a white component.
  ///
  /// - Parameters:
  ///   - colorSpace: The color space the component is in.
  ///   - white: The white component, from 0 (black) to 1 (white).
  ///   - opacity: The opacity, from 0 to 1.
  public init(_ colorSpace: Color.RGBColorSpace = .sRGB, white: Double, opacity: Double = 1) {
    self.init("\(colorSpace)(white: \(white))", alpha: opacity)
  }

  /// Creates a color from hue, saturation and brightness.
  ///
  /// - Parameters:
  ///   - hue: The hue, from 0 to 1.
  ///   - saturation: The saturation, from 0 to 1.
  ///   - brightness: The brightness, from 0 to 1.
  ///   - opacity: The opacity, from 0 to 1.
  public init(hue: Double, saturation: Double, brightness: Double, opacity: Double = 1) {
    self.init("hsb(\(hue), \(saturation), \(brightness))", alpha: opacity)
  }

  /// Returns the color with an opacity.
  ///
  /// - Parameter opacity: The opacity, from 0 to 1.
  /// - Returns: The color.
  public func opacity(_ opacity: Double) -> Color {
    Color(name, alpha: alpha * opacity)
  }

  /// A clear color.
  public static let clear = Color("clear", alpha: 0)
  /// Black.
  public static let black = Color("black", alpha: 1)
  /// White.
  public static let white = Color("white", alpha: 1)
  /// Gray.
  public static let gray = Color("gray", alpha: 1)
  /// Red.
  public static let red = Color("red", alpha: 1)
  /// Orange.
  public static let orange = Color("orange", alpha: 1)
  /// Yellow.
  public static let yellow = Color("yellow", alpha: 1)
  /// Green.
  public static let green = Color("green", alpha: 1)
  /// Blue.
  public static let blue = Color("blue", alpha: 1)
  /// Purple.
  public static let purple = Color("purple", alpha: 1)
  /// Brown.
  public static let brown = Color("brown", alpha: 1)
  /// Cyan.
  public static let cyan = Color("cyan", alpha: 1)
  /// Indigo.
  public static let indigo = Color("indigo", alpha: 1)
  /// Mint.
  public static let mint = Color("mint", alpha: 1)
  /// Teal.
  public static let teal = Color("teal", alpha: 1)
  /// Pink.
  public static let pink = Color("pink", alpha: 1)
  /// The accent color.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let accentColor = Color("accentColor", alpha: 1)
  /// The primary content color.
  public static let primary = Color("primary", alpha: 1)
  /// The secondary content color.
  public static let secondary = Color("secondary", alpha: 1)

  @MainActor public var body: Never { primitiveBody(of: Self.self) }
}

extension Color {
  /// A color space for components, as SwiftUI's `Color.RGBColorSpace`; inert.
  public enum RGBColorSpace: Hashable, Sendable {
    /// The sRGB color space.
    case sRGB
    /// The sRGB color space with linear components.
    case sRGBLinear
    /// The Display P3 color space.
    case displayP3
  }
}

extension Color: PrimitiveView {
  /// A color's ideal size when a dimension is unspecified, as SwiftUI's 10 points.
  static let idealSize = Size(width: 10, height: 10)

  @MainActor func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let leaf = Leaf(
      typeName: "Color", sizing: .flexible(ideal: Self.idealSize), isOpaque: alpha >= 1)
    return [ViewNode(.leaf(leaf), path: context.path)]
  }
}
