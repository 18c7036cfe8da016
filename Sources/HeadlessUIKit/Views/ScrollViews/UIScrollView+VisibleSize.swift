public import Foundation

extension UIScrollView {
  /// The size of the scroll view's visible area: its bounds' size [DOC:
  /// `uikit/uifocusitemscrollablecontainer/visiblesize`, "the visible size of the scrollable
  /// container"; that it is the bounds' size INF].
  public var visibleSize: CGSize { bounds.size }
}
