import HeadlessUIKit

/// The tab bar controller SwiftUI embeds for a `TabView`, `SwiftUI.UIKitTabBarController`
/// (UIKit reference §2.4 [OBS]).
@MainActor
final class UIKitTabBarController: UITabBarController {}

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
