public import Foundation

/// An event, as UIKit's `UIEvent`: what a touch is delivered with, and what
/// `hitTest(_:with:)` and `point(inside:with:)` receive.
///
/// The model makes one touch event per tap; other kinds of event are never sent. Like
/// UIKit's, it is an `NSObject`.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  /// The kinds of event, as UIKit's `UIEvent.EventType`.
  public enum EventType: Int, Sendable {
    /// Touches on the screen.
    case touches = 0
    /// A motion such as a shake.
    case motion = 1
    /// A remote-control command.
    case remoteControl = 2
    /// A press of a physical button.
    case presses = 3
    /// A scroll, iOS 13.4 and later.
    case scroll = 10
    /// A hover, iOS 13.4 and later.
    case hover = 11
    /// A pinch of a trackpad, iOS 13.4 and later.
    case transform = 14
  }

  /// The event's kind; `.touches` for the events the model sends.
  open var type: EventType { .touches }
  /// When the event happened, in seconds; the model's events happen at 0.
  open var timestamp: TimeInterval { 0 }
  /// The touches of the event.
  open var allTouches: Set<UITouch>? { touches }

  private let touches: Set<UITouch>

  /// Creates an event with no touches, as `NSObject`'s initializer does in UIKit.
  public override convenience init() { self.init(touches: []) }

  /// Creates an event with its touches.
  init(touches: Set<UITouch>) {
    self.touches = touches
  }

  /// The event's touches that a view receives.
  ///
  /// - Parameter view: The view.
  /// - Returns: The touches whose view is `view`.
  open func touches(for view: UIView) -> Set<UITouch>? {
    touches.filter { $0.view === view }
  }

  /// The event's touches that a window receives.
  ///
  /// - Parameter window: The window.
  /// - Returns: The touches whose window is `window`.
  open func touches(for window: UIWindow) -> Set<UITouch>? {
    touches.filter { $0.window === window }
  }
}
