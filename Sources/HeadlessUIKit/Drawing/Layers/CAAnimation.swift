public import Foundation

/// A Core Animation animation, as `CAAnimation` (inert: adding one to a layer changes nothing;
/// its ``delegate`` hears it stop on the app's next settle, as the model's animations end).
open class CAAnimation: NSObject, CAMediaTiming, CAAction {
  /// Creates an animation.
  public override init() {}

  /// Runs the animation as a layer's action for a key (inert: the model adds no animation).
  ///
  /// - Parameters:
  ///   - event: The action's identifier.
  ///   - anObject: The layer.
  ///   - dict: Parameters of the event, if any.
  open func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}

  /// The duration in seconds, 0 (the default 0.25) by default (inert).
  open var duration: CFTimeInterval = 0
  /// When the animation begins, 0 by default (inert).
  open var beginTime: CFTimeInterval = 0
  /// The animation's pacing, `nil` (linear) by default (inert).
  open var timingFunction: CAMediaTimingFunction?
  /// How many times it repeats, 0 by default (inert).
  open var repeatCount: Float = 0
  /// How long it repeats, 0 by default (inert).
  open var repeatDuration: CFTimeInterval = 0
  /// Whether it runs backwards after forwards, `false` by default (inert).
  open var autoreverses = false
  /// How it affects the layer outside its active time, `.removed` by default (inert).
  open var fillMode: CAMediaTimingFillMode = .removed
  /// Whether it is removed when it ends, `true` by default (inert).
  open var isRemovedOnCompletion = true
  /// Its speed relative to its parent's time, 1 by default (inert).
  open var speed: Float = 1
  /// Its time offset, 0 by default (inert).
  open var timeOffset: CFTimeInterval = 0
  /// The object that hears the animation start and stop; held strongly, as in Core Animation
  /// [DOC: `quartzcore/caanimation/delegate`].
  open var delegate: (any CAAnimationDelegate)?
}

/// What hears a Core Animation animation start and stop, as `CAAnimationDelegate`.
public protocol CAAnimationDelegate: AnyObject {
  /// Called when the animation starts.
  ///
  /// - Parameter anim: The animation.
  func animationDidStart(_ anim: CAAnimation)
  /// Called when the animation stops.
  ///
  /// - Parameters:
  ///   - anim: The animation.
  ///   - flag: Whether it ran to its end.
  func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
  /// Does nothing by default.
  ///
  /// - Parameter anim: The animation.
  public func animationDidStart(_ anim: CAAnimation) {}
  /// Does nothing by default.
  ///
  /// - Parameters:
  ///   - anim: The animation.
  ///   - flag: Whether it ran to its end.
  public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// An animation of one layer property, as `CAPropertyAnimation` (inert).
open class CAPropertyAnimation: CAAnimation {
  /// The key path of the property animated.
  open var keyPath: String?
  /// Whether the values add to the current value, `false` by default (inert).
  open var isAdditive = false
  /// Whether repeats build on the last value, `false` by default (inert).
  open var isCumulative = false

  /// Creates an animation of a property.
  public override init() {
    super.init()
  }

  /// Creates an animation of the property at a key path.
  ///
  /// - Parameter path: The key path.
  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }
}

/// An animation from one value to another, as `CABasicAnimation` (inert).
open class CABasicAnimation: CAPropertyAnimation {
  /// The value it starts from, `nil` by default.
  open var fromValue: Any?
  /// The value it ends at, `nil` by default.
  open var toValue: Any?
  /// The amount it changes by, `nil` by default.
  open var byValue: Any?
}

/// A spring animation, as `CASpringAnimation` (inert).
open class CASpringAnimation: CABasicAnimation {
  /// The spring's damping, 10 by default.
  open var damping: CGFloat = 10
  /// Its stiffness, 100 by default.
  open var stiffness: CGFloat = 100
  /// The mass on it, 1 by default.
  open var mass: CGFloat = 1
  /// Its starting speed, 0 by default.
  open var initialVelocity: CGFloat = 0
}

/// An animation through a sequence of values, as `CAKeyframeAnimation` (inert).
open class CAKeyframeAnimation: CAPropertyAnimation {
  /// The values, `nil` by default.
  open var values: [Any]?
  /// When each value is reached, from 0 to 1; `nil` by default.
  open var keyTimes: [NSNumber]?
  /// The pacing between values, `nil` by default.
  open var timingFunctions: [CAMediaTimingFunction]?
  /// A path a point property follows, `nil` by default.
  open var path: CGPath?
  /// How values between keyframes are computed, `.linear` by default (inert).
  open var calculationMode: CAAnimationCalculationMode = .linear
}

