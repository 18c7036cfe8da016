public import Foundation

/// The timing of an animation as a spring, as UIKit's `UISpringTimingParameters`; inert:
/// kept, as the model's animations apply their changes at once.
@preconcurrency @MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
  /// The velocity the animated values start with (inert).
  let velocity: CGVector

  /// Creates a spring with UIKit's default damping and no initial velocity.
  public override init() {
    velocity = CGVector(dx: 0, dy: 0)
  }

  /// Creates a spring with a damping ratio and no initial velocity.
  ///
  /// - Parameter ratio: The damping ratio: 1 settles without oscillating (inert).
  public convenience init(dampingRatio ratio: CGFloat) {
    self.init(dampingRatio: ratio, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// Creates a spring with a damping ratio and an initial velocity.
  ///
  /// - Parameters:
  ///   - ratio: The damping ratio (inert).
  ///   - velocity: The initial velocity (inert).
  public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
    self.velocity = velocity
  }

  /// Creates a spring from its mass, stiffness and damping.
  ///
  /// - Parameters:
  ///   - mass: The mass (inert).
  ///   - stiffness: The stiffness (inert).
  ///   - damping: The damping (inert).
  ///   - velocity: The initial velocity (inert).
  public init(
    mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector
  ) {
    self.velocity = velocity
  }

  /// Creates a spring that settles in about a duration with a bounce.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration (inert).
  ///   - bounce: The bounce, from -1 to 1 (inert).
  public convenience init(duration: TimeInterval, bounce: CGFloat) {
    self.init(duration: duration, bounce: bounce, initialVelocity: CGVector(dx: 0, dy: 0))
  }

  /// Creates a spring that settles in about a duration with a bounce and an initial velocity.
  ///
  /// - Parameters:
  ///   - duration: The perceptual duration (inert).
  ///   - bounce: The bounce, from -1 to 1 (inert).
  ///   - velocity: The initial velocity (inert).
  public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
    self.velocity = velocity
  }

  /// `.spring`.
  open var timingCurveType: UITimingCurveType { .spring }
  /// `nil`: the parameters describe no cubic curve.
  open var cubicTimingParameters: UICubicTimingParameters? { nil }
  /// The parameters themselves.
  open var springTimingParameters: UISpringTimingParameters? { self }
}
