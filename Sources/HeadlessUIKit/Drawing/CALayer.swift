public import Foundation

/// A Core Animation layer, as `CALayer`: the drawing state behind every view.
///
/// The model draws nothing, so a layer's corner radius, border, shadow and opacity are
/// **inert**: kept as set, read back unchanged, and never captured. One property is not inert:
/// ``zPosition`` decides the order in which a view's subviews paint, so captures honour it
/// (see its documentation). A view's ``UIView/clipsToBounds`` is its layer's
/// ``masksToBounds``, as in UIKit.
open class CALayer {
  /// Creates a layer with the default values.
  public init() {}

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
