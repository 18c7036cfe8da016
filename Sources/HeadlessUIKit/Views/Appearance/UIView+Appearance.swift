import Foundation

extension UIView: UIAppearance, UIAppearanceContainer {
  /// Returns the proxy that styles every instance of the class; inert.
  ///
  /// Each call returns a new view of the class, made as `init(frame: .zero)` makes one, that is in
  /// no window: what is set on it styles no other view, and it moves no frame. The model makes
  /// proxies of UIKit's own classes; asking an app's subclass for one stops the run.
  ///
  /// - Returns: The proxy, typed as the class.
  public static func appearance() -> Self {
    AppearanceProxies.proxy(of: self)
  }

  /// Returns the proxy that styles the instances inside the given containers; inert, as
  /// ``appearance()``.
  ///
  /// - Parameter containerTypes: The containers' classes, innermost first.
  /// - Returns: The proxy, typed as the class.
  public static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceProxies.proxy(of: self)
  }

  /// Returns the proxy that styles the instances with the given traits; inert, as
  /// ``appearance()``.
  ///
  /// - Parameter trait: The traits instances must match.
  /// - Returns: The proxy, typed as the class.
  public static func appearance(for trait: UITraitCollection) -> Self {
    AppearanceProxies.proxy(of: self)
  }

  /// Returns the proxy that styles the instances with the given traits inside the given
  /// containers; inert, as ``appearance()``.
  ///
  /// - Parameters:
  ///   - trait: The traits instances must match.
  ///   - containerTypes: The containers' classes, innermost first.
  /// - Returns: The proxy, typed as the class.
  public static func appearance(
    for trait: UITraitCollection,
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self {
    AppearanceProxies.proxy(of: self)
  }
}

extension UIViewController: UIAppearanceContainer {}
