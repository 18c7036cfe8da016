import Foundation
import PresentationHierarchy

/// A control that runs actions when the user interacts with it, as UIKit's `UIControl`.
///
/// Modelled: a tap (``UIApplication/tap(_:)``) that the control receives highlights it, calls
/// ``beginTracking(_:with:)`` and ``endTracking(_:with:)`` and sends the control's events —
/// `.touchUpInside` and `.primaryActionTriggered` for a button, `.valueChanged` for a switch or
/// a segmented control. Each event runs the ``UIAction``s added for it with
/// ``addAction(_:for:)`` and sends the selectors added with ``addTarget(_:action:for:)``, in the
/// order they were added. A selector can't be sent on Linux (there is no Objective-C runtime),
/// so a target-action pair reached by an event reports a model issue naming the fix, a
/// `UIAction`.
///
/// A disabled control ignores touches [DOC: `uikit/uicontrol/isenabled`, "a disabled control
/// ignores touch events"]. Hit testing still returns it — `hitTest(_:with:)` skips only hidden
/// views, views with user interaction off and views with an alpha below 0.01 [DOC:
/// `uikit/uiview/hittest(_:with:)`] — so the touch stops at the disabled control and runs
/// nothing [INF: the control swallows the touch; a recognizer above it is still asked, as for an
/// enabled control].
@preconcurrency @MainActor
open class UIControl: UIView {
  /// The actions and target-action pairs, in the order they were added.
  var handlers: [ControlHandler] = []

  /// Whether the control responds to touches; `true` by default.
  ///
  /// A disabled control's ``UIControl/state`` contains `.disabled` [DOC: `uikit/uicontrol/isenabled`].
  open var isEnabled = true
  /// Whether the control is selected; `false` by default [DOC: `uikit/uicontrol/isselected`].
  open var isSelected = false
  /// Whether the control is highlighted: `true` while a touch is on it, as during a tap the
  /// model sends [DOC: `uikit/uicontrol/ishighlighted`]; override it to observe the change.
  open var isHighlighted = false
  /// Whether the control is tracking a touch: `true` between ``beginTracking(_:with:)`` and
  /// ``endTracking(_:with:)`` of a tap.
  open internal(set) var isTracking = false
  /// Whether the touch being tracked is inside the control; a tap the model sends always is.
  open internal(set) var isTouchInside = false

  /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``
  /// [DOC: `uikit/uicontrol/state-swift.property`].
  open var state: UIControl.State {
    var state: UIControl.State = []
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// How content is placed horizontally in the control; `.center` by default.
  ///
  /// Subclasses that place subviews (``UIButton``) read it.
  open var contentHorizontalAlignment: UIControl.ContentHorizontalAlignment = .center {
    didSet { setNeedsLayout() }
  }
  /// The horizontal alignment in effect: `.leading` and `.trailing` resolved to `.left` and
  /// `.right` for a left-to-right layout (the model's only direction).
  open var effectiveContentHorizontalAlignment: UIControl.ContentHorizontalAlignment {
    switch contentHorizontalAlignment {
    case .leading: .left
    case .trailing: .right
    default: contentHorizontalAlignment
    }
  }
  /// How content is placed vertically in the control; `.center` by default.
  open var contentVerticalAlignment: UIControl.ContentVerticalAlignment = .center {
    didSet { setNeedsLayout() }
  }

  /// Whether the control's context menu shows on a long press; kept, inert: the model shows no
  /// menus [DOC: `uikit/uicontrol/iscontextmenuinteractionenabled`].
  open var isContextMenuInteractionEnabled = false
  /// Whether the control's menu is its primary action, shown on a tap instead of sending
  /// `.touchUpInside`; kept, inert: the model shows no menus, so such a tap sends only
  /// `.menuActionTriggered` [DOC: `uikit/uicontrol/showsmenuasprimaryaction`; INF].
  open var showsMenuAsPrimaryAction = false
  /// The text of the pointer's tool tip; inert.
  open var toolTip: String?

  /// Adds an action to run for events.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events that run it.
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    handlers.append(ControlHandler(kind: .action(action), events: controlEvents))
  }

