extension FidelityProfile {
  /// The geometry constants a profile uses, each measured from a dump or a published value, or
  /// inferred and said so.
  public struct Geometry: Hashable, Sendable {
    /// The height of a navigation bar, status bar included, for hit testing [INF: geometry only].
    public var navigationBarHeight: Double = 103
    /// The height of a tab bar, home indicator included, for hit testing [INF: geometry only].
    public var tabBarHeight: Double = 83
    /// The safe area's top inset in portrait: the status bar or the sensor housing.
    ///
    /// 47 points on a 390×844 iPhone, 24 on an iPad [OBS: Apple's "Human Interface Guidelines —
    /// Layout", device dimensions; useyourloaf.com "iPhone 14 Screen Sizes", 2022]. SwiftUI lays
    /// content out inside the safe area.
    public var safeAreaTop: Double = 47
    /// The safe area's bottom inset in portrait: the home indicator.
    ///
    /// 34 points on an iPhone without a home button, 20 on an iPad [OBS: as ``safeAreaTop``].
    public var safeAreaBottom: Double = 34
    /// The gap above a card sheet on a phone: 40 points in the iOS 14–16 dump of §3.1 [OBS].
    ///
    /// That dump is of a 375×667 phone; notched phones differ and are unrecorded [INF], so set it
    /// for the device you model.
    public var sheetTopInset: Double = 40
    /// The width of a `.pageSheet` on regular width: centred, with the background dimmed around
    /// it.
    ///
    /// Default 704 points [INF: page-sized per the `.pageSheet` documentation; the exact width on
    /// an 820-point iPad is not recorded].
    public var regularPageSheetWidth: Double = 704
    /// The width of a popover bubble on regular width.
    ///
    /// Default 320 points [INF: UIKit's popovers default to 320 points wide].
    public var popoverWidth: Double = 320
    /// The height of a popover bubble on regular width.
    ///
    /// Default 480 points [INF: the height follows the content, which the model doesn't measure].
    public var popoverHeight: Double = 480

    /// Creates the default geometry: a 390×844 iPhone's.
    public init() {}
  }
}
