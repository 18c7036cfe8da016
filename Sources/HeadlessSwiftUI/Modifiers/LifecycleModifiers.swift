/// A lifecycle modifier attached to a node: it runs when the node appears, disappears or a
/// value changes.
enum LifecycleModifier {
  /// `.onAppear`.
  case appear(() -> Void)
  /// `.onDisappear`.
  case disappear(() -> Void)
  /// `.task`: started when the node appears (again when the id changes), cancelled when it
  /// disappears.
  case task(id: AnyHashable?, @Sendable () async -> Void)
  /// `.onChange(of:)`: the value, how to compare it, and the action with the old and new value.
  case change(value: Any, isEqual: (Any) -> Bool, initial: Bool, action: (Any, Any) -> Void)
}

extension View {
  /// Runs an action when the view appears.
  ///
  /// - Parameter action: The action.
  /// - Returns: The modified view.
  public func onAppear(perform action: (() -> Void)? = nil) -> some View {
    attribute { node in
      if let action { node.lifecycle.append(.appear(action)) }
    }
  }

  /// Runs an action when the view disappears.
  ///
  /// - Parameter action: The action.
  /// - Returns: The modified view.
  public func onDisappear(perform action: (() -> Void)? = nil) -> some View {
    attribute { node in
      if let action { node.lifecycle.append(.disappear(action)) }
    }
  }

  /// Starts a task when the view appears and cancels it when it disappears; the task runs with
  /// the app as `UIApplication.shared`, and `await app.settle()` waits for it.
  ///
  /// - Parameters:
  ///   - priority: The task's priority.
  ///   - action: The task's work.
  /// - Returns: The modified view.
  public func task(
    priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    attribute { $0.lifecycle.append(.task(id: nil, action)) }
  }

  /// Starts a task when the view appears and again whenever a value changes.
  ///
  /// - Parameters:
  ///   - id: The value.
  ///   - priority: The task's priority.
  ///   - action: The task's work.
  /// - Returns: The modified view.
  public func task<T: Equatable & Hashable>(
    id: T, priority: TaskPriority = .userInitiated,
    @_inheritActorContext _ action: @escaping @Sendable () async -> Void
  ) -> some View {
    attribute { $0.lifecycle.append(.task(id: AnyHashable(id), action)) }
  }

  /// Runs an action with the old and new value when a value changes between evaluations.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - initial: Whether the action also runs when the view appears.
  ///   - action: The action.
  /// - Returns: The modified view.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void
  ) -> some View {
    attribute {
      $0.lifecycle.append(
        .change(
          value: value, isEqual: { ($0 as? V) == value }, initial: initial,
          action: { old, new in
            if let old = old as? V, let new = new as? V { action(old, new) }
          }))
    }
  }

  /// Runs an action when a value changes between evaluations.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - initial: Whether the action also runs when the view appears.
  ///   - action: The action.
  /// - Returns: The modified view.
  public func onChange<V: Equatable>(
    of value: V, initial: Bool = false, _ action: @escaping () -> Void
  ) -> some View {
    onChange(of: value, initial: initial) { _, _ in action() }
  }

  /// Runs an action with the new value when a value changes between evaluations, as SwiftUI's
  /// form deprecated in iOS 17.
  ///
  /// - Parameters:
  ///   - value: The value.
  ///   - action: The action, given the new value.
  /// - Returns: The modified view.
  @available(
    iOS, introduced: 14.0, deprecated: 17.0,
    message: "Use `onChange` with a two or zero parameter action closure instead."
  )
  public func onChange<V: Equatable>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View {
    onChange(of: value) { _, new in action(new) }
  }
}
