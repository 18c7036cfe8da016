/// A recognizer of swipes, as UIKit's `UISwipeGestureRecognizer`: discrete, recognized when a
/// test swipes its view in one of its directions (``UIApplication/swipe(_:direction:)``).
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  /// The directions of a swipe, as UIKit's `UISwipeGestureRecognizer.Direction`.
  public struct Direction: OptionSet, Hashable, Sendable {
    public let rawValue: UInt

    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Toward the right.
    public static let right = Direction(rawValue: 1 << 0)
    /// Toward the left.
    public static let left = Direction(rawValue: 1 << 1)
    /// Upward.
    public static let up = Direction(rawValue: 1 << 2)
    /// Downward.
    public static let down = Direction(rawValue: 1 << 3)
  }

  /// The directions the recognizer recognizes; `.right` by default
  /// [DOC: `uikit/uiswipegesturerecognizer/direction`].
  open var direction: Direction = .right
  /// The fingers the gesture needs; 1 by default.
  open var numberOfTouchesRequired = 1
}
