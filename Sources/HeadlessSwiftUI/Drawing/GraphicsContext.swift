public import Foundation

/// A drawing destination and its state, as SwiftUI's `GraphicsContext`; inert.
///
/// The model never calls a ``Canvas``'s renderer, so no context is ever made: its members are
/// declared so that renderers compile, and draw nothing.
@frozen public struct GraphicsContext {
  /// The opacity of what is drawn next; inert.
  public var opacity: Double = 1
  /// How what is drawn next blends with what is there; inert.
  public var blendMode: GraphicsContext.BlendMode = .normal

  /// How a graphics context combines new content with what it holds, as SwiftUI's
  /// `GraphicsContext.BlendMode`; inert.
  @frozen public struct BlendMode {
    let name: String

    /// Paints over the background; the default.
    public static var normal: GraphicsContext.BlendMode { BlendMode(name: "normal") }
    /// Multiplies with the background.
    public static var multiply: GraphicsContext.BlendMode { BlendMode(name: "multiply") }
    /// Multiplies or screens, depending on the background.
    public static var overlay: GraphicsContext.BlendMode { BlendMode(name: "overlay") }
  }

  /// A color or pattern to outline or fill a path with, as SwiftUI's
  /// `GraphicsContext.Shading`; inert.
  public struct Shading {
    /// A shading that fills with a color.
    ///
    /// - Parameter color: The color.
    /// - Returns: The shading.
    public static func color(_ color: Color) -> GraphicsContext.Shading { Shading() }

    /// A shading that fills with a shape style.
    ///
    /// - Parameter style: The style.
    /// - Returns: The shading.
    public static func style<S: ShapeStyle>(_ style: S) -> GraphicsContext.Shading { Shading() }
  }

  /// A text resolved for a context, as SwiftUI's `GraphicsContext.ResolvedText`; inert.
  public struct ResolvedText {}

  /// An image resolved for a context, as SwiftUI's `GraphicsContext.ResolvedImage`; inert.
  public struct ResolvedImage {}

  /// A canvas's symbol view resolved for a context, as SwiftUI's
  /// `GraphicsContext.ResolvedSymbol`; inert.
  public struct ResolvedSymbol {}

  /// Fills a path; inert.
  ///
  /// - Parameters:
  ///   - path: The outline of the region.
  ///   - shading: The color or pattern.
  ///   - style: How the path is rasterized.
  public func fill(
    _ path: Path, with shading: GraphicsContext.Shading, style: FillStyle = FillStyle()
  ) {}

  /// Outlines a path with a line width; inert.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - shading: The color or pattern.
  ///   - lineWidth: The line's width.
  public func stroke(_ path: Path, with shading: GraphicsContext.Shading, lineWidth: CGFloat = 1) {}

  /// Outlines a path with a stroke style; inert.
  ///
  /// - Parameters:
  ///   - path: The path.
  ///   - shading: The color or pattern.
  ///   - style: How the path is outlined.
  public func stroke(_ path: Path, with shading: GraphicsContext.Shading, style: StrokeStyle) {}

  /// Resolves a text for drawing; inert.
  ///
  /// - Parameter text: The text.
  /// - Returns: The resolved text.
  public func resolve(_ text: Text) -> GraphicsContext.ResolvedText { ResolvedText() }

  /// Resolves an image for drawing; inert.
  ///
  /// - Parameter image: The image.
  /// - Returns: The resolved image.
  public func resolve(_ image: Image) -> GraphicsContext.ResolvedImage { ResolvedImage() }

  /// The canvas symbol with a tag, resolved for drawing; never one in the model.
  ///
  /// - Parameter id: The symbol view's tag.
  /// - Returns: The symbol, or `nil`.
  public func resolveSymbol<ID: Hashable>(id: ID) -> GraphicsContext.ResolvedSymbol? { nil }

  /// Draws a text with an anchor at a point; inert.
  ///
  /// - Parameters:
  ///   - text: The text.
  ///   - point: Where the anchor goes.
  ///   - anchor: The point of the text placed at `point`.
  public func draw(_ text: Text, at point: CGPoint, anchor: UnitPoint = .center) {}

  /// Draws a resolved text with an anchor at a point; inert.
  ///
  /// - Parameters:
  ///   - text: The resolved text.
  ///   - point: Where the anchor goes.
  ///   - anchor: The point of the text placed at `point`.
  public func draw(
    _ text: GraphicsContext.ResolvedText, at point: CGPoint, anchor: UnitPoint = .center
  ) {}

  /// Draws an image with an anchor at a point; inert.
  ///
  /// - Parameters:
  ///   - image: The image.
  ///   - point: Where the anchor goes.
  ///   - anchor: The point of the image placed at `point`.
  public func draw(_ image: Image, at point: CGPoint, anchor: UnitPoint = .center) {}

  /// Draws a resolved image with an anchor at a point; inert.
  ///
  /// - Parameters:
  ///   - image: The resolved image.
  ///   - point: Where the anchor goes.
  ///   - anchor: The point of the image placed at `point`.
  public func draw(
    _ image: GraphicsContext.ResolvedImage, at point: CGPoint, anchor: UnitPoint = .center
  ) {}

  /// Draws a resolved symbol with an anchor at a point; inert.
  ///
  /// - Parameters:
  ///   - symbol: The resolved symbol.
  ///   - point: Where the anchor goes.
  ///   - anchor: The point of the symbol placed at `point`.
  public func draw(
    _ symbol: GraphicsContext.ResolvedSymbol, at point: CGPoint, anchor: UnitPoint = .center
  ) {}

  /// Moves the origin of what is drawn next; inert.
  ///
  /// - Parameters:
  ///   - x: The horizontal distance.
  ///   - y: The vertical distance.
  public mutating func translateBy(x: CGFloat, y: CGFloat) {}

  /// Scales what is drawn next; inert.
  ///
  /// - Parameters:
  ///   - x: The horizontal factor.
  ///   - y: The vertical factor.
  public mutating func scaleBy(x: CGFloat, y: CGFloat) {}

  /// Rotates what is drawn next; inert.
  ///
  /// - Parameter angle: The angle.
  public mutating func rotate(by angle: Angle) {}
}
