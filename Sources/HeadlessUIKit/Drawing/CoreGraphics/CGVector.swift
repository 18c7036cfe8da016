public import Foundation

#if !canImport(CoreGraphics)
/// A two-dimensional vector, as Core Graphics' `CGVector`; declared by the model because
/// Foundation on Linux lacks it [DOC: `corefoundation/cgvector`].
public struct CGVector: Hashable, Sendable {
  /// The x component.
  public var dx: CGFloat
  /// The y component.
  public var dy: CGFloat

  /// Creates a vector of length 0.
  public init() {
    self.init(dx: 0, dy: 0)
  }

  /// Creates a vector from its components.
  ///
  /// - Parameters:
  ///   - dx: The x component.
  ///   - dy: The y component.
  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  /// Creates a vector from components given as `Double` values.
  ///
  /// - Parameters:
  ///   - dx: The x component.
  ///   - dy: The y component.
  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// Creates a vector from components given as integers.
  ///
  /// - Parameters:
  ///   - dx: The x component.
  ///   - dy: The y component.
  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  /// The vector of length 0.
  public static var zero: CGVector { CGVector() }
}
#endif
