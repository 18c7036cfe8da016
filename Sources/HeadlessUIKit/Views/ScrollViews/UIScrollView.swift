public import Foundation
import PresentationHierarchy

/// A view whose content is larger than itself and moves under it, as UIKit's `UIScrollView`.
///
/// Modelled: the bounds' origin is the ``contentOffset`` [INF: standard geometry, UIKit engine
/// reference §4], so setting it moves every subview's frame on screen (captures and hit
/// testing see the scrolled positions), and content scrolled outside the scroll view takes no
/// touches, since hit testing stops at a view's bounds [DOC: `uikit/uiview/hittest(_:with:)`].
/// It clips to its bounds by default [DOC: `uikit/uiview/clipstobounds`]. Deceleration,
/// bouncing and indicators are inert.
@preconcurrency @MainActor
open class UIScrollView: UIView {
  /// The point of the content shown at the scroll view's top-left corner; `.zero` by default.
  ///
  /// Setting it moves the subviews and calls the delegate's `scrollViewDidScroll(_:)`.
  open var contentOffset: CGPoint = .zero {
    didSet {
      guard contentOffset != oldValue else { return }
      ScrollGeometry.move(
        subviewsOf: self,
        by: CGPoint(
          x: contentOffset.x - oldValue.x, y: contentOffset.y - oldValue.y))
      delegate?.scrollViewDidScroll(self)
    }
  }

  /// The size of the content; `.zero` by default.
  open var contentSize: CGSize = .zero

  /// Extra space around the content; `.zero` by default.
  open var contentInset: UIEdgeInsets = .zero

  /// The insets the content is laid out with: ``contentInset``; the model adds no safe-area
  /// insets [INF: UIKit adds them by `contentInsetAdjustmentBehavior`].
  open var adjustedContentInset: UIEdgeInsets { contentInset }

  /// Whether the user can scroll; `true` by default.
  ///
  /// Setting ``contentOffset`` ignores it, as in UIKit.
  open var isScrollEnabled = true
  /// How a drag dismisses the keyboard; `.none` by default; inert (the model has no keyboard
  /// to dismiss by dragging).
  open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
  /// How the safe area adjusts the content insets; `.automatic` by default; inert: the model
  /// adds the safe area as for `.automatic` whatever it is set to.
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior =
    .automatic

  /// Whether scrolling bounces past the content's edges; `true` by default; inert.
  open var bounces = true

  /// Whether the vertical indicator shows while scrolling; `true` by default; inert.
  open var showsVerticalScrollIndicator = true

  /// Whether the horizontal indicator shows while scrolling; `true` by default; inert.
  open var showsHorizontalScrollIndicator = true

  /// Whether scrolling stops at multiples of the bounds; `false` by default; inert.
  open var isPagingEnabled = false

  /// The delegate told about scrolling.
  ///
  /// A table view's delegate is set here too; UIKit narrows its type to
  /// `UITableViewDelegate`, which Swift can't do in an override, so it reads back as a
  /// ``UIScrollViewDelegate``.
  open weak var delegate: (any UIScrollViewDelegate)?

  /// Creates one that fills its superview until its frame is set, through ``init(frame:)``,
  /// as UIView's convenience `init()` does.
  public convenience init() {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Creates a scroll view with a frame.
  ///
  /// - Parameter frame: The frame.
  public override init(frame: CGRect) {
    super.init(frame: frame)
    clipsToBounds = true
  }

  /// Creates one from an archive: the model loads no archives, so this returns `nil`.
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  override var boundsOrigin: CGPoint {
    get { contentOffset }
    set { contentOffset = newValue }
  }

  /// Sets the content offset; `animated` is inert, the offset changes at once.
  ///
  /// - Parameters:
  ///   - contentOffset: The new offset.
  ///   - animated: Whether UIKit would animate.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
  }

  /// Scrolls the least distance that shows a rectangle of the content, as UIKit does; a
  /// rectangle already shown doesn't move it.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in the content's coordinates.
  ///   - animated: Whether UIKit would animate; inert.
  open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
    let size = bounds.size
    func axis(_ offset: CGFloat, _ low: CGFloat, _ high: CGFloat, _ length: CGFloat) -> CGFloat {
      if low < offset { return low }
      if high > offset + length { return min(low, high - length) }
      return offset
    }
    contentOffset = CGPoint(
      x: axis(contentOffset.x, rect.minX, rect.maxX, size.width),
      y: axis(contentOffset.y, rect.minY, rect.maxY, size.height))
  }
}

/// Moves a scroll view's content on screen when its offset changes: its subviews shift the
/// other way, since frames are kept in screen coordinates.
@MainActor
enum ScrollGeometry {
  static func move(subviewsOf scrollView: UIView, by delta: CGPoint) {
    FrameFollowing.move(
      subviewsOf: scrollView, byX: -Double(delta.x), y: -Double(delta.y), except: { _ in false })
  }
}
