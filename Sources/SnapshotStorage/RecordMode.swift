/// When snapshot references may be written.
///
/// Set it with the `RECORD_SNAPSHOTS` environment variable, a `.recordMode(_:)` trait or the
/// `record:` argument of an assertion. Precedence: the argument, then the innermost trait, then
/// the variable, then the CI rule (``never`` when `CI` is set, ``missing`` otherwise).
public enum RecordMode: String, Hashable, Sendable, CaseIterable {
  /// Writes nothing: a missing or differing reference fails. The default under CI.
  case never
  /// Writes references that don't exist yet; a differing reference fails. The local default.
  case missing
  /// Writes missing references and rewrites differing ones.
  case all

  /// The environment variable that sets the mode.
  public static let environmentVariable = "RECORD_SNAPSHOTS"

  /// Reads a mode from the value of `RECORD_SNAPSHOTS`.
  ///
  /// Accepts `all`, `1`, `true`, `missing`, `never`, `0` and `false`, in any letter case.
  ///
  /// - Parameter value: The variable's value.
  /// - Throws: ``RecordModeError`` naming the variable and the allowed values.
  public init(environmentValue value: String) throws(RecordModeError) {
    switch value.lowercased() {
    case "all", "1", "true": self = .all
    case "missing": self = .missing
    case "never", "0", "false": self = .never
    default: throw RecordModeError(value: value)
    }
  }

  /// Returns the mode that applies when neither an argument nor a trait sets one.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: The mode `RECORD_SNAPSHOTS` names, else ``never`` under CI, else ``missing``.
  /// - Throws: ``RecordModeError`` when `RECORD_SNAPSHOTS` holds an unknown value.
  public static func fallback(environment: [String: String]) throws(RecordModeError) -> RecordMode {
    if let value = environment[environmentVariable], !value.isEmpty {
      return try RecordMode(environmentValue: value)
    }
    return isCI(environment) ? .never : .missing
  }

  /// Returns whether the process runs under continuous integration: `CI` is set to anything but
  /// an empty string, `0` or `false`.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: `true` under CI.
  public static func isCI(_ environment: [String: String]) -> Bool {
    guard let value = environment["CI"]?.lowercased() else { return false }
    return !["", "0", "false"].contains(value)
  }
}

/// The error for a `RECORD_SNAPSHOTS` value that names no record mode.
public struct RecordModeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The value found.
  public var value: String

  public var description: String {
    var advice = ""
    if ["failed", "failure", "failures", "once", "new", "always"].contains(value.lowercased()) {
      advice =
        " ('\(value)' comes from other snapshot libraries: here 'missing' writes only new "
        + "snapshots and 'all' also rewrites differing ones.)"
    }
    return
      "\(RecordMode.environmentVariable)=\(value) is not a record mode. Use 'all' (or 1, true) "
      + "to write missing snapshots and rewrite differing ones, 'missing' to write only new "
      + "ones, or 'never' (or 0, false) to write nothing.\(advice)"
  }
}
