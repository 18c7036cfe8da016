public import Foundation

/// A Core Animation layer, as `CALayer`: the drawing state behind every view.
///
/// The model draws nothing, so a layer's corner radius, border, shadow and opacity are
/// **inert**: kept as set, read back unchanged, and never captured. One property is not inert:
/// ``zPosition`` decides the order in which a view's subviews paint, so captures honour it
/// (see its documentation). A view's ``UIView/clipsToBounds`` is its layer's
/// ``masksToBounds``, as in UIKit.
///
/// Its timing (``CAMediaTiming``) is kept and used by ``convertTime(_:from:)``; geometry
/// conversions (``convert(_:from:)-(CGPoint,_)``) follow the frames up the layer tree.
open class CALayer: NSObject, CAMediaTiming {
  /// Creates a layer with the default values.
  public override init() {}

  /// Creates a copy of a layer for Core Animation's presentation layers, as subclasses
  /// override it to copy their own properties; the model makes no presentation layers.
  ///
  /// - Parameter layer: The layer to copy.
  public init(layer: Any) {}

  #if !canImport(ObjectiveC)
  // Releases the layer's associated objects as it goes, as the Objective-C runtime does.
  deinit { AssociatedObjects.objectDidDeinitialize(ObjectIdentifier(self)) }
  #endif

  /// The view whose layer this is, if any: its geometry is the view's.
  weak var owningView: UIView?
  /// The bounds of a layer that belongs to no view.
  private var ownBounds = CGRect.zero
  /// The position of a layer that belongs to no view.
  private var ownPosition = CGPoint.zero

  /// The layer's bounds: its view's ``UIView/bounds`` for a view's layer, as in UIKit, where
  /// a view's geometry is its layer's [DOC: `uikit/uiview/layer`].
  open var bounds: CGRect {
    get { viewGeometry { $0.bounds } ?? ownBounds }
    set {
      if viewGeometry({ $0.bounds = newValue }) == nil { ownBounds = newValue }
    }
  }

  /// The position of the layer's anchor point in its superlayer: its view's
  /// ``UIView/center`` for a view's layer.
  open var position: CGPoint {
    get { viewGeometry { $0.center } ?? ownPosition }
    set {
      if viewGeometry({ $0.center = newValue }) == nil { ownPosition = newValue }
    }
  }

  /// The layer's frame in its superlayer: its view's ``UIView/frame`` for a view's layer, else
  /// its bounds' size placed about its position by its anchor point.
  open var frame: CGRect {
    get {
      if let frame = viewGeometry({ $0.frame }) { return frame }
      return CGRect(
        x: ownPosition.x - ownBounds.width * anchorPoint.x,
        y: ownPosition.y - ownBounds.height * anchorPoint.y, width: ownBounds.width,
        height: ownBounds.height)
    }
    set {
      if viewGeometry({ $0.frame = newValue }) != nil { return }
      ownBounds.size = newValue.size
      ownPosition = CGPoint(
        x: newValue.minX + newValue.width * anchorPoint.x,
        y: newValue.minY + newValue.height * anchorPoint.y)
    }
  }

  /// Reads or changes the owning view's geometry on the main actor, where views (and so their
  /// layers) are used, as UIKit requires.
  private func viewGeometry<Result: Sendable>(_ body: @MainActor (UIView) -> Result) -> Result? {
    guard let view = owningView else { return nil }
    return MainActor.assumeIsolated { body(view) }
  }

