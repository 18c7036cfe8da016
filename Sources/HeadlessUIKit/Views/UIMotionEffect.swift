import Foundation

/// An effect that moves a view with the device's tilt, as UIKit's `UIMotionEffect` (inert:
/// the model has no device motion, so no effect ever changes a view).
@preconcurrency @MainActor
open class UIMotionEffect: NSObject {
  /// Creates a motion effect.
  public override init() {}
}

/// An effect that maps the device's tilt along one axis to a range of values of a view's key
/// path, as UIKit's `UIInterpolatingMotionEffect` (inert: kept as set, never applied).
@preconcurrency @MainActor
open class UIInterpolatingMotionEffect: UIMotionEffect {
  /// The axis of tilt an interpolating motion effect follows, as
  /// `UIInterpolatingMotionEffect.EffectType`.
  public enum EffectType: Int, Hashable, Sendable {
    /// Tilting left and right.
    case tiltAlongHorizontalAxis = 0
    /// Tilting up and down.
    case tiltAlongVerticalAxis = 1
  }

  /// The view's key path the effect changes, such as `center.x`.
  public let keyPath: String
  /// The axis of tilt the effect follows.
  public let type: UIInterpolatingMotionEffect.EffectType
  /// The value relative to the key path's at the most negative tilt; `nil` by default.
  open var minimumRelativeValue: Any?
  /// The value relative to the key path's at the most positive tilt; `nil` by default.
  open var maximumRelativeValue: Any?

  /// Creates an effect for a key path following an axis of tilt.
  ///
  /// - Parameters:
  ///   - keyPath: The view's key path to change.
  ///   - type: The axis of tilt.
  public init(keyPath: String, type: UIInterpolatingMotionEffect.EffectType) {
    self.keyPath = keyPath
    self.type = type
    super.init()
  }
}

/// Motion effects applied together, as UIKit's `UIMotionEffectGroup` (inert, as
/// ``UIMotionEffect``).
@preconcurrency @MainActor
open class UIMotionEffectGroup: UIMotionEffect {
  /// The effects in the group; `nil` by default.
  open var motionEffects: [UIMotionEffect]?

  /// Creates an empty group.
  public override init() {
    super.init()
  }
}

extension UIView {
  /// Adds a motion effect to the view (inert: the model has no device motion).
  ///
  /// - Parameter effect: The effect.
  public func addMotionEffect(_ effect: UIMotionEffect) {
    motionEffects.append(effect)
  }

  /// Removes a motion effect from the view.
  ///
  /// - Parameter effect: The effect.
  public func removeMotionEffect(_ effect: UIMotionEffect) {
    motionEffects.removeAll { $0 === effect }
  }
}
