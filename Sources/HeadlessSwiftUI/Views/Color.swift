public import HeadlessUIKit

/// A color that fills the space it is offered, as SwiftUI's `Color`.
///
/// Captures mark an opaque color `opaque`: it hides what is behind it; `Color.clear` and
/// colors with an opacity below 1 don't.
public struct Color: View, Hashable, Sendable {
  /// The color's name, so that different colors differ.
  let name: String
  /// The color's opacity, from 0 to 1.
  let alpha: Double

  init(_ name: String, alpha: Double) {
    self.name = name
    self.alpha = alpha
  }

  /// Creates a color from the asset catalog.
  ///
  /// - Parameter name: The color's name.
  public init(_ name: String) {
    self.init(name, alpha: 1)
  }

  /// Creates a color from a UIKit color.
  ///
  /// - Parameter color: The color.
  public init(uiColor color: UIColor) {
    self.init(String(describing: color), alpha: color.cgColor.alpha)
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
  /// Pink.
  public static let pink = Color("pink", alpha: 1)
  /// The accent color.
  // swift-format-ignore: DontRepeatTypeInStaticProperties
  public static let accentColor = Color("accentColor", alpha: 1)
  /// The primary content color.
  public static let primary = Color("primary", alpha: 1)
  /// The secondary content color.
  public static let secondary = Color("secondary", alpha: 1)

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Color: PrimitiveView {
  /// A color's ideal size when a dimension is unspecified, as SwiftUI's 10 points.
  static let idealSize = Size(width: 10, height: 10)

  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let leaf = Leaf(
      typeName: "Color", sizing: .flexible(ideal: Self.idealSize), isOpaque: alpha >= 1)
    return [ViewNode(.leaf(leaf), path: context.path)]
  }
}
