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
public final class AlertController: UIViewController {
  /// The presentation style of an alert controller, as `UIAlertController.Style`.
  public enum Style: Hashable, Sendable {
    /// A centred alert.
    case alert
    /// An action sheet: at the bottom on compact width, a popover on regular width (§5.3 [RE]).
    case actionSheet
  }

  /// The alert's title.
  public let title: String
  /// The alert's style.
  public let preferredStyle: Style
  private let viewTypeName: String

  /// Creates an alert controller.
  ///
  /// - Parameters:
  ///   - title: The alert's title.
  ///   - preferredStyle: The alert's style.
  ///   - viewTypeName: The class name of the alert's view.
  ///   - identifier: The identifier tests use for the controller and its view.
  public init(
    title: String, preferredStyle: Style = .alert,
    viewTypeName: String = SwiftUIFidelity().alertViewTypeName, identifier: String? = nil
  ) {
    self.title = title
    self.preferredStyle = preferredStyle
    self.viewTypeName = viewTypeName
    super.init(identifier: identifier)
  }

  public override var typeName: String { "SwiftUI.PlatformAlertController" }

  /// The alert view, opaque, identified as the controller is.
  ///
  /// - Returns: The view.
  public override func loadView() -> UIView {
    let view = UIView(viewTypeName)
    view.hasOpaqueBackground = true
    view.accessibilityIdentifier = identifier
    return view
  }

  /// Lays out the alert once UIKit placed it: the alert view centred (or, for an action sheet,
  /// at the bottom) and, when the profile says so, a `UIDimmingView` behind it in its
  /// transition view (§4.6, open question 5 [INF]).
  func arrangeAfterPresentation(fidelity: SwiftUIFidelity) {
    guard resolvedPresentationStyle != .popover, let container = view.superview,
      let bounds = container.frame
    else { return }
    // Geometry only, for hit testing [INF]: UIKit's alert is 270 points wide.
    let size = preferredStyle == .alert ? (270.0, 140.0) : (bounds.width - 16, 220.0)
    let y =
      preferredStyle == .alert
      ? bounds.y + (bounds.height - size.1) / 2 : bounds.y + bounds.height - size.1 - 8
    view.frame = Rect(
      x: bounds.x + (bounds.width - size.0) / 2, y: y, width: size.0, height: size.1)
    if fidelity.alertUsesDimmingView {
      container.insertSubview(UIView("UIDimmingView", frame: bounds), at: 0)
    }
  }
}
