public import PresentationHierarchy

/// The device, geometry and uncertain behaviours the model reproduces, in three groups:
/// ``device``, ``geometry`` and ``behavior``, with SwiftUI's bridge in ``swiftUI``.
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

  /// The device modelled: iOS version family, idiom, size classes and screen.
  public var device: Device
  /// The geometry constants: bar heights, safe-area insets, sheet and popover sizes.
  public var geometry = Geometry()
  /// The switches for UIKit's uncertain behaviours, each with its evidence and default.
  public var behavior = Behavior()
  /// The uncertain parts of SwiftUI's presentation bridge (§5.2–§5.4); see ``SwiftUIFidelity``
  /// for each switch and its default.
  public var swiftUI = SwiftUIFidelity()

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
    let majorVersion =
      switch os {
      case .iOS12AndEarlier: 12
      case .iOS13to17: 17
      case .iOS18to25: 18
      case .iOS26: 26
      }
    let size = idiom == .phone ? (390.0, 844.0) : (820.0, 1180.0)
    device = Device(
      os: os, majorVersion: majorVersion, idiom: idiom,
      horizontalSizeClass: horizontalSizeClass ?? (idiom == .phone ? .compact : .regular),
      verticalSizeClass: verticalSizeClass,
      screen: screen ?? Rect(x: 0, y: 0, width: size.0, height: size.1),
      screenScale: idiom == .phone ? 3 : 2)
    if idiom == .pad {
      geometry.safeAreaTop = 24
      geometry.safeAreaBottom = 20
    } else if verticalSizeClass == .compact {
      // A phone in landscape: no status bar, a shorter home indicator inset [OBS: as
      // `safeAreaTop`; the 47-point side insets are not modelled].
      geometry.safeAreaTop = 0
      geometry.safeAreaBottom = 21
    }
  }

  /// An iPhone on iOS 18: the default.
  public static let iPhone = FidelityProfile()
  /// An iPad on iOS 18, regular width.
  public static let iPad = FidelityProfile(idiom: .pad)
  /// An iPhone on iOS 18 in landscape: compact width and compact height, 844×390.
  public static let iPhoneLandscape = FidelityProfile(
    verticalSizeClass: .compact, screen: Rect(x: 0, y: 0, width: 844, height: 390))

  /// Whether the root presentation machinery (§2.1) exists: iOS 13 and later.
  var hasRootPresentation: Bool { device.os >= .iOS13to17 }
}
