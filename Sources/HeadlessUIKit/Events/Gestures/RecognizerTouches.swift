/// Sends a tap's touches to the gesture recognizers of the view it reached and of its
/// superviews, before the view gets them, so a recognizer subclass that decides its gesture in
/// its own `touchesBegan`/`touchesEnded` recognizes [DOC:
/// `uikit/uigesturerecognizer/touchesbegan(_:with:)`, "a gesture recognizer receives touch
/// objects … before the view attached to the gesture recognizer receives them"].
///
/// UIKit's own recognizers keep the model's rules (``GestureDelivery``): their touch methods
/// are empty in the model, so they stay `.possible` here. A recognizer whose state its
/// subclass set to `.began`, `.changed` or `.ended` (`.recognized`) by the end of the tap has
/// recognized: its target-actions are sent, it cancels the touch in its view when
/// ``UIGestureRecognizer/cancelsTouchesInView`` says so, and it returns to `.possible` with
/// ``UIGestureRecognizer/reset()``; one that set `.failed` or `.cancelled` just resets.
@MainActor
enum RecognizerTouches {
  /// Sends a beginning touch to the recognizers that may receive it, deepest view first.
  static func began(_ touch: UITouch, with event: UIEvent, on view: UIView) {
    for recognizer in receivers(of: touch, from: view) {
      recognizer.screenLocation = touch.location(in: nil)
      recognizer.touchesBegan([touch], with: event)
    }
  }

  /// Sends an ending touch to the recognizers, then settles those that decided; returns the
  /// recognizers that recognized and whether one of them cancels the touch in the view.
  static func ended(_ touch: UITouch, with event: UIEvent, on view: UIView)
    -> (recognized: [UIGestureRecognizer], cancels: Bool)
  {
    var recognized: [UIGestureRecognizer] = []
    for recognizer in receivers(of: touch, from: view) {
      recognizer.screenLocation = touch.location(in: nil)
      recognizer.touchesEnded([touch], with: event)
      switch recognizer.state {
      case .began, .changed, .ended:
        recognized.append(recognizer)
        recognizer.sendTargetActions()
      case .failed, .cancelled:
        break
      default:
        continue
      }
      recognizer.state = .possible
      recognizer.reset()
    }
    return (recognized, recognized.contains { $0.cancelsTouchesInView })
  }

  /// The enabled recognizers of a view and its superviews, deepest first, whose delegates let
  /// them receive the touch.
  private static func receivers(of touch: UITouch, from view: UIView) -> [UIGestureRecognizer] {
    var result: [UIGestureRecognizer] = []
    var current: UIView? = view
    while let candidate = current {
      for recognizer in candidate.gestureRecognizers ?? [] where recognizer.isEnabled {
        if recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true {
          result.append(recognizer)
        }
      }
      current = candidate.superview
    }
    return result
  }
}
