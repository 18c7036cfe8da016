import HeadlessSwiftUI
public import HeadlessUIKit
public import PresentationHierarchy

/// Explores what a user can do to an app, breadth first, and finds the shortest sequence of
/// actions after which a layering rule breaks.
///
/// Each state is reached by launching the app again and replaying the actions that lead to it,
/// so the app needs no way to copy its state; states are told apart by their snapshot text, so
/// two paths to the same screen are explored once. The same app gives the same result.
///
/// ```swift
/// let explorer = LayeringExplorer(rules: LayeringRule.standard + [.alwaysOnTop("mascot")]) {
///   await UIApplication.launch(ContentView())
/// }
/// let result = await explorer.explore()
/// if let found = result.counterexample { print(found.swiftTest(launch: "ContentView()")) }
/// ```
@MainActor
public struct LayeringExplorer {
  /// Launches a fresh app; called once per replay.
  public let launch: @MainActor () async -> UIApplication
  /// The rules checked after every step.
  public var rules: [LayeringRule]
  /// The most actions in a sequence.
  public var maximumDepth: Int
  /// Actions tried in every state besides the ones found on screen.
  public var extraActions: [ExplorerAction]

  /// Creates an explorer.
  ///
  /// - Parameters:
  ///   - rules: The rules checked after every step; `LayeringRule.standard` by default.
  ///   - maximumDepth: The most actions in a sequence; 6 by default.
  ///   - extraActions: Actions to try in every state besides the buttons, alert actions and
  ///     swipes found on screen.
  ///   - launch: Launches a fresh app, resetting any global state the app keeps.
  public init(
    rules: [LayeringRule] = LayeringRule.standard, maximumDepth: Int = 6,
    extraActions: [ExplorerAction] = [], launch: @escaping @MainActor () async -> UIApplication
  ) {
    self.rules = rules
    self.maximumDepth = maximumDepth
    self.extraActions = extraActions
    self.launch = launch
  }

  /// Explores breadth first until a rule breaks or no new state is left within the depth.
  ///
  /// - Parameter progress: Called after each depth with the number of states found so far.
  /// - Returns: The shortest counterexample, if any, and what was explored.
  public func explore(progress: (ExplorationProgress) -> Void = { _ in }) async
    -> ExplorationResult
  {
    var result = ExplorationResult()
    let start = await replay([])
    result.statesExplored = 1
    if let found = counterexample(start) { return result.finding(found) }
    var seen: Set<String> = [start.stateText]
    var frontier: [[ExplorerAction]] = [[]]
    for depth in 1...max(maximumDepth, 1) {
      var next: [[ExplorerAction]] = []
      for path in frontier {
        let here = await replay(path)
        for action in ActionDiscovery.actions(in: here.app) + extraActions {
          guard let replayed = await replayIfPossible(path + [action]) else {
            continue
          }
          result.transitionsTried += 1
          guard seen.insert(replayed.stateText).inserted else { continue }
          result.statesExplored += 1
          if let found = counterexample(replayed) { return result.finding(found) }
          next.append(path + [action])
        }
      }
      result.statesPerDepth.append(next.count)
      result.depthExhausted = depth
      progress(ExplorationProgress(depth: depth, states: result.statesExplored))
      if next.isEmpty { break }
      frontier = next
    }
    return result
  }

  /// The first rule a replay breaks at its last step.
  private func counterexample(_ replay: Replay) -> Counterexample? {
    let steps = replay.recording.steps
    guard let last = steps.last else { return nil }
    let previous = steps.count > 1 ? steps[steps.count - 2] : nil
    for rule in rules {
      if let violation = rule.violations(in: last, after: previous).first {
        return Counterexample(
          actions: replay.actions, recording: replay.recording, rule: rule,
          violation: violation)
      }
    }
    return nil
  }

  /// Launches the app and performs actions, recording each step; an action that can't be done
  /// is skipped.
  private func replay(_ actions: [ExplorerAction]) async -> Replay {
    await perform(actions).replay
  }

  /// Launches the app and performs actions; `nil` when the last one can't be done.
  private func replayIfPossible(_ actions: [ExplorerAction]) async -> Replay? {
    let (replay, lastFailed) = await perform(actions)
    return lastFailed ? nil : replay
  }

  /// Launches the app and performs actions, recording a step after each one that succeeds.
  private func perform(_ actions: [ExplorerAction]) async -> (replay: Replay, lastFailed: Bool) {
    let app = await launch()
    var recording = Recording()
    var seenMessages = 0
    func step(_ label: String) {
      let printed = app.printedMessages()
      recording.steps.append(
        Recording.Step(
          label, app.captureHierarchy(), messages: Array(printed.dropFirst(seenMessages))))
      seenMessages = printed.count
    }
    step("launch")
    var lastFailed = false
    for action in actions {
      do {
        try action.run(in: app)
        lastFailed = false
      } catch {
        lastFailed = true
        continue
      }
      await app.settle()
      step(action.label)
    }
    return (Replay(app: app, actions: actions, recording: recording), lastFailed)
  }
}

/// One launch with its actions performed.
@MainActor
struct Replay {
  let app: UIApplication
  let actions: [ExplorerAction]
  let recording: Recording

  /// The state's identity: the last step's snapshot text.
  var stateText: String {
    guard let last = recording.steps.last else { return "" }
    return SnapshotFormat.write(Recording(steps: [Recording.Step("state", last.hierarchy)]))
  }
}
