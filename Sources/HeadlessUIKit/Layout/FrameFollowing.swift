import PresentationHierarchy

/// Moves a view's subviews on screen with it.
///
/// The model keeps frames in screen coordinates, so when a view moves, the nearest descendants
/// with frames of their own move by the same amount, and theirs follow them in turn. Engine code
/// that places a view and its subviews places the view first.
@MainActor
enum FrameFollowing {
  /// Moves the nearest descendants of a view that have frames of their own.
  ///
  /// - Parameters:
  ///   - view: The view that moved.
  ///   - dx: The horizontal distance, in points.
  ///   - dy: The vertical distance, in points.
  ///   - skipped: The subviews something else places (autoresizing), left where they are.
  static func move(
    subviewsOf view: UIView, byX dx: Double, y dy: Double, except skipped: (UIView) -> Bool
  ) {
    guard dx != 0 || dy != 0 else { return }
    var stack = view.subviews.filter { !skipped($0) }
    while let subview = stack.popLast() {
      guard let frame = subview.screenFrame else {
        stack += subview.subviews
        continue
      }
      subview.screenFrame = Rect(
        x: frame.x + dx, y: frame.y + dy, width: frame.width, height: frame.height)
    }
  }
}
