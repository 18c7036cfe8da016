public import Foundation
import PresentationHierarchy

/// The status bar of a window scene, as `UIStatusBarManager`: its frame from the profile's safe
/// area (the status bar fills the top inset [INF]); the model draws no status bar.
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
  private let profile: FidelityProfile

  init(profile: FidelityProfile) {
    self.profile = profile
  }

  /// Whether the status bar is hidden: when the profile has no top inset (a phone in
  /// landscape).
  open var isStatusBarHidden: Bool { profile.geometry.safeAreaTop == 0 }

  /// The status bar's frame in the scene's coordinates; `.zero` when hidden
  /// [DOC: `uikit/uistatusbarmanager/statusbarframe`].
  open var statusBarFrame: CGRect {
    isStatusBarHidden
      ? .zero
      : CGRect(x: 0, y: 0, width: profile.device.screen.width, height: profile.geometry.safeAreaTop)
  }

  /// The status bar's style; `.default`, as the model doesn't follow controllers' preferences.
  open var statusBarStyle: UIStatusBarStyle { .default }
}

extension UIWindowScene {
  /// The scene's status bar.
  public var statusBarManager: UIStatusBarManager? {
    UIStatusBarManager(profile: application.profile)
  }
}

/// The style of the status bar, as `UIStatusBarStyle`; inert.
public enum UIStatusBarStyle: Int, Hashable, Sendable {
  /// Dark or light content, by the appearance.
  case `default` = 0
  /// Light content, for dark backgrounds.
  case lightContent = 1
  /// Dark content, for light backgrounds.
  case darkContent = 3
}

extension UIScene {
  /// The states of a scene, as `UIScene.ActivationState`.
  public enum ActivationState: Int, Hashable, Sendable {
    /// Not connected.
    case unattached = -1
    /// On screen and receiving events.
    case foregroundActive = 0
    /// On screen, not receiving events.
    case foregroundInactive = 1
    /// Off screen.
    case background = 2
  }

}
