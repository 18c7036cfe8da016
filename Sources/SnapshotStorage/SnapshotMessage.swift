import PresentationHierarchy

#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif

/// The text of the issue a snapshot check records: what happened, in one line first, then the
/// diff, where the files are and a command that accepts the change and really works where the
/// mode was set.
package enum SnapshotMessage {
  /// Returns the message for an outcome, or `nil` when the snapshot matched.
  ///
  /// - Parameters:
  ///   - outcome: What the check found.
  ///   - locations: Where the package's files live, for relative paths.
  ///   - testFilter: A `swift test --filter` argument that selects the test.
  ///   - isCI: Whether the run is under CI.
  ///   - modeSource: Where the record mode came from, so the advice says what to change.
  ///   - currentDirectory: Where the tests run, and so where the `mv` and `git add` the message
  ///     offers will be typed: their paths start from it (in full when it is outside the
  ///     package). `nil` means the package root. Every other path is relative to the root.
  /// - Returns: The message, or `nil` for a match.
  package static func text(
    for outcome: SnapshotOutcome, locations: SnapshotLocations, testFilter: String, isCI: Bool,
    modeSource: RecordModeSource = .defaultRule, currentDirectory: URL? = nil
  ) -> String? {
    let reference = locations.displayPath(outcome.referenceURL)
    func commandPath(_ url: URL) -> String {
      currentDirectory.map { locations.commandPath(url, from: $0) } ?? locations.displayPath(url)
    }
    let advice = RecordAdvice(
      mode: outcome.mode, source: modeSource, testFilter: testFilter, isCI: isCI)
    var lines: [String]
    switch outcome.result {
    case .matched:
      return nil
    case .written(let replaced):
      lines = [
        replaced
          ? "Re-recorded snapshot \(reference)\(outcome.summary.map { ": " + $0 } ?? ".")"
          : "Recorded a new snapshot at \(reference).",
        "Review it and commit it with your change (git add \(commandPath(outcome.referenceURL))).",
      ]
      if modeSource.isInSource {
        lines.append(
          "The mode '\(outcome.mode)' comes from \(modeSource): remove it before merging.")
      }
    case .missing:
      lines = [
        outcome.refusedUnderCI
          ? "No snapshot reference at \(reference)."
          : "No snapshot reference at \(reference), and the record mode is 'never' "
            + "(\(advice.origin))."
      ]
      lines += advice.refusal(outcome)
      lines.append("Record it: \(advice.command(.missing)), then commit the file.")
    case .mismatched:
      // What moved leads: Swift Testing prints the first line right under "Issue recorded".
      lines = [outcome.summary, "Snapshot \(reference) does not match the recording."]
        .compactMap(\.self)
    case .unreadableReference(let error):
      lines = ["\(reference):\(error.line):\(error.column): \(error.message)"]
      lines += advice.refusal(outcome)
      lines.append(
        "The reference was left unchanged. To replace it with this recording: "
          + advice.command(.all))
    case .fileSystemError(let error):
      return "Could not read or write the snapshot files of \(reference): "
        + "\(SnapshotStore.reason(error)). "
        + "References were left as they were."
    }
    if let patch = outcome.patch, case .mismatched = outcome.result {
      lines.append("")
      lines.append(patch.hasSuffix("\n") ? String(patch.dropLast()) : patch)
      lines.append("")
      lines += advice.refusal(outcome)
    }
    lines += fileLines(for: outcome, locations: locations, reference: reference)
    if case .mismatched = outcome.result {
      let rerecord = advice.command(.all)
      if let pending = outcome.pendingURL {
        lines.append(
          "Accept:    mv '\(commandPath(pending))' '\(commandPath(outcome.referenceURL))'")
        lines.append("       or: \(rerecord)")
      } else {
        lines.append("Accept:    \(rerecord)")
      }
    }
    return lines.joined(separator: "\n")
  }

  /// The message of an unknown `RECORD_SNAPSHOTS`, reported once per run: the error, then
  /// what the run does meanwhile.
  ///
  /// - Parameter error: The error reading the variable.
  /// - Returns: The message.
  package static func unknownRecordMode(_ error: RecordModeError) -> String {
    error.description
      + " Until it names one, every snapshot is checked as with 'never', writing no reference."
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
    if outcome.normalizations.count > 0 {
      let notes = outcome.normalizations.map(\.description).joined(separator: "; ")
      lines.append("Note: the reference needed normalising: \(notes).")
    }
    return lines
  }
}
