public import Foundation

/// A recognizer of long presses, as UIKit's `UILongPressGestureRecognizer`: continuous, it
/// begins and ends when a test presses (``UIApplication/longPress(_:)``).
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
  /// How long the finger must stay down, in seconds; 0.5 by default
  /// [DOC: `uikit/uilongpressgesturerecognizer/minimumpressduration`]; inert: a driven press
  /// is long enough.
  open var minimumPressDuration: TimeInterval = 0.5
  /// The taps before the press; 0 by default.
  open var numberOfTapsRequired = 0
  /// The fingers the gesture needs; 1 by default.
  open var numberOfTouchesRequired = 1
  /// How far the finger may move before the gesture fails, in points; 10 by default
  /// [DOC: `uikit/uilongpressgesturerecognizer/allowablemovement`]; inert.
  open var allowableMovement: CGFloat = 10
}
