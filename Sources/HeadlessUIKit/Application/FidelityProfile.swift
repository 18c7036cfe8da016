public import PresentationHierarchy

/// The iOS version family, idiom and uncertain behaviours the model reproduces.
///
/// Facts the UIKit reference marks as inferred [INF] or lists as open questions are switches here,
/// each with its default stated; nothing uncertain is hard-coded.
public struct FidelityProfile: Hashable, Sendable {
  /// The iOS version families whose presentation trees differ.
  public enum OSFamily: Int, Hashable, Sendable, Comparable, CaseIterable {
    /// iOS 12 and earlier: the root view sits directly in the window (§2.2).
    case iOS12AndEarlier
    /// iOS 13 to 17: root presentation, card sheets, `.pageSheet` for `.automatic`.
    case iOS13to17
    /// iOS 18 to 25: `.automatic` resolves to `.formSheet` (§3.3).
    case iOS18to25
    /// iOS 26: tab bars wrapped in container views (§2.3).
    case iOS26

    public static func < (lhs: OSFamily, rhs: OSFamily) -> Bool { lhs.rawValue < rhs.rawValue }
  }

  /// The device idiom.
  public enum Idiom: Hashable, Sendable {
    /// An iPhone: compact width.
    case phone
    /// An iPad: regular width unless the size class says otherwise.
    case pad
  }

  /// A size class, as `UIUserInterfaceSizeClass`.
  public enum SizeClass: Hashable, Sendable {
    /// Compact.
    case compact
    /// Regular.
    case regular
  }

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

  /// Whether the root controller's view is wrapped in a `UIDropShadowView` (iOS 13+).
  ///
  /// Default `true`: observed on iOS 13–26 (§2.1); one possibly hand-edited iOS 26 fixture shows
  /// no wrapper.
  public var rootUsesDropShadowView = true
  /// Whether full-screen presentations wrap the presented view in a drop shadow view on iOS 13+.
  ///
  /// Default `true` [INF, §3.1 and open question 1].
  public var fullScreenUsesDropShadowView = true
  /// Whether SwiftUI's full-screen cover maps to `.overFullScreen` rather than `.fullScreen`.
  ///
  /// Default `true`: verified for the iOS 18/26 binaries, [INF] before (§5.3, open question 2).
  public var fullScreenCoverIsOverFullScreen = true
  /// The uncertain parts of SwiftUI's presentation bridge (§5.2–§5.4); see ``SwiftUIFidelity``
  /// for each switch and its default.
  public var swiftUI = SwiftUIFidelity()
  /// Whether context styles adapt to full screen in compact width, as the archived guide says.
  ///
  /// Default `false`, as observed on iPhone (§3.4).
  public var contextStylesAdaptInCompactWidth = false
  /// Whether swapping the root removes only the old root's views, leaving the old
  /// presentations' transition views and content, and views added with `addSubview`, on screen.
  ///
  /// Default `true`: presentations' transition views stay, iOS 13 included (§3.8; UIKit
  /// reference §9 [OBS: AdevintaSpain/Sencha PR #23, onmyway133/notes #251, Stack Overflow
  /// 26763020]); that views added with `addSubview` stay too follows from the same mechanism
  /// [INF]. `false` removes every view already in the window, as `rootViewController`'s
  /// documentation ("the old views are removed") reads [DOC, contradicted by the observations].
  public var rootSwapLeavesStaleTransitionViews = true
  /// Whether a transition in progress in one window blocks presenting and dismissing in every
  /// window of the app, or only in its own.
  ///
  /// Default `true` [INF: UIKit's "while a presentation is in progress" check is not documented;
  /// per presenter or per window is as likely].
  public var transitionInProgressBlocksEveryWindow = true
  /// Whether assigning a window the level it already has moves it in front of its peers.
  ///
  /// Default `true` [INF: unverified on a device; UIKit reference §9].
  public var reassigningWindowLevelReorders = true
  /// Whether hiding the key window makes the front-most other visible window of its scene key.
  ///
  /// Default `true` [OBS: openradar 22364739, iOS 8/9; unverified on later versions].
  public var hidingKeyWindowPassesKeyStatus = true
  /// Whether a subview's ``CALayer/zPosition`` reorders hit testing as it reorders painting.
  ///
  /// Default `false`: UIKit hit-tests subviews in their ``UIView/subviews`` order, so a
  /// subview raised only by its `zPosition` paints in front but doesn't take the touches
  /// [OBS: ansonyao.github.io "Hit-Test Sequence in iOS", 2016; Stack Overflow 21306297].
  public var zPositionReordersHitTesting = false
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

  /// Creates a profile.
  ///
  /// - Parameters:
  ///   - os: The iOS version family.
  ///   - idiom: The device idiom.
  ///   - horizontalSizeClass: The horizontal size class; compact on a phone, regular on a pad
  ///     when `nil`.
  ///   - verticalSizeClass: The vertical size class.
  ///   - screen: The screen's bounds; 390×844 on a phone, 820×1180 on a pad when `nil`.
  public init(
    os: OSFamily = .iOS18to25, idiom: Idiom = .phone, horizontalSizeClass: SizeClass? = nil,
    verticalSizeClass: SizeClass = .regular, screen: Rect? = nil
  ) {
    self.os = os
    switch os {
    case .iOS12AndEarlier: majorVersion = 12
    case .iOS13to17: majorVersion = 17
    case .iOS18to25: majorVersion = 18
    case .iOS26: majorVersion = 26
    }
    self.idiom = idiom
    self.horizontalSizeClass = horizontalSizeClass ?? (idiom == .phone ? .compact : .regular)
    self.verticalSizeClass = verticalSizeClass
    let size = idiom == .phone ? (390.0, 844.0) : (820.0, 1180.0)
    self.screen = screen ?? Rect(x: 0, y: 0, width: size.0, height: size.1)
    screenScale = idiom == .phone ? 3 : 2
    if idiom == .pad {
      safeAreaTop = 24
      safeAreaBottom = 20
    } else if verticalSizeClass == .compact {
      // A phone in landscape: no status bar, a shorter home indicator inset [OBS: as
      // `safeAreaTop`; the 47-point side insets are not modelled].
      safeAreaTop = 0
      safeAreaBottom = 21
    }
  }

  /// An iPhone on iOS 18: the default.
  public static let iPhone = FidelityProfile()
  /// An iPad on iOS 18, regular width.
  public static let iPad = FidelityProfile(idiom: .pad)
  /// An iPhone on iOS 18 in landscape: compact width and compact height, 844×390.
  public static let iPhoneLandscape = FidelityProfile(
    verticalSizeClass: .compact, screen: Rect(x: 0, y: 0, width: 844, height: 390))

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

  /// Whether the root presentation machinery (§2.1) exists: iOS 13 and later.
  var hasRootPresentation: Bool { os >= .iOS13to17 }
}
