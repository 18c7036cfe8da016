public import Foundation

#if !canImport(CoreGraphics)
/// A bitmap image, as Core Graphics' `CGImage`, declared by the model because Foundation on
/// Linux lacks it.
///
/// The model keeps no pixels: an image is its width and height in pixels, which a
/// ``UIImage`` made from it divides by its scale for its ``UIImage/size``.
public final class CGImage: Sendable {
  /// The width in pixels.
  public let width: Int
  /// The height in pixels.
  public let height: Int

  /// Creates an image of a pixel size.
  init(width: Int, height: Int) {
    self.width = width
    self.height = height
  }

  /// Returns the part of the image inside a rectangle, in pixels; `nil` when they don't
  /// overlap [DOC: `coregraphics/cgimage/cropping(to:)`].
  ///
  /// - Parameter rect: The rectangle, in pixels.
  /// - Returns: The cropped image.
  public func cropping(to rect: CGRect) -> CGImage? {
    let crop = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
    guard !crop.isNull, !crop.isEmpty else { return nil }
    return CGImage(width: Int(crop.width), height: Int(crop.height))
  }
}
#endif
