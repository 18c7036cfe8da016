public import Foundation

/// A timer synchronised with the display's refresh, as Core Animation's `CADisplayLink`;
/// inert: it never fires.
///
/// Its target and selector are kept, but the model has no display refreshing and (on Linux) no
/// runtime to send a selector with, so ``add(to:forMode:)`` schedules nothing and the target
/// is never called; ``timestamp`` and ``targetTimestamp`` stay 0. Code that drives an
/// animation or a redraw from a display link sees no frames: call its update method from the
/// test instead.
open class CADisplayLink {
  /// The object the link would call, held strongly as Core Animation does until
  /// ``invalidate()``.
  private var target: Any?
  /// The method the link would call.
  private let selector: Selector
  /// Whether the link was added to a run loop and not yet invalidated.
  private var isScheduled = false

  /// Creates a display link for a target and a selector (inert: it never fires).
  ///
  /// - Parameters:
  ///   - target: The object to notify at each refresh.
  ///   - sel: Its method, taking the display link.
  public init(target: Any, selector sel: Selector) {
    self.target = target
    selector = sel
  }

  /// Adds the link to a run loop in a mode (inert: it never fires).
  ///
  /// - Parameters:
  ///   - runloop: The run loop.
  ///   - mode: The mode.
  open func add(to runloop: RunLoop, forMode mode: RunLoop.Mode) {
    if target != nil { isScheduled = true }
  }

  /// Removes the link from a run loop's mode (inert).
  ///
  /// - Parameters:
  ///   - runloop: The run loop.
  ///   - mode: The mode.
  open func remove(from runloop: RunLoop, forMode mode: RunLoop.Mode) {
    isScheduled = false
  }

  /// Removes the link from every run loop and releases its target, as Core Animation does.
  open func invalidate() {
    isScheduled = false
    target = nil
  }

  /// Whether the link is paused, `false` by default (inert).
  open var isPaused = false
  /// The frames per second wanted, 0 (the display's rate) by default (inert).
  open var preferredFramesPerSecond = 0
  /// The range of frame rates wanted, ``CAFrameRateRange/default`` by default (inert).
  open var preferredFrameRateRange: CAFrameRateRange = .default
  /// The time of the last frame shown: 0, since the link never fires.
  open var timestamp: CFTimeInterval { 0 }
  /// The time of the next frame: 0, since the link never fires.
  open var targetTimestamp: CFTimeInterval { 0 }
  /// The time between frames: a 60 Hz display's, 1/60 second.
  open var duration: CFTimeInterval { 1.0 / 60 }
}
