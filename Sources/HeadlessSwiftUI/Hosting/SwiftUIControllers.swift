import HeadlessUIKit

/// The tab bar controller SwiftUI embeds for a `TabView`, `SwiftUI.UIKitTabBarController`
/// (UIKit reference §2.4 [OBS]).
@MainActor
final class UIKitTabBarController: UITabBarController {
  /// SwiftUI's own delegate, which writes a tapped tab to the `TabView`'s selection.
  let selectionSync = TabSelectionSync()
}

/// The delegate SwiftUI gives its tab bar controller: a tap on a tab bar item selects the tab
/// in UIKit, and this writes the tab's tag to the `TabView`'s selection binding, so the next
/// evaluation shows the same tab [INF: SwiftUI's selection follows the user's tap].
@MainActor
final class TabSelectionSync: UITabBarControllerDelegate {
  /// Writes the tab at an index to the selection; `nil` for a `TabView` without a binding,
  /// whose selection stays with the tab bar controller.
  var select: ((Int) -> Void)?

  func tabBarController(
    _ tabBarController: UITabBarController, didSelect viewController: UIViewController
  ) {
    guard let index = tabBarController.viewControllers?.firstIndex(where: { $0 === viewController })
    else { return }
    select?(index)
  }
}

/// The navigation controller SwiftUI embeds for a `NavigationStack`,
/// `SwiftUI.UIKitNavigationController` (UIKit reference §2.4, §5.1 [OBS]).
@MainActor
final class UIKitNavigationController: UINavigationController {
  /// How the stack shows a path value, by the value's type, as registered inside it.
  var destinationBuilders: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
  /// The screens pushed for the path's values, bottom first.
  var pathDestinations: [(value: AnyHashable, host: UIHostingController<AnyView>)] = []
}

/// The alert controller SwiftUI presents for `.alert` and `.confirmationDialog`,
/// `SwiftUI.PlatformAlertController` (UIKit reference §5.3 [RE], class name [OBS]).
///
/// What its `UITransitionView` holds is open question 5: the view's class name and the dimming
/// view behind it are `SwiftUIFidelity` switches.
@MainActor
final class AlertController: UIAlertController {}
