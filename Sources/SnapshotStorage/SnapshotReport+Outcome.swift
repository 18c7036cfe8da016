extension SnapshotReport {
  /// What became of a snapshot in a run, as the JSON report spells it.
  public enum Outcome: String, Codable, Hashable, Sendable {
    /// The reference matched.
    case passed
    /// The check failed.
    case failed
    /// A reference was written.
    case written
  }

  /// Why a snapshot passed, failed or was written, as the JSON report spells it.
  public enum Reason: String, Codable, Hashable, Sendable {
    /// The reference matched the recording.
    case matched
    /// The reference, written in an older format version, says what the recording says.
    case matchedOlderFormat
    /// A missing reference was written.
    case new
    /// A differing or unreadable reference was written again.
    case rerecorded
    /// There is no reference and none could be written.
    case missing
    /// The reference differs from the recording.
    case mismatched
    /// The reference can't be read as a snapshot.
    case unreadable
    /// A file could not be read or written.
    case fileSystemError

    /// The outcome this reason belongs to.
    public var outcome: Outcome {
      switch self {
      case .matched, .matchedOlderFormat: return .passed
      case .new, .rerecorded: return .written
      case .missing, .mismatched, .unreadable, .fileSystemError: return .failed
      }
    }
  }
}
