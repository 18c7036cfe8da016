// Apps declare several scenes, and identify window groups for `openWindow(id:)`: the model
// launches the first window group's view, as before, so the others compile and are not shown
// (one window per launch; opening windows is not modelled, see EnvironmentValues.openWindow).

extension SceneBuilder {
  /// Builds a scene from several, as SwiftUI's variadic `buildBlock(_:)`; the model launches
  /// the first.
  ///
  /// - Parameter content: The scenes, in order.
  /// - Returns: The scenes together; the model launches the first one's window.
  public static func buildBlock<each Content: Scene>(_ content: repeat each Content)
    -> some Scene
  {
    var first: AnyView?
    for scene in repeat each content {
      if first == nil { first = scene.firstRootView }
    }
    return SceneTuple(rootView: first ?? AnyView(EmptyView()))
  }
}

/// Scenes written side by side in an app's body: launches as the first.
struct SceneTuple: Scene, PrimitiveScene {
  let rootView: AnyView

  var body: Never { primitiveBody(of: Self.self) }
}

extension WindowGroup {
  /// Creates a window group with an identifier, which `openWindow(id:)` names; the model
  /// launches it as a window group without one.
  ///
  /// - Parameters:
  ///   - id: The identifier, unique among the app's window groups.
  ///   - content: The windows' root view.
  public init(id: String, @ViewBuilder content: () -> Content) {
    self.init(content: content)
  }
}
