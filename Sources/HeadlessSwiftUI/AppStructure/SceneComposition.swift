public import Foundation

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

// Window sizing and external-event routing: they size and route iPad and Mac windows, and the
// model's window always fills the device's screen and receives every event, so they are inert
// and the scene launches as without them.
extension Scene {
  /// Sets a default size for new windows; inert: the model's window fills the screen.
  ///
  /// - Parameter size: The default size.
  /// - Returns: The scene, launching as before.
  public func defaultSize(_ size: CGSize) -> some Scene {
    InertlyModifiedScene(scene: self)
  }

  /// Sets a default size for new windows; inert: the model's window fills the screen.
  ///
  /// - Parameters:
  ///   - width: The default width.
  ///   - height: The default height.
  /// - Returns: The scene, launching as before.
  public func defaultSize(width: CGFloat, height: CGFloat) -> some Scene {
    InertlyModifiedScene(scene: self)
  }

  /// Sets how windows may be resized; inert: the model's window fills the screen.
  ///
  /// - Parameter resizability: The resizability.
  /// - Returns: The scene, launching as before.
  public func windowResizability(_ resizability: WindowResizability) -> some Scene {
    InertlyModifiedScene(scene: self)
  }

  /// Sets the external events (user activities, URLs) for which SwiftUI opens a new instance
  /// of the scene; inert: the model has one scene instance.
  ///
  /// - Parameter conditions: The strings events are matched against.
  /// - Returns: The scene, launching as before.
  public func handlesExternalEvents(matching conditions: Set<String>) -> some Scene {
    InertlyModifiedScene(scene: self)
  }
}

/// The resizability of a window, as SwiftUI's `WindowResizability`; inert.
public struct WindowResizability: Sendable {
  let name: String

  /// The scene type's own strategy: the content's minimum size for window groups.
  public static var automatic: WindowResizability { WindowResizability(name: "automatic") }
  /// Between the content's minimum and maximum sizes.
  public static var contentSize: WindowResizability { WindowResizability(name: "contentSize") }
  /// At least the content's minimum size.
  public static var contentMinSize: WindowResizability {
    WindowResizability(name: "contentMinSize")
  }
}

extension EnvironmentValues {
  /// Whether the platform supports opening multiple windows: `false`, as the model opens one
  /// window per launch (`openWindow` opens nothing).
  public var supportsMultipleWindows: Bool { false }
}
