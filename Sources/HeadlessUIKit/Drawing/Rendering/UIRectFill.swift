// swift-format-ignore-file: AlwaysUseLowerCamelCase
// UIKit spells these C functions in upper camel case.

public import Foundation

/// Fills a rectangle with the current context's fill colour; inert: the model draws nothing,
/// and with no current context UIKit does nothing either.
///
/// - Parameter rect: The rectangle.
public func UIRectFill(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.fill(rect)
}

/// Draws a one-point frame inside a rectangle in the current context's stroke colour; inert:
/// the model draws nothing, and with no current context UIKit does nothing either.
///
/// - Parameter rect: The rectangle.
public func UIRectFrame(_ rect: CGRect) {
  UIGraphicsGetCurrentContext()?.stroke(rect)
}
