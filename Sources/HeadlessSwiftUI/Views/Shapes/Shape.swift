public import Foundation
public import HeadlessUIKit
import PresentationHierarchy

/// A 2D shape that you can use when drawing a view, as SwiftUI's `Shape`.
///
/// As a view, a shape is a leaf that takes the space it is offered, or 10 points along a
/// dimension left unspecified, as a ``Color`` does [INF: SwiftUI's default `sizeThatFits`
/// returns the proposal]. Captures name it by its type, such as `Circle` or an app's `Wave`,
/// and mark it `opaque` when it covers its frame (a ``Rectangle``, ``RoundedRectangle`` or
/// ``UnevenRoundedRectangle`` [INF: rounded corners are ignored]) and is filled with an opaque
/// style (an opaque ``Color`` or gradient, or the foreground style, which is opaque by default).
/// ``path(in:)`` is never called: the model draws nothing.
public protocol Shape: Sendable, View {
  /// Describes the shape as a path in a rectangular frame of reference.
  ///
  /// - Parameter rect: The frame of reference.
  /// - Returns: The shape's path.
  nonisolated func path(in rect: CGRect) -> Path
}

extension Shape {
  /// A shape is a primitive view in the model: it has no body to evaluate.
  @MainActor public var body: Never { primitiveBody(of: Self.self) }
}

/// How the model names and judges a shape that wraps or modifies another.
protocol ShapeCapture {
  /// The type name captures show.
  var captureName: String { get }
  /// Whether its fill covers its whole frame.
  var coversFrame: Bool { get }
}

/// A shape's capture name and whether it covers its frame.
nonisolated func captureName(of shape: some Shape) -> String {
  (shape as? any ShapeCapture)?.captureName ?? TypeNames.of(type(of: shape))
}

/// Whether a shape's fill covers its whole frame.
nonisolated func coversFrame(_ shape: some Shape) -> Bool {
  (shape as? any ShapeCapture)?.coversFrame ?? false
}

/// Whether a style hides what is behind what it fills.
nonisolated func isOpaque(_ style: some ShapeStyle) -> Bool {
  switch style {
  case let color as Color: color.alpha >= 1
  case let gradient as LinearGradient: gradient.gradient.isOpaque
  case let gradient as RadialGradient: gradient.gradient.isOpaque
  case let gradient as AngularGradient: gradient.gradient.isOpaque
  case let gradient as EllipticalGradient: gradient.gradient.isOpaque
  case let gradient as AnyGradient: gradient.gradient.isOpaque
  case is ForegroundStyle: true
  case let hierarchical as HierarchicalShapeStyle: hierarchical.level == 0
  default: false
  }
}

extension ResolveContext {
  /// The leaf node of a shape, filled or not.
  func shapeNode(named name: String, isOpaque: Bool) -> ViewNode {
    let leaf = Leaf(typeName: name, sizing: .flexible(ideal: Color.idealSize), isOpaque: isOpaque)
    return ViewNode(.leaf(leaf), path: path)
  }

  /// The nodes of a shape used as a view: filled with the foreground style.
  func shapeNodes(_ shape: some Shape) -> [ViewNode] {
    [shapeNode(named: captureName(of: shape), isOpaque: coversFrame(shape))]
  }
}

/// A shape filled with a style, as SwiftUI's `_ShapeView`, the type ``Shape/fill(_:style:)``
/// returns.
///
/// Captured as the shape: named by the shape's type, `opaque` as ``Shape`` describes.
@frozen nonisolated public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
  /// The shape.
  public var shape: Content
  /// The style that fills it.
  public var style: Style
  /// The fill style; inert.
  public var fillStyle: FillStyle

  /// Creates a shape filled with a style.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - style: The style.
  ///   - fillStyle: The fill style; inert.
  public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
    self.shape = shape
    self.style = style
    self.fillStyle = fillStyle
  }

  @MainActor public var body: Never { primitiveBody(of: Self.self) }
}

extension _ShapeView: PrimitiveView {
  @MainActor func makeNodes(in context: ResolveContext) -> [ViewNode] {
    [
      context.shapeNode(
        named: captureName(of: shape), isOpaque: coversFrame(shape) && isOpaque(style))
    ]
  }
}

/// A shape's outline or a part of it: captured under the base shape's name, never opaque.
nonisolated struct OutlinedShape<Base: Shape>: Shape, ShapeCapture {
  let base: Base

  var captureName: String { HeadlessSwiftUI.captureName(of: base) }
  var coversFrame: Bool { false }

  func path(in rect: CGRect) -> Path { base.path(in: rect) }
}

extension OutlinedShape: InsettableShape where Base: InsettableShape {
  func inset(by amount: CGFloat) -> OutlinedShape<Base.InsetShape> {
    OutlinedShape<Base.InsetShape>(base: base.inset(by: amount))
  }
}

extension Shape {
  /// Fills the shape with a style.
  ///
  /// - Parameters:
  ///   - content: The style, such as a ``Color`` or a gradient.
  ///   - style: How the fill renders; inert.
  /// - Returns: The filled shape.
  nonisolated public func fill<S: ShapeStyle>(
    _ content: S = .foreground, style: FillStyle = FillStyle()
  ) -> _ShapeView<Self, S> {
    _ShapeView(shape: self, style: content, fillStyle: style)
  }

  /// Fills the shape with the foreground style.
  ///
  /// - Parameter style: How the fill renders; inert.
  /// - Returns: The filled shape.
  nonisolated public func fill(style: FillStyle = FillStyle()) -> some View {
    _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
  }

