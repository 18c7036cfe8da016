public import Foundation

/// A class whose appearance proxy styles its instances, as UIKit's `UIAppearance` [DOC:
/// `uikit/uiappearance`].
///
/// ``UIView`` and ``UIBarItem`` (and so ``UIBarButtonItem``) adopt it. On iOS, what an app sets on
/// a proxy applies to instances as they enter a window. Colours, fonts and bar appearances don't
/// decide what covers what, so the model keeps it inert: a proxy is a new instance of the class
/// that never enters a window nor a capture, and what is set on it styles no other instance.
@preconcurrency @MainActor
public protocol UIAppearance: NSObjectProtocol {
  /// Returns the proxy that styles every instance of the class; inert.
  ///
  /// - Returns: The proxy, typed as the class.
  static func appearance() -> Self
  /// Returns the proxy that styles the instances inside the given containers; inert.
  ///
  /// - Parameter containerTypes: The containers' classes, innermost first.
  /// - Returns: The proxy, typed as the class.
  static func appearance(
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  )
    -> Self
  /// Returns the proxy that styles the instances with the given traits; inert.
  ///
  /// - Parameter trait: The traits instances must match.
  /// - Returns: The proxy, typed as the class.
  static func appearance(for trait: UITraitCollection) -> Self
  /// Returns the proxy that styles the instances with the given traits inside the given
  /// containers; inert.
  ///
  /// - Parameters:
  ///   - trait: The traits instances must match.
  ///   - containerTypes: The containers' classes, innermost first.
  /// - Returns: The proxy, typed as the class.
  static func appearance(
    for trait: UITraitCollection,
    whenContainedInInstancesOf containerTypes: [any UIAppearanceContainer.Type]
  ) -> Self
}

/// A class whose instances may contain others that an appearance proxy styles, as UIKit's
/// `UIAppearanceContainer` [DOC: `uikit/uiappearancecontainer`].
///
/// ``UIView`` and ``UIViewController`` adopt it, so they can be named in
/// ``UIAppearance/appearance(whenContainedInInstancesOf:)``.
@preconcurrency @MainActor
public protocol UIAppearanceContainer: NSObjectProtocol {}
