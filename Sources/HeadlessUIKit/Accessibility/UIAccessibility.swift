public import Foundation

/// UIKit's accessibility settings and announcements, as the `UIAccessibility` namespace
/// (inert: the model runs no assistive technology, so every setting reads as off).
public enum UIAccessibility {
  /// A change assistive apps hear about, as `UIAccessibility.Notification`.
  public struct Notification: RawRepresentable, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
      self.rawValue = rawValue
    }

    /// A new screen appeared.
    public static let screenChanged = Notification(rawValue: 1000)
    /// The layout of the screen changed.
    public static let layoutChanged = Notification(rawValue: 1001)
    /// An announcement to read.
    public static let announcement = Notification(rawValue: 1008)
    /// A page scrolled.
    public static let pageScrolled = Notification(rawValue: 1009)
  }

  /// Tells assistive apps about a change (inert: nothing hears it).
  ///
  /// - Parameters:
  ///   - notification: The change.
  ///   - argument: What it concerns: an element to focus, or an announcement's text.
  @MainActor
  public static func post(notification: UIAccessibility.Notification, argument: Any?) {}

  /// Whether VoiceOver is on: `false` in the model.
  public static var isVoiceOverRunning: Bool { false }
  /// Whether Switch Control is on: `false` in the model.
  public static var isSwitchControlRunning: Bool { false }
  /// Whether Reduce Motion is on: `false` in the model.
  public static var isReduceMotionEnabled: Bool { false }
  /// Whether Reduce Transparency is on: `false` in the model.
  public static var isReduceTransparencyEnabled: Bool { false }
  /// Whether Bold Text is on: `false` in the model.
  public static var isBoldTextEnabled: Bool { false }
  /// Whether Increase Contrast is on: `false` in the model.
  public static var isDarkerSystemColorsEnabled: Bool { false }
  /// Whether cross-fade transitions are preferred: `false` in the model.
  public static var prefersCrossFadeTransitions: Bool { false }

  /// Posted when VoiceOver turns on or off.
  public static let voiceOverStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityVoiceOverStatusDidChangeNotification")
  /// Posted when Reduce Motion turns on or off.
  public static let reduceMotionStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceMotionStatusDidChangeNotification")
  /// Posted when Reduce Transparency turns on or off.
  public static let reduceTransparencyStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityReduceTransparencyStatusDidChangeNotification")
  /// Posted when Bold Text turns on or off.
  public static let boldTextStatusDidChangeNotification = NSNotification.Name(
    "UIAccessibilityBoldTextStatusDidChangeNotification")
}

/// A view whose font follows the user's text size, as `UIContentSizeCategoryAdjusting`.
@preconcurrency @MainActor
public protocol UIContentSizeCategoryAdjusting: NSObjectProtocol {
  /// Whether the font updates when the text size changes (inert: the model's text size never
  /// changes).
  var adjustsFontForContentSizeCategory: Bool { get set }
}
