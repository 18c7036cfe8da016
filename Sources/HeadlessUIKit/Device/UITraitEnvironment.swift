// The `traitCollection` of UIKit's trait environments, from the app's ``FidelityProfile``.

extension UIView {
  /// The view's traits: those of its window's app, else of the app whose scope the code runs
  /// in, with the appearance the nearest `overrideUserInterfaceStyle` of the view, its
  /// controllers and its superviews gives [DOC: `uikit/uiview/overrideuserinterfacestyle`,
  /// `uikit/uiviewcontroller/overrideuserinterfacestyle`: the override applies to the view
  /// and everything under it].
  public var traitCollection: UITraitCollection {
    let base = inheritedTraitCollection
    guard let style = overriddenStyle else { return base }
    return base.replacingStyle(style)
  }

  /// The traits before any appearance override: its window's app's, else those of the app
  /// whose scope the code runs in.
  var inheritedTraitCollection: UITraitCollection {
    let profile = window?.windowScene?.application.profile
    return profile.map { UITraitCollection(profile: $0) } ?? UITraitCollection.current
  }

  /// The nearest appearance override from the view up through its controllers and
  /// superviews.
  var overriddenStyle: UIUserInterfaceStyle? {
    var current: UIView? = self
    while let view = current {
      if view.overrideUserInterfaceStyle != .unspecified { return view.overrideUserInterfaceStyle }
      if let controller = view.engine.owningViewController,
        controller.overrideUserInterfaceStyle != .unspecified
      {
        return controller.overrideUserInterfaceStyle
      }
      current = view.superview
    }
    return nil
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
