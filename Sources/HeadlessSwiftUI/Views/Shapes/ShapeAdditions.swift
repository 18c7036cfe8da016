public import Foundation

// Shapes and shape drawing apps write beside the built-in shapes: the foreground-style inner
// strokes, a type-erased shape, the container's shape, and the implicit members
// (`.rect(cornerRadius:)`, `.capsule`, …) that `clipShape`, `background(_:in:)` and
// `glassEffect(_:in:)` take. Drawn as ``Shape`` describes: a leaf named by the shape's type.

extension InsettableShape {
  /// Traces the outline inside the shape's frame with the foreground style and a stroke style:
  /// captured as the shape, never opaque.
  ///
  /// - Parameters:
  ///   - style: The line's width, caps, joins and dashes; inert.
  ///   - antialiased: Whether the edges are antialiased; inert.
  /// - Returns: The stroked shape.
  nonisolated public func strokeBorder(style: StrokeStyle, antialiased: Bool = true)
    -> some View
  {
    _ShapeView(shape: OutlinedShape(base: self), style: ForegroundStyle())
  }

  /// Traces the outline inside the shape's frame with the foreground style: captured as the
  /// shape, never opaque.
  ///
  /// - Parameters:
  ///   - lineWidth: The line's width; inert.
  ///   - antialiased: Whether the edges are antialiased; inert.
  /// - Returns: The stroked shape.
  nonisolated public func strokeBorder(lineWidth: CGFloat = 1, antialiased: Bool = true)
    -> some View
  {
    _ShapeView(shape: OutlinedShape(base: self), style: ForegroundStyle())
  }
}

/// A shape of any type, as SwiftUI's `AnyShape`.
///
/// Captured as the shape it wraps: a leaf named by that shape's type, `opaque` as that shape
/// would be (see ``Shape``).
@frozen nonisolated public struct AnyShape: Shape, ShapeCapture {
  let base: any Shape

  /// Creates a type-erased shape.
  ///
  /// - Parameter shape: The shape.
  public init<S: Shape>(_ shape: S) {
    base = (shape as? AnyShape)?.base ?? shape
  }

  var captureName: String { HeadlessSwiftUI.captureName(of: base) }
  var coversFrame: Bool { HeadlessSwiftUI.coversFrame(base) }

  public func path(in rect: CGRect) -> Path { base.path(in: rect) }
}

/// The shape of the container a view is in, as SwiftUI's `ContainerRelativeShape`.
///
/// Outside a container that defines a shape (a widget, for instance), SwiftUI draws a rectangle
/// [DOC: `swiftui/containerrelativeshape`: "If there is not a current container shape, the
/// system provides a rectangle"]; the model has no such containers, so it is a rectangle: a
/// leaf captured as `ContainerRelativeShape`, `opaque` when filled with an opaque style.
@frozen nonisolated public struct ContainerRelativeShape: InsettableShape, ShapeCapture {
  /// Creates the container's shape.
  @inlinable public init() {}

  var coversFrame: Bool { true }
  var captureName: String { "ContainerRelativeShape" }

  public func path(in rect: CGRect) -> Path { Path(rect) }

  public func inset(by amount: CGFloat) -> some InsettableShape { OutlinedShape(base: self) }
}

extension Shape where Self == Rectangle {
  /// A rectangle, as ``Rectangle``.
  nonisolated public static var rect: Rectangle { Rectangle() }
}

extension Shape where Self == RoundedRectangle {
  /// A rectangle with rounded corners of a radius, as ``RoundedRectangle``.
  ///
  /// - Parameters:
  ///   - cornerRadius: The corners' radius.
  ///   - style: How the corners are drawn; inert.
  /// - Returns: The shape.
  nonisolated public static func rect(
    cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous
  ) -> Self {
    RoundedRectangle(cornerRadius: cornerRadius, style: style)
  }

  /// A rectangle with rounded corners of a size, as ``RoundedRectangle``.
  ///
  /// - Parameters:
  ///   - cornerSize: The corners' size.
  ///   - style: How the corners are drawn; inert.
  /// - Returns: The shape.
  nonisolated public static func rect(
    cornerSize: CGSize, style: RoundedCornerStyle = .continuous
  ) -> Self {
    RoundedRectangle(cornerSize: cornerSize, style: style)
  }
}

