public import Foundation

/// The timing of an animation as a cubic Bézier curve, as UIKit's `UICubicTimingParameters`;
/// inert: kept and read back, as the model's animations apply their changes at once.
@preconcurrency @MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
  /// The UIKit curve the parameters were made with; `.easeInOut` for the default curve and
  /// for control points, where UIKit leaves it undefined [INF].
  open private(set) var animationCurve: UIView.AnimationCurve = .easeInOut
  /// The curve's first control point; `.zero` when made with a UIKit curve.
  open private(set) var controlPoint1: CGPoint = .zero
  /// The curve's second control point; `.zero` when made with a UIKit curve.
  open private(set) var controlPoint2: CGPoint = .zero
  /// Whether the parameters hold control points rather than one of UIKit's curves.
  private var isCustom = false

  /// Creates the parameters of the system's default curve.
  public override init() {}

  /// Creates the parameters of one of UIKit's curves.
  ///
  /// - Parameter curve: The curve.
  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
  }

  /// Creates the parameters of a cubic Bézier curve from (0, 0) to (1, 1).
  ///
  /// - Parameters:
  ///   - point1: The first control point.
  ///   - point2: The second control point.
  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    controlPoint1 = point1
    controlPoint2 = point2
    isCustom = true
  }

  /// `.cubic` for control points, else `.builtin`.
  open var timingCurveType: UITimingCurveType { isCustom ? .cubic : .builtin }
  /// The parameters themselves.
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  /// `nil`: the parameters describe no spring.
  open var springTimingParameters: UISpringTimingParameters? { nil }
}
