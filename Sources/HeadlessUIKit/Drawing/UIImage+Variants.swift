public import Foundation

// Image variants and encodings: inert settings an app reads back, and data whose size
// round-trips through `UIImage(data:)`.

extension UIImage {
  /// Which way an image's pixels are turned, as `UIImage.Orientation` (inert).
  public enum Orientation: Int, Hashable, Sendable {
    /// The pixels as stored.
    case up = 0
    /// Turned 180°.
    case down = 1
    /// Turned 90° counterclockwise.
    case left = 2
    /// Turned 90° clockwise.
    case right = 3
    /// Flipped horizontally.
    case upMirrored = 4
    /// Flipped vertically.
    case downMirrored = 5
    /// Flipped, then turned 90° counterclockwise.
    case leftMirrored = 6
    /// Flipped, then turned 90° clockwise.
    case rightMirrored = 7
  }

  /// How an image is drawn, as `UIImage.RenderingMode` (inert).
  public enum RenderingMode: Int, Hashable, Sendable {
    /// As the context decides.
    case automatic = 0
    /// Always as the image is.
    case alwaysOriginal = 1
    /// Always as a template the tint colors.
    case alwaysTemplate = 2
  }

  /// How a resizable image fills the space between its caps, as `UIImage.ResizingMode` (inert).
  public enum ResizingMode: Int, Hashable, Sendable {
    /// Repeats the middle.
    case tile = 0
    /// Stretches the middle.
    case stretch = 1
  }

  /// Returns the image with a rendering mode (inert: same size).
  ///
  /// - Parameter renderingMode: The mode.
  /// - Returns: The new image.
  public func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage {
    with(renderingMode: renderingMode)
  }

  /// Returns the image drawn in a color, always as original (inert: same size).
  ///
  /// - Parameter color: The color.
  /// - Returns: The new image.
  public func withTintColor(_ color: UIColor) -> UIImage {
    with(renderingMode: .alwaysOriginal)
  }

  /// Returns the image drawn in a color with a rendering mode (inert: same size).
  ///
  /// - Parameters:
  ///   - color: The color.
  ///   - renderingMode: The mode.
  /// - Returns: The new image.
  public func withTintColor(_ color: UIColor, renderingMode: UIImage.RenderingMode) -> UIImage {
    with(renderingMode: renderingMode)
  }

  /// Returns the image with a configuration, such as a symbol configuration (inert: same
  /// size).
  ///
  /// - Parameter configuration: The configuration.
  /// - Returns: The new image.
  public func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
    with(symbolConfiguration: configuration as? UIImage.SymbolConfiguration)
  }

  /// Returns the image with a symbol configuration applied (inert: same size).
  ///
  /// - Parameter configuration: The configuration.
  /// - Returns: The new image, or `nil` as UIKit returns for an image that isn't a symbol; the
  ///   model can't tell and returns one [INF].
  public func applyingSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration) -> UIImage?
  {
    with(symbolConfiguration: configuration)
  }

  /// Returns an image that stretches between caps (inert: same size).
  ///
  /// - Parameter capInsets: The caps.
  /// - Returns: The new image.
  public func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
    with(capInsets: capInsets)
  }

  /// Returns an image that tiles or stretches between caps (inert: same size).
  ///
  /// - Parameters:
  ///   - capInsets: The caps.
  ///   - resizingMode: How the middle fills.
  /// - Returns: The new image.
  public func resizableImage(
    withCapInsets capInsets: UIEdgeInsets, resizingMode: UIImage.ResizingMode
  ) -> UIImage {
    with(capInsets: capInsets)
  }

  /// Returns a thumbnail of the image at a size, which its ``size`` becomes (the drawing is
  /// inert).
  ///
  /// - Parameter size: The thumbnail's size, in points.
  /// - Returns: The thumbnail; `nil` for an image without pixels, as UIKit returns for one it
  ///   can't decode [INF].
  public func preparingThumbnail(of size: CGSize) -> UIImage? {
    guard cgImage != nil else { return nil }
    return with(size: size)
  }

  /// Makes a thumbnail of the image at a size and hands it to a handler, as
  /// ``preparingThumbnail(of:)`` returns it.
  ///
  /// UIKit calls the handler later on a background thread; the model calls it before
  /// returning, so what it does is done when the call ends [INF: the order is the only
  /// difference a test can see].
  ///
  /// - Parameters:
  ///   - size: The thumbnail's size, in points.
  ///   - completionHandler: Called with the thumbnail, or `nil` for an image without pixels.
  public func prepareThumbnail(
    of size: CGSize, completionHandler: @escaping @Sendable (UIImage?) -> Void
  ) {
    completionHandler(preparingThumbnail(of: size))
  }

  /// Returns a thumbnail of the image at a size, as ``preparingThumbnail(of:)`` does.
  ///
  /// - Parameter size: The thumbnail's size, in points.
  /// - Returns: The thumbnail; `nil` for an image without pixels.
  public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
    preparingThumbnail(of: size)
  }

  /// Returns the image decoded for display: an image of the same size; `nil` for an image
  /// without pixels, as UIKit returns for one it can't decode [INF].
  ///
  /// - Returns: The decoded image.
  public func preparingForDisplay() -> UIImage? {
    preparingThumbnail(of: size)
  }

  /// Decodes the image for display and hands the result to a handler, before returning
  /// (UIKit calls it later on a background thread) [INF].
  ///
  /// - Parameter completionHandler: Called with the decoded image, or `nil`.
  public func prepareForDisplay(completionHandler: @escaping @Sendable (UIImage?) -> Void) {
    completionHandler(preparingForDisplay())
  }

  /// Returns the image decoded for display, as ``preparingForDisplay()`` does.
  ///
  /// - Returns: The decoded image, or `nil`.
  public func byPreparingForDisplay() async -> UIImage? {
    preparingForDisplay()
  }

  /// The format that draws an image like this one: its scale.
  public var imageRendererFormat: UIGraphicsImageRendererFormat {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    return format
  }

  /// Returns the image encoded as PNG: a header of its pixel size and no pixels, so
  /// `UIImage(data:)` reads the same size back; `nil` for an image without pixels (a named or
  /// system image), as UIKit returns for one with no bitmap [DOC: `uikit/uiimage/pngdata()`].
  ///
  /// - Returns: The data.
  public func pngData() -> Data? {
    guard let cgImage else { return nil }
    return PNGHeader.encode(width: cgImage.width, height: cgImage.height)
  }

  /// Returns the image encoded as JPEG: inert, the model writes only the start and end markers
  /// (`UIImage(data:)` reads a size of zero back); `nil` for an image without pixels.
  ///
  /// - Parameter compressionQuality: The quality, from 0 to 1.
  /// - Returns: The data.
  public func jpegData(compressionQuality: CGFloat) -> Data? {
    guard cgImage != nil else { return nil }
    return Data([0xFF, 0xD8, 0xFF, 0xD9])
  }

  /// Draws the image into a rectangle of the current context (inert).
  ///
  /// - Parameter rect: The rectangle.
  public func draw(in rect: CGRect) {}

  /// Draws the image at a point of the current context (inert).
  ///
  /// - Parameter point: The point.
  public func draw(at point: CGPoint) {}
}
