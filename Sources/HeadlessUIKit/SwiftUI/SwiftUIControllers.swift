import PresentationHierarchy

/// The tab bar controller SwiftUI embeds for a `TabView`, `SwiftUI.UIKitTabBarController`
/// (UIKIT-MODEL.md §2.4 [OBS]).
@MainActor
public final class UIKitTabBarController: UITabBarController {
  public override var typeName: String { "SwiftUI.UIKitTabBarController" }
}

/// The navigation controller SwiftUI embeds for a `NavigationStack`,
/// `SwiftUI.UIKitNavigationController` (UIKIT-MODEL.md §2.4, §5.1 [OBS]).
@MainActor
public final class UIKitNavigationController: UINavigationController {
  public override var typeName: String { "SwiftUI.UIKitNavigationController" }
}

/// The alert controller SwiftUI presents for `.alert` and `.confirmationDialog`,
/// `SwiftUI.PlatformAlertController` (UIKIT-MODEL.md §5.3 [RE], class name [OBS]).
///
/// What its `UITransitionView` holds is open question 5: the view's class name and the dimming
/// view behind it are ``SwiftUIFidelity`` switches.
@MainActor
public final class AlertController: UIAlertController {
  /// Creates an alert controller.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - preferredStyle: The alert's style.
  ///   - identifier: The identifier tests use for the controller and its view.
  public init(title: String, preferredStyle: Style = .alert, identifier: String? = nil) {
    super.init(preferredStyle: preferredStyle, identifier: identifier)
    self.title = title
  }

  public override var typeName: String { "SwiftUI.PlatformAlertController" }
}
