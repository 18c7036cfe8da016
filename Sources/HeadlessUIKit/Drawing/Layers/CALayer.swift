public import Foundation

/// A Core Animation layer, as `CALayer`: the drawing state behind every view.
///
/// The model draws nothing, so a layer's corner radius, border, shadow and opacity are
/// **inert**: kept as set, read back unchanged, and never captured. One property is not inert:
/// ``zPosition`` decides the order in which a view's subviews paint, so captures honour it
/// (see its documentation). A view's ``UIView/clipsToBounds`` is its layer's
/// ``masksToBounds``, as in UIKit.
open class CALayer: NSObject {
  /// Creates a layer with the default values.
  public override init() {}

  /// Creates a copy of a layer for Core Animation's presentation layers, as subclasses
  /// override it to copy their own properties; the model makes no presentation layers.
  ///
  /// - Parameter layer: The layer to copy.
  public init(layer: Any) {}

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
