public import HeadlessUIKit

/// Launches an app as most UIKit tests start: one scene, whose key, visible window shows `root`.
///
/// - Parameters:
///   - root: The window's root view controller.
///   - profile: The app's fidelity profile; an iPhone by default.
/// - Returns: The app and its window.
@MainActor
public func launchKeyWindow(root: UIViewController, profile: FidelityProfile = .iPhone) -> (
  app: UIApplication, window: UIWindow
) {
  let app = UIApplication(profile: profile)
  let window = UIWindow(windowScene: app.connectScene())
  window.rootViewController = root
  window.makeKeyAndVisible()
  return (app, window)
}
