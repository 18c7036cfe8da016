/// The names of UIKit's private view classes that captures, the model and the rules spell, each
/// written once (UIKit reference §2–§4, where each is observed).
package enum UIKitClassName {
  /// The view that holds a window's root, or one presentation, and everything it shows (§2.1).
  package static let transitionView = "UITransitionView"
  /// The shadow a root's or a presentation's view sits in on iOS 13 and later (§2.1, §3.1).
  package static let dropShadowView = "UIDropShadowView"
  /// The view that dims what is behind a sheet, a popover or an alert (§3.1, §4.6).
  package static let dimmingView = "UIDimmingView"
  /// A card sheet's rounded shadow, beside its content (§3.1).
  package static let roundedRectShadowView = "_UIRoundedRectShadowView"
  /// The view a container controller puts around its child's view (§2.3).
  package static let viewControllerWrapperView = "UIViewControllerWrapperView"
  /// The view a navigation controller shows its top controller's view in (§2.3).
  package static let navigationTransitionView = "UINavigationTransitionView"
  /// The view a tab bar controller shows its selected controller's view in (§2.3).
  package static let tabBarContainerWrapperView = "_UITabBarContainerWrapperView"
  /// One action button of an alert controller's view (§4.6).
  package static let alertControllerActionView = "_UIAlertControllerActionView"
  /// A bar button item's view in a navigation bar or toolbar, and a navigation bar's back button
  /// [INF: the class UIKit's bars use from iOS 11 is not recorded in the model's sources].
  package static let buttonBarButton = "_UIButtonBarButton"
}
