public import Foundation
import PresentationHierarchy

/// The orientation of the app's interface, as UIKit's `UIInterfaceOrientation`.
public enum UIInterfaceOrientation: Int, Hashable, Sendable {
  /// Unknown.
  case unknown = 0
  /// Portrait, the Home button or indicator at the bottom.
  case portrait = 1
  /// Portrait, upside down.
  case portraitUpsideDown = 2
  /// Landscape, the top of the device on the left [DOC:
  /// `uikit/uiinterfaceorientation/landscapeleft`; raw values 3 and 4 swap with the device's].
  case landscapeLeft = 4
  /// Landscape, the top of the device on the right.
  case landscapeRight = 3

  /// Whether the orientation is portrait or upside down.
  public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
  /// Whether the orientation is a landscape one.
  public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// A set of interface orientations, as UIKit's `UIInterfaceOrientationMask`.
public struct UIInterfaceOrientationMask: OptionSet, Hashable, Sendable {
  /// The mask's raw value.
  public let rawValue: UInt
  /// Creates a mask from its raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// Portrait.
  public static let portrait = Self(rawValue: 1 << 1)
  /// Landscape, the top of the device on the left.
  public static let landscapeLeft = Self(rawValue: 1 << 4)
  /// Landscape, the top of the device on the right.
  public static let landscapeRight = Self(rawValue: 1 << 3)
  /// Portrait, upside down.
  public static let portraitUpsideDown = Self(rawValue: 1 << 2)
  /// Both landscape orientations.
  public static let landscape: Self = [.landscapeLeft, .landscapeRight]
  /// Every orientation.
  public static let all: Self = [.portrait, .landscapeLeft, .landscapeRight, .portraitUpsideDown]
  /// Every orientation but upside-down portrait.
  public static let allButUpsideDown: Self = [.portrait, .landscapeLeft, .landscapeRight]
}

/// How the status bar animates a change, as UIKit's `UIStatusBarAnimation`; inert.
public enum UIStatusBarAnimation: Int, Hashable, Sendable {
  /// No animation.
  case none = 0
  /// Fade.
  case fade = 1
  /// Slide.
  case slide = 2
}

extension UIWindowScene {
  /// The scene's interface orientation: landscape when the profile's screen is wider than tall,
  /// else portrait; the model never rotates [DOC: `uikit/uiwindowscene/interfaceorientation`,
  /// deprecated in iOS 26 for `effectiveGeometry`].
  public var interfaceOrientation: UIInterfaceOrientation {
    bounds.width > bounds.height ? .landscapeRight : .portrait
  }
}

extension UIDevice {
  /// Posted when the device's orientation changes; the model's device never turns, so it never
  /// posts it [DOC: `uikit/uidevice/orientationdidchangenotification`].
  nonisolated public class var orientationDidChangeNotification: NSNotification.Name {
    NSNotification.Name("UIDeviceOrientationDidChangeNotification")
  }

  /// Starts the device's orientation notifications; inert.
  public func beginGeneratingDeviceOrientationNotifications() {}

  /// Stops the device's orientation notifications; inert.
  public func endGeneratingDeviceOrientationNotifications() {}
}
