import UIKit

// Views and controllers subclassed the way apps write them: initializers that override UIKit's
// designated ones (or declare their own `init()` without `override`), then made with `()`,
// and objects compared, searched for and stored as `NSObject`s.

/// A card that builds its subviews in `init(frame:)`; the app makes it with `CardView()`.
final class CardView: UIView {
  let titleLabel = UILabel()

  override init(frame: CGRect) {
    super.init(frame: frame)
    titleLabel.text = "Card"
    addSubview(titleLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A badge with its own `init()`: no `override`, as UIView's `init()` is a convenience one.
final class BadgeView: UIView {
  let count: Int

  init() {
    count = 3
    super.init(frame: CGRect(x: 0, y: 0, width: 24, height: 24))
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A screen that overrides both designated initializers; the app makes it with `()`.
final class SettingsViewController: UIViewController {
  private(set) var madeThroughDesignatedInitializer = false

  override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    madeThroughDesignatedInitializer = true
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A screen with an initializer of its own.
final class EpisodeViewController: UIViewController {
  let episode: String

  init(episode: String) {
    self.episode = episode
    super.init(nibName: nil, bundle: nil)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// What a presenter does with the controllers and gestures it keeps: finds one in a list,
/// compares them, and keys a dictionary by them, as NSObjects are.
@MainActor
enum ControllerBookkeeping {
  static func position(of controller: UIViewController, in stack: [UIViewController]) -> Int? {
    stack.firstIndex(of: controller)
  }

  static func isLongPress(
    _ recognizer: UIGestureRecognizer, _ longPress: UILongPressGestureRecognizer
  ) -> Bool {
    recognizer == longPress
  }

  static func asObject(_ view: UIView?) -> NSObject? {
    view
  }

  static func titles(of controllers: [UIViewController]) -> [UIViewController: String] {
    var titles: [UIViewController: String] = [:]
    for controller in controllers { titles[controller] = controller.title ?? "" }
    return titles
  }
}

/// A banner window made with `UIWindow()`, then given its frame and scene, as Whisper does.
@MainActor
func makeBannerWindow(in scene: UIWindowScene) -> UIWindow {
  let window = UIWindow()
  window.frame = CGRect(x: 0, y: 0, width: scene.screen.bounds.width, height: 120)
  window.windowScene = scene
  window.windowLevel = .statusBar
  window.isHidden = false
  return window
}
