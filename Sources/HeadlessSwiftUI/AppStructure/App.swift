/// An app's structure, as SwiftUI's `App`; launch it in a test with
/// `UIApplication.launch(_:profile:)` with the app's type.
///
/// The model has no process entry point: keep `@main` in the app target and the app's views
/// and scenes in a library the tests import.
@MainActor @preconcurrency
public protocol App {
  /// The type of scene that makes up the body.
  associatedtype Body: Scene
  /// The app's scenes.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
  /// Creates the app.
  init()
}

/// A part of an app's user interface with a life cycle of its own, as SwiftUI's `Scene`.
@MainActor @preconcurrency
public protocol Scene {
  /// The type of scene that makes up the body.
  associatedtype Body: Scene
  /// The scene's content.
  @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: Scene {}

/// A scene the model launches itself, such as a `WindowGroup`.
@MainActor
protocol PrimitiveScene {
  /// The root view of the scene's windows.
  var rootView: AnyView { get }
}

extension Scene {
  /// The root view of the first window the scene shows.
  var firstRootView: AnyView {
    (self as? any PrimitiveScene)?.rootView ?? body.firstRootView
  }
}

/// Builds scenes, as SwiftUI's `SceneBuilder`: the model launches the first.
@MainActor @preconcurrency @resultBuilder
public struct SceneBuilder {
  /// A block of one scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene of windows that show the same view, as SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene, PrimitiveScene {
  let content: Content

  /// Creates a window group.
  ///
  /// - Parameter content: The windows' root view.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// A primitive scene has no body.
  public var body: Never { primitiveBody(of: Self.self) }

  var rootView: AnyView { AnyView(content) }
}
