public import Foundation

/// A size anchor: width or height, as `NSLayoutDimension` [DOC: `d.a.c/nslayoutdimension`].
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
  /// Returns a constraint that gives this dimension a constant size.
  ///
  /// - Parameter c: The size.
  /// - Returns: An inactive constraint.
  public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.equal, to: nil, constant: c)
  }

  /// Returns a constraint that keeps this dimension at least a constant size.
  ///
  /// - Parameter c: The minimum size.
  /// - Returns: An inactive constraint.
  public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: nil, constant: c)
  }

  /// Returns a constraint that keeps this dimension at most a constant size.
  ///
  /// - Parameter c: The maximum size.
  /// - Returns: An inactive constraint.
  public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: nil, constant: c)
  }

  /// Returns a constraint that makes this dimension a multiple of another.
  ///
  /// - Parameters:
  ///   - anchor: The other dimension.
  ///   - m: The multiple.
  /// - Returns: An inactive constraint.
  public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.equal, to: anchor, multiplier: m)
  }

  /// Returns a constraint that keeps this dimension at least a multiple of another.
  ///
  /// - Parameters:
  ///   - anchor: The other dimension.
  ///   - m: The multiple.
  /// - Returns: An inactive constraint.
  public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m)
  }

  /// Returns a constraint that keeps this dimension at most a multiple of another.
  ///
  /// - Parameters:
  ///   - anchor: The other dimension.
  ///   - m: The multiple.
  /// - Returns: An inactive constraint.
  public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat)
    -> NSLayoutConstraint
  {
    makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m)
  }

  /// Returns a constraint that makes this dimension a multiple of another plus a constant.
  ///
  /// - Parameters:
  ///   - anchor: The other dimension.
  ///   - m: The multiple.
  ///   - c: The constant.
  /// - Returns: An inactive constraint.
  public func constraint(
    equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.equal, to: anchor, multiplier: m, constant: c)
  }

  /// Returns a constraint that keeps this dimension at least a multiple of another plus a
  /// constant.
  ///
  /// - Parameters:
  ///   - anchor: The other dimension.
  ///   - m: The multiple.
  ///   - c: The constant.
  /// - Returns: An inactive constraint.
  public func constraint(
    greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.greaterThanOrEqual, to: anchor, multiplier: m, constant: c)
  }

  /// Returns a constraint that keeps this dimension at most a multiple of another plus a
  /// constant.
  ///
  /// - Parameters:
  ///   - anchor: The other dimension.
  ///   - m: The multiple.
  ///   - c: The constant.
  /// - Returns: An inactive constraint.
  public func constraint(
    lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat
  ) -> NSLayoutConstraint {
    makeConstraint(.lessThanOrEqual, to: anchor, multiplier: m, constant: c)
  }
}
