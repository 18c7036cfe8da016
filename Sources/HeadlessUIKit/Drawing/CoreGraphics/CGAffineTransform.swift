public import Foundation

#if !canImport(CoreGraphics)
/// An affine transformation matrix, as Core Graphics' `CGAffineTransform`, declared by the
/// model because Foundation on Linux lacks it.
///
/// The matrix is `[a b 0; c d 0; tx ty 1]` and maps a point `(x, y)` to
/// `(a·x + c·y + tx, b·x + d·y + ty)` [DOC: `coregraphics/cgaffinetransform`]. Modelled: a
/// view's ``UIView/transform`` changes its frame and where touches land.
public struct CGAffineTransform: Equatable, Hashable, Sendable {
  /// The entry at position [1,1] in the matrix.
  public var a: CGFloat
  /// The entry at position [1,2] in the matrix.
  public var b: CGFloat
  /// The entry at position [2,1] in the matrix.
  public var c: CGFloat
  /// The entry at position [2,2] in the matrix.
  public var d: CGFloat
  /// The entry at position [3,1] in the matrix: the horizontal translation.
  public var tx: CGFloat
  /// The entry at position [3,2] in the matrix: the vertical translation.
  public var ty: CGFloat

  /// Creates the identity transform.
  public init() {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
  }

  /// Creates a transform from its six matrix entries.
  ///
  /// - Parameters:
  ///   - a: The entry at [1,1].
  ///   - b: The entry at [1,2].
  ///   - c: The entry at [2,1].
  ///   - d: The entry at [2,2].
  ///   - tx: The entry at [3,1].
  ///   - ty: The entry at [3,2].
  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  /// Creates a transform that moves by a distance.
  ///
  /// - Parameters:
  ///   - tx: The horizontal distance.
  ///   - ty: The vertical distance.
  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  /// Creates a transform that scales by factors.
  ///
  /// - Parameters:
  ///   - sx: The horizontal factor.
  ///   - sy: The vertical factor.
  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// Creates a transform that rotates by an angle.
  ///
  /// - Parameter angle: The angle in radians.
  public init(rotationAngle angle: CGFloat) {
    let cosine = CGFloat(Foundation.cos(Double(angle)))
    let sine = CGFloat(Foundation.sin(Double(angle)))
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// The identity transform.
  public static let identity = CGAffineTransform()

  /// Whether the transform is the identity.
  public var isIdentity: Bool { self == .identity }

  /// Returns the transform that applies this one, then another.
  ///
  /// - Parameter t2: The transform applied second.
  /// - Returns: The product `self × t2`.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// Returns the transform that moves first, then applies this one.
  ///
  /// - Parameters:
  ///   - tx: The horizontal distance.
  ///   - ty: The vertical distance.
  /// - Returns: The new transform.
  public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: tx, y: ty).concatenating(self)
  }

  /// Returns the transform that scales first, then applies this one.
  ///
  /// - Parameters:
  ///   - sx: The horizontal factor.
  ///   - sy: The vertical factor.
  /// - Returns: The new transform.
  public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
  }

  /// Returns the transform that rotates first, then applies this one.
  ///
  /// - Parameter angle: The angle in radians.
  /// - Returns: The new transform.
  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }

  /// Returns the inverse transform, or the transform unchanged when it can't be inverted, as
  /// Core Graphics does [DOC: `coregraphics/cgaffinetransform/inverted()`].
  ///
  /// - Returns: The inverse.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0 else { return self }
    return CGAffineTransform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
  }
}

extension CGPoint {
  /// Returns the point the transform maps this one to.
  ///
  /// - Parameter t: The transform.
  /// - Returns: `(a·x + c·y + tx, b·x + d·y + ty)`.
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// Returns the size the transform's linear part maps this one to (translation ignored).
  ///
  /// - Parameter t: The transform.
  /// - Returns: `(a·w + c·h, b·w + d·h)`.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// Returns the smallest rectangle holding this one's four corners once transformed
  /// [DOC: `corefoundation/cgrect/applying(_:)`].
  ///
  /// - Parameter t: The transform.
  /// - Returns: The bounding box of the transformed rectangle.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    let corners = [
      CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY),
      CGPoint(x: maxX, y: maxY),
    ].map { $0.applying(t) }
    let xs = corners.map(\.x)
    let ys = corners.map(\.y)
    let minimumX = xs.min() ?? 0
    let minimumY = ys.min() ?? 0
    return CGRect(
      x: minimumX, y: minimumY, width: (xs.max() ?? 0) - minimumX,
      height: (ys.max() ?? 0) - minimumY)
  }
}
#endif
