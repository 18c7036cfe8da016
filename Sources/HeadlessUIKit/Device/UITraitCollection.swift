public import Foundation

/// The traits of an app's environment, as `UITraitCollection`: size classes, idiom, appearance,
/// scale and text size, read from the app's ``FidelityProfile``.
///
/// A trait collection made with one of the single-trait initialisers holds that trait and
/// leaves the others unspecified, as in UIKit. Traits decide layering only through the size
/// classes, which the model's presentations already read from the profile.
open class UITraitCollection: NSObject, @unchecked Sendable {
  /// The horizontal size class; `.unspecified` unless set.
  public let horizontalSizeClass: UIUserInterfaceSizeClass
  /// The vertical size class; `.unspecified` unless set.
  public let verticalSizeClass: UIUserInterfaceSizeClass
  /// The interface idiom; `.unspecified` unless set.
  public let userInterfaceIdiom: UIUserInterfaceIdiom
  /// The appearance, light or dark; `.unspecified` unless set.
  public let userInterfaceStyle: UIUserInterfaceStyle
  /// The display scale; 0 (unspecified) unless set.
  public let displayScale: CGFloat
  /// The user's preferred text size; `.unspecified` unless set.
  public let preferredContentSizeCategory: UIContentSizeCategory

  init(
    horizontal: UIUserInterfaceSizeClass = .unspecified,
    vertical: UIUserInterfaceSizeClass = .unspecified,
    idiom: UIUserInterfaceIdiom = .unspecified, style: UIUserInterfaceStyle = .unspecified,
    scale: CGFloat = 0, contentSize: UIContentSizeCategory = .unspecified
  ) {
    horizontalSizeClass = horizontal
    verticalSizeClass = vertical
    userInterfaceIdiom = idiom
    userInterfaceStyle = style
    displayScale = scale
    preferredContentSizeCategory = contentSize
  }

  /// Creates a trait collection with only a horizontal size class.
  ///
  /// - Parameter horizontalSizeClass: The size class.
  public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
    self.init(horizontal: horizontalSizeClass)
  }

  /// Creates a trait collection with only a vertical size class.
  ///
  /// - Parameter verticalSizeClass: The size class.
  public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
    self.init(vertical: verticalSizeClass)
  }

  /// Creates a trait collection with only an interface idiom.
  ///
  /// - Parameter idiom: The idiom.
  public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
    self.init(idiom: idiom)
  }

  /// Creates a trait collection with only an appearance.
  ///
  /// - Parameter userInterfaceStyle: The appearance.
  public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
    self.init(style: userInterfaceStyle)
  }

  /// Creates a trait collection with only a display scale.
  ///
  /// - Parameter scale: The scale.
  public convenience init(displayScale scale: CGFloat) {
    self.init(scale: scale)
  }

  /// Creates a trait collection with only a preferred text size.
  ///
  /// - Parameter preferredContentSizeCategory: The text size.
  public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
    self.init(contentSize: preferredContentSizeCategory)
  }

  /// The traits of the app whose scope the code runs in (``UIApplication/shared``), from its
  /// ``FidelityProfile``; outside every app's scope, an iPhone's.
  ///
  /// UIKit lets you assign it to resolve colors for other traits; the model's is read-only:
  /// use ``UIColor/resolvedColor(with:)``.
  public class var current: UITraitCollection {
    UITraitCollection(profile: AppScope.application?.profile ?? .iPhone)
  }

  /// The same traits with another appearance.
  func replacingStyle(_ style: UIUserInterfaceStyle) -> UITraitCollection {
    UITraitCollection(
      horizontal: horizontalSizeClass, vertical: verticalSizeClass, idiom: userInterfaceIdiom,
      style: style, scale: displayScale, contentSize: preferredContentSizeCategory)
  }

  /// Returns whether colors could resolve differently under another trait collection: whether
  /// the appearances differ [DOC: `uikit/uitraitcollection/hasdifferentcolorappearance(comparedto:)`;
  /// the model has no contrast or elevation traits].
  ///
  /// - Parameter traitCollection: The other traits.
  /// - Returns: Whether the appearance differs.
  public func hasDifferentColorAppearance(comparedTo traitCollection: UITraitCollection?) -> Bool {
    userInterfaceStyle != (traitCollection?.userInterfaceStyle ?? .unspecified)
  }

  /// Returns whether this collection holds every trait another one specifies.
  ///
  /// Each trait set in `trait` (not unspecified) must have the same value here [DOC:
  /// `uikit/uitraitcollection/containstraits(in:)`]. A `nil` collection specifies none, so the
  /// answer is `true` [INF].
  ///
  /// - Parameter trait: The traits to look for.
  /// - Returns: Whether all of them are here.
  @available(
    iOS, introduced: 8.0, deprecated: 17.0,
    message: "Compare values for specific traits in the trait collections instead"
  )
  public func containsTraits(in trait: UITraitCollection?) -> Bool {
    guard let trait else { return true }
    return
      (trait.horizontalSizeClass == .unspecified
      || trait.horizontalSizeClass == horizontalSizeClass)
      && (trait.verticalSizeClass == .unspecified || trait.verticalSizeClass == verticalSizeClass)
      && (trait.userInterfaceIdiom == .unspecified
        || trait.userInterfaceIdiom == userInterfaceIdiom)
      && (trait.userInterfaceStyle == .unspecified
        || trait.userInterfaceStyle == userInterfaceStyle)
      && (trait.displayScale == 0 || trait.displayScale == displayScale)
      && (trait.preferredContentSizeCategory == .unspecified
        || trait.preferredContentSizeCategory == preferredContentSizeCategory)
  }

  /// Runs code with these traits as the current ones (inert: the model's ``current`` reads the
  /// app's profile, and colors resolve through ``UIColor/resolvedColor(with:)``).
  ///
  /// - Parameter actions: The code.
  public func performAsCurrent(_ actions: () -> Void) {
    actions()
  }

  /// The layout direction: left to right, the only one the model lays out.
  public var layoutDirection: UITraitEnvironmentLayoutDirection {
    .leftToRight
  }

  /// The traits a profile's device shows: its size classes, idiom and scale, the light
  /// appearance and the default text size.
  convenience init(profile: FidelityProfile) {
    self.init(
      horizontal: UIUserInterfaceSizeClass(profile.device.horizontalSizeClass),
      vertical: UIUserInterfaceSizeClass(profile.device.verticalSizeClass),
      idiom: profile.device.idiom == .pad ? .pad : .phone, style: .light,
      scale: CGFloat(profile.device.screenScale), contentSize: .large)
  }
}

