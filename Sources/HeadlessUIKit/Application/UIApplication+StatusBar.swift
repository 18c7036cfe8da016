public import Foundation

// The app-wide status bar properties UIKit had before scenes, deprecated as Apple declares them;
// overlay libraries still read them to place a banner under the status bar.
extension UIApplication {
  /// The status bar's frame: the first scene's status bar manager's, `.zero` when hidden or when
  /// the app has no scene [DOC: `uikit/uiapplication/statusbarframe`].
  @available(
    iOS, deprecated: 13.0, message: "Use the statusBarManager property of the window scene instead."
  )
  public var statusBarFrame: CGRect {
    windowScenes.first?.statusBarManager?.statusBarFrame ?? .zero
  }

  /// Whether the status bar is hidden, as the first scene's status bar manager says; setting it
  /// is inert, as it has been on a device since view controllers decide the status bar
  /// [DOC: `uikit/uiapplication/isstatusbarhidden`].
  @available(iOS, deprecated: 9.0, message: "Use -[UIViewController prefersStatusBarHidden]")
  public var isStatusBarHidden: Bool {
    get { windowScenes.first?.statusBarManager?.isStatusBarHidden ?? true }
    set {}
  }

  /// The status bar's style; `.default`, setting it is inert
  /// [DOC: `uikit/uiapplication/statusbarstyle`].
  @available(iOS, deprecated: 9.0, message: "Use -[UIViewController preferredStatusBarStyle]")
  public var statusBarStyle: UIStatusBarStyle {
    get { windowScenes.first?.statusBarManager?.statusBarStyle ?? .default }
    set {}
  }
}
