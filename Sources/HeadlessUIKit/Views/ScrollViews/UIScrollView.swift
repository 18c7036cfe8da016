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
      // Key-value observers hear of it after the whole setter, as Foundation's observing wraps
      // the outermost one: tables and collection views tell them once they have tiled.
      if !(self is UITableView || self is UICollectionView) {
        KeyValueObservers.shared.objectDidChange(self)
      }
    }
  }

  /// The size of the content; `.zero` by default.
  open var contentSize: CGSize = .zero {
    didSet { KeyValueObservers.shared.objectDidChange(self) }
  }

  /// Extra space around the content; `.zero` by default.
  open var contentInset: UIEdgeInsets = .zero {
    didSet { KeyValueObservers.shared.objectDidChange(self) }
  }

  /// The insets the content is laid out with: ``contentInset`` plus the safe area insets that
  /// ``contentInsetAdjustmentBehavior`` adds, so a table's first row rests below the navigation
  /// bar and its last above the tab bar [DOC: `uikit/uiscrollview/adjustedcontentinset`].
  open var adjustedContentInset: UIEdgeInsets { ContentInsetAdjustment.adjustedInset(of: self) }

  /// Whether the user can scroll; `true` by default.
  ///
  /// Setting ``contentOffset`` ignores it, as in UIKit.
  open var isScrollEnabled = true
  /// How a drag dismisses the keyboard; `.none` by default; inert (the model has no keyboard
  /// to dismiss by dragging).
  open var keyboardDismissMode: UIScrollView.KeyboardDismissMode = .none
  /// How the safe area adjusts the content insets (``adjustedContentInset``); `.automatic` by
  /// default [DOC: `uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property`].
  open var contentInsetAdjustmentBehavior: UIScrollView.ContentInsetAdjustmentBehavior =
    .automatic
  {
    didSet { if contentInsetAdjustmentBehavior != oldValue { setNeedsLayout() } }
  }

  /// Whether vertical dragging bounces even when the content is no taller than the view.
  ///
  /// `false` by default [DOC: `uikit/uiscrollview/alwaysbouncevertical`]. With
  /// `.scrollableAxes`, it makes the safe area adjust the top and bottom insets.
  open var alwaysBounceVertical = false

  /// Whether horizontal dragging bounces even when the content is no wider than the scroll
  /// view; `false` by default [DOC: `uikit/uiscrollview/alwaysbouncehorizontal`].
  open var alwaysBounceHorizontal = false

  /// Whether a tap on the status bar scrolls this view to the top; `true` by default; inert
  /// (the model has no status bar to tap).
  open var scrollsToTop = true

  /// How fast the content slows down after a flick; `.normal` by default; inert (the model
  /// doesn't decelerate).
  open var decelerationRate: UIScrollView.DecelerationRate = .normal

  /// Called when ``adjustedContentInset`` changed; does nothing by default
  /// [DOC: `uikit/uiscrollview/adjustedcontentinsetdidchange()`].
  ///
  /// The model calls it in the layout pass that finds the change, before the delegate's
  /// `scrollViewDidChangeAdjustedContentInset(_:)`.
  open func adjustedContentInsetDidChange() {}

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

  /// The scale the content is zoomed at; 1 by default.
  ///
  /// Setting it zooms as ``setZoomScale(_:animated:)`` does without animation.
  open var zoomScale: CGFloat {
    get { storedZoomScale }
    set { setZoomScale(newValue, animated: false) }
  }

  /// The scale the model zoomed the content to, read through ``zoomScale``.
  private var storedZoomScale: CGFloat = 1

  /// The smallest scale the content can be zoomed to; 1 by default [DOC:
  /// `uikit/uiscrollview/minimumzoomscale`].
  open var minimumZoomScale: CGFloat = 1

  /// The largest scale the content can be zoomed to; 1 by default [DOC:
  /// `uikit/uiscrollview/maximumzoomscale`].
  open var maximumZoomScale: CGFloat = 1

  /// Whether zooming past the limits bounces back; `true` by default; inert: the model's
  /// zooming never goes past them.
  open var bouncesZoom = true

  /// Whether scrolling stays on one axis while dragging; `false` by default; inert (the model
  /// drags nothing).
  open var isDirectionalLockEnabled = false

  /// Whether the user is zooming; always `false`: the model zooms only when the app sets the
  /// scale.
  open var isZooming: Bool { false }

  /// Whether zooming is bouncing back past a limit; always `false` in the model.
  open var isZoomBouncing: Bool { false }

  /// Whether the user has touched the content to scroll; always `false`: the model's scrolling
  /// is set by code or finished at once.
  open var isTracking: Bool { false }

  /// Whether the user is dragging the content; always `false` in the model.
  open var isDragging: Bool { false }

  /// Whether the content is still moving after a drag; always `false`: the model doesn't
  /// decelerate.
  open var isDecelerating: Bool { false }

  /// How far the vertical indicator is inset; `.zero` by default; inert (the model draws no
  /// indicators).
  open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero

  /// How far the horizontal indicator is inset; `.zero` by default; inert.
  open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero

  /// How far the indicators are inset; `.zero` by default; inert.
  open var scrollIndicatorInsets: UIEdgeInsets = .zero

  /// Shows the indicators for a moment; inert in the model: it draws no indicators.
  open func flashScrollIndicators() {}

  /// Zooms the content to a scale within ``minimumZoomScale`` and ``maximumZoomScale``, as
  /// UIKit does: the view the delegate's `viewForZooming(in:)` returns gets a scale
  /// ``UIView/transform`` and ``contentSize`` becomes its scaled size; without such a view
  /// nothing zooms and the scale stays as it was.
  ///
  /// [DOC: `uikit/uiscrollview/setzoomscale(_:animated:)`: the scale "should be between" the
  /// limits; the model clamps to them, INF]. The delegate's `scrollViewDidZoom(_:)` is called
  /// when the scale changes, and, when `animated`, `scrollViewDidEndZooming(_:with:atScale:)`
  /// after the change, which the model completes at once [DOC:
  /// `uikit/uiscrollviewdelegate/scrollviewdidendzooming(_:with:atscale:)`: called "after
  /// animated changes to the zoom level"]. The zoomed view keeps its frame's origin [INF].
  ///
  /// - Parameters:
  ///   - scale: The new scale.
  ///   - animated: Whether UIKit would animate; the change happens at once.
  open func setZoomScale(_ scale: CGFloat, animated: Bool) {
    guard let view = delegate?.viewForZooming(in: self) else { return }
    let clamped = ScrollZooming.clamp(
      scale, minimum: minimumZoomScale, maximum: maximumZoomScale)
    let changed = clamped != storedZoomScale
    storedZoomScale = clamped
    contentSize = ScrollZooming.scale(view, to: clamped)
    if changed { delegate?.scrollViewDidZoom(self) }
    if animated { delegate?.scrollViewDidEndZooming(self, with: view, atScale: clamped) }
  }

  /// Zooms so that a rectangle of the zoomed view fills the scroll view, as far as the zoom
  /// limits allow, and scrolls to put its center in the middle [DOC:
  /// `uikit/uiscrollview/zoom(to:animated:)`; the centering and the clamping to the content
  /// are INF].
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in the coordinates of the view `viewForZooming(in:)` returns.
  ///   - animated: Whether UIKit would animate; the change happens at once.
  open func zoom(to rect: CGRect, animated: Bool) {
    guard delegate?.viewForZooming(in: self) != nil, rect.width > 0, rect.height > 0 else {
      return
    }
    let size = bounds.size
    setZoomScale(min(size.width / rect.width, size.height / rect.height), animated: animated)
    contentOffset = ScrollZooming.offset(
      centering: rect, at: storedZoomScale, in: size, content: contentSize)
  }

  /// Sets the content offset at once; when `animated`, the delegate's
  /// `scrollViewDidEndScrollingAnimation(_:)` follows, as after UIKit's animation
  /// [DOC: `uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)`].
  ///
  /// - Parameters:
  ///   - contentOffset: The new offset.
  ///   - animated: Whether UIKit would animate.
  open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
    self.contentOffset = contentOffset
    if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
  }

  /// Scrolls the least distance that shows a rectangle of the content, as UIKit does; a
  /// rectangle already shown doesn't move it.
  ///
  /// - Parameters:
  ///   - rect: The rectangle, in the content's coordinates.
  ///   - animated: Whether UIKit would animate: the scroll happens at once, and then the
  ///     delegate's `scrollViewDidEndScrollingAnimation(_:)` is called.
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
    if animated { delegate?.scrollViewDidEndScrollingAnimation(self) }
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

