public import Foundation

/// The screen a scene is shown on, as UIKit's `UIScreen`: its bounds and scale in points, from
/// the app's ``FidelityProfile``.
@preconcurrency @MainActor
open class UIScreen: NSObject {
  /// The screen's bounds, in points, from the app's ``FidelityProfile``.
  public let bounds: CGRect
  /// The points-to-pixels scale, from the profile (3 on the default iPhone, 2 on the iPad).
  public let scale: CGFloat

  init(profile: FidelityProfile) {
    bounds = CGRect(rect: profile.device.screen)
    scale = CGFloat(profile.device.screenScale)
  }

  /// The native points-to-pixels scale: the model's screens have no display zoom, so it is
  /// ``scale`` [INF].
  public var nativeScale: CGFloat { scale }

  /// The screen's brightness, from 0 to 1; kept, inert (captures show no brightness).
  ///
  /// Starts at 0.5 [INF: a device's brightness is the user's setting; none is documented].
  open var brightness: CGFloat = 0.5

  /// The device's screen: the first scene's screen of the app whose scope the code runs in
  /// (``UIApplication/shared``, which reports an issue outside every app's scope), so each
  /// test's app has its own.
  ///
  /// Deprecated as in the iOS 26 SDK; the iOS 16 SDK only marked it "to be deprecated", which
  /// Swift doesn't warn about [DOC: `uikit/uiscreen/main`; OBS: the SDK headers' message].
  // swift-format-ignore
  @available(iOS, deprecated: 26.0, message: "Use a UIScreen instance found through context instead (i.e, view.window.windowScene.screen), or for properties like UIScreen.scale with trait equivalents, use a traitCollection found through context.")
  public class var main: UIScreen {
    let application = UIApplication.shared
    return application.windowScenes.first?.screen ?? UIScreen(profile: application.profile)
  }
}
