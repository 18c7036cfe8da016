import PresentationHierarchy

/// Autoresizing for views without a frame of their own.
///
/// The model gives a container's child views no frame: they fill their superview, so the size
/// they fill changes when they join a container of another size or their container is
/// resized, without a frame of their own being set. UIKit resizes such a view (a controller's
/// root view, given the screen's bounds by `loadView` and resized by its container before it
/// appears), and the view resizes its subviews by their autoresizing masks [DOC:
/// `uikit/uiview/autoresizingmask-swift.property`, "when a view's bounds change, it resizes its
/// subviews"]. So an app that places a table view over `view.bounds` in `viewDidLoad` with
/// flexible width and height sees it fill the screen, as on a device.
@MainActor
enum FillResizing {
  /// Resizes the subviews of a view without a frame that filled `before` and fills its
  /// effective frame now, and remembers the size it fills.
  ///
  /// - Parameters:
  ///   - view: The view; its subviews are already at its new position.
  ///   - before: What it filled before, in screen coordinates.
  static func follow(_ view: UIView, from before: Rect) {
    let after = view.effectiveScreenFrame
    view.engine.filledSize = (after.width, after.height)
    guard view.autoresizesSubviews, before.width != after.width || before.height != after.height
    else { return }
    Autoresizing.resizeSubviews(
      of: view, from: Rect(x: after.x, y: after.y, width: before.width, height: before.height),
      to: after)
  }

  /// What a view without a frame of its own filled before it got one: its superview's frame,
  /// or its frame before it had a superview, at the size it last filled.
  ///
  /// - Parameter view: The view, whose frame is being set.
  /// - Returns: The frame it filled, in screen coordinates.
  static func filledFrame(of view: UIView) -> Rect {
    let filled =
      view.superview?.effectiveScreenFrame ?? view.engine.detachedFrame
      ?? Rect(x: 0, y: 0, width: 0, height: 0)
    guard let size = view.engine.filledSize else { return filled }
    return Rect(x: filled.x, y: filled.y, width: size.width, height: size.height)
  }

  /// At a layout pass, resizes the subviews of a view without a frame whose filled size changed
  /// since the last pass saw it (its container was resized).
  ///
  /// - Parameter view: The view the pass visits.
  static func update(_ view: UIView) {
    guard view.screenFrame == nil else { return }
    let now = view.effectiveScreenFrame
    guard let last = view.engine.filledSize else {
      view.engine.filledSize = (now.width, now.height)
      return
    }
    guard last.width != now.width || last.height != now.height else { return }
    follow(view, from: Rect(x: now.x, y: now.y, width: last.width, height: last.height))
  }
}
