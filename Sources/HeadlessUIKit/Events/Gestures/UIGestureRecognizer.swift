public import Foundation
import PresentationHierarchy

/// A recognizer of a gesture on a view, as UIKit's `UIGestureRecognizer`.
///
/// Recognizers get a touch before the view it lands on [DOC: responder-chain article; UIKit
/// engine reference §1.3]: a tap that reaches a view runs the tap recognizers of the view and
/// its superviews, deepest first, and one that recognizes with ``cancelsTouchesInView`` keeps
/// the view (a control, a table's row) from handling the tap. Pans, swipes and long presses
/// happen when a test drives them (``UIApplication/swipe(_:direction:)`` and the like).
///
/// Target-action: ``init(target:action:)`` and ``addTarget(_:action:)`` take a `Selector`. On
/// Linux `#selector` doesn't compile and a selector can't be sent (there is no Objective-C
/// runtime), so when a recognizer with target-action pairs recognizes a gesture the model
/// reports a model issue naming the recognizer and the selector. What a recognizer does is seen
/// through its ``state`` (override it to observe the transitions), ``reset()`` and its
/// ``delegate``.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  /// The states a recognizer moves through, as UIKit's `UIGestureRecognizer.State`.
  public enum State: Int, Sendable {
    /// Not yet recognized: the state it starts in and returns to after ``reset()``.
    case possible = 0
    /// A continuous gesture began.
    case began = 1
    /// A continuous gesture changed.
    case changed = 2
    /// The gesture ended; a discrete gesture such as a tap was recognized.
    case ended = 3
    /// A continuous gesture was cancelled.
    case cancelled = 4
    /// The gesture can't be recognized.
    case failed = 5

    /// A discrete gesture was recognized: the same as ``ended``.
    public static var recognized: State { .ended }
  }

  /// The recognizer's state; `.possible` until a gesture is recognized, and again after.
  ///
  /// Subclasses set it, as through UIKit's `UIGestureRecognizerSubclass`; override it with a
  /// `didSet` to observe each transition.
  open var state: State = .possible

  /// Whether the recognizer takes part in touches; `true` by default.
  open var isEnabled = true

  /// The view the recognizer is attached to.
  open internal(set) weak var view: UIView?

  /// Whether recognizing the gesture keeps the touch from the view; `true` by default
  /// [DOC: `uikit/uigesturerecognizer/cancelstouchesinview`].
  open var cancelsTouchesInView = true

  /// Whether the view gets touches only after the recognizer fails; `false` by default
  /// [DOC: `uikit/uigesturerecognizer/delaystouchesbegan`]; inert: the model delivers whole taps.
  open var delaysTouchesBegan = false

  /// Whether the view gets a touch's end only after the recognizer fails; `true` by default
  /// [DOC: `uikit/uigesturerecognizer/delaystouchesended`]; inert: the model
  /// delivers whole taps.
  open var delaysTouchesEnded = true

  /// The recognizer's name, for debugging.
  open var name: String?

  /// The delegate that can stop the recognizer from beginning or let it recognize together
  /// with others.
  open weak var delegate: (any UIGestureRecognizerDelegate)?

  /// Where the touch was, in screen coordinates, while a gesture is delivered.
  var screenLocation: CGPoint = .zero

  /// The target-action pairs, in the order they were added.
  private var targets: [TargetActionPair] = []
  /// The recognizers that must fail before this one recognizes.
  var requiredToFail: [WeakRecognizer] = []

  /// Creates a recognizer with no target.
  public override init() {}

  /// Creates a recognizer that sends a selector to a target when it recognizes its gesture.
  ///
  /// The target is held weakly. On Linux the selector can't be sent: recognizing reports a
  /// model issue naming it (see the type's discussion).
  ///
  /// - Parameters:
  ///   - target: The object whose method the selector names, or `nil`.
  ///   - action: The selector, or `nil`.
  public init(target: Any?, action: Selector?) {
    if let target, let action { targets.append(TargetActionPair(target: target, action: action)) }
  }

  /// Adds a target-action pair, sent when the recognizer recognizes its gesture.
  ///
  /// - Parameters:
  ///   - target: The object whose method the selector names.
  ///   - action: The selector.
  open func addTarget(_ target: Any, action: Selector) {
    targets.append(TargetActionPair(target: target, action: action))
  }

  /// Removes target-action pairs.
  ///
  /// - Parameters:
  ///   - target: The target, or `nil` for every target.
  ///   - action: The selector, or `nil` for every selector paired with the target.
  open func removeTarget(_ target: Any?, action: Selector?) {
    targets.removeAll { pair in
      (target == nil || pair.targets(target)) && (action == nil || pair.action == action)
    }
  }

  /// Makes the recognizer recognize only when another fails [DOC:
  /// `uikit/uigesturerecognizer/require(tofail:)`]: a gesture both would recognize goes to the
  /// other one.
  ///
  /// - Parameter otherGestureRecognizer: The recognizer that must fail first.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    requiredToFail.append(WeakRecognizer(recognizer: otherGestureRecognizer))
  }

  /// Sends the target-action pairs' selectors after a recognized gesture: on Linux, reports
  /// that they can't be sent.
  func sendTargetActions() {
    let name =
      "\(TypeNames.of(type(of: self)))" + (view.map { " on \(TargetActions.name(of: $0))" } ?? "")
    for pair in targets where pair.object != nil || pair.value != nil {
      TargetActions.reportUnsent(
        pair.action, to: pair.target, from: name,
        fix: "There is no closure API for recognizers: react in a subclass that overrides "
          + "`state` (its didSet sees .ended), or use a UIControl with addAction(_:for:).")
    }
  }

  /// Returns where the gesture is, in a view's coordinates.
  ///
  /// - Parameter view: The view; `nil` for the coordinates of the window of the recognizer's
  ///   view.
  /// - Returns: The location of the touch.
  open func location(in view: UIView?) -> CGPoint {
    guard let target = view ?? self.view?.window else { return screenLocation }
    let origin = target.boundsScreenOrigin
    return CGPoint(x: Double(screenLocation.x) - origin.x, y: Double(screenLocation.y) - origin.y)
  }

  /// The number of touches in the gesture: 1 while one is delivered, else 0.
  open var numberOfTouches: Int {
    state == .possible ? 0 : 1
  }

  /// Returns the recognizer to `.possible` after a gesture; UIKit calls it, and subclasses
  /// override it to clear their own state.
  open func reset() {}

  // MARK: For subclasses (UIGestureRecognizerSubclass)

  /// Tells the recognizer that fingers touched down in its view, before the view is told
  /// [DOC: `uikit/uigesturerecognizer/touchesbegan(_:with:)`]; does nothing by default.
  ///
  /// A subclass that recognizes its own gesture overrides it and the other touch methods and
  /// sets ``state``; the model recognizes its own recognizers (taps, pans, …) by its rules, so
  /// their default implementations are empty (see How faithful is the model).
  ///
  /// - Parameters:
  ///   - touches: The touches that began.
  ///   - event: The event they belong to.
  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Tells the recognizer that touches moved; does nothing by default.
  ///
  /// The model's taps don't move, so it never calls this (a gap listed in How faithful).
  ///
  /// - Parameters:
  ///   - touches: The touches that moved.
  ///   - event: The event they belong to.
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Tells the recognizer that fingers lifted, before the view is told; does nothing by
  /// default.
  ///
  /// - Parameters:
  ///   - touches: The touches that ended.
  ///   - event: The event they belong to.
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Tells the recognizer that the system cancelled touches; does nothing by default.
  ///
  /// The model cancels no touch before it ends, so it never calls this.
  ///
  /// - Parameters:
  ///   - touches: The touches cancelled.
  ///   - event: The event they belong to.
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Tells the recognizer that a touch isn't part of its gesture; kept, inert: the model's
  /// touches are single taps.
  ///
  /// - Parameters:
  ///   - touch: The touch to ignore.
  ///   - event: The event it belongs to.
  open func ignore(_ touch: UITouch, for event: UIEvent) {}

  /// Whether recognizing prevents another recognizer from recognizing; `true` by default.
  ///
  /// - Parameter preventedGestureRecognizer: The other recognizer.
  /// - Returns: Whether this one can prevent it.
  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether another recognizer can prevent this one from recognizing; `true` by default.
  ///
  /// - Parameter preventingGestureRecognizer: The other recognizer.
  /// - Returns: Whether it can prevent this one.
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  /// Whether this recognizer waits for another to fail; `false` by default, inert in the
  /// model (``require(toFail:)`` is what it honours).
  ///
  /// - Parameter otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether this one requires it to fail.
  open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }

  /// Whether another recognizer waits for this one to fail; `false` by default, inert in the
  /// model.
  ///
  /// - Parameter otherGestureRecognizer: The other recognizer.
  /// - Returns: Whether it requires this one to fail.
  open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool {
    false
  }
}

/// A recognizer held weakly, as `require(toFail:)` holds the other recognizer [INF].
struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
}
