// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Animation and UIKit spell these C functions and constants in upper camel case.

public import Foundation

#if !canImport(CoreGraphics)
/// A time interval in seconds, as Core Foundation's `CFTimeInterval`, declared by the model
/// because Foundation on Linux lacks it.
public typealias CFTimeInterval = Double
#endif

/// A 4×4 transform of a layer, as `CATransform3D` (inert on layers: the model draws no layers;
/// the functions compute as Core Animation's do).
public struct CATransform3D: Hashable, Sendable {
  /// Row 1, column 1.
  public var m11: CGFloat
  /// Row 1, column 2.
  public var m12: CGFloat
  /// Row 1, column 3.
  public var m13: CGFloat
  /// Row 1, column 4.
  public var m14: CGFloat
  /// Row 2, column 1.
  public var m21: CGFloat
  /// Row 2, column 2.
  public var m22: CGFloat
  /// Row 2, column 3.
  public var m23: CGFloat
  /// Row 2, column 4.
  public var m24: CGFloat
  /// Row 3, column 1.
  public var m31: CGFloat
  /// Row 3, column 2.
  public var m32: CGFloat
  /// Row 3, column 3.
  public var m33: CGFloat
  /// Row 3, column 4.
  public var m34: CGFloat
  /// Row 4, column 1: the x translation.
  public var m41: CGFloat
  /// Row 4, column 2: the y translation.
  public var m42: CGFloat
  /// Row 4, column 3: the z translation.
  public var m43: CGFloat
  /// Row 4, column 4.
  public var m44: CGFloat

  /// Creates the zero matrix, as the imported C struct's initialiser does.
  public init() {
    self.init(rows: Array(repeating: 0, count: 16))
  }

  init(rows m: [CGFloat]) {
    m11 = m[0]
    m12 = m[1]
    m13 = m[2]
    m14 = m[3]
    m21 = m[4]
    m22 = m[5]
    m23 = m[6]
    m24 = m[7]
    m31 = m[8]
    m32 = m[9]
    m33 = m[10]
    m34 = m[11]
    m41 = m[12]
    m42 = m[13]
    m43 = m[14]
    m44 = m[15]
  }

  var entries: [CGFloat] {
    [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
  }

  /// The product `self × other`: this transform, then the other.
  func times(_ other: CATransform3D) -> CATransform3D {
    let a = entries
    let b = other.entries
    var product = [CGFloat](repeating: 0, count: 16)
    for row in 0..<4 {
      for column in 0..<4 {
        product[row * 4 + column] = (0..<4).reduce(0) { $0 + a[row * 4 + $1] * b[$1 * 4 + column] }
      }
    }
    return CATransform3D(rows: product)
  }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
  rows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1])

/// Returns whether a transform is the identity.
///
/// - Parameter t: The transform.
/// - Returns: Whether it is.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Returns whether two transforms are equal.
///
/// - Parameters:
///   - a: One transform.
///   - b: The other.
/// - Returns: Whether they are equal.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// Returns a transform that moves by a distance.
///
/// - Parameters:
///   - tx: The x distance.
///   - ty: The y distance.
///   - tz: The z distance.
/// - Returns: The transform.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat)
  -> CATransform3D
{
  CATransform3D(rows: [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, tx, ty, tz, 1])
}

/// Returns a transform that scales by factors.
///
/// - Parameters:
///   - sx: The x factor.
///   - sy: The y factor.
///   - sz: The z factor.
/// - Returns: The transform.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
  CATransform3D(rows: [sx, 0, 0, 0, 0, sy, 0, 0, 0, 0, sz, 0, 0, 0, 0, 1])
}

/// Returns a transform that rotates by an angle about an axis.
///
/// - Parameters:
///   - angle: The angle in radians.
///   - x: The axis' x.
///   - y: The axis' y.
///   - z: The axis' z.
/// - Returns: The transform; the identity for a zero axis.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat)
  -> CATransform3D
{
  let length = (x * x + y * y + z * z).squareRoot()
  guard length > 0 else { return CATransform3DIdentity }
  let (ux, uy, uz) = (x / length, y / length, z / length)
  let c = CGFloat(cos(Double(angle)))
  let s = CGFloat(sin(Double(angle)))
  let t = 1 - c
  return CATransform3D(rows: [
    t * ux * ux + c, t * ux * uy + s * uz, t * ux * uz - s * uy, 0,
    t * ux * uy - s * uz, t * uy * uy + c, t * uy * uz + s * ux, 0,
    t * ux * uz + s * uy, t * uy * uz - s * ux, t * uz * uz + c, 0,
    0, 0, 0, 1,
  ])
}

/// Returns a transform that moves, then applies another.
///
/// - Parameters:
///   - t: The transform.
///   - tx: The x distance.
///   - ty: The y distance.
///   - tz: The z distance.
/// - Returns: The new transform.
public func CATransform3DTranslate(
  _ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat
) -> CATransform3D {
  CATransform3DMakeTranslation(tx, ty, tz).times(t)
}

/// Returns a transform that scales, then applies another.
///
/// - Parameters:
///   - t: The transform.
///   - sx: The x factor.
///   - sy: The y factor.
///   - sz: The z factor.
/// - Returns: The new transform.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat)
  -> CATransform3D
{
  CATransform3DMakeScale(sx, sy, sz).times(t)
}

/// Returns a transform that rotates, then applies another.
///
/// - Parameters:
///   - t: The transform.
///   - angle: The angle in radians.
///   - x: The axis' x.
///   - y: The axis' y.
///   - z: The axis' z.
/// - Returns: The new transform.
public func CATransform3DRotate(
  _ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat
) -> CATransform3D {
  CATransform3DMakeRotation(angle, x, y, z).times(t)
}

/// Returns the transform that applies one, then another.
///
/// - Parameters:
///   - a: The transform applied first.
///   - b: The transform applied second.
/// - Returns: `a × b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
  a.times(b)
}

/// Returns the 3D transform of an affine transform.
///
/// - Parameter m: The affine transform.
/// - Returns: The 3D transform.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
  CATransform3D(rows: [m.a, m.b, 0, 0, m.c, m.d, 0, 0, 0, 0, 1, 0, m.tx, m.ty, 0, 1])
}

/// Returns the affine part of a 3D transform.
///
/// - Parameter t: The 3D transform.
/// - Returns: The affine transform.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
  CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

/// Returns whether a 3D transform is an affine one.
///
/// - Parameter t: The transform.
/// - Returns: Whether it is.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
  t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
    && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}