/// The direction a trait environment lays out in, as `UITraitEnvironmentLayoutDirection`.
public enum UITraitEnvironmentLayoutDirection: Int, Hashable, Sendable {
  /// Not specified.
  case unspecified = -1
  /// Left to right.
  case leftToRight = 0
  /// Right to left.
  case rightToLeft = 1
}

/// A size class, as `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: Int, Hashable, Sendable {
  /// No size class.
  case unspecified = 0
  /// Compact.
  case compact = 1
  /// Regular.
  case regular = 2

  init(_ sizeClass: FidelityProfile.SizeClass) {
    self = sizeClass == .compact ? .compact : .regular
  }
}

/// An appearance, as `UIUserInterfaceStyle`.
public enum UIUserInterfaceStyle: Int, Hashable, Sendable {
  /// No appearance.
  case unspecified = 0
  /// The light appearance.
  case light = 1
  /// The dark appearance.
  case dark = 2
}

/// The kind of interface a device shows, as `UIUserInterfaceIdiom`.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable {
  /// No idiom.
  case unspecified = -1
  /// An iPhone.
  case phone = 0
  /// An iPad.
  case pad = 1
  /// An Apple TV.
  case tv = 2
  /// CarPlay.
  case carPlay = 3
  /// A Mac.
  case mac = 5
  /// Apple Vision Pro.
  case vision = 6
}

/// A preferred text size, as `UIContentSizeCategory`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// No size.
  public static let unspecified = Self(rawValue: "_UICTContentSizeCategoryUnspecified")
  /// Extra small.
  public static let extraSmall = Self(rawValue: "UICTContentSizeCategoryXS")
  /// Small.
  public static let small = Self(rawValue: "UICTContentSizeCategoryS")
  /// Medium.
  public static let medium = Self(rawValue: "UICTContentSizeCategoryM")
  /// Large, the default.
  public static let large = Self(rawValue: "UICTContentSizeCategoryL")
  /// Extra large.
  public static let extraLarge = Self(rawValue: "UICTContentSizeCategoryXL")
  /// Extra extra large.
  public static let extraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXL")
  /// Extra extra extra large.
  public static let extraExtraExtraLarge = Self(rawValue: "UICTContentSizeCategoryXXXL")
}
