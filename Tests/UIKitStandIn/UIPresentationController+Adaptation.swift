public import HeadlessUIKit

/// As UIKit's `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Sendable {
  /// As UIKit's `.unspecified`.
  case unspecified
  /// As UIKit's `.compact`.
  case compact
  /// As UIKit's `.regular`.
  case regular
}

/// As UIKit's `UITraitCollection`, with the size classes; here the app profile's.
@MainActor
public final class UITraitCollection {
  /// As UIKit's `horizontalSizeClass`.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// As UIKit's `verticalSizeClass`.
  public let verticalSizeClass: UIUserInterfaceSizeClass

  init(_ profile: FidelityProfile?) {
    horizontalSizeClass = Self.sizeClass(profile?.device.horizontalSizeClass)
    verticalSizeClass = Self.sizeClass(profile?.device.verticalSizeClass)
  }

  private static func sizeClass(_ sizeClass: FidelityProfile.SizeClass?)
    -> UIUserInterfaceSizeClass
  {
    switch sizeClass {
    case .compact: .compact
    case .regular: .regular
    case nil: .unspecified
    }
  }
}

extension UIViewController {
  /// As UIKit's `traitCollection` (UITraitEnvironment): the profile of the app whose window
  /// shows the controller's view.
  public var traitCollection: UITraitCollection {
    UITraitCollection(viewIfLoaded?.window?.windowScene?.application.profile)
  }
}

extension UIPresentationController {
  /// As UIKit's `presentationStyle`: the presented controller's style as requested.
  public var presentationStyle: UIModalPresentationStyle {
    presentedViewController.modalPresentationStyle
  }

  /// As UIKit's `traitCollection` (UITraitEnvironment): the presented controller's.
  public var traitCollection: UITraitCollection { presentedViewController.traitCollection }

  /// As UIKit's `adaptivePresentationStyle(for:)`: `.none` without a delegate, as UIKit
  /// documents; with one, the style the model adapted to, or `.none` when it didn't.
  public func adaptivePresentationStyle(for traitCollection: UITraitCollection)
    -> UIModalPresentationStyle
  {
    guard delegate != nil, let resolved = presentedViewController.resolvedPresentationStyle,
      resolved != presentationStyle
    else { return .none }
    return resolved
  }
}
