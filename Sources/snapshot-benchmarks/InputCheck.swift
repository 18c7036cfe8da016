internal import Foundation
internal import HierarchyDiffing
internal import PresentationHierarchy

/// Checks, untimed, that the inputs are what the stages assume: every file written reads back
/// and parses as a snapshot file equal to the recording it was written from, and each line diff
/// is minimal (one removed and one inserted line per changed node).
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
      let diff = LineDiff(
        from: String(decoding: inputs.bytes, as: UTF8.self),
        to: String(decoding: inputs.changedBytes[name] ?? [], as: UTF8.self))
      let expected = inputs.changedNodes(name)
      guard diff.removedCount == expected, diff.insertedCount == expected else {
        throw BenchmarkError(
          "line diff '\(name)' removed \(diff.removedCount) and inserted \(diff.insertedCount) "
            + "lines for \(expected) changed nodes")
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
