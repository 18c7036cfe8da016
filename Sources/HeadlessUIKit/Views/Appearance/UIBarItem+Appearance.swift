import Foundation

extension UIBarItem: UIAppearance {
  /// Returns the proxy that styles every item of the class; inert.
  ///
  /// Each call returns a new item of the class, on no bar: what is set on it styles no other
  /// item. The model makes proxies of UIKit's own classes; asking an app's subclass for one
  /// stops the run.
  ///
  /// - Returns: The proxy, typed as the class.
  public static func appearance() -> Self {
    AppearanceProxies.proxy(of: self)
  }

  /// Returns the proxy that styles the items inside the given containers; inert, as
  /// ``appearance()``.
  ///
  /// - Parameter containerTypes: The containers' classes, innermost first.
  /// - Returns: The proxy, typed as the class.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceProxies.proxy(of: self)
  }

  /// Returns the proxy that styles the items with the given traits; inert, as ``appearance()``.
  ///
  /// - Parameter trait: The traits items must match.
  /// - Returns: The proxy, typed as the class.
  public static func appearance(for trait: UITraitCollection) -> Self {
    AppearanceProxies.proxy(of: self)
  }

  /// Returns the proxy that styles the items with the given traits inside the given containers;
  /// inert, as ``appearance()``.
  ///
  /// - Parameters:
  ///   - trait: The traits items must match.
  ///   - containerTypes: The containers' classes, innermost first.
  /// - Returns: The proxy, typed as the class.
  public static func appearance(
    for trait: UITraitCollection,
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceProxies.proxy(of: self)
  }
}
