import Foundation
import PresentationHierarchy

/// A window scene: the windows of one app window on screen, and which of them is key.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
  /// The app the scene belongs to; the scene keeps it alive.
  package let application: UIApplication
  /// The scene's windows in creation order (UIKit reference §4.4), including hidden ones.
  public private(set) var windows: [UIWindow] = []
  /// The key window: at most one per scene (§1.1).
  public internal(set) var keyWindow: UIWindow?

  init(application: UIApplication) {
    self.application = application
    super.init()
  }

  /// The screen the scene is shown on.
  public private(set) lazy var screen = UIScreen(profile: application.profile)

  /// The screen's bounds in the model's coordinates.
  var bounds: Rect { application.profile.device.screen }

  func add(_ window: UIWindow) {
    windows.append(window)
  }

  func remove(_ window: UIWindow) {
    windows.removeAll { $0 === window }
    if keyWindow === window { keyWindow = nil }
  }

  /// Shows the system keyboard: a `UIRemoteKeyboardWindow` above every app window, even at
  /// the alert level, and not listed in ``UIApplication/windows`` (§4.6; its level, 10,000,001,
  /// is [INF]).
  ///
  /// - Returns: The keyboard's window.
  @discardableResult
  public func showKeyboard() -> UIWindow {
    if let keyboard = windows.first(where: \.windowEngine.isSystemWindow) {
      if keyboard.isHidden, let keys = keyboard.screenFrame {
        postKeyboardNotifications(showing: true, keys: CGRect(rect: keys))
      }
      keyboard.isHidden = false
      return keyboard
    }
    let keyboard = UIWindow(windowScene: self, typeName: "UIRemoteKeyboardWindow")
    keyboard.windowEngine.isSystemWindow = true
    keyboard.windowLevel = UIWindow.Level(rawValue: 10_000_001)
    keyboard.accessibilityIdentifier = "keyboard"
    let keysFrame = Rect(x: 0, y: bounds.height - 336, width: bounds.width, height: 336)
    // UIKit's keyboard window passes touches outside the keys through to the app's windows; the
    // model gets that by giving the window the keys' frame [INF, §4.5–§4.6].
    keyboard.screenFrame = keysFrame
    let keys = UIView("UIInputSetHostView", frame: keysFrame)
    keys.hasOpaqueBackground = true
    keyboard.addSubview(keys)
    if let frame = keys.screenFrame {
      postKeyboardNotifications(showing: true, keys: CGRect(rect: frame))
    }
    keyboard.isHidden = false
    return keyboard
  }

  /// Hides the system keyboard.
  public func hideKeyboard() {
    guard let keyboard = windows.first(where: \.windowEngine.isSystemWindow), !keyboard.isHidden
    else { return }
    if let keys = keyboard.screenFrame {
      postKeyboardNotifications(showing: false, keys: CGRect(rect: keys))
    }
    keyboard.isHidden = true
  }
}