  /// Removes an action from events.
  ///
  /// - Parameters:
  ///   - action: The action.
  ///   - controlEvents: The events that no longer run it.
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
    handlers = handlers.compactMap { handler in
      guard case .action(let candidate) = handler.kind, candidate === action else {
        return handler
      }
      return handler.removing(controlEvents)
    }
  }

  /// Runs the actions added for any of the events, and sends the target-action pairs' selectors,
  /// in the order they were added.
  ///
  /// - Parameter controlEvents: The events that happened.
  open func sendActions(for controlEvents: UIControl.Event) {
    for handler in handlers where !handler.events.isDisjoint(with: controlEvents) {
      switch handler.kind {
      case .action(let action): sendAction(action)
      case .target(let target):
        sendAction(target.action, to: target.target, for: nil)
      }
    }
  }

  /// Sends a selector to a target, as UIKit does for each target-action pair an event reaches.
  ///
  /// Linux has no Objective-C runtime to send it: the model reports a model issue naming the
  /// control, the selector and the fix (``addAction(_:for:)`` with a ``UIAction``). Override it
  /// to see the pairs an event reaches.
  ///
  /// - Parameters:
  ///   - action: The selector.
  ///   - target: The target, or `nil` for the responder chain.
  ///   - event: The event, or `nil`.
  open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
    TargetActions.reportUnsent(
      action, to: target, from: TargetActions.name(of: self),
      fix: "Register the handler with addAction(UIAction { _ in … }, for: …) instead of "
        + "addTarget(_:action:for:).")
  }

  /// Runs an action, as UIKit does when the control sends it.
  ///
  /// - Parameter action: The action.
  open func sendAction(_ action: UIAction) {
    let previous = action.sender
    action.sender = self
    defer { action.sender = previous }
    action.handler(action)
  }

  /// Called when a touch the control tracks begins; returns whether to keep tracking it (`true` by
  /// default).
  ///
  /// Override it in a custom control.
  ///
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: The event it belongs to.
  /// - Returns: Whether the control tracks the touch further.
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// Called when a tracked touch moves; returns whether to keep tracking it (`true` by default).
  ///
  /// The model's taps don't move, so it calls this only when an app does.
  ///
  /// - Parameters:
  ///   - touch: The touch.
  ///   - event: The event it belongs to.
  /// - Returns: Whether the control tracks the touch further.
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// Called when a tracked touch ends.
  ///
  /// Override it in a custom control.
  ///
  /// - Parameters:
  ///   - touch: The touch, or `nil`.
  ///   - event: The event it belongs to.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// Called when tracking is cancelled.
  ///
  /// Override it in a custom control.
  ///
  /// - Parameter event: The event, or `nil`.
  open func cancelTracking(with event: UIEvent?) {}

  /// Takes a touch that begins on the control, which tracks it, instead of passing it on; a
  /// disabled control passes it to ``UIResponder/next`` [INF].
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !isEnabled { super.touchesBegan(touches, with: event) }
  }

  /// Takes a touch that ends on the control instead of passing it on; a disabled control
  /// passes it to ``UIResponder/next`` [INF].
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    if !isEnabled { super.touchesEnded(touches, with: event) }
  }

  /// Cancels tracking a touch instead of passing it on.
  ///
  /// - Parameters:
  ///   - touches: The touches.
  ///   - event: The event.
  open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    if isEnabled {
      cancelTracking(with: event)
    } else {
      super.touchesCancelled(touches, with: event)
    }
  }

  /// The events a tap on the control sends, in order; the subclasses' own events
  /// (`.valueChanged`) come from `tapped(at:)`.
  var tapEvents: [UIControl.Event] {
    showsMenuAsPrimaryAction ? [.menuActionTriggered] : [[.touchUpInside, .primaryActionTriggered]]
  }

  /// What a tap at a point (in the control's coordinates) does to the control's value before its
  /// events are sent; nothing by default.
  ///
  /// Returns the extra events to send.
  func tapped(at point: CGPoint) -> [UIControl.Event] { [] }

  /// Handles a tap the control received, as a touch down and up inside it: highlights it, tracks
  /// the touch, updates its value and sends its events.
  ///
  /// A disabled control does nothing.
  ///
  /// - Parameter screenPoint: Where the tap was, in screen coordinates.
  func receiveTap(at screenPoint: CGPoint) {
    guard isEnabled else { return }
    let touch = UITouch(screenPoint: screenPoint)
    touch.view = self
    touch.window = window
    let event = UIEvent(touches: [touch])
    isHighlighted = true
    isTracking = beginTracking(touch, with: event)
    isTouchInside = true
    touch.phase = .ended
    if isTracking { endTracking(touch, with: event) }
    isTracking = false
    isTouchInside = false
    isHighlighted = false
    let origin = boundsScreenOrigin
    let local = CGPoint(x: Double(screenPoint.x) - origin.x, y: Double(screenPoint.y) - origin.y)
    let valueEvents = tapped(at: local)
    for events in tapEvents + valueEvents { sendActions(for: events) }
  }
}

/// What runs when a ``UIAction`` is performed.
public typealias UIActionHandler = @MainActor (UIAction) -> Void
