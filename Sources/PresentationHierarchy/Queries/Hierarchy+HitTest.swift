extension Hierarchy {
  /// Returns the node that receives a touch at a point, following UIKit's rules.
  ///
  /// Windows are tried front to back; the first whose hit test finds a node wins, and a window
  /// that finds nothing passes the touch to the window behind (UIKit reference §4.5). Within a
  /// window, a node and its whole subtree are skipped when it is hidden, has an alpha below 0.01,
  /// has user interaction disabled, or has a frame that does not contain the point; otherwise its
  /// front-most hit child wins, or the node itself. A node without a frame covers its parent's
  /// area; a window without a frame covers the screen. A `content` node with children (a SwiftUI
  /// stack or a view of the app's own) doesn't take a touch itself: SwiftUI hit-tests the
  /// content it draws, so only its leaves (`Text`, `Image`, `Color`, …) do, unless it is marked
  /// `touches=frame` (a `.contentShape` rectangle, a list row that is a button). A node marked
  /// `touches=passthrough` (a sheet's container under an undimmed detent) doesn't either, nor
  /// does one of a UIKit class that passes touches (iOS 26's `FloatingBarContainerView`).
  ///
  /// - Parameter point: The touch location in screen coordinates.
  /// - Returns: The index of the node that receives the touch, or `nil` when none does.
  public func hitTest(_ point: Point) -> Int? {
    for window in windowsBackToFront().reversed() {
      if let hit = hitTest(point, inWindow: window) {
        return hit
      }
    }
    return nil
  }

  /// Returns the identifier of the node that receives a touch at a point.
  ///
  /// - Parameter point: The touch location in screen coordinates.
  /// - Returns: The receiving node's ``Node/displayName``, or `nil` when no node receives it.
  public func hitTestName(_ point: Point) -> String? {
    hitTest(point).map { nodes[$0].displayName }
  }

  /// Returns the front-most node of one window's subtree that receives a touch.
  private func hitTest(_ point: Point, inWindow window: Int) -> Int? {
    let range = subtree(of: window)
    // A node receives touches only when it and all its ancestors do (UIKit reference §4.5).
    var receives = [Bool](repeating: false, count: range.count)
    for index in range {
      let parentReceives = parent(of: index).map { receives[$0 - window] } ?? true
      let attributes = nodes[index].attributes
      receives[index - window] =
        parentReceives && !attributes.isHidden && attributes.alpha >= 0.01
        && attributes.isUserInteractionEnabled && (attributes.frame?.contains(point) ?? true)
    }
    // Reverse pre-order visits later siblings' subtrees first and children before parents,
    // which is the order UIKit's recursive `hitTest(_:with:)` returns in. SwiftUI content takes
    // touches only where it draws: a stack or a view of the app's own passes a touch that none
    // of its children takes to what is behind it (UIKit reference §5.1).
    return range.reversed().first { index in
      receives[index - window]
        && (!(nodes[index].role == .content && subtree(of: index).count > 1)
          || nodes[index].attributes[extra: "touches"] == "frame")
        && nodes[index].attributes[extra: "touches"] != "passthrough"
        && !ViewClassRoles.passesTouches(nodes[index].typeName)
    }
  }
}
