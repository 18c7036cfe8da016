public import PresentationHierarchy

extension FidelityProfile {
  /// The device a profile models: iOS version, idiom, size classes and screen.
  public struct Device: Hashable, Sendable {
    /// The iOS version family.
    public var os: OSFamily
    /// The major iOS version within the family, for message formats: the `[Presentation]`
    /// texts start with 14, the detached-presenter warning with 17 (§3.6).
    public var majorVersion: Int
    /// The device idiom.
    public var idiom: Idiom
    /// The horizontal size class; compact on a phone by default.
    public var horizontalSizeClass: SizeClass
    /// The vertical size class; regular by default (portrait).
    public var verticalSizeClass: SizeClass
    /// The screen's bounds, in points.
    public var screen: Rect
    /// The screen's points-to-pixels scale: 3 on a phone, 2 on a pad by default [OBS: Apple's
    /// "Human Interface Guidelines — Layout", device dimensions, for the 390×844 iPhone and the
    /// 820×1180 iPad].
    public var screenScale: Double
  }
}
