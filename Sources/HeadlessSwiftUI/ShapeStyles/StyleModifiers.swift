// Modifiers that set the styles content is drawn with, as SwiftUI's. Inert, except a
// background whose style is also a view (a ``Color`` or a gradient), which is drawn behind
// the view as `.background { style }` would be, so an opaque one hides what is behind it.
extension View {
  /// Sets the style of content inside; inert.
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  nonisolated public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

  /// Sets the primary and secondary styles of content inside; inert.
  ///
  /// - Parameters:
  ///   - primary: The primary style.
  ///   - secondary: The secondary style.
  /// - Returns: The view, unchanged.
  public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(
    _ primary: S1, _ secondary: S2
  ) -> some View { self }

  /// Sets the primary, secondary and tertiary styles of content inside; inert.
  ///
  /// - Parameters:
  ///   - primary: The primary style.
  ///   - secondary: The secondary style.
  ///   - tertiary: The tertiary style.
  /// - Returns: The view, unchanged.
  nonisolated public func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(
    _ primary: S1, _ secondary: S2, _ tertiary: S3
  ) -> some View { self }

  /// Sets the color of content inside; inert.
  ///
  /// - Parameter color: The color, or `nil` for the default.
  /// - Returns: The view, unchanged.
  nonisolated public func foregroundColor(_ color: Color?) -> some View { self }

  /// Sets the style of the view's background, which `.background()` and container backgrounds
  /// use (inert: the model draws no styles).
  ///
  /// - Parameter style: The style.
  /// - Returns: The view, unchanged.
  @available(iOS 16.0, *)
  nonisolated public func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View { self }

  /// Sets the tint of controls inside; inert.
  ///
  /// - Parameter tint: The color, or `nil` for the default.
  /// - Returns: The view, unchanged.
  nonisolated public func tint(_ tint: Color?) -> some View { self }

  /// Sets the tint of controls inside to a style; inert.
  ///
  /// - Parameter tint: The style, or `nil` for the default.
  /// - Returns: The view, unchanged.
  public func tint<S: ShapeStyle>(_ tint: S?) -> some View { self }

  /// Sets the accent color of content inside; inert.
  ///
  /// - Parameter accentColor: The color, or `nil` for the default.
  /// - Returns: The view, unchanged.
  nonisolated public func accentColor(_ accentColor: Color?) -> some View { self }

  /// Draws a style behind the view, sized as the view.
  ///
  /// A style that is a view (a ``Color`` or a gradient: ``LinearGradient``, ``RadialGradient``,
  /// ``AngularGradient``, ``EllipticalGradient``) is drawn as `.background { style }` draws it,
  /// and an ``AnyGradient`` as the linear gradient, top to bottom, SwiftUI draws for it. Any other
  /// style (a material such as `.bar`, a hierarchical style) is drawn as a ``Rectangle`` filled
  /// with it, as ``View/background(_:in:fillStyle:)`` draws one: "a view with the specified style
  /// drawn behind it" [DOC: `swiftui/view/background(_:ignoressafeareaedges:)`], so it takes the
  /// touches on it, as drawn shapes do, and is not `opaque` (a material shows what is behind it,
  /// blurred). The model doesn't extend the background over the safe area, so `edges` is inert
  /// [INF].
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - edges: The edges whose safe area the background extends over.
  /// - Returns: The modified view.
  public func background<S: ShapeStyle>(
    _ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all
  ) -> some View {
    let view: (any View)? = (style as? AnyGradient)?.linear ?? (style as? any View)
    return modified(.background(AnyView(wrapping: view ?? Rectangle().fill(style)), .center))
  }

  /// Draws a style in front of the view, sized as the view.
  ///
  /// Drawn as ``View/background(_:ignoresSafeAreaEdges:)`` draws its style, but in front: "a
  /// view with the specified style drawn in front of it" [DOC:
  /// `swiftui/view/overlay(_:ignoressafeareaedges:)`]. A ``Color`` or a gradient is that view
  /// in an overlay, and any other style a ``Rectangle`` filled with it, so the overlay takes the
  /// touches on it, as a `Color` overlay does (an app adds `allowsHitTesting(false)` to let them
  /// through) [INF]. The model doesn't extend the overlay over the safe area, so `edges` is
  /// inert [INF].
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - edges: The edges whose safe area the overlay extends over.
  /// - Returns: The modified view.
  public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
    -> some View
  {
    let view: (any View)? = (style as? AnyGradient)?.linear ?? (style as? any View)
    return modified(.overlay(AnyView(wrapping: view ?? Rectangle().fill(style)), .center))
  }
}