extension Shape where Self == UnevenRoundedRectangle {
  /// A rectangle whose corners have radii of their own, as ``UnevenRoundedRectangle``.
  ///
  /// - Parameters:
  ///   - cornerRadii: The corners' radii.
  ///   - style: How the corners are drawn; inert.
  /// - Returns: The shape.
  nonisolated public static func rect(
    cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
  ) -> Self {
    UnevenRoundedRectangle(cornerRadii: cornerRadii, style: style)
  }

  /// A rectangle whose corners have radii of their own, as ``UnevenRoundedRectangle``.
  ///
  /// - Parameters:
  ///   - topLeadingRadius: The top leading corner's radius.
  ///   - bottomLeadingRadius: The bottom leading corner's radius.
  ///   - bottomTrailingRadius: The bottom trailing corner's radius.
  ///   - topTrailingRadius: The top trailing corner's radius.
  ///   - style: How the corners are drawn; inert.
  /// - Returns: The shape.
  nonisolated public static func rect(
    topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0,
    bottomTrailingRadius: CGFloat = 0, topTrailingRadius: CGFloat = 0,
    style: RoundedCornerStyle = .continuous
  ) -> Self {
    UnevenRoundedRectangle(
      topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
      bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius,
      style: style)
  }
}

extension Shape where Self == Capsule {
  /// A capsule, as ``Capsule``.
  nonisolated public static var capsule: Capsule { Capsule() }

  /// A capsule with a corner style, as ``Capsule``.
  ///
  /// - Parameter style: How the corners are drawn; inert.
  /// - Returns: The shape.
  nonisolated public static func capsule(style: RoundedCornerStyle) -> Self {
    Capsule(style: style)
  }
}

extension Shape where Self == Circle {
  /// A circle, as ``Circle``.
  nonisolated public static var circle: Circle { Circle() }
}

extension Shape where Self == Ellipse {
  /// An ellipse, as ``Ellipse``.
  nonisolated public static var ellipse: Ellipse { Ellipse() }
}

extension Shape where Self == ContainerRelativeShape {
  /// The container's shape, as ``ContainerRelativeShape``.
  nonisolated public static var containerRelative: ContainerRelativeShape {
    ContainerRelativeShape()
  }
}

extension View {
  /// Masks the view with another view's opacity; inert.
  ///
  /// The mask only changes which pixels are drawn [DOC: `swiftui/view/mask(alignment:_:)`:
  /// "Masks this view using the alpha channel of the given view"; the page says nothing of
  /// hit testing], so frames, hits and the capture are as without it, and the mask view, which
  /// is never drawn itself, is not evaluated [INF].
  ///
  /// - Parameters:
  ///   - alignment: Where the mask sits over the view.
  ///   - mask: The view whose opacity masks this one.
  /// - Returns: The view, unchanged.
  nonisolated public func mask<Mask: View>(
    alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask
  ) -> some View { self }

  /// Masks the view with another view's opacity, the deprecated spelling of
  /// ``View/mask(alignment:_:)``; inert, as that is [DOC: `swiftui/view/mask(_:)`: "Masks this
  /// view using the alpha channel of the given view"].
  ///
  /// - Parameter mask: The view whose opacity masks this one.
  /// - Returns: The view, unchanged.
  @available(iOS, introduced: 13.0, deprecated: 100000.0)
  nonisolated public func mask<Mask: View>(_ mask: Mask) -> some View { self }

  /// Draws a border inside the view's frame.
  ///
  /// Drawn as SwiftUI documents it, a border inside the view's bounds [DOC:
  /// `swiftui/view/border(_:width:)`]: an overlay of the view's size, captured as a
  /// `Rectangle` that is never opaque. The border is a line along the frame's edges, so it
  /// takes no touches: a tap inside the frame reaches the view [INF: the model doesn't hit-test
  /// lines].
  ///
  /// - Parameters:
  ///   - content: The style that fills the border; inert.
  ///   - width: The border's thickness; inert.
  /// - Returns: The view with its border.
  public func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
    overlay {
      Rectangle().strokeBorder(content, lineWidth: width).allowsHitTesting(false)
    }
  }

  /// Draws the environment's background style behind the view, as
  /// `background(.background, ignoresSafeAreaEdges: edges)` does; inert, as that style is.
  ///
  /// - Parameter edges: The edges whose safe area the background extends over; inert.
  /// - Returns: The modified view.
  public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
    background(.background, ignoresSafeAreaEdges: edges)
  }
}
