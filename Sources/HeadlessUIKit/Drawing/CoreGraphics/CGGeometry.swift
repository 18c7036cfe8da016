// swift-format-ignore-file: AlwaysUseLowerCamelCase

public import Foundation

#if !canImport(CoreGraphics)
/// Returns a point with the given coordinates, as Core Graphics' `CGPointMake(_:_:)`, which
/// Apple's documentation gives a Swift declaration; declared by the model because Foundation on
/// Linux lacks it.
///
/// - Parameters:
///   - x: The x-coordinate.
///   - y: The y-coordinate.
/// - Returns: The point.
public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
  CGPoint(x: x, y: y)
}

/// Returns a size with the given dimensions, as Core Graphics' `CGSizeMake(_:_:)`; declared by
/// the model because Foundation on Linux lacks it.
///
/// - Parameters:
///   - width: The width.
///   - height: The height.
/// - Returns: The size.
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize {
  CGSize(width: width, height: height)
}

/// Returns a rectangle with the given origin and size, as Core Graphics'
/// `CGRectMake(_:_:_:_:)`; declared by the model because Foundation on Linux lacks it.
///
/// - Parameters:
///   - x: The origin's x-coordinate.
///   - y: The origin's y-coordinate.
///   - width: The width.
///   - height: The height.
/// - Returns: The rectangle.
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
  CGRect(x: x, y: y, width: width, height: height)
}
#endif
