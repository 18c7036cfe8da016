import Foundation

/// A shape filled with a style over a background view, as SwiftUI's `FillShapeView`, the type
/// ``ShapeView/fill(_:style:)`` returns.
///
/// Captured as the filled shape, `opaque` as ``Shape`` describes, the background behind it.
@frozen
nonisolated public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>:
  ShapeView
{
  /// The shape this view draws and provides for more drawing.
  public var shape: Content
  /// The style that fills the shape.
  public var style: Style
  /// How the fill renders; inert.
  public var fillStyle: FillStyle
  /// The view beneath this one.
  public var background: Background

  /// Creates the view; apps get it from the shape's drawing methods instead.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - style: The style.
  ///   - fillStyle: How the fill renders; inert.
  ///   - background: The view beneath.
  public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
    self.background = background
  }

  @MainActor public var body: Never { primitiveBody(of: Self.self) }
}

extension FillShapeView: LayeredShapeDrawing {
  var drawing: some View { _ShapeView(shape: shape, style: style, fillStyle: fillStyle) }
}

/// A shape's outline traced with a style over a background view, as SwiftUI's
/// `StrokeShapeView`, the type ``ShapeView/stroke(_:style:antialiased:)`` returns.
///
/// Captured as the shape, never opaque, the background behind it.
@frozen
nonisolated public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>:
  ShapeView
{
  /// The shape this view draws and provides for more drawing.
  public var shape: Content
  /// The style that strokes the shape.
  public var style: Style
  /// The line's width, caps, joins and dashes; inert.
  public var strokeStyle: StrokeStyle
  /// Whether the edges are antialiased; inert.
  public var isAntialiased: Bool
  /// The view beneath this one.
  public var background: Background

  /// Creates the view; apps get it from the shape's drawing methods instead.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - style: The style.
  ///   - strokeStyle: The line's width, caps, joins and dashes; inert.
  ///   - isAntialiased: Whether the edges are antialiased; inert.
  ///   - background: The view beneath.
  public init(
    shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
    background: Background
  ) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }

  @MainActor public var body: Never { primitiveBody(of: Self.self) }
}

extension StrokeShapeView: LayeredShapeDrawing {
  var drawing: some View { _ShapeView(shape: OutlinedShape(base: shape), style: style) }
}

/// A shape's outline traced inside its frame with a style over a background view, as SwiftUI's
/// `StrokeBorderShapeView`, the type ``InsettableShape/strokeBorder(_:lineWidth:antialiased:)``
/// returns.
///
/// Captured as the shape, never opaque, the background behind it.
@frozen
nonisolated public struct StrokeBorderShapeView<
  Content: InsettableShape, Style: ShapeStyle, Background: View
>:
  ShapeView
{
  /// The shape this view draws and provides for more drawing.
  public var shape: Content
  /// The style that strokes the shape.
  public var style: Style
  /// The line's width, caps, joins and dashes; inert.
  public var strokeStyle: StrokeStyle
  /// Whether the edges are antialiased; inert.
  public var isAntialiased: Bool
  /// The view beneath this one.
  public var background: Background

  /// Creates the view; apps get it from the shape's drawing methods instead.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - style: The style.
  ///   - strokeStyle: The line's width, caps, joins and dashes; inert.
  ///   - isAntialiased: Whether the edges are antialiased; inert.
  ///   - background: The view beneath.
  public init(
    shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool,
    background: Background
  ) {
    self.shape = shape
    self.style = style
    self.strokeStyle = strokeStyle
    self.isAntialiased = isAntialiased
    self.background = background
  }

  @MainActor public var body: Never { primitiveBody(of: Self.self) }
}

extension StrokeBorderShapeView: LayeredShapeDrawing {
  var drawing: some View { _ShapeView(shape: OutlinedShape(base: shape), style: style) }
}
