public import Foundation

/// The timing curves of UIKit's animations, as `UIView.AnimationCurve`; inert.
extension UIView {
  /// A timing curve, as `UIView.AnimationCurve`; inert.
  public enum AnimationCurve: Int, Hashable, Sendable {
    /// Slow at the start and the end.
    case easeInOut = 0
    /// Slow at the start.
    case easeIn = 1
    /// Slow at the end.
    case easeOut = 2
    /// Even.
    case linear = 3
  }
}

/// Where an animation ended, as `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Hashable, Sendable {
  /// At its end; the only position the model's animations reach.
  case end = 0
  /// At its start.
  case start = 1
  /// Where it was stopped.
  case current = 2
}

/// An animator of view changes, as `UIViewPropertyAnimator`; inert: started animations apply
/// their changes at once and completions run with ``UIViewAnimatingPosition/end`` on the app's
/// next ``UIApplication/settle()``.
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject {
  private var animations: [() -> Void] = []
  private var completions: [(UIViewAnimatingPosition) -> Void] = []

  /// Creates an animator with one of UIKit's curves; nothing runs until it starts.
  ///
  /// - Parameters:
  ///   - duration: The duration UIKit would animate for; ignored.
  ///   - curve: The timing curve; ignored.
  ///   - animations: The changes, applied when the animator starts.
  public convenience init(
    duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
    if let animations { self.animations.append(animations) }
  }

  /// Creates an animator with a cubic Bézier curve; nothing runs until it starts.
  ///
  /// - Parameters:
  ///   - duration: The duration UIKit would animate for; ignored.
  ///   - point1: The curve's first control point; kept in ``timingParameters``.
  ///   - point2: The curve's second control point; kept in ``timingParameters``.
  ///   - animations: The changes, applied when the animator starts.
  public convenience init(
    duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
    animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration,
      timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
    if let animations { self.animations.append(animations) }
  }

  /// Creates an animator with a spring's damping ratio; nothing runs until it starts.
  ///
  /// - Parameters:
  ///   - duration: The duration UIKit would animate for; ignored.
  ///   - ratio: The damping ratio; kept in ``timingParameters``.
  ///   - animations: The changes, applied when the animator starts.
  public convenience init(
    duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil
  ) {
    self.init(
      duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
    if let animations { self.animations.append(animations) }
  }

  /// Creates an animator with custom timing and no animations; add them with
  /// ``addAnimations(_:)``, then start it.
  ///
  /// - Parameters:
  ///   - duration: The duration UIKit would animate for; ignored.
  ///   - parameters: The timing; kept in ``timingParameters`` (inert).
  public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
    timingParameters = parameters
  }

  /// Creates an animator with no animations; add them with ``addAnimations(_:)``.
  public required override init() {}

  /// The timing the animator was made with (inert: the changes apply at once); `nil` for one
  /// made with ``init()``.
  open private(set) var timingParameters: (any UITimingCurveProvider)?

  /// Creates an animator that starts at once: its changes apply now, its completion runs on the
  /// next settle.
  ///
  /// - Parameters:
  ///   - duration: The duration UIKit would animate for; ignored.
  ///   - delay: The delay UIKit would wait for; ignored.
  ///   - options: The curve and behaviour; ignored.
  ///   - animations: The changes, applied now.
  ///   - completion: What runs when the animation would end, on the next settle.
  /// - Returns: The running animator.
  public class func runningPropertyAnimator(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((UIViewAnimatingPosition) -> Void)? = nil
  ) -> Self {
    let animator = Self.init()
    animator.addAnimations(animations)
    if let completion { animator.addCompletion(completion) }
    animator.startAnimation()
    return animator
  }

  /// Adds changes to animate; they apply when the animator starts, or now if it has.
  ///
  /// - Parameter animation: The changes.
  open func addAnimations(_ animation: @escaping () -> Void) {
    if isRunning { animation() } else { animations.append(animation) }
  }

  /// Adds what runs when the animation ends, on the app's next settle after it starts.
  ///
  /// - Parameter completion: The completion, given ``UIViewAnimatingPosition/end``.
  open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
    if isRunning {
      PendingAnimationCompletions.enqueue { completion(.end) }
    } else {
      completions.append(completion)
    }
  }

  /// Whether the animator has started.
  open private(set) var isRunning = false

  /// Starts the animations: their changes apply now and the completions run on the next settle.
  open func startAnimation() {
    guard !isRunning else { return }
    isRunning = true
    for animation in animations { animation() }
    animations = []
    let completions = completions
    self.completions = []
    PendingAnimationCompletions.enqueue {
      for completion in completions { completion(.end) }
    }
  }
}