  /// The point of the bounds the position names and transforms turn about, (0.5, 0.5) by
  /// default (inert: views turn about their center).
  open var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  /// The layer's background color, `nil` by default (inert: captures read the view's
  /// ``UIView/backgroundColor``).
  open var backgroundColor: CGColor?
  /// Whether the layer is hidden, `false` by default (inert: captures read the view's
  /// ``UIView/isHidden``).
  open var isHidden = false
  /// The layer's name, `nil` by default.
  open var name: String?
  /// Whether the layer is opaque, `false` by default (inert).
  open var isOpaque = false
  /// The shape of rounded corners, `.circular` by default (inert)
  /// [DOC: `quartzcore/calayer/cornercurve`].
  open var cornerCurve: CALayerCornerCurve = .circular
  /// The shadow's shape, `nil` (the layer's alpha) by default (inert).
  open var shadowPath: CGPath?
  /// A layer whose alpha masks this one, `nil` by default (inert: captures show views).
  open var mask: CALayer?
  /// The image the layer shows, `nil` by default (inert).
  open var contents: Any?
  /// How the contents fill the bounds, `.resize` by default (inert).
  open var contentsGravity: CALayerContentsGravity = .resize
  /// The contents' pixels per point, 1 by default (inert).
  open var contentsScale: CGFloat = 1
  /// The Core Image filter that composites the layer with what is behind it, `nil` (source-over)
  /// by default (inert: the model composites nothing).
  open var compositingFilter: Any?
  /// Whether the layer is drawn once as a bitmap, `false` by default (inert).
  open var shouldRasterize = false
  /// The bitmap's scale when rasterized, 1 by default (inert).
  open var rasterizationScale: CGFloat = 1
  /// Whether edges are antialiased, `false` by default (inert).
  open var allowsEdgeAntialiasing = false
  /// Whether the layer redraws when its bounds change, `false` by default (inert).
  open var needsDisplayOnBoundsChange = false
  /// The layer's 3D transform, the identity by default (inert: a view's ``UIView/transform``
  /// is modelled, its layer's transform is kept apart from it — a known gap).
  open var transform = CATransform3DIdentity
  /// The transform applied to the sublayers, the identity by default (inert).
  open var sublayerTransform = CATransform3DIdentity
  /// The part of the contents shown, in unit coordinates, the whole (0, 0, 1, 1) by default
  /// (inert).
  open var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
  /// Custom actions by key, `nil` by default; ``action(forKey:)`` looks here.
  open var actions: [String: any CAAction]?

  /// When the layer's timeline begins in its parent's, 0 by default.
  open var beginTime: CFTimeInterval = 0
  /// An offset added to the layer's local time, 0 by default.
  open var timeOffset: CFTimeInterval = 0
  /// How fast the layer's time runs against its parent's, 1 by default (0 pauses it).
  open var speed: Float = 1
  /// The layer's basic duration, 0 by default (inert).
  open var duration: CFTimeInterval = 0
  /// How many times the layer's timeline repeats, 0 by default (inert).
  open var repeatCount: Float = 0
  /// How long the layer's timeline repeats, 0 by default (inert).
  open var repeatDuration: CFTimeInterval = 0
  /// Whether the layer's timeline runs backwards after forwards, `false` by default (inert).
  open var autoreverses = false
  /// How the layer's timeline holds outside its active time, `.removed` by default (inert).
  open var fillMode: CAMediaTimingFillMode = .removed

  /// The animations added, by key (inert: they change nothing).
  private var animations: [(key: String?, animation: CAAnimation)] = []

  /// The radius of the rounded corners, 0 by default (inert: the model draws no corners).
  open var cornerRadius: CGFloat = 0
  /// Which corners ``cornerRadius`` rounds, all four by default (inert).
  open var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  /// Whether sublayers are clipped to the layer's bounds; `false` by default.
  ///
  /// A view's ``UIView/clipsToBounds`` reads and writes this value. Hit testing never consults
  /// it: bounds gate touches either way (UIKit reference §4.5).
  open var masksToBounds = false
  /// The width of the border, 0 by default (inert).
  open var borderWidth: CGFloat = 0
  /// The color of the border, opaque black by default (inert).
  open var borderColor: CGColor? = UIColor.black.cgColor
  /// The color of the shadow, opaque black by default (inert).
  open var shadowColor: CGColor? = UIColor.black.cgColor
  /// The opacity of the shadow, from 0 to 1, 0 by default (inert).
  open var shadowOpacity: Float = 0
  /// The blur radius of the shadow, 3 by default (inert).
  open var shadowRadius: CGFloat = 3
  /// The offset of the shadow, (0, -3) by default (inert).
  open var shadowOffset = CGSize(width: 0, height: -3)
  /// The layer's opacity, from 0 to 1, 1 by default (inert).
  ///
  /// Captures read the view's ``UIView/alpha``, which UIKit keeps equal to this value and the
  /// model keeps apart.
  open var opacity: Float = 1
  /// The layer's position on the z axis, 0 by default, which orders sibling views: not inert.
  ///
  /// "Changing the value of this property changes the front-to-back ordering of layers
  /// onscreen. Higher values place this layer visually closer to the viewer than layers with
  /// lower values" [DOC: `quartzcore/calayer/zposition`]. So captures paint a view's subviews
  /// by their layers' `zPosition` first and their order in ``UIView/subviews`` second: a
  /// subview with a higher `zPosition` is in front of its siblings, and the `front-to-back`
  /// line says so. Touches don't follow it: UIKit hit-tests subviews in their ``UIView/subviews``
  /// order whatever their `zPosition` [OBS: ansonyao.github.io "Hit-Test Sequence in iOS",
  /// 2016; Stack Overflow 21306297], so ``UIApplication/hitTest(_:in:)`` and taps do too unless
  /// ``FidelityProfile/Behavior/zPositionReordersHitTesting`` says otherwise.
  open var zPosition: CGFloat = 0
  /// The layer's sublayers, back to front, `nil` until one is added; inert.
  ///
  /// Captures show views, not layers.
  open var sublayers: [CALayer]?
  /// The layer this one is a sublayer of.
  open private(set) weak var superlayer: CALayer?

