public import Foundation

/// A recognizer of pinches, as UIKit's `UIPinchGestureRecognizer`; the model drives no
/// two-finger gestures, so it never recognizes.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// The scale of the pinch; 1 by default.
  open var scale: CGFloat = 1
  /// The speed of the pinch, in scale per second; 0, as the model drives no pinches.
  open var velocity: CGFloat { 0 }
}

/// A recognizer of rotations, as UIKit's `UIRotationGestureRecognizer`; the model drives no
/// two-finger gestures, so it never recognizes.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  /// The rotation, in radians; 0 by default.
  open var rotation: CGFloat = 0
  /// The speed of the rotation, in radians per second; 0, as the model drives no rotations.
  open var velocity: CGFloat { 0 }
}
