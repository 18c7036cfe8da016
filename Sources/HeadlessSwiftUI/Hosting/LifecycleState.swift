import HeadlessUIKit

/// What a hosting controller's lifecycle modifiers did: which appeared, the tasks they started
/// and the values `onChange` compares with.
@MainActor
struct LifecycleState {
  /// The lifecycle modifiers of the last render, by key.
  private var current: [String: LifecycleModifier] = [:]
  /// The running tasks, by key, with the id they started for.
  private var tasks: [String: (id: AnyHashable?, task: Task<Void, Never>)] = [:]

  /// The tasks still running.
  var runningTasks: [Task<Void, Never>] { tasks.keys.sorted().compactMap { tasks[$0]?.task } }

  /// Applies the lifecycle modifiers of a render; returns whether an action ran.
  ///
  /// Runs `onAppear` for new ones and `onDisappear` for gone ones, starts and cancels tasks,
  /// and runs `onChange` for changed values. An action may have changed state.
  mutating func update(
    _ found: [(key: String, modifier: LifecycleModifier)], application: UIApplication?
  ) -> Bool {
    var next: [String: LifecycleModifier] = [:]
    var actions: [() -> Void] = []
    for (key, modifier) in found {
      next[key] = modifier
      let previous = current[key]
      switch modifier {
      case .appear(let action):
        if previous == nil { actions.append(action) }
      case .disappear:
        break
      case .task(let id, let action):
        if previous == nil || tasks[key]?.id != id {
          tasks[key]?.task.cancel()
          tasks[key] = (id, Self.start(action, in: application))
        }
      case .change(let value, let isEqual, let initial, let action):
        if case .change(let old, _, _, _)? = previous {
          // The new value's comparison, against the value of the last evaluation.
          if !isEqual(old) { actions.append { action(old, value) } }
          continue
        }
        if initial { actions.append { action(value, value) } }
      }
    }
    for key in current.keys.sorted() where next[key] == nil {
      if case .disappear(let action)? = current[key] { actions.append(action) }
      tasks[key]?.task.cancel()
      tasks[key] = nil
    }
    current = next
    for action in actions { action() }
    return !actions.isEmpty
  }

  /// Starts a `.task`'s work on the main actor with the app as `UIApplication.shared`.
  private static func start(
    _ action: @escaping @Sendable () async -> Void, in application: UIApplication?
  ) -> Task<Void, Never> {
    Task { @MainActor in
      if let application {
        await application.asShared { await action() }
      } else {
        await action()
      }
    }
  }

}
