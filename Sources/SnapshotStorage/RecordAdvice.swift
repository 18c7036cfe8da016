/// How to record a snapshot, said so that it works where the record mode was set: a trait or a
/// `record:` argument overrides `RECORD_SNAPSHOTS`, and under CI nothing is ever written.
struct RecordAdvice {
  let mode: RecordMode
  let source: RecordModeSource
  let testFilter: String
  let isCI: Bool

  /// Why the mode is what it is, for "the record mode is 'never' (…)".
  var origin: String {
    switch source {
    case .defaultRule: return isCI ? "CI is set" : "the default rule"
    case .argument, .trait, .environment: return "set by \(source)"
    }
  }

  /// The command that records the snapshot in `wanted` mode.
  func command(_ wanted: RecordMode) -> String {
    let run = "swift test --filter '\(testFilter)'"
    var command: String
    if source.isInSource && mode == wanted {
      command = run
    } else if source.isInSource {
      command =
        "change \(source) to .\(wanted) (it overrides \(RecordMode.environmentVariable)) "
        + "and run \(run)"
    } else {
      command = "\(RecordMode.environmentVariable)=\(wanted) \(run)"
    }
    return isCI ? command + " (locally, without CI)" : command
  }

  /// The lines explaining a write the mode asked for but CI refused, or none.
  func refusal(_ outcome: SnapshotOutcome) -> [String] {
    guard outcome.refusedUnderCI else { return [] }
    var lines = [
      "The record mode '\(mode)' (from \(source)) asks to write it, but under CI (CI is set) "
        + "nothing is written into the snapshots folder."
    ]
    if source.isInSource {
      lines.append("Remove \(source) before merging.")
    } else if case .environment = source {
      lines.append("Remove \(RecordMode.environmentVariable) from CI's environment.")
    }
    return lines
  }
}
