@_spi(Testing) import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The last test run of a package: its snapshot manifest and the event stream it wrote, checked
/// to belong together and to the snapshots folder in use.
struct LastTestRun {
  /// What to do with one snapshot file.
  enum Verdict {
    /// No passing test references the file.
    case orphan(URL)
    /// The file may still be used: its test failed, was skipped or did not finish.
    case kept(URL, reason: String)

    var isOrphan: Bool {
      if case .orphan = self { return true }
      return false
    }
  }

  let manifest: SnapshotManifest
  let stream: TestEventStream

  /// Reads the last run, refusing with the reason when it can't be trusted.
  static func read(workspace: ReviewWorkspace) throws(ReviewError) -> LastTestRun {
    let url = SnapshotManifest.url(packageRoot: workspace.locations.packageRoot)
    guard let bytes = try? workspace.fileSystem.contents(of: url) else {
      throw ReviewError("no record of a test run (\(workspace.display(url)) is missing)")
    }
    let manifest: SnapshotManifest
    do {
      manifest = try SnapshotJSON.decode(SnapshotManifest.self, from: bytes)
    } catch {
      throw ReviewError("\(workspace.display(url)) is from another version or damaged")
    }
    let snapshots = workspace.locations.displayPath(workspace.locations.snapshotsDirectory)
    guard manifest.snapshotsDirectories.contains(snapshots) else {
      throw ReviewError(
        "the last test run of this package used "
          + manifest.snapshotsDirectories.joined(separator: ", ")
          + ", not \(snapshots); run the tests with the same \(SnapshotLocations.snapshotsDirectoryVariable)"
      )
    }
    if manifest.wasFiltered {
      throw ReviewError(
        "the last test run was filtered (--filter or --skip), so it saw only some tests")
    }
    guard let streamPath = manifest.eventStreamPath,
      let streamBytes = try? workspace.fileSystem.contents(of: URL(fileURLWithPath: streamPath))
    else {
      throw ReviewError("the last test run wrote no event stream, so which tests passed is unknown")
    }
    let stream = try TestEventStream(streamBytes)
    guard stream.runEnded, let endedAt = stream.runEndedAt else {
      throw ReviewError("the event stream \(streamPath) holds no end of run: the run stopped early")
    }
    // The manifest is written as the test process exits, just after the run's end.
    guard endedAt <= manifest.finishedAt + 1 else {
      throw ReviewError("the event stream \(streamPath) comes from a later run than the manifest")
    }
    guard stream.issuesOutsideTests == 0 else {
      throw ReviewError("the last test run recorded issues outside any test")
    }
    return LastTestRun(manifest: manifest, stream: stream)
  }

  /// Judges each reference file: used, kept because its test did not pass, or orphaned.
  func verdicts(for files: [URL], workspace: ReviewWorkspace) -> [Verdict] {
    let referenced = Set(manifest.referenced)
    var owners: [String: [TestEventStream.TestFunction]] = [:]
    for test in stream.tests {
      owners[Self.ownerKey(test.key.relativePath), default: []].append(test)
    }
    let snapshots = workspace.locations.snapshotsDirectory.standardizedFileURL.path + "/"
    return files.compactMap { file -> Verdict? in
      guard !referenced.contains(workspace.locations.displayPath(file)) else { return nil }
      let relative = String(file.standardizedFileURL.path.dropFirst(snapshots.count))
      let unfinished = owners[Self.ownerKey(relative), default: []].first { $0.status != .passed }
      guard let test = unfinished else { return .orphan(file) }
      return .kept(file, reason: Self.reason(test))
    }
  }

  /// A snapshot path without its name and extension: the folder and the function's base name.
  private static func ownerKey(_ relativePath: String) -> String {
    let slash =
      relativePath.lastIndex(of: "/").map(relativePath.index(after:))
      ?? relativePath.startIndex
    return String(relativePath[..<slash] + relativePath[slash...].prefix { $0 != "." })
  }

  private static func reason(_ test: TestEventStream.TestFunction) -> String {
    switch test.status {
    case .failed: return "its test \(test.id) failed"
    case .skipped(let why?): return "its test \(test.id) was skipped (\(why))"
    case .skipped(nil): return "its test \(test.id) was skipped"
    case .unfinished, .passed: return "its test \(test.id) did not finish"
    }
  }
}
