import Foundation
import PresentationHierarchy

/// The text of the issue a snapshot check records: what happened, the diff, where the files are
/// and the exact command that accepts the change.
public enum SnapshotMessage {
  /// Returns the message for an outcome, or `nil` when the snapshot matched.
  ///
  /// - Parameters:
  ///   - outcome: What the check found.
  ///   - locations: Where the package's files live, for relative paths.
  ///   - testFilter: A `swift test --filter` argument that selects the test.
  ///   - isCI: Whether the run is under CI.
  /// - Returns: The message, or `nil` for a match.
  public static func text(
    for outcome: SnapshotOutcome, locations: SnapshotLocations, testFilter: String, isCI: Bool
  ) -> String? {
    let reference = locations.displayPath(outcome.referenceURL)
    let rerecord = "RECORD_SNAPSHOTS=all swift test --filter '\(testFilter)'"
    var lines: [String]
    switch outcome.result {
    case .matched:
      return nil
    case .written(let replaced):
      lines = [
        replaced
          ? "Re-recorded snapshot \(reference)\(outcome.summary.map { ": " + $0 } ?? ".")"
          : "Recorded a new snapshot at \(reference).",
        isCI
          ? "Recording under CI fails the run: record locally and commit the file."
          : "Review it and commit it with your change (git add \(reference)).",
      ]
    case .missing:
      lines = [
        "No snapshot reference at \(reference), and the record mode is 'never'"
          + (isCI ? " (CI is set)." : "."),
        "Record it locally with RECORD_SNAPSHOTS=missing swift test --filter '\(testFilter)' "
          + "and commit it.",
      ]
    case .mismatched:
      lines = ["Snapshot \(reference) does not match the recording."]
      if let summary = outcome.summary { lines.append(summary) }
    case .unreadableReference(let error):
      lines = [
        "\(reference):\(error.line):\(error.column): \(error.message)",
        "The reference was left unchanged. To replace it with this recording: \(rerecord)",
      ]
    case .fileSystemError(let message):
      return "Could not read or write the snapshot files of \(reference): \(message). "
        + "References were left as they were."
    }
    if let patch = outcome.patch, case .mismatched = outcome.result {
      lines.append("")
      lines.append(patch.hasSuffix("\n") ? String(patch.dropLast()) : patch)
      lines.append("")
    }
    lines += fileLines(for: outcome, locations: locations, reference: reference)
    if case .mismatched = outcome.result {
      let accept =
        outcome.pendingURL.map { "mv '\(locations.displayPath($0))' '\(reference)'" } ?? rerecord
      lines.append("Accept:    \(accept)")
      if outcome.pendingURL != nil { lines.append("       or: \(rerecord)") }
    }
    return lines.joined(separator: "\n")
  }

  private static func fileLines(
    for outcome: SnapshotOutcome, locations: SnapshotLocations, reference: String
  ) -> [String] {
    var lines: [String] = []
    if outcome.isFailure { lines.append("Reference: \(reference)") }
    if let pending = outcome.pendingURL {
      lines.append("Actual:    \(locations.displayPath(pending))")
    }
    if let artifact = outcome.artifactURL { lines.append("Artifact:  \(artifact.path)") }
    if let patch = outcome.patchURL { lines.append("Patch:     \(patch.path)") }
    if outcome.normalisations.count > 0 {
      let notes = outcome.normalisations.map(\.description).joined(separator: "; ")
      lines.append("Note: the reference needed normalising: \(notes).")
    }
    return lines
  }
}