/// How a keyframe animation computes values between keyframes, as
/// `CAAnimationCalculationMode`.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Straight lines between keyframes.
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  /// Each keyframe's value in turn, none between.
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  /// Straight lines at an even pace, key times ignored.
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  /// A smooth spline through the keyframes.
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  /// A smooth spline at an even pace, key times ignored.
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Animations that run together, as `CAAnimationGroup` (inert).
open class CAAnimationGroup: CAAnimation {
  /// The animations, `nil` by default.
  open var animations: [CAAnimation]?
}

/// The pacing of an animation, as `CAMediaTimingFunction` (inert: it paces nothing, but
/// keeps its cubic Bézier control points).
open class CAMediaTimingFunction: NSObject {
  /// The named pacing, if it is one.
  let name: CAMediaTimingFunctionName?
  /// The two inner control points (x, y); the curve runs from (0, 0) to (1, 1).
  private let controlPoints: [Float]

  /// Creates one of the named pacings.
  ///
  /// - Parameter name: The name.
  public init(name: CAMediaTimingFunctionName) {
    self.name = name
    // Core Animation's control points for its named pacings [OBS: getControlPoint(at:values:)
    // printed on iOS; the CSS names' curves].
    switch name {
    case .easeIn: controlPoints = [0.42, 0, 1, 1]
    case .easeOut: controlPoints = [0, 0, 0.58, 1]
    case .easeInEaseOut: controlPoints = [0.42, 0, 0.58, 1]
    case .default: controlPoints = [0.25, 0.1, 0.25, 1]
    default: controlPoints = [0, 0, 1, 1]
    }
  }

  /// Writes one of the curve's four control points, x then y, where a pointer to two floats
  /// points: (0, 0), the two given ones, then (1, 1).
  ///
  /// - Parameters:
  ///   - idx: The point's index, 0 to 3; others write nothing.
  ///   - ptr: Where the two values go.
  open func getControlPoint(at idx: Int, values ptr: UnsafeMutablePointer<Float>) {
    let point: (Float, Float)
    switch idx {
    case 0: point = (0, 0)
    case 1: point = (controlPoints[0], controlPoints[1])
    case 2: point = (controlPoints[2], controlPoints[3])
    case 3: point = (1, 1)
    default: return
    }
    ptr[0] = point.0
    ptr[1] = point.1
  }

  /// Creates a cubic Bézier pacing from its two control points.
  ///
  /// - Parameters:
  ///   - c1x: The first control point's x.
  ///   - c1y: Its y.
  ///   - c2x: The second control point's x.
  ///   - c2y: Its y.
  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    name = nil
    controlPoints = [c1x, c1y, c2x, c2y]
  }
}

/// The names of Core Animation's pacings, as `CAMediaTimingFunctionName`.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Even pacing.
  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  /// Slow at the start.
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  /// Slow at the end.
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  /// Slow at both ends.
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  /// The system's default pacing.
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// How an animation affects its layer outside its active time, as `CAMediaTimingFillMode`.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Holds the end value after it ends.
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// Holds the start value before it begins.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  /// Both.
  public static let both = CAMediaTimingFillMode(rawValue: "both")
  /// Neither.
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}

/// Groups layer changes into one transaction, as `CATransaction`.
///
/// The model's changes take effect at once, so the settings are inert; a completion block
/// runs on the app's next settle after the outermost `commit()`, as the model's animations
/// complete [INF: UIKit runs it when the transaction's animations end].
open class CATransaction: NSObject {
  /// Starts a transaction.
  open class func begin() {
    TransactionState.begin()
  }

  /// Ends the current transaction; the outermost commit queues its completion block.
  open class func commit() {
    TransactionState.commit()
  }

  /// Commits any implicit transaction now (inert).
  open class func flush() {}

  /// Sets the duration of the transaction's animations (inert).
  ///
  /// - Parameter dur: The duration in seconds.
  open class func setAnimationDuration(_ dur: CFTimeInterval) {}

  /// The duration of the transaction's animations: 0.25 seconds, Core Animation's default.
  ///
  /// - Returns: The duration.
  open class func animationDuration() -> CFTimeInterval { 0.25 }

  /// Sets the pacing of the transaction's animations (inert).
  ///
  /// - Parameter function: The pacing.
  open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {}

  /// Sets whether property changes animate implicitly (inert).
  ///
  /// - Parameter flag: Whether actions are disabled.
  open class func setDisableActions(_ flag: Bool) {}

  /// Whether implicit animations are disabled: `false`.
  ///
  /// - Returns: Whether they are.
  open class func disableActions() -> Bool { false }

  /// Sets the block that runs when the transaction's animations end.
  ///
  /// - Parameter block: The block.
  open class func setCompletionBlock(_ block: (() -> Void)?) {
    TransactionState.setCompletion(block)
  }
}
