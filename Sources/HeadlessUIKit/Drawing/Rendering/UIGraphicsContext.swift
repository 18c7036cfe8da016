// swift-format-ignore-file: AlwaysUseLowerCamelCase
// Core Animation and UIKit spell these C functions and constants in upper camel case.

public import Foundation
import PresentationHierarchy

/// The current graphics contexts, innermost last, as UIKit keeps them for
/// `UIGraphicsGetCurrentContext()` (shared by every thread in the model, which draws nothing).
enum GraphicsContextStack {
  private static let contexts = Locked<[ContextBox]>([])

  /// The scale images get when the code doesn't say: 3, a current iPhone's screen
  /// [INF: the profile's `screenScale` default; the model has no screen off the main actor].
  static let defaultScale: CGFloat = 3

  static func push(_ context: CGContext) {
    contexts.withLock { $0.append(ContextBox(context: context)) }
  }

  static func pop() {
    contexts.withLock { _ = $0.popLast() }
  }

  static var current: CGContext? {
    contexts.withLock { $0.last?.context }
  }

  /// A context in the stack.
  private struct ContextBox: @unchecked Sendable {
    let context: CGContext
  }
}

/// The current graphics context: the innermost image context or pushed context, else `nil`.
///
/// [DOC: `uikit/uigraphicsgetcurrentcontext()`]. Drawing into it is inert.
///
/// - Returns: The context.
public func UIGraphicsGetCurrentContext() -> CGContext? {
  GraphicsContextStack.current
}

/// Makes a context the current one until `UIGraphicsPopContext()`.
///
/// - Parameter context: The context.
public func UIGraphicsPushContext(_ context: CGContext) {
  GraphicsContextStack.push(context)
}

/// Restores the context that was current before the last `UIGraphicsPushContext(_:)`.
public func UIGraphicsPopContext() {
  GraphicsContextStack.pop()
}

/// Starts an image context of a size at a scale (0 for the main screen's) and makes it
/// current [DOC: `uikit/uigraphicsbeginimagecontextwithoptions(_:_:_:)`].
///
/// - Parameters:
///   - size: The image's size, in points.
///   - opaque: Whether it is opaque (inert).
///   - scale: The pixels per point; 0 for the main screen's.
public func UIGraphicsBeginImageContextWithOptions(
  _ size: CGSize, _ opaque: Bool, _ scale: CGFloat
) {
  GraphicsContextStack.push(
    CGContext(imageSize: size, scale: scale > 0 ? scale : GraphicsContextStack.defaultScale))
}

/// Starts an image context of a size at a scale of 1 and makes it current.
///
/// - Parameter size: The image's size, in points.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
  UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// The image the current image context holds: of its size and scale; `nil` when no image
/// context is current.
///
/// - Returns: The image.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
  guard let context = GraphicsContextStack.current, let pixels = context.makeImage() else {
    return nil
  }
  return UIImage(cgImage: pixels, scale: context.imageScale, orientation: .up)
}

/// Ends the current image context.
public func UIGraphicsEndImageContext() {
  GraphicsContextStack.pop()
}
