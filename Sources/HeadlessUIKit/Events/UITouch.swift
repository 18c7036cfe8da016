public import Foundation

/// A finger on the screen, as UIKit's `UITouch`: where it is, in which view and window.
///
/// The model's touches are taps: one touch that begins and ends at one point. UIKit's `UITouch`
/// is an `NSObject`, equal and hashed by identity as `NSObject`s are.
@preconcurrency @MainActor
open class UITouch: NSObject {
  /// The phases of a touch, as UIKit's `UITouch.Phase`.
  public enum Phase: Int, Sendable {
    /// The finger touched the screen.
    case began = 0
    /// The finger moved.
    case moved = 1
    /// The finger is on the screen and hasn't moved.
    case stationary = 2
    /// The finger left the screen.
    case ended = 3
    /// The system cancelled the touch.
    case cancelled = 4
  }

  /// The view the touch was delivered to: the one hit testing chose.
  open internal(set) var view: UIView?
  /// The window the touch is in.
  open internal(set) var window: UIWindow?
  /// The touch's phase.
  open internal(set) var phase: Phase = .began
  /// How many times the finger tapped at this point; 1 for the model's taps.
  open var tapCount: Int { 1 }
  /// When the touch happened, in seconds; the model's touches happen at 0.
  open var timestamp: TimeInterval { 0 }

  /// Where the touch is on the screen.
  private let screenPoint: CGPoint

  /// Creates a touch at the screen's origin, in no view, as `NSObject`'s initializer does in
  /// UIKit.
  public override convenience init() { self.init(screenPoint: .zero) }

  /// Creates a touch at a point of the screen.
  init(screenPoint: CGPoint) {
    self.screenPoint = screenPoint
  }

  /// The touch's location in a view's coordinates.
  ///
  /// - Parameter view: The view; `nil` for the touch's window's coordinates (the screen's).
  /// - Returns: The location.
  open func location(in view: UIView?) -> CGPoint {
    guard let view else { return screenPoint }
    return view.convert(screenPoint, from: nil)
  }

  /// The touch's previous location in a view's coordinates: where it is, for a tap.
  ///
  /// - Parameter view: The view; `nil` for the window's coordinates.
  /// - Returns: The location.
  open func previousLocation(in view: UIView?) -> CGPoint {
    location(in: view)
  }

}
