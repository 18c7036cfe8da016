import Foundation

/// Delivers a gesture to the recognizers of the view a touch reached and of its superviews,
/// before the view itself [DOC: responder-chain article; UIKit engine reference §1.3].
///
/// Recognizers are asked deepest view first, each view's in the order they were added
/// [INF: UIKit doesn't document the order among views]. The first that may begin (enabled, and
/// its delegate lets it see the touch and begin) recognizes; the others recognize too only
/// when one of the pair's delegates allows recognizing simultaneously. A control's own action
/// beats a single-tap recognizer on a view above the control [DOC: `uikit/uicontrol`, "In
/// iOS 6.0 and later, default control actions prevent overlapping gesture recognizer
/// behavior"], so a tap's search stops at the first control.
@MainActor
enum GestureDelivery {
  /// Delivers a gesture; returns whether a recognizer that recognized it cancels the touch in
  /// the view (``UIGestureRecognizer/cancelsTouchesInView``).
  ///
  /// - Parameters:
  ///   - view: The view the touch reached.
  ///   - screenPoint: Where the touch was, in screen coordinates.
  ///   - stopsAtControls: Whether a control's default action takes the gesture from
  ///     recognizers above it (a single tap).
  ///   - accepts: Which recognizers the gesture is for.
  ///   - states: The states a recognizer that recognizes goes through.
  ///   - prepare: What a recognizer learns before its first state, such as a pan's translation.
  /// - Returns: Whether a recognizer that recognized cancels the touch in the view.
  static func deliver(
    to view: UIView, at screenPoint: CGPoint, stopsAtControls: Bool,
    accepts: (UIGestureRecognizer) -> Bool, states: [UIGestureRecognizer.State],
    prepare: (UIGestureRecognizer) -> Void = { _ in }
  ) -> Bool {
    let touch = UITouch(screenPoint: screenPoint)
    touch.view = view
    touch.window = view.window
    var recognized: [UIGestureRecognizer] = []
    // A recognizer that must wait for others to fail is asked after them [INF: UIKit holds it
    // until they fail; the model's gestures end at once].
    let accepted = candidates(from: view, stopsAtControls: stopsAtControls).filter(accepts)
    let ordered =
      accepted.filter { $0.requiredToFail.isEmpty } + accepted.filter { !$0.requiredToFail.isEmpty }
    for recognizer in ordered {
      let delegate = recognizer.delegate
      let waits = recognizer.requiredToFail.contains { required in
        recognized.contains { $0 === required.recognizer }
      }
      guard recognizer.isEnabled, !waits,
        delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true,
        recognized.allSatisfy({ simultaneous($0, recognizer) }),
        delegate?.gestureRecognizerShouldBegin(recognizer) ?? true
      else { continue }
      recognized.append(recognizer)
    }
    for recognizer in recognized {
      recognizer.screenLocation = screenPoint
      prepare(recognizer)
      for state in states { recognizer.state = state }
      recognizer.sendTargetActions()
      recognizer.state = .possible
      recognizer.reset()
    }
    return recognized.contains { $0.cancelsTouchesInView }
  }

  /// The recognizers of a view and its superviews, deepest first, up to and including the
  /// first control when ``deliver(to:at:stopsAtControls:accepts:states:prepare:)`` says so.
  private static func candidates(from view: UIView, stopsAtControls: Bool)
    -> [UIGestureRecognizer]
  {
    var result: [UIGestureRecognizer] = []
    var current: UIView? = view
    while let candidate = current {
      result += candidate.gestureRecognizers ?? []
      if stopsAtControls, candidate is UIControl { break }
      current = candidate.superview
    }
    return result
  }

  /// Whether two recognizers may both recognize: either's delegate says so.
  private static func simultaneous(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer)
    -> Bool
  {
    first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
      || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first)
        == true
  }
}
