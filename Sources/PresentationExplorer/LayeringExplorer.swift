import HeadlessSwiftUI
public import HeadlessUIKit
public import PresentationHierarchy

/// Explores what a user can do to an app, breadth first, and finds the shortest sequence of
/// actions after which a layering rule breaks.
///
/// A state is explored from the app that reached it; after each action the explorer tries to
/// bring that app back (a close, cancel, done, back or OK button, or swiping a sheet down, when
/// one returns to the state), and takes the app it holds to the next state by actions seen to
/// lead there; only when neither works does it launch the app again and replay the actions that
/// lead to the state, so the app needs no way to copy its state. States are told
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
    let startText = start.stateText
    var seen: Set<String> = [startText]
    var learned = LearnedTransitions()
    var frontier = [
      PendingState(
        start, text: startText, actions: ActionDiscovery.actions(in: start.app) + extraActions)
    ]
    // The app the explorer holds, and the state it is in.
    var held: (replay: Replay, text: String) = (start, startText)
    for depth in 1...max(maximumDepth, 1) {
      var next: [PendingState] = []
      for state in frontier {
        for action in state.actions {
          if learned.result(of: action, in: state.text) != nil {
            // Already done while coming back from this state to the one that opened it.
            result.transitionsTried += 1
            continue
          }
          let current = await reach(state, from: held, learned: learned)
          let attempt = await perform(action, after: current)
          // An action that couldn't be done left the app as it was.
          held = (current, state.text)
          if attempt.lastFailed { continue }
          let replayed = attempt.replay
          result.transitionsTried += 1
          let text = replayed.stateText
          learned.note(action, in: state.text, leadsTo: text)
          if text == state.text {
            held = (replayed.moved(to: state.replay), text)
            continue
          }
          var discovered: [ExplorerAction]?
          if seen.insert(text).inserted {
            result.statesExplored += 1
            if let found = await counterexample(replayed) { return result.finding(found) }
            let actions = ActionDiscovery.actions(in: replayed.app) + extraActions
            discovered = actions
            next.append(PendingState(replayed, text: text, actions: actions))
          }
          held = await comeBack(
            from: (replayed, text), actions: discovered, to: (state.replay, state.text), seen: seen,
            learning: &learned)
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

  /// An app in a state: the one the explorer holds when it is there, or can be taken there by
  /// actions already seen to lead there (no more of them than the state's own path has),
  /// otherwise a fresh launch with the state's path replayed.
  private func reach(
    _ state: PendingState, from held: (replay: Replay, text: String),
    learned: LearnedTransitions
  ) async -> Replay {
    if held.text == state.text { return held.replay.moved(to: state.replay) }
    if let path = learned.path(
      from: held.text, to: state.text, longest: state.replay.actions.count),
      let moved = await travel(path, from: held.replay), moved.stateText == state.text
    {
      return moved.moved(to: state.replay)
    }
    return await perform(state.replay.actions).replay
  }

  /// Performs actions on an app, capturing only after the last; `nil` when one can't be done.
  private func travel(_ path: [ExplorerAction], from replay: Replay) async -> Replay? {
    var moved = replay
    for (index, action) in path.enumerated() {
      do {
        try action.run(in: moved.app)
      } catch {
        return nil
      }
      await moved.app.settle()
      if index == path.count - 1 { moved.record(action.label) } else { moved.skipStep() }
    }
    return moved
  }

  /// Brings the app an action moved back to the state it left, when an action likely to undo
  /// it does, so the state's next action needs no launch and replay; returns the app and the
  /// state it ends in.
  ///
  /// It tries the likely actions (a close, cancel, done, back or OK button, then swiping a sheet
  /// down), two at most. Each action tried is learned as a transition of the state it ran in
  /// when it ends in a state already found, so exploring that state later doesn't run it again.
  private func comeBack(
    from moved: (replay: Replay, text: String), actions: [ExplorerAction]?,
    to state: (replay: Replay, text: String), seen: Set<String>,
    learning learned: inout LearnedTransitions
  ) async -> (replay: Replay, text: String) {
    let found = actions ?? ActionDiscovery.actions(in: moved.replay.app)
    var current = moved.replay
    for action in ActionDiscovery.undoing(found).prefix(2) {
      let attempt = await perform(action, after: current)
      if attempt.lastFailed { continue }
      let text = attempt.replay.stateText
      guard seen.contains(text) else { return (attempt.replay, text) }
      learned.note(action, in: moved.text, leadsTo: text)
      if text == state.text { return (attempt.replay.moved(to: state.replay), text) }
      // Still where it was (the action changed nothing a capture shows): try the next one.
      guard text == moved.text else { return (attempt.replay, text) }
      current = attempt.replay
    }
    return (current, moved.text)
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
    // The rules compare the last step with the one before: only those two are captured.
    func keeps(_ index: Int) -> Bool { recordingEveryStep || index >= actions.count - 2 }
    if keeps(-1) { replay.record("launch") } else { replay.skipStep() }
    var lastFailed = false
    for (index, action) in actions.enumerated() {
      do {
        try action.run(in: replay.app)
        lastFailed = false
      } catch {
        lastFailed = true
        continue
      }
      await replay.app.settle()
      if keeps(index) {
        replay.record(action.label, keepingEveryStep: recordingEveryStep)
      } else {
        replay.skipStep()
      }
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

/// A state found and not yet explored: the replay that reached it (its path, its last two
/// steps), its snapshot text, and the actions found on it.
@MainActor
struct PendingState {
  let replay: Replay
  let text: String
  let actions: [ExplorerAction]

  init(_ replay: Replay, text: String, actions: [ExplorerAction]) {
    self.replay = replay
    self.text = text
    self.actions = actions
  }
}

/// The transitions done so far: by state, the actions done in it, in order, and the state each
/// led to.
///
/// States are numbered as they are first named, so a long snapshot text is hashed once per call
/// rather than at every step of a search.
struct LearnedTransitions {
  private var numbers: [String: Int] = [:]
  private var done: [[(action: ExplorerAction, result: Int)]] = []

  private mutating func number(of state: String) -> Int {
    if let number = numbers[state] { return number }
    numbers[state] = done.count
    done.append([])
    return done.count - 1
  }

  /// The state an action was found to lead to from a state, if it was.
  func result(of action: ExplorerAction, in state: String) -> Int? {
    guard let number = numbers[state] else { return nil }
    return done[number].first { $0.action == action }?.result
  }

  /// Notes where an action led from a state.
  mutating func note(_ action: ExplorerAction, in state: String, leadsTo result: String) {
    let (from, to) = (number(of: state), number(of: result))
    if let index = done[from].firstIndex(where: { $0.action == action }) {
      done[from][index].result = to
    } else {
      done[from].append((action, to))
    }
  }

  /// The fewest actions seen to lead from one state to another, at most `longest` of them; the
  /// first such path in the order the actions were done, so the same app takes the same path.
  func path(from source: String, to target: String, longest: Int) -> [ExplorerAction]? {
    guard let source = numbers[source], let target = numbers[target] else { return nil }
    var paths: [Int: [ExplorerAction]] = [source: []]
    var layer = [source]
    for _ in 0..<longest {
      var nextLayer: [Int] = []
      for state in layer {
        for (action, result) in done[state] where paths[result] == nil {
          let path = paths[state, default: []] + [action]
          if result == target { return path }
          paths[result] = path
          nextLayer.append(result)
        }
      }
      layer = nextLayer
    }
    return nil
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

  /// Moves past a step without capturing it: the messages printed until now belong to no step.
  mutating func skipStep() {
    messagesSeen = app.printedMessages().count
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
