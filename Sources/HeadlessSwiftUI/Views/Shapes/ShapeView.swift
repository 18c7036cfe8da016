public import Foundation

/// A view that provides a shape for more drawing, as SwiftUI's `ShapeView` (iOS 17): a filled
/// or stroked shape on which another fill or stroke draws over the first, as in
/// `Capsule().fill(.yellow).stroke(.blue, lineWidth: 8)`.
///
/// Each drawing is captured as its shape (named by the shape's type), the earlier drawings
/// behind it as its background; a fill is `opaque` as ``Shape`` describes, a stroke never.
public protocol ShapeView<Content>: View {
  /// The type of shape this view provides.
  associatedtype Content: Shape
  /// The shape this view draws and provides for more drawing.
  nonisolated var shape: Self.Content { get }
}

extension _ShapeView: ShapeView {}

extension ShapeView {
  /// Fills the shape with a style, over this view.
  ///
  /// - Parameters:
  ///   - content: The style, such as a ``Color`` or a gradient.
  ///   - style: How the fill renders; inert.
  /// - Returns: The filled shape, with this view beneath it.
  nonisolated public func fill<S: ShapeStyle>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  ) -> FillShapeView<Self.Content, S, Self> {
    FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
  }

  /// Traces the shape's outline with a style, over this view.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - style: The line's width, caps, joins and dashes; inert.
  ///   - antialiased: Whether the edges are antialiased; inert.
  /// - Returns: The stroked shape, with this view beneath it.
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeShapeView<Self.Content, S, Self> {
    StrokeShapeView(
      shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: self)
  }

  /// Traces the shape's outline with a style and a line width, over this view.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - lineWidth: The line's width; inert.
  ///   - antialiased: Whether the edges are antialiased; inert.
  /// - Returns: The stroked shape, with this view beneath it.
  nonisolated public func stroke<S: ShapeStyle>(
    _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeShapeView<Self.Content, S, Self> {
    stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

extension ShapeView where Self.Content: InsettableShape {
  /// Traces the outline inside the shape's frame with a style, over this view.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - style: The line's width, caps, joins and dashes; inert.
  ///   - antialiased: Whether the edges are antialiased; inert.
  /// - Returns: The stroked shape, with this view beneath it.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self.Content, S, Self> {
    StrokeBorderShapeView(
      shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: self)
  }

  /// Traces the outline inside the shape's frame with a style and a line width, over this view.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - lineWidth: The line's width; inert.
  ///   - antialiased: Whether the edges are antialiased; inert.
  /// - Returns: The stroked shape, with this view beneath it.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self.Content, S, Self> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }
}

/// A drawing of a shape over a background view: how the shape views are captured.
protocol LayeredShapeDrawing: PrimitiveView {
  /// The type of the view beneath the drawing.
  associatedtype Background: View
  /// The type of the drawing itself.
  associatedtype Drawing: View
  /// The drawing itself, captured as its shape.
  var drawing: Drawing { get }
  /// The view beneath the drawing.
  var background: Background { get }
}

extension LayeredShapeDrawing {
  /// The drawing's nodes, with the background's behind them when there is one.
  @MainActor func makeNodes(in context: ResolveContext) -> [ViewNode] {
    if Background.self == EmptyView.self { return context.resolveConcrete(drawing) }
    return context.resolveConcrete(drawing.background(background))
  }
}
