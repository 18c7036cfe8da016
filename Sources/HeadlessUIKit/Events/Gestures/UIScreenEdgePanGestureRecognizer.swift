/// A recognizer of drags that start at an edge of the screen, as UIKit's
/// `UIScreenEdgePanGestureRecognizer` [DOC: `uikit/uiscreenedgepangesturerecognizer`: "a
/// continuous gesture recognizer that interprets panning gestures that start near an edge of
/// the screen"].
///
/// A drag the model drives (``UIApplication/pan(_:by:)``) starts at a view's centre, never at
/// the screen's edge, so an edge recognizer never recognizes it — a known gap: no model control
/// drags in from an edge.
@preconcurrency @MainActor
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
  /// The edges a drag may start from; none by default, so the recognizer recognizes nothing
  /// until set.
  open var edges: UIRectEdge = []
}

/// The edges of a rectangle, as UIKit's `UIRectEdge` [DOC: `uikit/uirectedge`].
public struct UIRectEdge: OptionSet, Hashable, Sendable {
  /// The edges' raw value.
  public let rawValue: UInt

  /// Creates edges from their raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The top edge.
  public static let top = UIRectEdge(rawValue: 1 << 0)
  /// The left edge.
  public static let left = UIRectEdge(rawValue: 1 << 1)
  /// The bottom edge.
  public static let bottom = UIRectEdge(rawValue: 1 << 2)
  /// The right edge.
  public static let right = UIRectEdge(rawValue: 1 << 3)
  /// Every edge.
  public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
