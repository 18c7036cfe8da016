public import Foundation

// UIView's block-based animations, inert: the model has no clock, so every change is applied at
// once (as UIKit does for a duration of 0 or less [DOC: `uikit/uiview/animate(withduration:
// animations:)`, "the changes are made without animating them"]) and every completion runs
// with `true` (finished) on the app's next ``UIApplication/settle()``, in the app's scope.
extension UIView {
  /// Options for animating views with blocks, as `UIView.AnimationOptions`; inert.
  public struct AnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lays out subviews at commit time.
    public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate.
    public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
    /// Starts from the current state of an animation in flight.
    public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation indefinitely.
    public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
    /// Runs the animation backwards and forwards, with ``repeat``.
    public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
    /// Ignores the duration of an enclosing animation.
    public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
    /// Ignores the curve of an enclosing animation.
    public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
    /// Animates the content of a transition.
    public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
    /// Hides and shows views in a transition instead of removing and adding them.
    public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
    /// Ignores the options of an enclosing animation.
    public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
    /// An ease-in ease-out curve, the default.
    public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
    /// An ease-in curve.
    public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
    /// An ease-out curve.
    public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
    /// A linear curve.
    public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    /// A transition that flips from left to right.
    public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
    /// A transition that flips from right to left.
    public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
    /// A transition that curls up.
    public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
    /// A transition that curls down.
    public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
    /// A transition that dissolves from one view to the next.
    public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    /// A transition that flips from top to bottom.
    public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
    /// A transition that flips from bottom to top.
    public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
  }

  /// Applies changes to views at once; inert timing.
  ///
  /// - Parameters:
  ///   - duration: The duration UIKit would animate for; ignored.
  ///   - animations: The changes, applied now.
  public class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
    animations()
  }

  /// Applies changes to views at once and runs the completion with `true` on the app's next
  /// settle; inert timing.
  ///
  /// - Parameters:
  ///   - duration: The duration UIKit would animate for; ignored.
  ///   - animations: The changes, applied now.
  ///   - completion: What runs when the animation would end, on the next settle.
  public class func animate(
    withDuration duration: TimeInterval, animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    PendingAnimationCompletions.enqueue(completion)
  }

  /// Applies changes to views at once and runs the completion with `true` on the app's next
  /// settle; inert timing, delay and options.
  ///
  /// - Parameters:
  ///   - duration: The duration UIKit would animate for; ignored.
  ///   - delay: The delay UIKit would wait for; ignored.
  ///   - options: The curve and behaviour; ignored.
  ///   - animations: The changes, applied now.
  ///   - completion: What runs when the animation would end, on the next settle.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval, options: UIView.AnimationOptions = [],
    animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    PendingAnimationCompletions.enqueue(completion)
  }

  /// Applies changes to views at once, as a spring animation would end, and runs the completion
  /// with `true` on the app's next settle; inert timing and spring.
  ///
  /// - Parameters:
  ///   - duration: The duration UIKit would animate for; ignored.
  ///   - delay: The delay UIKit would wait for; ignored.
  ///   - dampingRatio: The spring's damping; ignored.
  ///   - velocity: The spring's initial velocity; ignored.
  ///   - options: The curve and behaviour; ignored.
  ///   - animations: The changes, applied now.
  ///   - completion: What runs when the animation would end, on the next settle.
  public class func animate(
    withDuration duration: TimeInterval, delay: TimeInterval,
    usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
    options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    PendingAnimationCompletions.enqueue(completion)
  }

  /// Applies a container view's changes at once and runs the completion with `true` on the
  /// app's next settle; inert transition.
  ///
  /// - Parameters:
  ///   - view: The container view; its changes are made now.
  ///   - duration: The duration UIKit would animate for; ignored.
  ///   - options: The transition and behaviour; ignored.
  ///   - animations: The changes, applied now.
  ///   - completion: What runs when the transition would end, on the next settle.
  public class func transition(
    with view: UIView, duration: TimeInterval, options: UIView.AnimationOptions = [],
    animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil
  ) {
    animations?()
    PendingAnimationCompletions.enqueue(completion)
  }

  /// Replaces one view with another at once and runs the completion with `true` on the app's
  /// next settle; the transition's look is inert.
  ///
  /// As UIKit does by default, `toView` is added to `fromView`'s superview and `fromView` is
  /// removed from it [DOC: `uikit/uiview/transition(from:to:duration:options:completion:)`];
  /// `toView` takes `fromView`'s place in the subview order, just above it before it goes
  /// [INF: the page doesn't say where it is added]. With `.showHideTransitionViews` both stay
  /// and `fromView` is hidden, `toView` shown, instead [DOC: `UIView.AnimationOptions`]. A
  /// `fromView` with no superview changes nothing but that.
  ///
  /// - Parameters:
  ///   - fromView: The view that goes.
  ///   - toView: The view that takes its place.
  ///   - duration: The duration UIKit would animate for; ignored.
  ///   - options: The transition; only `.showHideTransitionViews` changes what happens.
  ///   - completion: What runs when the transition would end, on the next settle.
  public class func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval,
    options: UIView.AnimationOptions = [], completion: ((Bool) -> Void)? = nil
  ) {
    if options.contains(.showHideTransitionViews) {
      fromView.isHidden = true
      toView.isHidden = false
    } else if let superview = fromView.superview {
      superview.insertSubview(toView, aboveSubview: fromView)
      fromView.removeFromSuperview()
    }
    PendingAnimationCompletions.enqueue(completion)
  }

  /// Applies changes to views at once, as a spring animation would end, and runs the completion
  /// with `true` on the app's next settle; inert timing and spring (iOS 17's spring).
  ///
  /// - Parameters:
  ///   - duration: The spring's duration; ignored.
  ///   - bounce: How much the spring bounces; ignored.
  ///   - initialSpringVelocity: The spring's initial velocity; ignored.
  ///   - delay: The delay UIKit would wait for; ignored.
  ///   - options: The curve and behaviour; ignored.
  ///   - animations: The changes, applied now.
  ///   - completion: What runs when the animation would end, on the next settle.
  @preconcurrency
  public class func animate(
    springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
    initialSpringVelocity: CGFloat = 0.0, delay: TimeInterval = 0.0,
    options: UIView.AnimationOptions = [], animations: () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    PendingAnimationCompletions.enqueue(completion)
  }

  /// Runs changes without animation: in the model, as every change is.
  ///
  /// - Parameter actionsWithoutAnimation: The changes, applied now.
  public class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
    actionsWithoutAnimation()
  }

  /// Turns animations on or off for the running app.
  ///
  /// Kept and read back by
  /// ``areAnimationsEnabled``, otherwise inert, as the model applies every change at once [DOC:
  /// `uikit/uiview/setanimationsenabled(_:)`]. Outside every app's scope it changes nothing.
  ///
  /// - Parameter enabled: Whether animations run.
  public class func setAnimationsEnabled(_ enabled: Bool) {
    AppScope.application?.system.areAnimationsEnabled = enabled
  }

  /// Whether animations are on for the running app (`true` unless turned off with
  /// ``setAnimationsEnabled(_:)``).
  public class var areAnimationsEnabled: Bool {
    AppScope.application?.system.areAnimationsEnabled ?? true
  }
}
