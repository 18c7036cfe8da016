public import Foundation

#if !canImport(CoreGraphics)
/// A drawing destination, as Core Graphics' `CGContext`, declared by the model because
/// Foundation on Linux lacks it.
///
/// Inert: the model keeps no pixels, so every drawing call does nothing. A context made for
/// an image (by ``UIGraphicsImageRenderer`` or `UIGraphicsBeginImageContextWithOptions`)
/// knows its size and scale, which give the image it makes its ``UIImage/size``.
public final class CGContext {
  /// The size in points of the image the context draws, if it draws one.
  let imageSize: CGSize
  /// The image's scale.
  let imageScale: CGFloat

  init(imageSize: CGSize, scale: CGFloat) {
    self.imageSize = imageSize
    imageScale = scale
  }

  /// How images are resampled when drawn scaled, `.default` by default (inert).
  public var interpolationQuality: CGInterpolationQuality = .default

  /// Saves the graphics state (inert).
  public func saveGState() {}
  /// Restores the saved graphics state (inert).
  public func restoreGState() {}
  /// Moves the coordinate system (inert).
  ///
  /// - Parameters:
  ///   - tx: The horizontal distance.
  ///   - ty: The vertical distance.
  public func translateBy(x tx: CGFloat, y ty: CGFloat) {}
  /// Scales the coordinate system (inert).
  ///
  /// - Parameters:
  ///   - sx: The horizontal factor.
  ///   - sy: The vertical factor.
  public func scaleBy(x sx: CGFloat, y sy: CGFloat) {}
  /// Rotates the coordinate system (inert).
  ///
  /// - Parameter angle: The angle in radians.
  public func rotate(by angle: CGFloat) {}
  /// Applies a transform to the coordinate system (inert).
  ///
  /// - Parameter transform: The transform.
  public func concatenate(_ transform: CGAffineTransform) {}
  /// Sets the fill color (inert).
  ///
  /// - Parameter color: The color.
  public func setFillColor(_ color: CGColor) {}
  /// Sets the stroke color (inert).
  ///
  /// - Parameter color: The color.
  public func setStrokeColor(_ color: CGColor) {}
  /// Sets the line width (inert).
  ///
  /// - Parameter width: The width.
  public func setLineWidth(_ width: CGFloat) {}
  /// Sets the opacity of what is drawn next (inert).
  ///
  /// - Parameter alpha: The opacity.
  public func setAlpha(_ alpha: CGFloat) {}
  /// Sets how drawing composites (inert).
  ///
  /// - Parameter mode: The blend mode.
  public func setBlendMode(_ mode: CGBlendMode) {}
  /// Sets the shadow drawn under what comes next (inert).
  ///
  /// - Parameters:
  ///   - offset: The shadow's offset.
  ///   - blur: Its blur radius.
  ///   - color: Its color.
  public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
  /// Paints a rectangle with the fill color (inert).
  ///
  /// - Parameter rect: The rectangle.
  public func fill(_ rect: CGRect) {}
  /// Paints an ellipse with the fill color (inert).
  ///
  /// - Parameter rect: The rectangle the ellipse is inscribed in.
  public func fillEllipse(in rect: CGRect) {}
  /// Outlines a rectangle with the stroke color (inert).
  ///
  /// - Parameter rect: The rectangle.
  public func stroke(_ rect: CGRect) {}
  /// Outlines an ellipse with the stroke color (inert).
  ///
  /// - Parameter rect: The rectangle the ellipse is inscribed in.
  public func strokeEllipse(in rect: CGRect) {}
  /// Makes a rectangle transparent (inert).
  ///
  /// - Parameter rect: The rectangle.
  public func clear(_ rect: CGRect) {}
  /// Adds a path to the current path (inert).
  ///
  /// - Parameter path: The path.
  public func addPath(_ path: CGPath) {}
  /// Adds a rectangle to the current path (inert).
  ///
  /// - Parameter rect: The rectangle.
  public func addRect(_ rect: CGRect) {}
  /// Adds an ellipse to the current path (inert).
  ///
  /// - Parameter rect: The rectangle it is inscribed in.
  public func addEllipse(in rect: CGRect) {}
  /// Starts a subpath of the current path at a point (inert).
  ///
  /// - Parameter point: The point.
  public func move(to point: CGPoint) {}
  /// Adds a line to the current path (inert).
  ///
  /// - Parameter point: The line's end.
  public func addLine(to point: CGPoint) {}
  /// Closes the current subpath (inert).
  public func closePath() {}
  /// Paints the current path's inside (inert).
  ///
  /// - Parameter rule: The fill rule.
  public func fillPath(using rule: CGPathFillRule = .winding) {}
  /// Outlines the current path (inert).
  public func strokePath() {}
  /// Clips to the current path (inert).
  ///
  /// - Parameter rule: The fill rule.
  public func clip(using rule: CGPathFillRule = .winding) {}
  /// Clips to a rectangle (inert).
  ///
  /// - Parameter rect: The rectangle.
  public func clip(to rect: CGRect) {}
  /// Draws an image into a rectangle (inert).
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - rect: The rectangle.
  ///   - byTiling: Whether to tile the image.
  public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {}

