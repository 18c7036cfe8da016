public import PresentationHierarchy

#if canImport(FoundationEssentials)
public import FoundationEssentials
#else
public import Foundation
#endif

/// What checking one snapshot found, and what was written because of it.
public struct SnapshotOutcome: Sendable {
  /// The snapshot checked.
  public var key: SnapshotKey
  /// What was found.
  public var result: Result
  /// The reference file.
  public var referenceURL: URL
  /// The pending file written next to the reference with the actual recording, if any.
  public var pendingURL: URL?
  /// The copy of the actual recording in the artifacts folder, if any.
  public var artifactURL: URL?
  /// The unified diff in the artifacts folder, if any.
  public var patchURL: URL?
  /// The most telling difference in one line, such as
  /// "step 2 "cover": `mascot` is now behind `cover` (was in front)".
  public var summary: String?
  /// The unified diff from the reference (after normalising line endings) to the actual
  /// recording, whenever a differing reference exists, even one that cannot be parsed.
  public var patch: String?
  /// Changes the reference needed before it could be compared, such as CRLF line endings.
  public var normalizations: [TextNormalization] = []
  /// The format version of a reference written in an older format that matched: it passes,
  /// and recording with ``RecordMode/all`` writes it again in the current format.
  public var olderFormatVersion: Int?
  /// The record mode the check ran with.
  public var mode: RecordMode
  /// Whether the mode asked for a write that was refused because the run is under CI, where
  /// nothing is written into the snapshots folder.
  public var refusedUnderCI = false

  /// Creates an outcome before anything was written.
  ///
  /// - Parameters:
  ///   - key: The snapshot checked.
  ///   - result: What was found.
  ///   - referenceURL: The reference file.
  ///   - mode: The record mode the check ran with.
  package init(key: SnapshotKey, result: Result, referenceURL: URL, mode: RecordMode) {
    self.key = key
    self.result = result
    self.referenceURL = referenceURL
    self.mode = mode
  }

  /// Whether the check failed: a mismatch, a missing reference that may not be written (the
  /// mode is ``RecordMode/never`` or the run is under CI), an unreadable reference or a
  /// file-system error.
  public var isFailure: Bool {
    switch result {
    case .matched, .written: return false
    case .missing, .mismatched, .unreadableReference, .fileSystemError: return true
    }
  }

  /// Whether a reference was written.
  public var wroteReference: Bool {
    if case .written = result { return true }
    return false
  }
}

extension SnapshotOutcome {
  /// What checking a snapshot found.
  public enum Result: Sendable {
    /// The reference matches.
    case matched
    /// The reference was written: new, or replacing a differing or unreadable one.
    case written(replacedExisting: Bool)
    /// There is no reference and none may be written: the record mode is ``RecordMode/never``
    /// or the run is under CI.
    case missing
    /// The reference differs from the actual recording.
    case mismatched
    /// The reference exists but cannot be read as a snapshot.
    case unreadableReference(SnapshotParseError)
    /// A file could not be read or written: the file system's own error, such as a
    /// `CocoaError` or `POSIXError`, which the failure message words in one short line.
    case fileSystemError(any Error)
  }
}
