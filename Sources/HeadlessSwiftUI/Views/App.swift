/// An app's structure, as SwiftUI's `App`; launch it in a test with
/// ``HeadlessUIKit/UIApplication/launch(_:profile:)-(A.Type,_)``.
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
  /// The root view of the scene's windows, type-erased.
  var rootView: AnyView { get }
}

/// Builds scenes, as SwiftUI's `SceneBuilder`: the model launches the first.
@resultBuilder
public enum SceneBuilder {
  /// A block of one scene.
  public static func buildBlock<Content: Scene>(_ content: Content) -> Content { content }
}

/// A scene of windows that show the same view, as SwiftUI's `WindowGroup`.
public struct WindowGroup<Content: View>: Scene {
  let content: Content

  /// Creates a window group.
  ///
  /// - Parameter content: The windows' root view.
  public init(@ViewBuilder content: () -> Content) {
    self.content = content()
  }

  /// The windows' root view.
  public var rootView: AnyView { AnyView(content) }
}
