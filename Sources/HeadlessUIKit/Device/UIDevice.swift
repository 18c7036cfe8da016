/// The device the app runs on, as `UIDevice`: its idiom, OS version and model, from the app's
/// ``FidelityProfile``.
@preconcurrency @MainActor
open class UIDevice: NSObject {
  private let profile: FidelityProfile

  init(profile: FidelityProfile) {
    self.profile = profile
  }

  /// The device of the app whose scope the code runs in (``UIApplication/shared``, which
  /// reports an issue outside every app's scope): each test's app has its own device.
  public class var current: UIDevice {
    UIDevice(profile: UIApplication.shared.profile)
  }

  /// The interface idiom: `.phone` or `.pad`, from the profile.
  public var userInterfaceIdiom: UIUserInterfaceIdiom {
    profile.device.idiom == .pad ? .pad : .phone
  }

  /// The OS version, such as `18.0`: the profile's major version.
  public var systemVersion: String { "\(profile.device.majorVersion).0" }

  /// The model, `iPhone` or `iPad`.
  public var model: String { profile.device.idiom == .pad ? "iPad" : "iPhone" }

  /// The model as a localized string: the same as `model`, as the model runs in English
  /// [DOC: `uikit/uidevice/localizedmodel`, "a localized version of the string returned from
  /// model"].
  public var localizedModel: String { model }

  /// The device's name: its model, as UIKit gives apps without the user-assigned-name
  /// entitlement from iOS 16 [DOC: `uikit/uidevice/name`].
  public var name: String { model }

  /// Plays the keyboard's click; inert in the model: it plays no sounds.
  public func playInputClick() {}

  /// The physical orientation: portrait, or landscape when the profile's height is compact
  /// [INF: which landscape is not modelled].
  public var orientation: UIDeviceOrientation {
    profile.device.verticalSizeClass == .compact ? .landscapeLeft : .portrait
  }
}

/// A device's physical orientation, as `UIDeviceOrientation`.
public enum UIDeviceOrientation: Int, Hashable, Sendable {
  /// Unknown.
  case unknown = 0
  /// Upright, the home button or indicator at the bottom.
  case portrait = 1
  /// Upside down.
  case portraitUpsideDown = 2
  /// Landscape, the top at the left.
  case landscapeLeft = 3
  /// Landscape, the top at the right.
  case landscapeRight = 4
  /// Flat, the screen up.
  case faceUp = 5
  /// Flat, the screen down.
  case faceDown = 6

  /// Whether the orientation is landscape.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
  /// Whether the orientation is portrait.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
}
