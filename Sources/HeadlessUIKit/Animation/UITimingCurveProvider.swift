/// The kind of timing a timing curve provider gives, as UIKit's `UITimingCurveType`; inert.
public enum UITimingCurveType: Int, Hashable, Sendable {
  /// One of UIKit's curves, in the provider's cubic timing parameters.
  case builtin = 0
  /// A custom cubic Bézier curve, in the provider's cubic timing parameters.
  case cubic = 1
  /// A spring, in the provider's spring timing parameters.
  case spring = 2
  /// A cubic curve and a spring together.
  case composed = 3
}

/// What gives an animator its timing, as UIKit's `UITimingCurveProvider`; inert: the model's
/// animations apply their changes at once, so no curve is followed.
@MainActor
public protocol UITimingCurveProvider: AnyObject {
  /// Which timing parameters the provider gives.
  var timingCurveType: UITimingCurveType { get }
  /// The cubic timing, for the built-in, cubic and composed types.
  var cubicTimingParameters: UICubicTimingParameters? { get }
  /// The spring timing, for the spring and composed types.
  var springTimingParameters: UISpringTimingParameters? { get }
}
