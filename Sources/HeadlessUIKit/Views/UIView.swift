public import Foundation
package import PresentationHierarchy

/// A view: a rectangle in the tree with back-to-front subviews, like `UIView`.
///
/// UIKit's geometry, hit testing, layout and lifecycle run on it through UIKit's own override
/// points; the model's bookkeeping for captures sits beside it in `engine`, apart from UIKit's
/// names, so a subclass may declare members of any name.
@preconcurrency @MainActor
open class UIView: UIResponder {
  /// The frame in screen coordinates; `nil` fills the superview.
  package var screenFrame: Rect? {
    didSet {
      guard screenFrame != oldValue else { return }
      let resized = screenFrame?.width != oldValue?.width || screenFrame?.height != oldValue?.height
      // Before it had a frame of its own, the view filled its superview, or sat at the origin.
      let before = oldValue ?? FillResizing.filledFrame(of: self)
      if let after = screenFrame {
        // Frames are in the superview's coordinates, so subviews move with their superview
        // [DOC: `uikit/uiview/frame`]; those autoresizing places are placed below instead.
        FrameFollowing.move(
          subviewsOf: self, byX: after.x - before.x, y: after.y - before.y,
          except: resized && autoresizesSubviews ? { !$0.autoresizingMask.isEmpty } : { _ in false }
        )
      }
      if resized {
        setNeedsLayout()
        // A view that filled its superview resizes its subviews from the size it filled.
        if autoresizesSubviews, let new = screenFrame {
          Autoresizing.resizeSubviews(of: self, from: before, to: new)
        }
      }
      engine.layoutHandler?()
      // Key-value observers of the frame, bounds or center hear of it now, however it moved.
      KeyValueObservers.shared.objectDidChange(self)
    }
  }
  /// Whether the view is hidden.
  open var isHidden = false {
    didSet { KeyValueObservers.shared.objectDidChange(self) }
  }
  /// The view's alpha.
  open var alpha: CGFloat = 1 {
    didSet { KeyValueObservers.shared.objectDidChange(self) }
  }
  /// Whether the view receives touches.
  open var isUserInteractionEnabled = true
  /// Whether the view's content is opaque, a drawing hint (`true` by default); inert: captures
  /// judge opacity from the background colour and alpha [DOC: `uikit/uiview/isopaque`].
  open var isOpaque = true
  /// A view whose alpha channel masks this view's content; kept, not applied: the mask isn't in
  /// the hierarchy and captures show the view unmasked — a known gap [DOC: `uikit/uiview/mask`].
  open var mask: UIView?
  /// Whether subviews are clipped to the view's bounds: the ``layer``'s
  /// ``CALayer/masksToBounds``, as in UIKit.
  public var clipsToBounds: Bool {
    get { layer.masksToBounds }
    set { layer.masksToBounds = newValue }
  }
  /// How the view's content fills its bounds; `.scaleToFill` by default, inert.
  open var contentMode: UIView.ContentMode = .scaleToFill
  /// The tint color the view set itself, if any; ``tintColor`` reads up the superview chain.
  var ownTintColor: UIColor?
  /// The tint adjustment mode the view set itself; `.automatic` inherits.
  var ownTintAdjustmentMode: UIView.TintAdjustmentMode = .automatic

  /// The first tint color set in the view's hierarchy, from the view up through its
  /// superviews, else the system's blue; dimmed when ``tintAdjustmentMode`` is `.dimmed`.
  ///
  /// Setting it calls ``tintColorDidChange()`` on the view and on the subviews that inherit it
  /// [DOC: `uikit/uiview/tintcolor`, `uikit/uiview/tintcolordidchange()`]. Inert for layering.
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var tintColor: UIColor! {
    get { TintResolution.tintColor(of: self) }
    set {
      ownTintColor = newValue
      TintResolution.notifyTintChange(from: self)
    }
  }

  /// The first non-automatic tint adjustment mode from the view up through its superviews,
  /// else `.normal` [DOC: `uikit/uiview/tintadjustmentmode-swift.property`].
  open var tintAdjustmentMode: UIView.TintAdjustmentMode {
    get { TintResolution.adjustmentMode(of: self) }
    set {
      ownTintAdjustmentMode = newValue
      TintResolution.notifyTintChange(from: self)
    }
  }