/// How a scroll view zooms its content: a scale transform on the zoomed view.
@MainActor
enum ScrollZooming {
  /// A scale within the limits; the minimum when the limits are crossed.
  static func clamp(_ scale: CGFloat, minimum: CGFloat, maximum: CGFloat) -> CGFloat {
    max(minimum, min(scale, max(minimum, maximum)))
  }

  /// Gives the view a scale transform keeping its frame's origin, and returns its scaled size.
  static func scale(_ view: UIView, to scale: CGFloat) -> CGSize {
    let origin = view.frame.origin
    let size = view.bounds.size
    view.transform = CGAffineTransform(scaleX: scale, y: scale)
    view.center = CGPoint(
      x: origin.x + size.width * scale / 2, y: origin.y + size.height * scale / 2)
    return CGSize(width: size.width * scale, height: size.height * scale)
  }

  /// The offset that puts a rectangle of the unscaled content in the middle of the visible
  /// area, kept within the content.
  static func offset(
    centering rect: CGRect, at scale: CGFloat, in size: CGSize, content: CGSize
  ) -> CGPoint {
    func axis(_ middle: CGFloat, _ visible: CGFloat, _ length: CGFloat) -> CGFloat {
      max(0, min(middle * scale - visible / 2, length - visible))
    }
    return CGPoint(
      x: axis(rect.midX, size.width, content.width),
      y: axis(rect.midY, size.height, content.height))
  }
}
