import Foundation

extension View {
  /// Defines the area that takes touches as a shape over the view's frame.
  ///
  /// Modelled: the view then takes touches across its whole frame, not only where its content
  /// draws, so a row's empty space (a `Spacer`) takes the tap; captures mark it
  /// `touches=frame`, which the snapshot's hit testing honours. The shape itself is not
  /// modelled: any shape counts as the frame's rectangle [INF: almost every app passes
  /// `Rectangle()`].
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - eoFill: Whether the even-odd rule decides what is inside; inert.
  /// - Returns: The modified view.
  public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
    attribute { $0[ContentShapeKey.self] = true }
  }

  /// Defines the view's content shape for some kinds of use.
  ///
  /// With ``ContentShapeKinds/interaction`` among the kinds it decides hits as
  /// ``contentShape(_:eoFill:)`` does [DOC: `swiftui/contentshapekinds/interaction`: "causes the
  /// view to hit-test using the specified shape"]; the other kinds shape only previews, hover
  /// and focus effects and accessibility visuals, and are inert.
  ///
  /// - Parameters:
  ///   - kind: The uses the shape is for.
  ///   - shape: The shape.
  ///   - eoFill: Whether the even-odd rule decides what is inside; inert.
  /// - Returns: The modified view.
  public func contentShape<S: Shape>(
    _ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false
  ) -> some View {
    let decidesHits = kind.contains(.interaction)
    return attribute { node in
      if decidesHits { node[ContentShapeKey.self] = true }
    }
  }

  /// Clips the view to a shape; inert.
  ///
  /// Frames and hit testing are unchanged, and captures don't mark clipping: the model draws
  /// no pixels, and SwiftUI's clip doesn't change which view takes a touch.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - style: How the shape is filled; inert.
  /// - Returns: The view.
  public func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle())
    -> some View
  {
    self
  }

  /// Clips the view to its frame; inert, as ``clipShape(_:style:)``.
  ///
  /// - Parameter antialiased: Whether the edges are antialiased.
  /// - Returns: The view.
  nonisolated public func clipped(antialiased: Bool = false) -> some View {
    self
  }

  /// Draws a shape filled with a style behind the view, sized as the view.
  ///
  /// The shape is drawn as `.background { shape.fill(style) }` draws it: a leaf named by the
  /// shape's type, `opaque` as ``Shape`` describes.
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - shape: The shape.
  ///   - fillStyle: How the shape is filled; inert.
  /// - Returns: The modified view.
  public func background<S: ShapeStyle, T: Shape>(
    _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
  ) -> some View {
    modified(.background(AnyView(shape.fill(style, style: fillStyle)), .center))
  }

  /// Draws a shape filled with the background style behind the view, sized as the view; the
  /// background style is inert, so the shape is not `opaque`.
  ///
  /// - Parameters:
  ///   - shape: The shape.
  ///   - fillStyle: How the shape is filled; inert.
  /// - Returns: The modified view.
  public func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle())
    -> some View
  {
    background(.background, in: shape, fillStyle: fillStyle)
  }
}
