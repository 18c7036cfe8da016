// The `traitCollection` of UIKit's trait environments, from the app's ``FidelityProfile``.

extension UIView {
  /// The view's traits: those of its window's app, else of the app whose scope the code runs in.
  public var traitCollection: UITraitCollection {
    guard let profile = window?.windowScene?.application.profile else {
      return UITraitCollection.current
    }
    return UITraitCollection(profile: profile)
  }
}

extension UIViewController {
  /// The controller's traits: those of its view's window's app, else of the app whose scope the
  /// code runs in.
  public var traitCollection: UITraitCollection {
    viewIfLoaded?.traitCollection ?? UITraitCollection.current
  }
}

extension UIWindowScene {
  /// The scene's traits, from its app's profile.
  public var traitCollection: UITraitCollection {
    UITraitCollection(profile: application.profile)
  }
}
