internal import Foundation
internal import HierarchyDiffing
internal import PresentationHierarchy

/// Checks, untimed, that the inputs are what the stages assume: every file written reads back
/// and parses as a snapshot file equal to the recording it was written from, and each line diff
/// is minimal (one removed and one inserted line per changed line: a changed node's, and the
/// next sibling's when its frame is written as a gap from the changed frame).
@MainActor
enum InputCheck {
  /// Checks one size's files and line diffs.
  ///
  /// - Returns: The number of files checked.
  static func check(_ inputs: SizeInputs) throws -> Int {
    try expect(inputs.file, parsesTo: inputs.recording)
    try expect(inputs.copyFile, parsesTo: inputs.recording)
    for (name, url) in inputs.changedFiles {
      guard let changed = inputs.changedHierarchies[name] else { continue }
      try expect(url, parsesTo: SizeInputs.recording(changed))
    }
    for name in SizeInputs.changeCases.prefix(2) {
      let old = String(decoding: inputs.bytes, as: UTF8.self)
      let new = String(decoding: inputs.changedBytes[name] ?? [], as: UTF8.self)
      let diff = LineDiff(from: old, to: new)
      // The nodes keep their order, so the lines pair up: the differing pairs are the changes.
      let (oldLines, newLines) = (old.split(separator: "\n"), new.split(separator: "\n"))
      let expected = zip(oldLines, newLines).count { $0 != $1 }
      guard oldLines.count == newLines.count, inputs.changedNodes(name) > 0,
        diff.removedCount == expected, diff.insertedCount == expected
      else {
        throw BenchmarkError(
          "line diff '\(name)' removed \(diff.removedCount) and inserted \(diff.insertedCount) "
            + "lines for \(expected) changed lines (\(inputs.changedNodes(name)) changed nodes)")
      }
    }
    return 2 + inputs.changedFiles.count
  }

  /// Checks that a file parses as a snapshot file.
  static func expectParses(_ url: URL) throws {
    _ = try SnapshotFormat.parse(utf8: try bytes(url))
  }

  private static func expect(_ url: URL, parsesTo recording: Recording) throws {
    guard try SnapshotFormat.parse(utf8: try bytes(url)) == recording else {
      throw BenchmarkError("\(url.path) does not parse back to the recording written into it")
    }
  }

  private static func bytes(_ url: URL) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: url))
  }
}
