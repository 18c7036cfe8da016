import Foundation
public import PresentationHierarchy

/// A view: a rectangle in the tree with back-to-front subviews, like `UIView`.
///
/// The model keeps only what decides paint order, hit testing and visibility. Views a UIKit app
/// would create itself are made with `UIView("UIView")`, or `UIView("MyBadge")` to name a subclass.
@MainActor
open class UIView {
  /// The class name captures show, such as `UIView` or `UITransitionView`.
  public internal(set) var typeName: String
  /// The frame in screen coordinates; `nil` fills the superview.
  public var frame: Rect? {
    didSet { if frame != oldValue { layoutHandler?() } }
  }
  /// Lays out subviews when the frame changes; container controllers set it on their views.
  var layoutHandler: (() -> Void)?
  /// Whether the view is hidden.
  public var isHidden = false
  /// The view's alpha.
  public var alpha: Double = 1
  /// Whether the view receives touches.
  public var isUserInteractionEnabled = true
  /// Whether subviews are clipped to the view's bounds.
  public var clipsToBounds = false
  /// The view's background color; `nil` (clear) by default, as in UIKit.
  ///
  /// A color with an alpha of 1 paints over everything behind the view, so captures mark the
  /// view `opaque`.
  public var backgroundColor: UIColor?

  /// Whether the view paints an opaque background over its whole frame.
  var hasOpaqueBackground: Bool {
    get { (backgroundColor?.cgColor.alpha ?? 0) >= 1 }
    set { backgroundColor = newValue ? .systemBackground : nil }
  }
  /// The identifier tests use for the view.
  public var accessibilityIdentifier: String?
  /// An integer apps use to find the view again, as `UIView.tag`; 0 by default.
  public var tag = 0
  /// The subviews, back to front.
  public private(set) var subviews: [UIView] = []
  /// The view this one is a subview of.
  public private(set) weak var superview: UIView?
  /// The controller whose `view` this is.
  public internal(set) weak var owningViewController: UIViewController?
  /// The presentation this view is the container of, for captures.
  weak var containedPresentation: Presentation?
  /// The role captures give the view instead of the one its type name implies.
  var captureRole: Role?
  /// Whether the view is UIKit plumbing without a class of its own (a card's clipping views),
  /// folded away at the presentation detail level.
  var isPlumbing = false

  /// Creates a view.
  ///
  /// - Parameters:
  ///   - typeName: The class name captures show.
  ///   - frame: The frame in screen coordinates; `nil` fills the superview.
  public init(_ typeName: String, frame: Rect? = nil) {
    self.typeName = typeName
    self.frame = frame
  }

  /// Creates a view whose captures show its class's name: `UIView`, or your subclass's.
  ///
  /// - Parameter frame: The frame in screen coordinates; `nil` fills the superview.
  public init(frame: Rect? = nil) {
    typeName = String(describing: Self.self)
    self.frame = frame
  }

  /// The view's bounds: its frame's size at the origin, or the superview's when the frame is
  /// unset.
  public var bounds: Rect {
    let size = frame ?? superview?.bounds ?? Rect(x: 0, y: 0, width: 0, height: 0)
    return Rect(x: 0, y: 0, width: size.width, height: size.height)
  }

  /// Adds a view in front of the other subviews, removing it from its old superview first.
  ///
  /// - Parameter view: The view to add.
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view at an index of the subviews, removing it from its old superview first.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: Its index, clamped to the subviews' range.
  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self, !view.isAncestor(of: self) else { return }
    view.removeFromSuperview()
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    view.superview = self
  }

  /// Inserts a view just in front of a sibling.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - sibling: The subview it goes in front of; when it is not a subview, the view is added
  ///     in front of all.
  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    view.removeFromSuperview()
    let index = subviews.firstIndex { $0 === sibling }.map { $0 + 1 } ?? subviews.count
    insertSubview(view, at: index)
  }

  /// Inserts a view just behind a sibling.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - siblingSubview: The subview it goes behind; when it is not a subview, the view is
  ///     added behind all.
  public func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    view.removeFromSuperview()
    insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
  }

  /// Moves a subview in front of its siblings.
  ///
  /// - Parameter view: The subview; anything else is ignored.
  public func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    addSubview(view)
  }

  /// Moves a subview behind its siblings.
  ///
  /// - Parameter view: The subview; anything else is ignored.
  public func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Swaps two subviews' places in the back-to-front order.
  ///
  /// - Parameters:
  ///   - index1: The index of one subview.
  ///   - index2: The index of the other.
  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    subviews.swapAt(index1, index2)
  }

  /// Removes the view from its superview.
  public func removeFromSuperview() {
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// The window the view is in, if any.
  public var window: UIWindow? {
    var current: UIView? = self
    while let view = current {
      if let window = view as? UIWindow { return window }
      current = view.superview
    }
    return nil
  }

  /// Returns whether this view is an ancestor of another.
  func isAncestor(of view: UIView) -> Bool {
    var current = view.superview
    while let ancestor = current {
      if ancestor === self { return true }
      current = ancestor.superview
    }
    return false
  }

  /// The index of the view among its superview's subviews.
  var indexInSuperview: Int? {
    superview?.subviews.firstIndex { $0 === self }
  }
}
