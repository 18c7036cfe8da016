import Foundation

/// A layer that draws copies of its sublayers, each shifted by a transform, as
/// `CAReplicatorLayer` (inert: the model draws no layers, so the copies exist nowhere).
open class CAReplicatorLayer: CALayer {
  /// The number of copies, the sublayers themselves included, 1 by default.
  open var instanceCount = 1
  /// Whether copies keep their depth, `false` by default.
  open var preservesDepth = false
  /// The delay between copies' animations in seconds, 0 by default.
  open var instanceDelay: CFTimeInterval = 0
  /// The transform from one copy to the next, the identity by default.
  open var instanceTransform = CATransform3DIdentity
  /// The color the first copy is multiplied by, `nil` (opaque white) by default.
  open var instanceColor: CGColor?
  /// The red added to each further copy's color, 0 by default.
  open var instanceRedOffset: Float = 0
  /// The green added to each further copy's color, 0 by default.
  open var instanceGreenOffset: Float = 0
  /// The blue added to each further copy's color, 0 by default.
  open var instanceBlueOffset: Float = 0
  /// The alpha added to each further copy's color, 0 by default.
  open var instanceAlphaOffset: Float = 0
}
