extension PendingSnapshot {
  /// Whether a pending recording is a new snapshot or changes a reference, as
  /// `snapshots pending --json` spells it.
  package enum Status: String, Codable, Hashable, Sendable {
    /// There is no reference yet: accepting adds a file.
    case new
    /// It would replace a reference.
    case changed

    /// The letter `snapshots pending` lists it with, as `git status --short` does: `A` or `M`.
    package var mark: String {
      switch self {
      case .new: return "A"
      case .changed: return "M"
      }
    }
  }
}
