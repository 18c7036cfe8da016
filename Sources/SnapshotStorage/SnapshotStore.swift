import HierarchyDiffing
public import PresentationHierarchy

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Compares recordings with their reference files and writes what the record mode allows.
///
/// A committed reference changes only when the mode is ``RecordMode/all``; a missing one is
/// written only in ``RecordMode/missing`` and ``RecordMode/all``. Under CI nothing is ever
/// written into the snapshots folder, whatever the mode: a write the mode asks for is refused
/// and the check fails (see ``SnapshotOutcome/refusedUnderCI``). On a failure the actual
/// recording is written as a pending `<reference>.new` file next to the reference (except under
/// CI) and, when an artifacts folder is set, copied there with a `.patch`.
public struct SnapshotStore: Sendable {
  /// Where references and artifacts live.
  public var locations: SnapshotLocations
  /// The file operations, replaceable to inject failures.
  @_spi(Testing) public var fileSystem: any SnapshotFileSystem

  /// Creates a store that works on the real file system.
  ///
  /// - Parameter locations: Where references and artifacts live.
  public init(locations: SnapshotLocations) {
    self.init(locations: locations, fileSystem: LocalFileSystem())
  }

  /// Creates a store on another file system, such as one that injects failures.
  ///
  /// - Parameters:
  ///   - locations: Where references and artifacts live.
  ///   - fileSystem: The file operations.
  @_spi(Testing) public init(locations: SnapshotLocations, fileSystem: any SnapshotFileSystem) {
    self.locations = locations
    self.fileSystem = fileSystem
  }

  /// Compares a recording with its reference, writing what the mode allows.
  ///
  /// - Parameters:
  ///   - recording: The actual recording.
  ///   - key: The snapshot's key.
  ///   - mode: The record mode in effect.
  ///   - isCI: Whether the run is under CI, where nothing is written into the snapshots folder.
  /// - Returns: What was found and written.
  public func check(
    _ recording: Recording, at key: SnapshotKey, mode: RecordMode, isCI: Bool
  ) -> SnapshotOutcome {
    let actualText = SnapshotFormat.write(recording)
    let actual = Array(actualText.utf8)
    var outcome = SnapshotOutcome(
      key: key, result: .matched, referenceURL: locations.referenceURL(for: key), mode: mode)
    do {
      guard let stored = try fileSystem.contents(of: outcome.referenceURL) else {
        return try handleMissing(actual, isCI: isCI, outcome: outcome)
      }
      let (reference, normalizations) = SnapshotFormat.normalize(stored)
      outcome.normalizations = normalizations
      if reference == actual {
        if !isCI { try fileSystem.removeIfPresent(locations.pendingURL(for: key)) }
        return outcome
      }
      if let version = olderFormatMatch(reference, recording) {
        return try handleOlderFormat(actual, version: version, isCI: isCI, outcome: outcome)
      }
      let referenceText = String(decoding: reference, as: UTF8.self)
      // Patch paths are relative to the package root, so `git apply` works from there.
      let path = String(locations.displayPath(outcome.referenceURL).drop { $0 == "/" })
      outcome.patch = LineDiff(from: referenceText, to: actualText).unified(
        UnifiedDiffOptions(
          oldPath: "a/" + path, newPath: "b/" + path, hunkContext: SnapshotBreadcrumbs()))
      do {
        let referenceRecording = try SnapshotFormat.parse(utf8: reference)
        outcome.summary =
          RecordingDiff(from: referenceRecording, to: recording).summary
          ?? "the header changed (test: \(referenceRecording.testName ?? "none") → "
          + "\(recording.testName ?? "none"))"
        outcome.result = .mismatched
      } catch {
        outcome.result = .unreadableReference(error)
      }
      if mode == .all && isCI {
        outcome.refusedUnderCI = true
      } else if mode == .all {
        try fileSystem.write(actual, to: outcome.referenceURL)
        try fileSystem.removeIfPresent(locations.pendingURL(for: key))
        outcome.result = .written(replacedExisting: true)
        return outcome
      }
      try keepActual(actual, isCI: isCI, in: &outcome)
    } catch {
      outcome.result = .fileSystemError(error)
    }
    return outcome
  }

  /// The version of a reference written in an older format whose recording, read in today's
  /// terms, is the actual one; `nil` when the reference is current, unreadable or different.
  private func olderFormatMatch(_ reference: [UInt8], _ recording: Recording) -> Int? {
    guard let version = SnapshotFormat.version(ofFile: reference),
      version < SnapshotFormat.version,
      let read = try? SnapshotFormat.parse(utf8: reference),
      SnapshotFormat.currentTerms(of: read) == SnapshotFormat.currentTerms(of: recording)
    else { return nil }
    return version
  }

  /// A reference in an older format that says what the recording says passes, and is written
  /// again in the current format only when every snapshot is being recorded (not under CI).
  private func handleOlderFormat(
    _ actual: [UInt8], version: Int, isCI: Bool, outcome: SnapshotOutcome
  ) throws -> SnapshotOutcome {
    var outcome = outcome
    outcome.olderFormatVersion = version
    if outcome.mode == .all, !isCI {
      try fileSystem.write(actual, to: outcome.referenceURL)
      outcome.result = .written(replacedExisting: true)
      outcome.summary =
        "written again in format \(SnapshotFormat.version); it read as format \(version) and "
        + "matched"
    }
    if !isCI { try fileSystem.removeIfPresent(locations.pendingURL(for: outcome.key)) }
    return outcome
  }

  /// The short reason of a file error, such as "File name too long", without the absolute
  /// paths and dictionaries a Foundation error's description holds.
  package static func reason(_ error: any Error) -> String {
    let posix = (error as? CocoaError)?.underlying as? POSIXError ?? error as? POSIXError
    guard let posix else { return String(describing: error) }
    return String(cString: strerror(posix.code.rawValue))
  }

  private func handleMissing(
    _ actual: [UInt8], isCI: Bool, outcome: SnapshotOutcome
  ) throws -> SnapshotOutcome {
    var outcome = outcome
    outcome.refusedUnderCI = isCI && outcome.mode != .never
    guard outcome.mode == .never || isCI else {
      try fileSystem.write(actual, to: outcome.referenceURL)
      try fileSystem.removeIfPresent(locations.pendingURL(for: outcome.key))
      outcome.result = .written(replacedExisting: false)
      return outcome
    }
    outcome.result = .missing
    try keepActual(actual, isCI: isCI, in: &outcome)
    return outcome
  }

  /// Writes the actual recording where a reviewer can find it: a pending file beside the
  /// reference (not under CI) and a copy, with the patch, in the artifacts folder.
  private func keepActual(_ actual: [UInt8], isCI: Bool, in outcome: inout SnapshotOutcome) throws {
    if !isCI {
      let pending = locations.pendingURL(for: outcome.key)
      try fileSystem.write(actual, to: pending)
      outcome.pendingURL = pending
    }
    guard let artifacts = locations.artifactsDirectory else { return }
    let artifact = artifacts.appendingPathComponent(outcome.key.relativePath)
    try fileSystem.write(actual, to: artifact)
    outcome.artifactURL = artifact
    if let patch = outcome.patch {
      let patchURL = artifacts.appendingPathComponent(outcome.key.relativePath + ".patch")
      try fileSystem.write(Array(patch.utf8), to: patchURL)
      outcome.patchURL = patchURL
    }
  }
}
