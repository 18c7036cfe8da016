// How an image draws — template or original colours, scale of a symbol, interpolation,
// antialiasing: inert in the model, which draws nothing, with SwiftUI's exact spellings. None
// changes a frame, except that `imageScale` would pick a symbol's size on a device, which the
// model keeps at its documented 20×20 (listed in "How faithful is the model").

extension Image {
  /// Whether an image draws as a template, tinted by the foreground style, or with its own
  /// colours.
  public enum TemplateRenderingMode: Hashable, Sendable {
    /// Draws the image's opaque pixels in the foreground style.
    case template
    /// Draws the image's own colours.
    case original
  }

  /// How a resizable image fills its frame.
  public enum ResizingMode: Hashable, Sendable {
    /// Repeats the image.
    case tile
    /// Stretches the image.
    case stretch
  }

  /// How an image is smoothed when it is scaled.
  public enum Interpolation: Hashable, Sendable {
    /// No smoothing.
    case none
    /// Low quality.
    case low
    /// Medium quality.
    case medium
    /// High quality.
    case high
  }

  /// The relative size of a symbol image.
  public enum Scale: Hashable, Sendable {
    /// Smaller than the text around it.
    case small
    /// The size of the text around it.
    case medium
    /// Larger than the text around it.
    case large
  }

  /// Draws the image as a template or with its own colours (inert).
  ///
  /// - Parameter renderingMode: The mode, or `nil` for the image's default.
  /// - Returns: The image.
  nonisolated public func renderingMode(_ renderingMode: Image.TemplateRenderingMode?) -> Image {
    self
  }

  /// Sets how the image is smoothed when scaled (inert).
  ///
  /// - Parameter interpolation: The quality.
  /// - Returns: The image.
  nonisolated public func interpolation(_ interpolation: Image.Interpolation) -> Image { self }

  /// Sets whether the image is antialiased (inert).
  ///
  /// - Parameter isAntialiased: Whether to antialias.
  /// - Returns: The image.
  public func antialiased(_ isAntialiased: Bool) -> Image { self }
}

extension View {
  /// Sets the relative size of the symbol images in the view (inert: the model's symbols keep
  /// their documented size).
  ///
  /// - Parameter scale: The scale.
  /// - Returns: The view.
  nonisolated public func imageScale(_ scale: Image.Scale) -> some View { self }
}
