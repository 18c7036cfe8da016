public import Foundation

// UIView's keyframe animations, inert as the block-based ones are: every keyframe's changes
// apply at once, in the order the keyframes were added, and the completion runs with `true`
// on the app's next settle [DOC: `uikit/uiview/animatekeyframes(withduration:delay:options:
// animations:completion:)`, a duration of 0 or less makes the changes "immediately and without
// animations"].
extension UIView {
  /// Options for keyframe animations, as `UIView.KeyframeAnimationOptions`; inert.
  public struct KeyframeAnimationOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) {
      self.rawValue = rawValue
    }

    /// Lays out subviews at commit time.
    public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
    /// Lets the user interact with views while they animate.
    public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
    /// Starts from the current state of an animation in flight.
    public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
    /// Repeats the animation indefinitely.
    public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
    /// Runs the animation backwards and forwards.
    public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
    /// Ignores the duration of an enclosing animation.
    public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
    /// Ignores the options of an enclosing animation.
    public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
    /// Linear interpolation between keyframes, the default.
    public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
    /// No interpolation: each keyframe's values jump in.
    public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
    /// Even pacing across keyframes.
    public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
    /// A smooth curve through the keyframes.
    public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
    /// A smooth curve with even pacing.
    public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
  }

  /// Applies a keyframe animation's changes at once — the keyframes its block adds, in order —
  /// and runs the completion with `true` on the app's next settle; inert timing.
  ///
  /// - Parameters:
  ///   - duration: The duration UIKit would animate for; ignored.
  ///   - delay: The delay UIKit would wait for; ignored.
  ///   - options: The calculation mode and behaviour; ignored.
  ///   - animations: The block that adds the keyframes, run now.
  ///   - completion: What runs when the animation would end, on the next settle.
  public class func animateKeyframes(
    withDuration duration: TimeInterval, delay: TimeInterval,
    options: UIView.KeyframeAnimationOptions = [], animations: @escaping () -> Void,
    completion: ((Bool) -> Void)? = nil
  ) {
    animations()
    PendingAnimationCompletions.enqueue(completion)
  }

  /// Adds one keyframe to the keyframe animation being built: its changes apply now; inert
  /// timing.
  ///
  /// - Parameters:
  ///   - frameStartTime: Where the keyframe starts, from 0 to 1 of the animation; ignored.
  ///   - frameDuration: How long it lasts, from 0 to 1 of the animation; ignored.
  ///   - animations: The keyframe's changes, applied now.
  public class func addKeyframe(
    withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
    animations: @escaping () -> Void
  ) {
    animations()
  }
}
