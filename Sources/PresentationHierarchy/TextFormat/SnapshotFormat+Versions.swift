extension SnapshotFormat {
  /// The format version a snapshot file's header names.
  ///
  /// - Parameter bytes: The file's bytes, normalised (``normalize(_:)``).
  /// - Returns: The version, or `nil` when the first line is not a snapshot file's header.
  package static func version(ofFile bytes: [UInt8]) -> Int? {
    let prefix = Array((magic + " ").utf8)
    guard bytes.starts(with: prefix) else { return nil }
    let digits = bytes.dropFirst(prefix.count).prefix { ASCII.isDigit($0) }
    return Int(String(decoding: digits, as: UTF8.self))
  }

  /// A recording in the terms of the current version, the captures of today's builds: what a
  /// file of an older version holds, less what captures no longer record.
  ///
  /// Format 1 files were written before captures left out the labels that only repeat their
  /// control's `label=` (``Hierarchy/labelEchoIndices()``), so their steps lose those nodes;
  /// their absolute frames read as the same values version 2 writes relative to a sibling.
  ///
  /// - Parameter recording: A recording read from a file, or one captured now.
  /// - Returns: The recording with each step's label echoes removed.
  package static func currentTerms(of recording: Recording) -> Recording {
    var upgraded = recording
    for index in upgraded.steps.indices {
      upgraded.steps[index].hierarchy = upgraded.steps[index].hierarchy.removingLabelEchoes()
    }
    return upgraded
  }
}
