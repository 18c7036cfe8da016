import PresentationHierarchy

/// A view's safe area insets as the model computes them: the part of its frame the status bar,
/// the home indicator and its controllers' navigation and tab bars cover
/// [DOC: `d.a.c/uiview/safeareainsets`: 0 outside a window; a controller's root view counts
/// the bars; other views the part of the safe area they overlap].
@MainActor
struct SafeAreaInsets: Equatable {
  var top = 0.0
  var left = 0.0
  var bottom = 0.0
  var right = 0.0

  static let zero = SafeAreaInsets()

  /// The insets of a view whose frame, in screen coordinates, is `frame`.
  static func of(_ view: UIView, frame: Rect) -> SafeAreaInsets {
    guard let profile = view.window?.application?.profile else { return .zero }
    var top = profile.geometry.safeAreaTop
    var bottom = profile.geometry.safeAreaBottom
    var controller = ownerController(of: view)?.parent
    while let current = controller {
      if current is UINavigationController { top = max(top, profile.geometry.navigationBarHeight) }
      if current is UITabBarController { bottom = max(bottom, profile.geometry.tabBarHeight) }
      controller = current.parent
    }
    let screen = profile.device.screen
    let safeTop = screen.y + top
    let safeBottom = screen.y + screen.height - bottom
    return SafeAreaInsets(
      top: min(max(0, safeTop - frame.y), frame.height),
      bottom: min(max(0, frame.y + frame.height - safeBottom), frame.height))
  }

  /// The controller whose view is the view or its closest ancestor.
  private static func ownerController(of view: UIView) -> UIViewController? {
    var current: UIView? = view
    while let candidate = current {
      if let controller = candidate.owningViewController { return controller }
      current = candidate.superview
    }
    return nil
  }

  /// The insets grown by the same amount on every side.
  func expanded(by amount: Double) -> SafeAreaInsets {
    SafeAreaInsets(
      top: top + amount, left: left + amount, bottom: bottom + amount, right: right + amount)
  }
}
