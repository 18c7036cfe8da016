import HeadlessSwiftUI
public import HeadlessUIKit
public import PresentationHierarchy

/// Explores what a user can do to an app, breadth first, and finds the shortest sequence of
/// actions after which a layering rule breaks.
///
/// A state is explored from the app that reached it; after each action the explorer tries to
/// bring that app back (a close, cancel, done, back or OK button, or swiping a sheet down, when
/// one returns to the state), and only when that fails launches the app again and replays the
/// actions that lead to the state, so the app needs no way to copy its state. States are told
/// apart by their snapshot text, so two paths to the same screen are explored once. The same
/// app gives the same result.
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
    var learned = LearnedTransitions()
    var frontier = [
      PendingState(start, actions: ActionDiscovery.actions(in: start.app) + extraActions)
    ]
    for depth in 1...max(maximumDepth, 1) {
      var next: [PendingState] = []
      for state in frontier {
        // The app that reached the state serves its actions while it is back in the state;
        // otherwise one launch and replay brings a fresh app there.
        var live: Replay? = state.isLive ? state.replay : nil
        // Writing a state's snapshot text costs a capture's worth: once per state.
        let stateText = state.replay.stateText
        for (index, action) in state.actions.enumerated() {
          if learned.result(of: action, in: stateText) != nil {
            // Already done while coming back from this state to the one that opened it.
            result.transitionsTried += 1
            continue
          }
          let current: Replay
          if let live {
            current = live
          } else {
            current = await perform(state.replay.actions).replay
          }
          let attempt = await perform(action, after: current)
          // An action that couldn't be done left the app as it was.
          live = current
          if attempt.lastFailed { continue }
          let replayed = attempt.replay
          result.transitionsTried += 1
          live = nil
          let text = replayed.stateText
          if text == stateText {
            live = replayed.moved(to: state.replay)
            continue
          }
          var reached: PendingState?
          if seen.insert(text).inserted {
            result.statesExplored += 1
            if let found = await counterexample(replayed) { return result.finding(found) }
            reached = PendingState(
              replayed, actions: ActionDiscovery.actions(in: replayed.app) + extraActions)
          }
          let remaining = state.actions[(index + 1)...].contains {
            learned.result(of: $0, in: stateText) == nil
          }
          if remaining {
            live = await comeBack(
              from: (replayed, text), actions: reached?.actions, to: (state.replay, stateText),
              seen: seen, learning: &learned)
          }
          if var reached {
            // An app taken back to the state no longer stands in the new one.
            reached.isLive = live == nil
            next.append(reached)
          }
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

  /// Brings the app an action moved back to the state it left, when an action likely to undo
  /// it does, so the state's next action needs no launch and replay.
  ///
  /// It tries the likely actions (a close, cancel, done, back or OK button, then swiping a sheet
  /// down), two at most. Each action tried is learned as a transition of the state it ran in
  /// when it ends in a state already found, so exploring that state later doesn't run it again.
  private func comeBack(
    from moved: (replay: Replay, text: String), actions: [ExplorerAction]?,
    to state: (replay: Replay, text: String), seen: Set<String>,
    learning learned: inout LearnedTransitions
  ) async -> Replay? {
    let found = actions ?? ActionDiscovery.actions(in: moved.replay.app)
    var current = moved.replay
    for action in ActionDiscovery.undoing(found).prefix(2) {
      let attempt = await perform(action, after: current)
      if attempt.lastFailed { continue }
      let text = attempt.replay.stateText
      guard seen.contains(text) else { return nil }
      learned.note(action, in: moved.text, leadsTo: text)
      if text == state.text { return attempt.replay.moved(to: state.replay) }
      // Still where it was (the action changed nothing a capture shows): try the next one.
      guard text == moved.text else { return nil }
      current = attempt.replay
    }
    return nil
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

/// A state found and not yet explored: the replay that reached it, the actions found on it, and
/// whether that replay's app is still in it.
@MainActor
struct PendingState {
  var replay: Replay
  let actions: [ExplorerAction]
  var isLive = true

  init(_ replay: Replay, actions: [ExplorerAction]) {
    self.replay = replay
    self.actions = actions
  }
}

/// Transitions done while bringing an app back to the state it left: by state, by action, the
/// state the action led to.
struct LearnedTransitions {
  private var results: [String: [String: String]] = [:]

  /// The state an action was found to lead to from a state, if it was.
  func result(of action: ExplorerAction, in state: String) -> String? {
    results[state]?[action.label]
  }

  /// Notes where an action led from a state.
  mutating func note(_ action: ExplorerAction, in state: String, leadsTo result: String) {
    results[state, default: [:]][action.label] = result
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

  /// The same app, back in another replay's state by other actions: that replay's path and
  /// recording, this app's messages seen.
  func moved(to state: Replay) -> Replay {
    var moved = self
    moved.actions = state.actions
    moved.recording = state.recording
    return moved
  }

  /// The state's identity: the last step's snapshot text.
  var stateText: String {
    guard let last = recording.steps.last else { return "" }
    return SnapshotFormat.write(Recording(steps: [Recording.Step("state", last.hierarchy)]))
  }
}
