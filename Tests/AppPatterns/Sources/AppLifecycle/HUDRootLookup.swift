import UIKit

/// An app delegate of an app without scenes: it stores its window, as Xcode's old template did.
final class LegacyAppDelegate: UIResponder, UIApplicationDelegate {
  var window: UIWindow?

  func application(
    _ application: UIApplication,
    didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?
  ) -> Bool {
    window?.makeKeyAndVisible()
    return true
  }
}

/// Finds the controller a HUD shows over, spelled as PKHUD and NotificationBanner spell it
/// against UIKit, where the delegate's `window` is an optional requirement (`UIWindow??`).
enum HUDRootLookup {
  /// The app delegate's window's root controller (PKHUD's `WindowRootViewController`).
  static var rootViewController: UIViewController? {
    if let rootViewController = UIApplication.shared.delegate?.window??.rootViewController {
      return rootViewController
    }
    return nil
  }

  /// The app delegate's window, flattened (NotificationBanner's `appWindow`).
  static var appWindow: UIWindow? {
    UIApplication.shared.delegate?.window ?? nil
  }
}
