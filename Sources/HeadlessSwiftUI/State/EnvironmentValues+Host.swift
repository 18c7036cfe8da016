public import Foundation
import HeadlessUIKit

// The environment values SwiftUI's hosting sets from the device and the scene the content runs
// in: the size classes and display scale of the hosting controller's traits, and the phase of
// its window's scene. Each is read afresh whenever the root view is evaluated; a value an
// ancestor sets with `environment(_:_:)` wins in its subtree, as in SwiftUI.

/// A size class, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  /// The compact size class.
  case compact
  /// The regular size class.
  case regular

  /// Creates a SwiftUI size class from a UIKit one; `nil` for `.unspecified`.
  ///
  /// - Parameter uiUserInterfaceSizeClass: The UIKit size class.
  public init?(_ uiUserInterfaceSizeClass: UIUserInterfaceSizeClass) {
    switch uiUserInterfaceSizeClass {
    case .compact: self = .compact
    case .regular: self = .regular
    default: return nil
    }
  }
}

/// A scene's operational state, as SwiftUI's `ScenePhase`.
public enum ScenePhase: Comparable, Hashable, Sendable {
  /// The scene isn't visible.
  case background
  /// The scene is in the foreground but doesn't receive events.
  case inactive
  /// The scene is in the foreground and interactive.
  case active
}

/// What the hosting controller's traits and scene said when the root view was last evaluated.
struct HostTraits {
  var horizontalSizeClass: UserInterfaceSizeClass?
  var verticalSizeClass: UserInterfaceSizeClass?
  var displayScale: CGFloat
  var scenePhase: ScenePhase
}

/// The environment key of the hosting controller's traits; an iPhone's when no host set them.
private enum HostTraitsKey: EnvironmentKey {
  static var defaultValue: HostTraits {
    HostTraits(
      horizontalSizeClass: .compact, verticalSizeClass: .regular, displayScale: 3,
      scenePhase: .active)
  }
}

/// A size class an ancestor set with `environment(_:_:)`, over the host's.
private enum HorizontalSizeClassOverrideKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass?? { nil }
}

/// A size class an ancestor set with `environment(_:_:)`, over the host's.
private enum VerticalSizeClassOverrideKey: EnvironmentKey {
  static var defaultValue: UserInterfaceSizeClass?? { nil }
}

/// A display scale an ancestor set with `environment(_:_:)`, over the host's.
private enum DisplayScaleOverrideKey: EnvironmentKey {
  static var defaultValue: CGFloat? { nil }
}

/// A scene phase an ancestor set with `environment(_:_:)`, over the host's.
private enum ScenePhaseOverrideKey: EnvironmentKey {
  static var defaultValue: ScenePhase? { nil }
}

extension EnvironmentValues {
  /// The horizontal size class of the device the app runs on: compact on an iPhone, regular on
  /// an iPad, as the hosting controller's `traitCollection` says from the app's profile [DOC:
  /// `swiftui/userinterfacesizeclass`: "SwiftUI sets the size class based on … the current
  /// device type"; UIKit reference §3.5 for the profile's classes]; an ancestor's
  /// `environment(\.horizontalSizeClass, …)` sets it for its subtree.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get {
      self[HorizontalSizeClassOverrideKey.self] ?? self[HostTraitsKey.self].horizontalSizeClass
    }
    set { self[HorizontalSizeClassOverrideKey.self] = .some(newValue) }
  }

  /// The vertical size class of the device the app runs on: regular on a portrait iPhone and on
  /// an iPad, compact on a landscape iPhone, from the hosting controller's `traitCollection`;
  /// an ancestor's `environment(\.verticalSizeClass, …)` sets it for its subtree.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassOverrideKey.self] ?? self[HostTraitsKey.self].verticalSizeClass }
    set { self[VerticalSizeClassOverrideKey.self] = .some(newValue) }
  }

  /// The points-to-pixels scale of the screen: the profile's (3 on an iPhone, 2 on an iPad),
  /// from the hosting controller's `traitCollection`; inert: nothing is drawn in pixels.
  public var displayScale: CGFloat {
    get { self[DisplayScaleOverrideKey.self] ?? self[HostTraitsKey.self].displayScale }
    set { self[DisplayScaleOverrideKey.self] = newValue }
  }

  /// The size of a pixel in points, `1 / displayScale`; inert.
  public var pixelLength: CGFloat { 1 / displayScale }

  /// The phase of the scene the view is in: from its window's scene's `activationState`
  /// (`.foregroundActive` is `.active`, `.foregroundInactive` `.inactive`, otherwise
  /// `.background`) [DOC: `swiftui/scenephase`: "a value that reflects the phase of the scene
  /// that contains the view"]; `.active` while the content isn't in a window yet.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseOverrideKey.self] ?? self[HostTraitsKey.self].scenePhase }
    set { self[ScenePhaseOverrideKey.self] = newValue }
  }
}

extension HostingEngine {
  /// Sets the values the hosting controller's device and scene decide, and the edit mode the
  /// root provides, on the root view's environment.
  func setHostValues(on values: inout EnvironmentValues) {
    let traits = controller.traitCollection
    let phase: ScenePhase =
      switch controller.viewIfLoaded?.window?.windowScene?.activationState {
      case .foregroundActive?, nil: .active
      case .foregroundInactive?: .inactive
      default: .background
      }
    values[HostTraitsKey.self] = HostTraits(
      horizontalSizeClass: UserInterfaceSizeClass(traits.horizontalSizeClass),
      verticalSizeClass: UserInterfaceSizeClass(traits.verticalSizeClass),
      displayScale: traits.displayScale, scenePhase: phase)
    setRootEditMode(on: &values)
  }
}
