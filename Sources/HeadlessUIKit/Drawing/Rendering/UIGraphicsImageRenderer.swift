public import Foundation

/// A renderer that makes images from drawing code, as `UIGraphicsImageRenderer`.
///
/// The drawing is inert (the context keeps no pixels), but the image it returns has the
/// renderer's size in points and the format's scale, so an image view showing it sizes itself
/// as on a device [DOC: `uikit/uigraphicsimagerenderer`].
open class UIGraphicsImageRenderer: UIGraphicsRenderer {
  /// A closure that draws an image, as `UIGraphicsImageRenderer.DrawingActions`.
  public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

  /// The format the renderer draws with.
  public let imageFormat: UIGraphicsImageRendererFormat

  /// Creates a renderer of a size with the default format.
  ///
  /// - Parameter size: The images' size, in points.
  public convenience init(size: CGSize) {
    self.init(size: size, format: .default())
  }

  /// Creates a renderer of a size with a format.
  ///
  /// - Parameters:
  ///   - size: The images' size, in points.
  ///   - format: The format.
  public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.init(bounds: CGRect(origin: .zero, size: size), format: format)
  }

  /// Creates a renderer of a rectangle with a format.
  ///
  /// - Parameters:
  ///   - bounds: The rectangle; its size is the images'.
  ///   - format: The format.
  public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
    imageFormat = format
    super.init(bounds: bounds)
  }

  /// Runs drawing code in a fresh context and returns the image: of the renderer's size at
  /// the format's scale (the drawing is inert).
  ///
  /// - Parameter actions: The drawing code.
  /// - Returns: The image.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let context = UIGraphicsImageRendererContext(
      format: imageFormat, cgContext: CGContext(imageSize: bounds.size, scale: imageFormat.scale))
    GraphicsContextStack.push(context.cgContext)
    defer { GraphicsContextStack.pop() }
    actions(context)
    return context.currentImage
  }

  /// Returns PNG data of the image the drawing code makes.
  ///
  /// - Parameter actions: The drawing code.
  /// - Returns: The data, as ``UIImage/pngData()`` writes it.
  public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }

  /// Returns JPEG data of the image the drawing code makes (inert, as
  /// ``UIImage/jpegData(compressionQuality:)``).
  ///
  /// - Parameters:
  ///   - compressionQuality: The quality, from 0 to 1.
  ///   - actions: The drawing code.
  /// - Returns: The data.
  public func jpegData(
    withCompressionQuality compressionQuality: CGFloat,
    actions: (UIGraphicsImageRendererContext) -> Void
  ) -> Data {
    image(actions: actions).jpegData(compressionQuality: compressionQuality) ?? Data()
  }
}

/// The abstract base of UIKit's graphics renderers, as `UIGraphicsRenderer`.
open class UIGraphicsRenderer: NSObject {
  /// The rectangle the renderer draws.
  let bounds: CGRect

  init(bounds: CGRect) {
    self.bounds = bounds
  }

  /// Whether the renderer can make a context: always, in the model.
  open var allowsImageOutput: Bool { true }
}

/// The drawing context an image renderer passes its drawing code, as
/// `UIGraphicsImageRendererContext` (inert drawing).
open class UIGraphicsRendererContext: NSObject {
  /// The Core Graphics context to draw with (inert).
  public let cgContext: CGContext
  /// The format the renderer draws with.
  public let format: UIGraphicsRendererFormat

  init(format: UIGraphicsRendererFormat, cgContext: CGContext) {
    self.format = format
    self.cgContext = cgContext
  }

  /// Paints a rectangle with the current fill color (inert).
  ///
  /// - Parameter rect: The rectangle.
  public func fill(_ rect: CGRect) {}

  /// Outlines a rectangle with the current stroke color (inert).
  ///
  /// - Parameter rect: The rectangle.
  public func stroke(_ rect: CGRect) {}

  /// Clips drawing to a rectangle (inert).
  ///
  /// - Parameter rect: The rectangle.
  public func clip(to rect: CGRect) {}
}

/// The context of an image renderer, as `UIGraphicsImageRendererContext`.
open class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
  /// The image drawn so far: of the renderer's size at its format's scale.
  public var currentImage: UIImage {
    guard let pixels = cgContext.makeImage() else {
      return UIImage(name: "", size: cgContext.imageSize, scale: cgContext.imageScale)
    }
    return UIImage(cgImage: pixels, scale: cgContext.imageScale, orientation: .up)
  }
}

/// The settings of a renderer, as `UIGraphicsRendererFormat`.
open class UIGraphicsRendererFormat: NSObject {
  /// Creates a format.
  public override init() {}

  /// The rectangle the renderer draws, as the format gives it.
  open var bounds: CGRect { .zero }
}

/// The settings of an image renderer — scale, opacity, color range — as
/// `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat: UIGraphicsRendererFormat {
  /// The images' pixels per point; the main screen's by default.
  open var scale: CGFloat
  /// Whether the images are opaque, `false` by default (inert).
  open var opaque = false
  /// Whether the images use the extended color range (inert).
  open var prefersExtendedRange = false

  /// Creates a format with the main screen's scale.
  public override init() {
    scale = GraphicsContextStack.defaultScale
    super.init()
  }

  /// The format that suits the main screen: its scale.
  ///
  /// - Returns: A new format.
  open class func `default`() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }

  /// The format with the device's best settings: the main screen's scale.
  ///
  /// - Returns: A new format.
  open class func preferred() -> UIGraphicsImageRendererFormat {
    UIGraphicsImageRendererFormat()
  }
}