  /// Traces the shape's outline with a style: captured as the shape, never opaque.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - lineWidth: The line's width; inert.
  /// - Returns: The stroked shape.
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1)
    -> some View
  {
    _ShapeView(shape: OutlinedShape(base: self), style: content)
  }

  /// Traces the shape's outline with a style and stroke style: captured as the shape, never
  /// opaque.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - style: The line's width, caps, joins and dashes; inert.
  /// - Returns: The stroked shape.
  nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> some View {
    _ShapeView(shape: OutlinedShape(base: self), style: content)
  }

  /// Returns the shape's outline as a shape.
  ///
  /// - Parameter lineWidth: The line's width; inert.
  /// - Returns: The outline.
  nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape {
    OutlinedShape(base: self)
  }

  /// Returns the shape's outline, in a stroke style, as a shape.
  ///
  /// - Parameter style: The line's width, caps, joins and dashes; inert.
  /// - Returns: The outline.
  nonisolated public func stroke(style: StrokeStyle) -> some Shape {
    OutlinedShape(base: self)
  }

  /// Trims the shape to a fraction of its path: captured as the shape, never opaque.
  ///
  /// - Parameters:
  ///   - startFraction: Where the trimmed path starts, from 0 to 1.
  ///   - endFraction: Where it ends, from 0 to 1.
  /// - Returns: The trimmed shape.
  nonisolated public func trim(from startFraction: CGFloat = 0, to endFraction: CGFloat = 1)
    -> some Shape
  {
    OutlinedShape(base: self)
  }
}

/// A shape you can inset to draw a border inside its frame, as SwiftUI's `InsettableShape`.
public protocol InsettableShape: Shape {
  /// The type of the inset shape.
  associatedtype InsetShape: InsettableShape

  /// Returns the shape inset by an amount; captured as the shape, never opaque.
  ///
  /// - Parameter amount: The inset on each edge.
  /// - Returns: The inset shape.
  nonisolated func inset(by amount: CGFloat) -> Self.InsetShape
}

extension InsettableShape {
  /// Traces the outline inside the shape's frame with a style: captured as the shape, never
  /// opaque.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - lineWidth: The line's width; inert.
  ///   - antialiased: Whether the edges are antialiased; inert.
  /// - Returns: The stroked shape, a ``ShapeView`` more fills and strokes can draw over.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
  }

  /// Traces the outline inside the shape's frame with a style and stroke style: captured as
  /// the shape, never opaque.
  ///
  /// - Parameters:
  ///   - content: The style.
  ///   - style: The line's width, caps, joins and dashes; inert.
  ///   - antialiased: Whether the edges are antialiased; inert.
  /// - Returns: The stroked shape, a ``ShapeView`` more fills and strokes can draw over.
  nonisolated public func strokeBorder<S: ShapeStyle>(
    _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
  ) -> StrokeBorderShapeView<Self, S, EmptyView> {
    StrokeBorderShapeView(
      shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
      background: EmptyView())
  }
}

/// How a shape is filled, as SwiftUI's `FillStyle`; inert.
@frozen public struct FillStyle: Equatable, Sendable {
  /// Whether the even-odd rule decides what is inside.
  public var isEOFilled: Bool
  /// Whether the edges are antialiased.
  public var isAntialiased: Bool

  /// Creates a fill style.
  ///
  /// - Parameters:
  ///   - eoFill: Whether the even-odd rule decides what is inside.
  ///   - antialiased: Whether the edges are antialiased.
  public init(eoFill: Bool = false, antialiased: Bool = true) {
    isEOFilled = eoFill
    isAntialiased = antialiased
  }
}

/// How a shape's outline is traced, as SwiftUI's `StrokeStyle`; inert.
@frozen public struct StrokeStyle: Equatable, Sendable {
  /// The line's width.
  public var lineWidth: CGFloat
  /// How the line's ends are drawn.
  public var lineCap: CGLineCap
  /// How the line's corners are drawn.
  public var lineJoin: CGLineJoin
  /// The limit past which a mitered corner is beveled.
  public var miterLimit: CGFloat
  /// The lengths of the dashes and gaps.
  public var dash: [CGFloat]
  /// How far into the dash pattern the line starts.
  public var dashPhase: CGFloat

  /// Creates a stroke style.
  ///
  /// - Parameters:
  ///   - lineWidth: The line's width.
  ///   - lineCap: How the line's ends are drawn.
  ///   - lineJoin: How the line's corners are drawn.
  ///   - miterLimit: The limit past which a mitered corner is beveled.
  ///   - dash: The lengths of the dashes and gaps.
  ///   - dashPhase: How far into the dash pattern the line starts.
  public init(
    lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter,
    miterLimit: CGFloat = 10, dash: [CGFloat] = [], dashPhase: CGFloat = 0
  ) {
    self.lineWidth = lineWidth
    self.lineCap = lineCap
    self.lineJoin = lineJoin
    self.miterLimit = miterLimit
    self.dash = dash
    self.dashPhase = dashPhase
  }
}

/// How a rounded rectangle's corners are drawn, as SwiftUI's `RoundedCornerStyle`; inert.
public enum RoundedCornerStyle: Equatable, Hashable, Sendable {
  /// Quarter circles.
  case circular
  /// Continuous curves, as the system's own rounded corners.
  case continuous
}
