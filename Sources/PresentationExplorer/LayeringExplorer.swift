import HeadlessSwiftUI
public import HeadlessUIKit
public import PresentationHierarchy

/// Explores what a user can do to an app, breadth first, and finds the shortest sequence of
/// actions after which a layering rule breaks.
///
/// A state is explored from the app that reached it, for its first action, and by launching the
/// app again and replaying the actions that lead to it for the others, so the app needs no way
/// to copy its state; states are told apart by their snapshot text, so two paths to the same
/// screen are explored once. The same app gives the same result.
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
    let start = await perform([]).replay
    result.statesExplored = 1
    if let found = await counterexample(start) { return result.finding(found) }
    var seen: Set<String> = [start.stateText]
    // Each new state keeps the app that reached it, so exploring it starts from that app
    // instead of launching and replaying again.
    var frontier: [Replay] = [start]
    for depth in 1...max(maximumDepth, 1) {
      var next: [Replay] = []
      for state in frontier {
        // The state's own app serves the first action; later ones launch and replay.
        var live: Replay? = state
        for action in ActionDiscovery.actions(in: state.app) + extraActions {
          let attempt: (replay: Replay, lastFailed: Bool)
          if let current = live {
            attempt = await perform(action, after: current)
            // An action that couldn't be done left the app as it was.
            live = attempt.lastFailed ? current : nil
          } else {
            attempt = await perform(state.actions + [action])
          }
          if attempt.lastFailed { continue }
          let replayed = attempt.replay
          result.transitionsTried += 1
          guard seen.insert(replayed.stateText).inserted else { continue }
          result.statesExplored += 1
          if let found = await counterexample(replayed) { return result.finding(found) }
          next.append(replayed)
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

  /// The first rule a replay breaks at its last step, with every step of its path recorded
  /// (exploring records only the last two).
  private func counterexample(_ replay: Replay) async -> Counterexample? {
    guard let broken = brokenRule(replay) else { return nil }
    guard replay.recording.steps.count <= replay.actions.count else { return broken }
    // The same actions from a fresh launch, every step recorded; the partial recording stands
    // if the app doesn't break the rule again.
    let full = await perform(replay.actions, recordingEveryStep: true).replay
    return brokenRule(full) ?? broken
  }

  /// The first rule broken at a replay's last step.
  private func brokenRule(_ replay: Replay) -> Counterexample? {
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

  /// Launches the app and performs actions; `lastFailed` when the last one can't be done.
  ///
  /// The others that can't be done are skipped. The recording holds the last two steps (the
  /// rules compare a step with the one before), or every step.
  private func perform(_ actions: [ExplorerAction], recordingEveryStep: Bool = false) async
    -> (replay: Replay, lastFailed: Bool)
  {
    var replay = Replay(app: await launch())
    replay.record("launch")
    var lastFailed = false
    for action in actions {
      do {
        try action.run(in: replay.app)
        lastFailed = false
      } catch {
        lastFailed = true
        continue
      }
      await replay.app.settle()
      replay.record(action.label, keepingEveryStep: recordingEveryStep)
    }
    // The path as asked, skipped actions included, so a replay of it reaches the same state.
    replay.actions = actions
    return (replay, lastFailed)
  }

  /// Performs one more action on a replay's app.
  private func perform(_ action: ExplorerAction, after replay: Replay) async
    -> (replay: Replay, lastFailed: Bool)
  {
    var extended = replay
    do {
      try action.run(in: extended.app)
    } catch {
      return (replay, true)
    }
    await extended.app.settle()
    extended.actions.append(action)
    extended.record(action.label)
    return (extended, false)
  }
}

/// One launch with its actions performed.
@MainActor
struct Replay {
  let app: UIApplication
  var actions: [ExplorerAction] = []
  var recording = Recording()
  /// How many of the app's printed messages the recording has given a step.
  private var messagesSeen = 0

  init(app: UIApplication) {
    self.app = app
  }

  /// Captures a step with the messages printed since the last one; unless every step is kept,
  /// only the step before it stays.
  mutating func record(_ label: String, keepingEveryStep: Bool = false) {
    let printed = app.printedMessages()
    if !keepingEveryStep, recording.steps.count > 1 { recording.steps.removeFirst() }
    recording.steps.append(
      Recording.Step(
        label, app.captureHierarchy(), messages: Array(printed.dropFirst(messagesSeen))))
    messagesSeen = printed.count
  }

  /// The state's identity: the last step's snapshot text.
  var stateText: String {
    guard let last = recording.steps.last else { return "" }
    return SnapshotFormat.write(Recording(steps: [Recording.Step("state", last.hierarchy)]))
  }
}
