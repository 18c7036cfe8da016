public import Foundation

/// A view an app draws into with a graphics context, as SwiftUI's `Canvas`.
///
/// Modelled as a leaf SwiftUI draws itself: captured as `Canvas`, it takes the space it is
/// offered (10 points along a dimension offered none, as a ``Color``) [INF: a canvas has no
/// content to size by], and is opaque when made with `opaque: true`. The renderer is never
/// called (the model draws nothing), and the symbols are made but neither laid out nor drawn
/// [DOC: `swiftui/canvas`: a canvas offers no interactivity or accessibility for what it
/// draws, so nothing inside it takes touches or shows in captures].
public struct Canvas<Symbols: View>: View {
  let isOpaqueCanvas: Bool

  /// Creates a canvas whose renderer can draw the given views.
  ///
  /// - Parameters:
  ///   - opaque: Whether the canvas paints its whole frame.
  ///   - colorMode: The working color space (inert).
  ///   - rendersAsynchronously: Whether it may draw off the main thread (inert).
  ///   - renderer: Draws the canvas (never called).
  ///   - symbols: Views the renderer can draw by their tags (not shown).
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void,
    @ViewBuilder symbols: () -> Symbols
  ) {
    _ = symbols()
    isOpaqueCanvas = opaque
  }

  public var body: Never { primitiveBody(of: Self.self) }
}

extension Canvas where Symbols == EmptyView {
  /// Creates a canvas.
  ///
  /// - Parameters:
  ///   - opaque: Whether the canvas paints its whole frame.
  ///   - colorMode: The working color space (inert).
  ///   - rendersAsynchronously: Whether it may draw off the main thread (inert).
  ///   - renderer: Draws the canvas (never called).
  public init(
    opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear,
    rendersAsynchronously: Bool = false,
    renderer: @escaping (inout GraphicsContext, CGSize) -> Void
  ) {
    self.init(
      opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
      renderer: renderer, symbols: { EmptyView() })
  }
}

extension Canvas: PrimitiveView {
  func makeNodes(in context: ResolveContext) -> [ViewNode] {
    let leaf = Leaf(
      typeName: "Canvas", sizing: .flexible(ideal: Color.idealSize), isOpaque: isOpaqueCanvas)
    return [ViewNode(.leaf(leaf), path: context.path)]
  }
}