  /// Appends a layer to the sublayers (inert), removing it from its old superlayer first.
  ///
  /// - Parameter layer: The layer to add.
  open func addSublayer(_ layer: CALayer) {
    layer.removeFromSuperlayer()
    sublayers = (sublayers ?? []) + [layer]
    layer.superlayer = self
  }

  /// Removes the layer from its superlayer (inert).
  open func removeFromSuperlayer() {
    superlayer?.sublayers?.removeAll { $0 === self }
    superlayer = nil
  }

  /// Inserts a layer at an index of the sublayers (inert), clamped to their range.
  ///
  /// - Parameters:
  ///   - layer: The layer.
  ///   - idx: The index.
  open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
    layer.removeFromSuperlayer()
    var list = sublayers ?? []
    list.insert(layer, at: min(Int(idx), list.count))
    sublayers = list
    layer.superlayer = self
  }

  /// Inserts a layer just behind a sublayer (inert); at the back when it isn't one.
  ///
  /// - Parameters:
  ///   - layer: The layer.
  ///   - sibling: The sublayer it goes behind.
  open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = sublayers?.firstIndex { $0 === sibling } ?? 0
    insertSublayer(layer, at: UInt32(index))
  }

  /// Inserts a layer just in front of a sublayer (inert); at the front when it isn't one.
  ///
  /// - Parameters:
  ///   - layer: The layer.
  ///   - sibling: The sublayer it goes in front of.
  open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
    layer.removeFromSuperlayer()
    let index = sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } ?? (sublayers?.count ?? 0)
    insertSublayer(layer, at: UInt32(index))
  }

  /// Replaces a sublayer with another layer (inert).
  ///
  /// - Parameters:
  ///   - oldLayer: The sublayer.
  ///   - newLayer: Its replacement.
  open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
    guard let index = sublayers?.firstIndex(where: { $0 === oldLayer }) else { return }
    oldLayer.removeFromSuperlayer()
    insertSublayer(newLayer, at: UInt32(index))
  }

  /// Adds an animation (inert: it changes nothing); its delegate hears that it stopped,
  /// finished, on the app's next settle, as UIKit's animations complete in the model.
  ///
  /// - Parameters:
  ///   - anim: The animation.
  ///   - key: Its key, if any; one with the same key is replaced.
  open func add(_ anim: CAAnimation, forKey key: String?) {
    if let key { animations.removeAll { $0.key == key } }
    animations.append((key, anim))
    guard anim.delegate != nil, AppScope.application != nil else { return }
    let stop = AnimationStop(animation: anim)
    CoreAnimationCompletions.enqueue(.init(run: stop.notify))
  }

  /// The animation added with a key, if any.
  ///
  /// - Parameter key: The key.
  /// - Returns: The animation.
  open func animation(forKey key: String) -> CAAnimation? {
    animations.last { $0.key == key }?.animation
  }

  /// The keys of the animations added, `nil` when there are none.
  ///
  /// - Returns: The keys.
  open func animationKeys() -> [String]? {
    let keys = animations.compactMap(\.key)
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation added with a key.
  ///
  /// - Parameter key: The key.
  open func removeAnimation(forKey key: String) {
    animations.removeAll { $0.key == key }
  }

  /// Removes every animation.
  open func removeAllAnimations() {
    animations = []
  }

  /// Returns the layer as it appears on screen: the layer itself, since the model's changes
  /// take effect at once (Core Animation returns a separate copy while animations run).
  ///
  /// - Returns: The layer.
  open func presentation() -> Self? { self }

  /// Returns the model layer behind a presentation layer: the layer itself.
  ///
  /// - Returns: The layer.
  open func model() -> Self { self }

  /// The action for a key: the ``actions`` entry, else the class's
  /// ``defaultAction(forKey:)`` (`nil` by default), as Core Animation searches; the model has
  /// no layer delegates or style dictionaries, so a view's layer finds no animation here.
  ///
  /// - Parameter event: The action's identifier, such as a property name.
  /// - Returns: The action, if any.
  open func action(forKey event: String) -> (any CAAction)? {
    actions?[event] ?? type(of: self).defaultAction(forKey: event)
  }

  /// The class's default action for a key: `nil`, for subclasses to override.
  ///
  /// - Parameter event: The action's identifier.
  /// - Returns: The action, if any.
  open class func defaultAction(forKey event: String) -> (any CAAction)? { nil }

  /// Whether a change to a key redraws the layer: `false` by default, for subclasses to
  /// override (inert: the model draws nothing).
  ///
  /// - Parameter key: The property's name.
  /// - Returns: Whether it redraws.
  open class func needsDisplay(forKey key: String) -> Bool { false }

  /// Whether a point in the layer's coordinates lies within its bounds.
  ///
  /// - Parameter p: The point.
  /// - Returns: Whether the bounds contain it.
  open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

  /// Converts a point from another layer's coordinates to this layer's.
  ///
  /// Both go up their layer trees by their frames (a view's layer's parent is its
  /// superview's layer); transforms are not applied. `nil` means the coordinates the root
  /// layer's frame is in.
  ///
  /// - Parameters:
  ///   - p: The point, in `l`'s coordinates.
  ///   - l: The layer, or `nil`.
  /// - Returns: The point in this layer's coordinates.
  open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
    fromRoot(l?.toRoot(p) ?? p)
  }

  /// Converts a point from this layer's coordinates to another layer's.
  ///
  /// - Parameters:
  ///   - p: The point, in this layer's coordinates.
  ///   - l: The layer, or `nil` (the coordinates the root layer's frame is in).
  /// - Returns: The point in `l`'s coordinates.
  open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
    l?.fromRoot(toRoot(p)) ?? toRoot(p)
  }

  /// Converts a rectangle from another layer's coordinates to this layer's (its origin moves,
  /// its size stays: transforms are not applied).
  ///
  /// - Parameters:
  ///   - r: The rectangle, in `l`'s coordinates.
  ///   - l: The layer, or `nil`.
  /// - Returns: The rectangle in this layer's coordinates.
  open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
    CGRect(origin: convert(r.origin, from: l), size: r.size)
  }

  /// Converts a rectangle from this layer's coordinates to another layer's.
  ///
  /// - Parameters:
  ///   - r: The rectangle, in this layer's coordinates.
  ///   - l: The layer, or `nil`.
  /// - Returns: The rectangle in `l`'s coordinates.
  open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
    CGRect(origin: convert(r.origin, to: l), size: r.size)
  }

  /// Converts a time from another layer's time space to this layer's.
  ///
  /// Each layer's local time is `(parent time − beginTime) × speed + timeOffset`, from the
  /// absolute time of ``CACurrentMediaTime()`` down the layer tree [DOC:
  /// `quartzcore/camediatiming/timeoffset`]; `nil` means absolute time. So the pause apps
  /// write (`speed = 0`, `timeOffset = convertTime(CACurrentMediaTime(), from: nil)`) freezes
  /// the layer's time, and resuming from it works as on a device.
  ///
  /// - Parameters:
  ///   - t: The time, in `l`'s time space.
  ///   - l: The layer, or `nil`.
  /// - Returns: The time in this layer's time space.
  open func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
    localTime(fromAbsolute: l?.absoluteTime(fromLocal: t) ?? t)
  }

  /// Converts a time from this layer's time space to another layer's.
  ///
  /// A paused layer (speed 0) maps every absolute time to one local time, so a time converted
  /// out of it is its parent's time at `beginTime`.
  ///
  /// - Parameters:
  ///   - t: The time, in this layer's time space.
  ///   - l: The layer, or `nil` (absolute time).
  /// - Returns: The time in `l`'s time space.
  open func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
    let absolute = absoluteTime(fromLocal: t)
    return l?.localTime(fromAbsolute: absolute) ?? absolute
  }

  /// The layer this one sits in: its superlayer, or for a view's layer its superview's layer.
  private var parentLayer: CALayer? {
    if let superlayer { return superlayer }
    return viewGeometry { UncheckedLayer(layer: $0.superview?.layer) }?.layer
  }

  /// A point in this layer's coordinates in the root layer's frame's coordinates.
  private func toRoot(_ p: CGPoint) -> CGPoint {
    let inParent = CGPoint(
      x: p.x - bounds.minX + frame.minX, y: p.y - bounds.minY + frame.minY)
    return parentLayer?.toRoot(inParent) ?? inParent
  }

  /// A point in the root layer's frame's coordinates in this layer's coordinates.
  private func fromRoot(_ p: CGPoint) -> CGPoint {
    let inParent = parentLayer?.fromRoot(p) ?? p
    return CGPoint(
      x: inParent.x - frame.minX + bounds.minX, y: inParent.y - frame.minY + bounds.minY)
  }

  /// An absolute time in this layer's time space.
  private func localTime(fromAbsolute t: CFTimeInterval) -> CFTimeInterval {
    let parent = parentLayer?.localTime(fromAbsolute: t) ?? t
    return (parent - beginTime) * CFTimeInterval(speed) + timeOffset
  }

  /// A time in this layer's time space as an absolute time.
  private func absoluteTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
    let parent = speed == 0 ? beginTime : (t - timeOffset) / CFTimeInterval(speed) + beginTime
    return parentLayer?.absoluteTime(fromLocal: parent) ?? parent
  }

  /// Marks the contents as needing to be redrawn (inert).
  open func setNeedsDisplay() {}
  /// Marks the sublayers as needing layout (inert).
  open func setNeedsLayout() {}
  /// Lays out the sublayers now if needed (inert).
  open func layoutIfNeeded() {}
  /// Lays out the sublayers; does nothing by default (inert).
  open func layoutSublayers() {}
  /// Draws the contents into a context; does nothing by default (inert).
  ///
  /// - Parameter ctx: The context.
  open func draw(in ctx: CGContext) {}
  /// Renders the layer and its sublayers into a context (inert).
  ///
  /// - Parameter ctx: The context.
  open func render(in ctx: CGContext) {}
}

