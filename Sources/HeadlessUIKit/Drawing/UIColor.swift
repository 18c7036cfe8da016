public import Foundation

/// A color, as UIKit's `UIColor`: enough to tell a clear background from an opaque one.
///
/// Captures mark a view `opaque` when its ``UIView/backgroundColor`` has an alpha of 1, as
/// UIKit's compositing does. Dynamic (light/dark) colors are resolved for the light appearance.
public final class UIColor: Hashable, Sendable {
  /// The red, green, blue and alpha components, each from 0 to 1.
  let components: [CGFloat]

  /// Creates a color from red, green, blue and alpha components between 0 and 1.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    components = [red, green, blue, alpha].map { min(max($0, 0), 1) }
  }

  /// Creates a gray from a white level and an alpha between 0 and 1.
  ///
  /// - Parameters:
  ///   - white: The white level.
  ///   - alpha: The opacity.
  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// Returns the same color with another alpha.
  ///
  /// - Parameter alpha: The new opacity, between 0 and 1.
  /// - Returns: The color.
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: components[0], green: components[1], blue: components[2], alpha: alpha)
  }

  /// The Core Graphics color, whose `alpha` tells whether the color is opaque.
  public var cgColor: CGColor { CGColor(components: components) }

  /// A fully transparent color.
  public static let clear = UIColor(white: 0, alpha: 0)
  /// Opaque black.
  public static let black = UIColor(white: 0, alpha: 1)
  /// Opaque white.
  public static let white = UIColor(white: 1, alpha: 1)
  /// Opaque gray.
  public static let gray = UIColor(white: 0.5, alpha: 1)
  /// Opaque red.
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  /// Opaque green.
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  /// Opaque blue.
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  /// The system's background: opaque white in the light appearance.
  public static let systemBackground = UIColor(white: 1, alpha: 1)
  /// The system's grouped background: opaque in the light appearance.
  public static let systemGroupedBackground = UIColor(
    red: 0.949, green: 0.949, blue: 0.969, alpha: 1)

  public static func == (lhs: UIColor, rhs: UIColor) -> Bool {
    lhs.components == rhs.components
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(components)
  }
}

/// A Core Graphics color, as `CGColor`: its components and alpha.
public final class CGColor: Sendable {
  /// The red, green, blue and alpha components.
  public let components: [CGFloat]?

  init(components: [CGFloat]) {
    self.components = components
  }

  /// The opacity, from 0 to 1.
  public var alpha: CGFloat { components?.last ?? 1 }
}
