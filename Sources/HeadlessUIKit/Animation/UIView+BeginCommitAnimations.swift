public import Foundation

/// UIKit's begin/commit animation blocks, deprecated since iOS 13 in favour of the block-based
/// methods; inert: the model's changes take effect at once, so the settings change nothing and
/// the views between `beginAnimations(_:context:)` and `commitAnimations()` end where the code
/// puts them, as UIKit's animations end.
extension UIView {
  /// Marks the start of a begin/commit animation block (inert).
  ///
  /// - Parameters:
  ///   - animationID: The animations' identifier.
  ///   - context: Data for the animation delegate's selectors.
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public class func beginAnimations(_ animationID: String?, context: UnsafeMutableRawPointer?) {}

  /// Marks the end of a begin/commit animation block (inert).
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public class func commitAnimations() {}

  /// Sets the duration of the block's animations (inert).
  ///
  /// - Parameter duration: The duration in seconds.
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public class func setAnimationDuration(_ duration: TimeInterval) {}

  /// Sets the delay before the block's animations (inert).
  ///
  /// - Parameter delay: The delay in seconds.
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public class func setAnimationDelay(_ delay: TimeInterval) {}

  /// Sets the timing curve of the block's animations (inert).
  ///
  /// - Parameter curve: The curve.
  @available(
    iOS, introduced: 2.0, deprecated: 13.0, message: "Use the block-based animation API instead"
  )
  public class func setAnimationCurve(_ curve: UIView.AnimationCurve) {}
}