/// A view's layer handed out of the main actor, where layers of views are used.
private struct UncheckedLayer: @unchecked Sendable {
  let layer: CALayer?
}

/// An added animation whose delegate hears it stop on the app's next settle; layers of views
/// live on the main thread, where the queue runs.
private struct AnimationStop: @unchecked Sendable {
  let animation: CAAnimation

  func notify() {
    animation.delegate?.animationDidStop(animation, finished: true)
  }
}

/// The shape of a layer's rounded corners, as `CALayerCornerCurve`.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Quarter circles.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Continuous curves, as the system's own rounded rectangles.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How a layer's contents fill its bounds, as `CALayerContentsGravity`.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String

  public init(rawValue: String) {
    self.rawValue = rawValue
  }

  /// Centered, unscaled.
  public static let center = CALayerContentsGravity(rawValue: "center")
  /// At the top, unscaled.
  public static let top = CALayerContentsGravity(rawValue: "top")
  /// At the bottom, unscaled.
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  /// At the left, unscaled.
  public static let left = CALayerContentsGravity(rawValue: "left")
  /// At the right, unscaled.
  public static let right = CALayerContentsGravity(rawValue: "right")
  /// Stretched to fill the bounds.
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  /// Scaled to fit, keeping the aspect ratio.
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  /// Scaled to fill, keeping the aspect ratio.
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}

/// The corners of a layer that ``CALayer/cornerRadius`` rounds, as `CACornerMask`.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt

  public init(rawValue: UInt) {
    self.rawValue = rawValue
  }

  /// The top-left corner (minimum x, minimum y).
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  /// The top-right corner (maximum x, minimum y).
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  /// The bottom-left corner (minimum x, maximum y).
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  /// The bottom-right corner (maximum x, maximum y).
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}
