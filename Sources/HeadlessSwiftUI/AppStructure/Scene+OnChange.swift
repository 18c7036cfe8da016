// A scene's `onChange` runs its action from the scene's root view, which the model builds from
// the app's body once, at launch: the value the action compares is the one that body computed,
// so `initial` runs and a later change of the app's own values (its `@Environment(\.scenePhase)`,
// its `@State`) is not seen, since the model evaluates an app's body only once.

extension Scene {
  /// Runs an action with the old and new value when a value changes; partial: the model
  /// evaluates the app's body once, at launch, so only `initial` runs.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - initial: Whether the action also runs when the scene first appears.
  ///   - action: The action, given the old and new value.
  /// - Returns: The scene, with the action on its root view.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some Scene {
    RootModifiedScene(scene: self) { AnyView($0.onChange(of: value, initial: initial, action)) }
  }

  /// Runs an action when a value changes; partial, as the overload whose action takes the old
  /// and new value.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - initial: Whether the action also runs when the scene first appears.
  ///   - action: The action.
  /// - Returns: The scene, with the action on its root view.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some Scene {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs an action with the new value when a value changes, as SwiftUI's form deprecated in
  /// iOS 17; partial: the model evaluates the app's body once, so it never runs.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - action: The action, given the new value.
  /// - Returns: The scene, with the action on its root view.
  @available(
    iOS, introduced: 14.0, deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some Scene {
    onChange(of: value) { _, new in action(new) }
  }
}

/// A scene whose root view a scene modifier changes: it launches as the scene it wraps, with
/// the changed root view.
struct RootModifiedScene<Wrapped: Scene>: Scene, PrimitiveScene {
  let scene: Wrapped
  let modify: (AnyView) -> AnyView

  var body: Never { primitiveBody(of: Self.self) }

  var rootView: AnyView { modify(scene.firstRootView) }
}
