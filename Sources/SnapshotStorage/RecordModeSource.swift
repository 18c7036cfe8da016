/// Where the record mode in effect came from, so that messages say what to change.
public enum RecordModeSource: Hashable, Sendable, CustomStringConvertible {
  /// The `record:` argument of the assertion at a place in the source, such as
  /// `Tests/AppTests/ToastTests.swift:21`.
  case argument(at: String)
  /// A `.recordMode(_:)` trait at a place in the source.
  case trait(at: String)
  /// The `RECORD_SNAPSHOTS` environment variable, with its value.
  case environment(value: String)
  /// The default rule: ``RecordMode/never`` under CI, ``RecordMode/missing`` otherwise.
  case defaultRule

  /// Whether the mode is set in the test's source, where `RECORD_SNAPSHOTS` can't override it.
  public var isInSource: Bool {
    switch self {
    case .argument, .trait: return true
    case .environment, .defaultRule: return false
    }
  }

  public var description: String {
    switch self {
    case .argument(let place): return "the 'record:' argument at \(place)"
    case .trait(let place): return "the '.recordMode' trait at \(place)"
    case .environment(let value): return "\(RecordMode.environmentVariable)=\(value)"
    case .defaultRule: return "the default rule"
    }
  }
}
