extension SnapshotFormat {
  /// Reads a recording from the text of a snapshot file.
  ///
  /// A leading byte order mark and CRLF line endings are accepted and normalised (see
  /// ``normalize(_:)``); everything else must be exactly what ``write(_:)`` produces.
  ///
  /// - Parameter text: The file's text.
  /// - Returns: The recording.
  /// - Throws: ``SnapshotParseError`` naming the line, column and a fix.
  public static func parse(_ text: String) throws(SnapshotParseError) -> Recording {
    try parse(utf8: Array(text.utf8))
  }

  /// Reads a recording from the bytes of a snapshot file.
  ///
  /// - Parameter bytes: The file's bytes.
  /// - Returns: The recording.
  /// - Throws: ``SnapshotParseError`` naming the line, column and a fix.
  public static func parse(utf8 bytes: [UInt8]) throws(SnapshotParseError) -> Recording {
    // Normalise first: a file holding only a byte order mark is empty too.
    let normalized = normalize(bytes).bytes
    guard !normalized.isEmpty else {
      throw SnapshotParseError(
        .empty, line: 1, column: 1,
        "the file is empty; a snapshot file starts with '\(magic) \(version)'. "
          + "Delete it and record it again with RECORD_SNAPSHOTS=missing.")
    }
    var parser = try SnapshotParser(bytes: normalized)
    return try parser.parseRecording()
  }
}
