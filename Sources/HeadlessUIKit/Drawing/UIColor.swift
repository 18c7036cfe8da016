public import Foundation

/// A color, as UIKit's `UIColor`: enough to tell a clear background from an opaque one.
///
/// Captures mark a view `opaque` when its ``UIView/backgroundColor`` has an alpha of 1, as
/// UIKit's compositing does. Dynamic (light/dark) colors are resolved for the light appearance,
/// the only one the model's profiles show; ``resolvedColor(with:)`` gives the dark one. Beyond
/// opacity, colors are inert: the model draws nothing.
/// It is open, as UIKit's, and `@unchecked Sendable`: its stored properties are constants.
open class UIColor: NSObject, @unchecked Sendable {
  /// The red, green, blue and alpha components in the light appearance, each from 0 to 1.
  let components: [CGFloat]
  /// The components in the dark appearance.
  let darkComponents: [CGFloat]

  /// Creates a color from its light and dark components.
  init(light: [CGFloat], dark: [CGFloat]) {
    components = light
    darkComponents = dark
  }

  /// Creates a color from red, green, blue and alpha components between 0 and 1.
  ///
  /// - Parameters:
  ///   - red: The red component.
  ///   - green: The green component.
  ///   - blue: The blue component.
  ///   - alpha: The opacity.
  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    let components = [red, green, blue, alpha].map { min(max($0, 0), 1) }
    self.init(light: components, dark: components)
  }

  /// Creates a color whose components come from a block given the traits, resolved now for
  /// the light and the dark appearance.
  ///
  /// - Parameter dynamicProvider: Returns the color for a trait collection.
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    self.init(
      light: dynamicProvider(UITraitCollection(userInterfaceStyle: .light)).components,
      dark: dynamicProvider(UITraitCollection(userInterfaceStyle: .dark)).darkComponents)
  }

  /// Creates a color from the app's asset catalog; the model has none, so every name gives
  /// opaque gray, never `nil` [INF: an asset color is usually opaque, which is what captures
  /// read].
  ///
  /// - Parameter name: The color's name in the asset catalog.
  public convenience init?(named name: String) {
    self.init(white: 0.5, alpha: 1)
  }

  /// Creates a color from an asset catalog in a bundle, for some traits: as
  /// ``init(named:)``, opaque gray whatever the bundle and traits [INF].
  ///
  /// - Parameters:
  ///   - name: The color's name in the asset catalog.
  ///   - bundle: The bundle holding the catalog; `nil` for the main bundle.
  ///   - traitCollection: The traits to resolve the color for.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    self.init(named: name)
  }

  /// Returns the color for a trait collection's appearance: the dark components for `.dark`,
  /// else the light ones.
  ///
  /// - Parameter traitCollection: The traits to resolve for.
  /// - Returns: A color that is no longer dynamic.
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    let chosen = traitCollection.userInterfaceStyle == .dark ? darkComponents : components
    return UIColor(light: chosen, dark: chosen)
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
    let alpha = min(max(alpha, 0), 1)
    return UIColor(
      light: components.dropLast() + [alpha], dark: darkComponents.dropLast() + [alpha])
  }

  /// The Core Graphics color, whose `alpha` tells whether the color is opaque.
  public var cgColor: CGColor { CGColor(components: components) }

  /// Whether the other object is a color with the same components, as UIKit's colors compare
  /// [DOC: `objectivec/nsobject/1418795-isequal`, overridden by `UIColor`].
  ///
  /// - Parameter object: The object to compare with.
  /// - Returns: Whether both are colors with the same components.
  open override func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return components == other.components && darkComponents == other.darkComponents
  }

  /// A hash of the components, so equal colors hash alike.
  open override var hash: Int {
    var hasher = Hasher()
    hasher.combine(components)
    hasher.combine(darkComponents)
    return hasher.finalize()
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