  /// Called when the view's tint color changes, set on it or inherited; does nothing by default.
  open func tintColorDidChange() {}

  /// The Core Animation layer the view draws with, of the class ``layerClass`` names; its
  /// ``CALayer/zPosition`` orders the view among its siblings in captures, the rest of it is
  /// inert.
  public var layer: CALayer { ownLayer }
  /// The layer, made on first use from ``layerClass``.
  private lazy var ownLayer: CALayer = LayerClasses.make(type(of: self).layerClass)

  /// The class of the view's layer, `CALayer` unless a subclass overrides it.
  ///
  /// [DOC: `uikit/uiview/layerclass`] The model makes layers of its own Core Animation
  /// classes; an app's own `CALayer` subclass can't be made without the Objective-C runtime,
  /// so such a view gets a plain `CALayer` and the model reports it.
  open class var layerClass: AnyClass { CALayer.self }

  /// Draws the view's layer, as the layer's delegate; does nothing by default (inert: the model
  /// draws nothing) [DOC: `quartzcore/calayerdelegate/draw(_:in:)`].
  ///
  /// - Parameters:
  ///   - layer: The layer to draw.
  ///   - ctx: The context to draw in.
  open func draw(_ layer: CALayer, in ctx: CGContext) {}

  /// The view Auto Layout aligns baselines with: the view itself unless a subclass says
  /// otherwise [DOC: `uikit/uiview/forbaselinelayout()`, deprecated in iOS 9].
  ///
  /// - Returns: The view.
  @available(iOS, introduced: 6.0, deprecated: 9.0)
  open func forBaselineLayout() -> UIView { self }

  /// The view Auto Layout aligns first baselines with: the view itself unless a subclass says
  /// otherwise [DOC: `uikit/uiview/forfirstbaselinelayout`].
  open var forFirstBaselineLayout: UIView { self }

  /// The view Auto Layout aligns last baselines with: the view itself unless a subclass says
  /// otherwise [DOC: `uikit/uiview/forlastbaselinelayout`].
  open var forLastBaselineLayout: UIView { self }
  /// The view's background color; `nil` (clear) by default, as in UIKit.
  ///
  /// A color with an alpha of 1 paints over everything behind the view, so captures mark the
  /// view `opaque`.
  open var backgroundColor: UIColor?

  /// Whether the view paints an opaque background over its whole frame.
  package var hasOpaqueBackground: Bool {
    get { (backgroundColor?.cgColor.alpha ?? 0) >= 1 }
    set { backgroundColor = newValue ? .systemBackground : nil }
  }
  /// The identifier tests use for the view.
  public var accessibilityIdentifier: String?
  /// The text VoiceOver reads for the view; ``UIApplication/tap(_:)`` finds views by it too.
  open var accessibilityLabel: String?
  /// The gesture recognizers attached to the view, in the order they were added; `nil` when
  /// there are none, as in UIKit.
  public var gestureRecognizers: [UIGestureRecognizer]?
  /// Whether assistive apps see the view as one element, `false` by default (inert)
  /// [DOC: `objectivec/nsobject/1615141-isaccessibilityelement`].
  open var isAccessibilityElement = false
  /// A short description of what activating the view does (inert).
  open var accessibilityHint: String?
  /// The view's current value, as VoiceOver reads it (inert).
  open var accessibilityValue: String?
  /// What kind of element the view is, `.none` by default (inert).
  open var accessibilityTraits: UIAccessibilityTraits = .none
  /// The view's accessibility elements in reading order, `nil` by default (inert).
  open var accessibilityElements: [Any]?
  /// How many accessibility elements the view contains: ``accessibilityElements``' count
  /// unless overridden, as UIKit's informal `UIAccessibilityContainer` methods (inert: read by
  /// nothing in the model).
  ///
  /// - Returns: The count.
  open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
  /// The accessibility element at an index, from ``accessibilityElements`` unless overridden
  /// (inert).
  ///
  /// - Parameter index: The index.
  /// - Returns: The element, or `nil` past the end.
  open func accessibilityElement(at index: Int) -> Any? {
    guard let elements = accessibilityElements, elements.indices.contains(index) else {
      return nil
    }
    return elements[index]
  }
  /// The index of an accessibility element, `NSNotFound` when the view doesn't contain it
  /// (inert).
  ///
  /// - Parameter element: The element.
  /// - Returns: Its index.
  open func index(ofAccessibilityElement element: Any) -> Int {
    accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
  }
  /// Whether VoiceOver ignores the view's siblings, `false` by default (inert).
  open var accessibilityViewIsModal = false
  /// Whether VoiceOver reads the view's subviews together, `false` by default (inert).
  open var shouldGroupAccessibilityChildren = false
  /// Whether the view's accessibility elements are hidden, `false` by default (inert).
  open var accessibilityElementsHidden = false
  /// The actions VoiceOver offers for the view, `nil` by default (inert).
  open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
  /// The view's frame in screen coordinates as assistive apps see it, `.zero` by default
  /// (inert).
  open var accessibilityFrame = CGRect.zero
  /// The words Voice Control and Full Keyboard Access accept for the view, `nil` by default
  /// (inert).
  // swift-format-ignore: NeverUseImplicitlyUnwrappedOptionals
  open var accessibilityUserInputLabels: [String]!
  /// Whether Smart Invert leaves the view's colours alone, `false` by default (inert: captures
  /// show no colours).
  open var accessibilityIgnoresInvertColors = false

