extension View {
  /// Gives the view a fixed width, height or both; the view is placed in it by alignment.
  ///
  /// - Parameters:
  ///   - width: The width; the view's own when `nil`.
  ///   - height: The height; the view's own when `nil`.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The modified view.
  public func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center)
    -> some View
  {
    modified(
      .layout(
        .fixedFrame(
          width: width.map(Double.init), height: height.map(Double.init), alignment: alignment)))
  }

  /// Gives the view a flexible frame: bounds on each dimension; `.infinity` as a maximum takes
  /// all the space offered.
  ///
  /// - Parameters:
  ///   - minWidth: The least width.
  ///   - idealWidth: The width when none is offered.
  ///   - maxWidth: The greatest width.
  ///   - minHeight: The least height.
  ///   - idealHeight: The height when none is offered.
  ///   - maxHeight: The greatest height.
  ///   - alignment: Where the view sits in the frame.
  /// - Returns: The modified view.
  public func frame(
    minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
    minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
    alignment: Alignment = .center
  ) -> some View {
    let frame = FlexibleFrame(
      minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init),
      maxWidth: maxWidth.map(Double.init), minHeight: minHeight.map(Double.init),
      idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
      alignment: alignment)
    return modified(.layout(.flexibleFrame(frame)))
  }

  /// Adds space around the view on some edges.
  ///
  /// - Parameters:
  ///   - edges: The edges.
  ///   - length: The space; 16 points when `nil`.
  /// - Returns: The modified view.
  public func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modified(
      .layout(.padding(EdgeInsets(edges, length.map(Double.init) ?? ViewNode.defaultPadding))))
  }

  /// Adds the same space around the view on every edge.
  ///
  /// - Parameter length: The space.
  /// - Returns: The modified view.
  public func padding(_ length: CGFloat) -> some View {
    modified(.layout(.padding(EdgeInsets(.all, Double(length)))))
  }

  /// Adds space around the view, edge by edge.
  ///
  /// - Parameter insets: The space on each edge.
  /// - Returns: The modified view.
  public func padding(_ insets: EdgeInsets) -> some View {
    modified(.layout(.padding(insets)))
  }

  /// Adds space to the view's safe area on some edges; the model lays it out as padding.
  ///
  /// - Parameters:
  ///   - edges: The edges.
  ///   - length: The space; 16 points when `nil`.
  /// - Returns: The modified view.
  public func safeAreaPadding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
    modified(
      .layout(.padding(EdgeInsets(edges, length.map(Double.init) ?? ViewNode.defaultPadding))))
  }

  /// Adds the current scene's padding to some edges; inert: SwiftUI's pages give the amount
  /// only for macOS and watchOS, so the model adds none and the view keeps its frame.
  ///
  /// - Parameter edges: The edges to pad.
  /// - Returns: The view, unchanged.
  nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> some View {
    self
  }

  /// Adds a kind of the current scene's padding to some edges; inert: SwiftUI's pages give the
  /// amount only for macOS and watchOS, so the model adds none and the view keeps its frame.
  ///
  /// - Parameters:
  ///   - padding: The kind of padding.
  ///   - edges: The edges to pad.
  /// - Returns: The view, unchanged.
  nonisolated public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all)
    -> some View
  {
    self
  }

  /// Lets the view extend into the safe area when it is the root of its hosting controller.
  ///
  /// Only regions that include `.container` extend it: the model shows no software keyboard,
  /// so `.keyboard` alone changes nothing.
  ///
  /// - Parameters:
  ///   - regions: The regions to extend into; all of them by default.
  ///   - edges: The edges; the model extends on all of them.
  /// - Returns: The modified view.
  public func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all)
    -> some View
  {
    let ignores = regions.contains(.container)
    return modified(.outer { $0.ignoresSafeArea = $0.ignoresSafeArea || ignores })
  }

  /// Draws a view in front of this one, sized as this one.
  ///
  /// - Parameters:
  ///   - alignment: Where the overlay sits.
  ///   - content: The overlay.
  /// - Returns: The modified view.
  public func overlay<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modified(.overlay(AnyView(content()), alignment))
  }

  /// Draws a view in front of this one, sized as this one: the deprecated spelling of
  /// ``View/overlay(alignment:content:)``, laid out the same.
  ///
  /// - Parameters:
  ///   - overlay: The overlay.
  ///   - alignment: Where the overlay sits.
  /// - Returns: The modified view.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "Use overlay(alignment:content:) instead."
  )
  @_disfavoredOverload
  public func overlay<V: View>(_ overlay: V, alignment: Alignment = .center) -> some View {
    modified(.overlay(AnyView(overlay), alignment))
  }

  /// Draws a view behind this one, sized as this one: the deprecated spelling of
  /// ``View/background(alignment:content:)``, laid out the same.
  ///
  /// - Parameters:
  ///   - background: The background.
  ///   - alignment: Where the background sits.
  /// - Returns: The modified view.
  @available(
    iOS, introduced: 13.0, deprecated: 100000.0,
    message: "Use background(alignment:content:) instead."
  )
  @_disfavoredOverload
  public func background<V: View>(_ background: V, alignment: Alignment = .center) -> some View {
    modified(.background(AnyView(background), alignment))
  }

  /// Draws a view behind this one, sized as this one.
  ///
  /// - Parameters:
  ///   - alignment: Where the background sits.
  ///   - content: The background.
  /// - Returns: The modified view.
  public func background<V: View>(
    alignment: Alignment = .center, @ViewBuilder content: () -> V
  ) -> some View {
    modified(.background(AnyView(content()), alignment))
  }
}

/// The padding that spaces a view from its scene, as SwiftUI's `ScenePadding`; inert.
public struct ScenePadding: Equatable, Sendable {
  private let name: String

  /// The least scene padding; inert: the model adds none.
  public static let minimum = ScenePadding(name: "minimum")
}