  /// Makes an image of what the context holds: of its size in pixels, for an image context;
  /// `nil` otherwise [DOC: `coregraphics/cgcontext/makeimage()` returns `nil` for contexts
  /// that aren't bitmaps].
  ///
  /// - Returns: The image.
  public func makeImage() -> CGImage? {
    guard imageScale > 0 else { return nil }
    return CGImage(
      width: Int((imageSize.width * imageScale).rounded(.up)),
      height: Int((imageSize.height * imageScale).rounded(.up)))
  }
}

/// How a path's inside is decided, as `CGPathFillRule`.
public enum CGPathFillRule: Int, Hashable, Sendable {
  /// The non-zero winding rule.
  case winding = 0
  /// The even-odd rule.
  case evenOdd = 1
}

/// How drawing composites with what is below, as `CGBlendMode` (inert).
public enum CGBlendMode: Int32, Hashable, Sendable {
  /// Draws over what is below.
  case normal = 0
  /// Multiplies with what is below.
  case multiply = 1
  /// Screens with what is below.
  case screen = 2
  /// Overlays what is below.
  case overlay = 3
  /// Keeps the darker of it and what is below.
  case darken = 4
  /// Keeps the lighter of it and what is below.
  case lighten = 5
  /// Brightens what is below.
  case colorDodge = 6
  /// Darkens what is below.
  case colorBurn = 7
  /// Softly lights what is below.
  case softLight = 8
  /// Harshly lights what is below.
  case hardLight = 9
  /// Subtracts the darker from the lighter.
  case difference = 10
  /// Like difference, with less contrast.
  case exclusion = 11
  /// Takes its hue.
  case hue = 12
  /// Takes its saturation.
  case saturation = 13
  /// Takes its hue and saturation.
  case color = 14
  /// Takes its luminosity.
  case luminosity = 15
  /// Clears what it covers.
  case clear = 16
  /// Replaces what is below.
  case copy = 17
  /// Keeps what is below where it draws.
  case sourceIn = 18
  /// Draws where what is below is transparent.
  case sourceOut = 19
  /// Draws only over what is below.
  case sourceAtop = 20
  /// Draws behind what is below.
  case destinationOver = 21
  /// Keeps what is below where it draws, by its alpha.
  case destinationIn = 22
  /// Keeps what is below where it doesn't draw.
  case destinationOut = 23
  /// Keeps what is below over it.
  case destinationAtop = 24
  /// Keeps either but not both.
  case xor = 25
  /// Adds both, darkening.
  case plusDarker = 26
  /// Adds both, lightening.
  case plusLighter = 27
}

/// How images are resampled when drawn scaled, as `CGInterpolationQuality` (inert).
public enum CGInterpolationQuality: Int32, Hashable, Sendable {
  /// The context's default quality.
  case `default` = 0
  /// No interpolation.
  case none = 1
  /// Low quality, fast.
  case low = 2
  /// Medium quality.
  case medium = 4
  /// High quality, slow.
  case high = 3
}
#endif

#if !canImport(CoreGraphics)
/// How a stroke's ends are drawn, as `CGLineCap` (inert).
public enum CGLineCap: Int32, Hashable, Sendable {
  /// Square ends at the end points.
  case butt = 0
  /// Round ends.
  case round = 1
  /// Square ends past the end points.
  case square = 2
}

/// How a stroke's corners are drawn, as `CGLineJoin` (inert).
public enum CGLineJoin: Int32, Hashable, Sendable {
  /// Sharp corners.
  case miter = 0
  /// Round corners.
  case round = 1
  /// Cut-off corners.
  case bevel = 2
}
#endif