  /// Activates the view as VoiceOver's double tap would: `false` (not handled) by default, so
  /// UIKit would send a tap instead (inert: the model sends none).
  ///
  /// - Returns: Whether the view handled the activation.
  open func accessibilityActivate() -> Bool { false }

  /// The appearance the view and its subviews take whatever their window's, `.unspecified`
  /// (inherit) by default [DOC: `uikit/uiview/overrideuserinterfacestyle`]; it decides the
  /// ``traitCollection``'s `userInterfaceStyle` of the view's subtree.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet {
      guard overrideUserInterfaceStyle != oldValue else { return }
      TraitChangeHooks.overrideDidChange(under: self, from: oldValue, onController: false)
    }
  }

  /// The view's transform about its center, the identity by default.
  ///
  /// [DOC: `uikit/uiview/transform`]: modelled (see `UIView+Transform.swift`) — ``frame``
  /// becomes the bounding box of the transformed bounds about ``center``, touches reach
  /// subviews through the inverse transform, and captures show the transformed frame. Auto
  /// Layout ignores it, as UIKit's does since iOS 8.
  open var transform: CGAffineTransform = .identity {
    didSet { KeyValueObservers.shared.objectDidChange(self) }
  }

  /// The margins the app set, if any; 8 points on each side otherwise.
  var explicitLayoutMargins: UIEdgeInsets?

  /// The view's layout margins, 8 points on each side by default.
  ///
  /// [DOC: `uikit/uiview/layoutmargins`: "For most views, the default layout margins are 8
  /// points on each side"]; they place ``layoutMarginsGuide``. Setting them calls
  /// ``layoutMarginsDidChange()`` and lays the view out again.
  open var layoutMargins: UIEdgeInsets {
    get { explicitLayoutMargins ?? UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8) }
    set {
      guard newValue != layoutMargins else { return }
      explicitLayoutMargins = newValue
      layoutMarginsDidChange()
      setNeedsLayout()
    }
  }

  /// The layout margins by reading direction: leading is left and trailing is right, the
  /// model's layout direction being left to right [DOC: `uikit/uiview/directionallayoutmargins`].
  open var directionalLayoutMargins: NSDirectionalEdgeInsets {
    get {
      let margins = layoutMargins
      return NSDirectionalEdgeInsets(
        top: margins.top, leading: margins.left, bottom: margins.bottom, trailing: margins.right)
    }
    set {
      layoutMargins = UIEdgeInsets(
        top: newValue.top, left: newValue.leading, bottom: newValue.bottom,
        right: newValue.trailing)
    }
  }

  /// Whether the view's margins grow to its superview's where they overlap, `false` by
  /// default (UIView.h); kept, the model doesn't grow them (a known gap).
  open var preservesSuperviewLayoutMargins = false

  /// Whether the layout margins are measured inside the safe area, `true` by default
  /// [DOC: `uikit/uiview/insetslayoutmarginsfromsafearea`]: ``layoutMarginsGuide`` honours it.
  open var insetsLayoutMarginsFromSafeArea = true {
    didSet { if insetsLayoutMarginsFromSafeArea != oldValue { setNeedsLayout() } }
  }

  /// Called when the view's layout margins change; does nothing by default.
  open func layoutMarginsDidChange() {}

  /// Called when the view's safe area insets change; does nothing by default.
  ///
  /// The model calls
  /// it when a controller's `additionalSafeAreaInsets` change, on the controller's view.
  open func safeAreaInsetsDidChange() {}

  /// Draws the view's content into the current context; does nothing by default.
  ///
  /// The model draws nothing and never calls it (inert) [DOC: `uikit/uiview/draw(_:)`].
  ///
  /// - Parameter rect: The part of the bounds to draw.
  open func draw(_ rect: CGRect) {}

  /// Marks the whole view as needing to be redrawn (inert: the model draws nothing).
  open func setNeedsDisplay() {}

  /// Marks part of the view as needing to be redrawn (inert).
  ///
  /// - Parameter rect: The part of the bounds to redraw.
  open func setNeedsDisplay(_ rect: CGRect) {}

  /// The size that best fits a size: the view's current size for a plain view
  /// [DOC: `uikit/uiview/sizethatfits(_:)`: "The default implementation of this method returns
  /// the existing size of the view"]; labels and image views return their content's size.
  ///
  /// - Parameter size: The size to fit in.
  /// - Returns: The best size.
  open func sizeThatFits(_ size: CGSize) -> CGSize {
    bounds.size
  }

  /// Resizes the view to ``sizeThatFits(_:)`` of its current size, keeping its frame's
  /// origin [DOC: `uikit/uiview/sizetofit()`].
  open func sizeToFit() {
    let origin = untransformedFrame.origin
    let size = sizeThatFits(bounds.size)
    untransformedFrame = CGRect(origin: origin, size: size)
  }

  /// Returns a view that looks like the view, for transitions: a plain view of the view's
  /// size, with no subviews (its contents are drawing, which the model doesn't keep)
  /// [DOC: `uikit/uiview/snapshotview(afterscreenupdates:)`].
  ///
  /// - Parameter afterUpdates: Whether to wait for pending changes (inert).
  /// - Returns: The snapshot view.
  open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
    let snapshot = UIView(frame: CGRect(origin: .zero, size: bounds.size))
    snapshot.engine.typeName = "_UIReplicantView"
    return snapshot
  }

  /// How the view's content flips for right-to-left languages, `.unspecified` by default
  /// (inert: the model lays out left to right).
  open var semanticContentAttribute: UISemanticContentAttribute = .unspecified

  /// Whether the view takes touches only when no other view is being touched; `false` by
  /// default (inert: the model delivers one touch at a time).
  open var isExclusiveTouch = false
  /// Whether the view takes more than one touch at a time; `false` by default (inert: the
  /// model delivers one touch at a time).
  open var isMultipleTouchEnabled = false
  /// The smallest text size the view and its subviews use; `nil` (no limit) by default
  /// (inert: the model's text size never changes).
  open var minimumContentSizeCategory: UIContentSizeCategory?
  /// The largest text size the view and its subviews use; `nil` (no limit) by default
  /// (inert: the model's text size never changes).
  open var maximumContentSizeCategory: UIContentSizeCategory?
  /// A description of the text-size limits of the view and its superviews, for debugging:
  /// one line per view that sets a limit, innermost first.
  open var appliedContentSizeCategoryLimitsDescription: String {
    contentSizeCategoryLimitsDescription
  }
  /// The motion effects applied to the view, in the order added; none by default (inert:
  /// the model has no device motion).
  open var motionEffects: [UIMotionEffect] = []

  /// How the view resizes when its superview's size changes, `[]` (not at all) by default
  /// [DOC: `uikit/uiview/autoresizingmask-swift.property`]: modelled — a size change is
  /// shared among the flexible margins and size in proportion to their current lengths.
  open var autoresizingMask: UIView.AutoresizingMask = []

  /// Whether the view resizes its subviews by their ``autoresizingMask`` when its size
  /// changes, `true` by default [DOC: `uikit/uiview/autoresizessubviews`].
  open var autoresizesSubviews = true

  /// An integer apps use to find the view again, as `UIView.tag`; 0 by default.
  open var tag = 0
  /// The subviews, back to front.
  public private(set) var subviews: [UIView] = []
  /// The view this one is a subview of.
  public private(set) weak var superview: UIView?
  /// The model's bookkeeping for the view, apart from UIKit's state.
  package let engine: ViewEngineState

  /// Creates a view.
  ///
  /// - Parameters:
  ///   - typeName: The class name captures show.
  ///   - frame: The frame in screen coordinates; `nil` fills the superview.
  ///
  /// A convenience initializer, so that `UIView`'s only designated ones are UIKit's
  /// ``init(frame:)`` and ``init(coder:)``: a subclass that overrides those two inherits
  /// ``init()``, as in UIKit.
  package convenience init(_ typeName: String, frame: Rect? = nil) {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: typeName, screenFrame: frame)
  }

  /// Creates a view whose captures show its class's name: `UIView`, or your subclass's.
  ///
  /// - Parameter frame: The frame, in the coordinates of the superview the view will have (the
  ///   screen's until it has one).
  public init(frame: CGRect) {
    engine = ViewEngineState(typeName: TypeNames.of(Self.self))
    screenFrame = Rect(frame)
    pendingRelativeFrame = screenFrame
    super.init()
    layer.owningView = self
  }

  /// Creates a view that fills its superview until its frame is set, as a container's
  /// autoresizing view does; captures show its class's name.
  ///
  /// As in UIKit, it is a convenience initializer that goes through ``init(frame:)`` [DOC:
  /// `uikit/uiview/init(frame:)` is UIView's designated initializer; `NSObject`'s `init()`
  /// reaches it], so a subclass's `override init(frame:)` runs for `MyView()` too, and a
  /// subclass may declare its own `init()` without `override`.
  public override convenience init() {
    self.init(frame: .zero)
    adoptModelPlacement(typeName: engine.typeName, screenFrame: nil)
  }

  /// Gives a view made through ``init(frame:)`` the model's own placement.
  ///
  /// That is the class name captures show and a frame in screen coordinates (`nil` fills the
  /// superview), with no frame waiting for a superview. Internal subclasses call it after
  /// `super.init(frame: .zero)`.
  ///
  /// - Parameters:
  ///   - typeName: The class name captures show.
  ///   - screenFrame: The frame in screen coordinates; `nil` fills the superview.
  package func adoptModelPlacement(typeName: String, screenFrame: Rect?) {
    self.engine.typeName = typeName
    self.screenFrame = screenFrame
    pendingRelativeFrame = nil
  }

  /// Called after the view is loaded from a storyboard or nib; the model loads neither, so it
  /// never calls it [DOC: `objectivec/nsobject/1402907-awakefromnib`].
  open func awakeFromNib() {}
  /// Called when Interface Builder draws the view; never called here.
  open func prepareForInterfaceBuilder() {}
  /// Called when the view's traits changed: the model's traits come from the app's profile, so
  /// that is when an appearance override above or on it changes [DOC:
  /// `uikit/uitraitenvironment/traitcollectiondidchange(_:)`].
  ///
  /// - Parameter previousTraitCollection: The traits before the change.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Creates one from an archive, as UIKit's storyboards and nibs do: the model loads no
  /// archives, so this returns `nil` (and a subclass's `required init?(coder:)` compiles).
  ///
  /// - Parameter coder: The archive.
  public required init?(coder: NSCoder) {
    return nil
  }

  /// The controller that manages the view, or else its superview [DOC: `UIResponder.next`].
  open override var next: UIResponder? {
    engine.owningViewController ?? superview
  }

  /// The view's window: where it can be first responder.
  override var responderWindow: UIWindow? { window }

  /// Returns the farthest descendant of the view, itself included, that contains a point, as
  /// UIKit does; override it to change which view receives a touch (a pass-through window
  /// returns `nil` for itself).
  ///
  /// A hidden view, one with user interaction off or an alpha below 0.01 returns `nil`, and so
  /// does a point ``point(inside:with:)`` rejects; otherwise the subviews are asked front to
  /// back, each with the point in its coordinates, and the first answer wins, else the view
  /// itself [DOC: `UIView.hitTest(_:with:)`; UIKit engine reference §1.1].
  ///
  /// - Parameters:
  ///   - point: The point, in the view's coordinates.
  ///   - event: The event the touch belongs to; `nil` when a test asks.
  /// - Returns: The view that receives the touch, or `nil` when the point is outside the view
  ///   or nothing in it takes touches.
  open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    HitTesting.hitTest(self, at: point, with: event)
  }

  /// Returns whether a point is inside the view's bounds, as UIKit does; override it to
  /// enlarge or shrink the area that takes touches.
  ///
  /// - Parameters:
  ///   - point: The point, in the view's coordinates.
  ///   - event: The event the touch belongs to; `nil` when a test asks.
  /// - Returns: Whether the point is in ``bounds`` [DOC: `UIView.point(inside:with:)`].
  open func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
    HitTesting.isInside(self, point)
  }

  /// Lays out the subviews: by default, places the ones Auto Layout positions.
  ///
  /// The default uses the solved frames [DOC: `d.a.c/uiview/layoutsubviews()`]. Override it to
  /// place subviews yourself; layout passes call it top-down on the views that need layout.
  open func layoutSubviews() {
    LayoutEngines.applySolvedFrames(toSubviewsOf: self)
  }

  /// Updates the view's constraints before a constraint-based layout pass.
  ///
  /// Does nothing by default [DOC: `d.a.c/uiview/updateconstraints()`]; passes call it
  /// subviews first.
  open func updateConstraints() {}

  /// The view's natural size; none (``noIntrinsicMetric`` on both axes) for a plain view
  /// [DOC: `d.a.c/uiview/intrinsiccontentsize`].
  open var intrinsicContentSize: CGSize {
    CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
  }

  /// The size the view's constraints give it closest to a target size, such as
  /// ``layoutFittingCompressedSize`` [DOC: `d.a.c/uiview/systemlayoutsizefitting(_:)`].
  ///
  /// - Parameter targetSize: The size to approach, at fitting-size priority.
  /// - Returns: The fitting size.
  open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
    LayoutFitting.size(of: self, fitting: targetSize)
  }

  /// The frame in the superview's coordinates, as in UIKit.
  ///
  /// A view whose frame was never set fills its superview, as views that UIKit's containers
  /// size with autoresizing masks do (UIKit's own default is `.zero`). Setting the frame places
  /// the view relative to its current superview, or to the screen when it has none.
  ///
  /// With a ``transform`` other than the identity, the frame is the bounding box of the
  /// transformed bounds about ``center``, and setting it keeps the transform and finds the
  /// center and size whose bounding box it is (see `UIView+Transform.swift`).
  open var frame: CGRect {
    get {
      let untransformed = untransformedFrame
      guard !transform.isIdentity else { return untransformed }
      return TransformGeometry.boundingBox(of: untransformed, transform: transform)
    }
    set {
      guard transform.isIdentity else {
        untransformedFrame = TransformGeometry.untransformedFrame(
          for: newValue, transform: transform, keeping: untransformedFrame.size)
        return
      }
      untransformedFrame = newValue
    }
  }

  /// The frame the view would have without its transform, in the superview's coordinates:
  /// its ``center`` and ``bounds``' size.
  var untransformedFrame: CGRect {
    get {
      let own = effectiveScreenFrame
      let origin = superview?.boundsScreenOrigin ?? Point(x: 0, y: 0)
      return CGRect(x: own.x - origin.x, y: own.y - origin.y, width: own.width, height: own.height)
    }
    set {
      let origin = superview?.boundsScreenOrigin ?? Point(x: 0, y: 0)
      screenFrame = Rect(
        x: Double(newValue.origin.x) + origin.x, y: Double(newValue.origin.y) + origin.y,
        width: Double(newValue.size.width), height: Double(newValue.size.height))
      pendingRelativeFrame = superview == nil ? screenFrame : nil
    }
  }

  /// A frame set through ``frame`` or ``init(frame:)`` before the view had a superview: placed
  /// relative to the first superview the view is added to, as in UIKit.
  private var pendingRelativeFrame: Rect?

  /// The view's bounds: its frame's size at its bounds origin, which is the origin except in a
  /// scroll view, where it is the content offset [DOC: `uikit/uiview/bounds`; UIKit engine
  /// reference §4].
  ///
  /// Setting them moves the view's coordinate system to the new origin (a scroll view's content
  /// offset) and changes the size about the ``center``, as in UIKit. Open, as UIKit's, so a
  /// subclass may override it (Drops' `DropView` does).
  open var bounds: CGRect {
    get {
      let own = effectiveScreenFrame
      return CGRect(origin: boundsOrigin, size: CGSize(width: own.width, height: own.height))
    }
    set {
      boundsOrigin = newValue.origin
      guard newValue.size != untransformedFrame.size else { return }
      let center = self.center
      untransformedFrame = CGRect(
        x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
        width: newValue.width, height: newValue.height)
    }
  }

  /// The center of the view's frame in the superview's coordinates.
  ///
  /// Setting it moves the view without resizing it [DOC: `uikit/uiview/center`]; a
  /// ``transform`` doesn't move it.
  open var center: CGPoint {
    get {
      let frame = untransformedFrame
      return CGPoint(x: frame.midX, y: frame.midY)
    }
    set {
      let size = untransformedFrame.size
      untransformedFrame = CGRect(
        x: newValue.x - size.width / 2, y: newValue.y - size.height / 2, width: size.width,
        height: size.height)
    }
  }

  /// The bounds origin set through ``bounds``, for a view that isn't a scroll view.
  private var ownBoundsOrigin = CGPoint.zero

  /// The origin of the view's own coordinate system.
  ///
  /// It is zero unless ``bounds`` moved it, or a scroll view's content offset. Moving it moves
  /// the subviews the other way, as scrolling does.
  var boundsOrigin: CGPoint {
    get { ownBoundsOrigin }
    set {
      guard newValue != ownBoundsOrigin else { return }
      let delta = CGPoint(x: newValue.x - ownBoundsOrigin.x, y: newValue.y - ownBoundsOrigin.y)
      ownBoundsOrigin = newValue
      ScrollGeometry.move(subviewsOf: self, by: delta)
      KeyValueObservers.shared.objectDidChange(self)
    }
  }

  /// Where the point ``bounds``' origin names lies on the screen: subviews' frames and the
  /// view's coordinates are measured from it.
  package var boundsScreenOrigin: Point {
    let own = effectiveScreenFrame
    return Point(x: own.x - Double(boundsOrigin.x), y: own.y - Double(boundsOrigin.y))
  }

  /// Converts a rectangle from the view's coordinates to another view's, as in UIKit: `nil`
  /// means the view's window, or the screen for a window itself.
  ///
  /// - Parameters:
  ///   - rect: A rectangle in the view's coordinates.
  ///   - view: The view whose coordinates to convert to; `nil` for the window's (the screen's,
  ///     for a window).
  /// - Returns: The rectangle in the other coordinates.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    let target = view ?? (self is UIWindow ? nil : window)
    if isTransformed || target?.isTransformed == true {
      return TransformGeometry.convert(rect, from: self, to: target)
    }
    let from = boundsScreenOrigin
    let to = target?.boundsScreenOrigin ?? Point(x: 0, y: 0)
    return rect.offsetBy(dx: CGFloat(from.x - to.x), dy: CGFloat(from.y - to.y))
  }

  /// The frame in screen coordinates, the superview's when unset, empty for a view that has
  /// neither.
  package var effectiveScreenFrame: Rect {
    var current = self
    while true {
      if let frame = current.screenFrame { return frame }
      guard let superview = current.superview else { break }
      current = superview
    }
    return current.engine.detachedFrame ?? Rect(x: 0, y: 0, width: 0, height: 0)
  }

  /// Adds a view in front of the other subviews, removing it from its old superview first.
  ///
  /// - Parameter view: The view to add.
  open func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts a view at an index of the subviews, removing it from its old superview first.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - index: Its index, clamped to the subviews' range.
  open func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self, !view.isAncestor(of: self) else { return }
    let newWindow = self as? UIWindow ?? window
    let oldWindow = view.window
    if view.superview !== self {
      view.willMove(toSuperview: self)
      ViewHierarchyHooks.willMove(view, toWindow: newWindow)
    }
    let moved = view.superview !== self
    // A view without a frame of its own fills its superview, so joining this one can move it;
    // its subviews move with it [DOC: `uikit/uiview/frame`].
    let filledBefore = view.screenFrame == nil ? view.effectiveScreenFrame : nil
    view.detach()
    subviews.insert(view, at: max(0, min(index, subviews.count)))
    view.superview = self
    if moved {
      view.didMoveToSuperview()
      ViewHierarchyHooks.didMove(view, from: oldWindow, to: newWindow)
    }
    if let relative = view.pendingRelativeFrame {
      let origin = boundsScreenOrigin
      view.screenFrame = Rect(
        x: relative.x + origin.x, y: relative.y + origin.y, width: relative.width,
        height: relative.height)
      view.pendingRelativeFrame = nil
    }
    if let before = filledBefore, view.screenFrame == nil {
      let after = view.effectiveScreenFrame
      FrameFollowing.move(
        subviewsOf: view, byX: after.x - before.x, y: after.y - before.y, except: { _ in false })
      FillResizing.follow(view, from: before)
    }
  }

  /// Inserts a view just in front of a sibling.
  ///
  /// - Parameters:
  ///   - view: The view to insert.
  ///   - sibling: The subview it goes in front of; when it is not a subview, the view is added
  ///     in front of all.
  open func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
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
  open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
    view.removeFromSuperview()
    insertSubview(view, at: subviews.firstIndex { $0 === siblingSubview } ?? 0)
  }

  /// Moves a subview in front of its siblings.
  ///
  /// - Parameter view: The subview; anything else is ignored.
  open func bringSubviewToFront(_ view: UIView) {
    guard view.superview === self else { return }
    addSubview(view)
  }

  /// Moves a subview behind its siblings.
  ///
  /// - Parameter view: The subview; anything else is ignored.
  open func sendSubviewToBack(_ view: UIView) {
    guard view.superview === self else { return }
    insertSubview(view, at: 0)
  }

  /// Swaps two subviews' places in the back-to-front order.
  ///
  /// - Parameters:
  ///   - index1: The index of one subview.
  ///   - index2: The index of the other.
  open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    subviews.swapAt(index1, index2)
  }

  /// Removes the view from its superview.
  ///
  /// The view hears it, and so does its subtree when it leaves a window, as in UIKit.
  open func removeFromSuperview() {
    guard superview != nil else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    ViewHierarchyHooks.willMove(self, toWindow: nil)
    detach()
    didMoveToSuperview()
    ViewHierarchyHooks.didMove(self, from: oldWindow, to: nil)
  }

  /// Takes the view out of its superview's subviews, with no callbacks.
  private func detach() {
    guard superview != nil else { return }
    ConstraintInstallation.viewWillLeaveSuperview(self)
    superview?.subviews.removeAll { $0 === self }
    superview = nil
  }

  /// Called before the view moves to a new superview, or `nil` when it is removed.
  ///
  /// The default does nothing [DOC: `willMove(toSuperview:)`].
  ///
  /// - Parameter newSuperview: The new superview, or `nil`.
  open func willMove(toSuperview newSuperview: UIView?) {}

  /// Called after the view moved to a new superview, or was removed.
  ///
  /// The default does nothing [DOC: `didMoveToSuperview()`].
  open func didMoveToSuperview() {}

  /// Called before the view (or an ancestor) moves into another window, or out of every window.
  ///
  /// The default does nothing [DOC: `willMove(toWindow:)`].
  ///
  /// - Parameter newWindow: The window, or `nil`.
  open func willMove(toWindow newWindow: UIWindow?) {}

  /// Called after the view's window changed; ``window`` may be `nil`.
  ///
  /// The default does nothing [DOC: `didMoveToWindow()`].
  open func didMoveToWindow() {}

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

extension CGRect {
  /// The same rectangle in UIKit's coordinates type.
  init(rect: Rect) {
    self.init(x: rect.x, y: rect.y, width: rect.width, height: rect.height)
  }
}

extension Rect {
  /// The same rectangle in the model's coordinates.
  init(_ rect: CGRect) {
    self.init(
      x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width),
      height: Double(rect.size.height))
  }
}
