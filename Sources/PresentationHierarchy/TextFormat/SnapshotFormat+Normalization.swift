/// A change ``SnapshotFormat/normalize(_:)`` made to the bytes of a snapshot file.
public enum TextNormalization: Hashable, Sendable, CustomStringConvertible {
  /// A leading UTF-8 byte order mark was removed.
  case removedByteOrderMark
  /// This many CRLF line endings were turned into LF.
  case convertedLineEndings(count: Int)
  /// The missing newline at the end of the last line was added (editors often drop it).
  case addedFinalNewline

  public var description: String {
    switch self {
    case .removedByteOrderMark:
      return "removed a UTF-8 byte order mark"
    case .convertedLineEndings(let count):
      return "converted \(count) CRLF line ending\(count == 1 ? "" : "s") to LF "
        + "(check that .gitattributes has 'Snapshots/** text eol=lf')"
    case .addedFinalNewline:
      return "added the missing final newline (check that Snapshots/.editorconfig has "
        + "'insert_final_newline = true')"
    }
  }
}

extension SnapshotFormat {
  /// The UTF-8 byte order mark.
  private static let byteOrderMark: [UInt8] = [0xEF, 0xBB, 0xBF]

  /// Removes a leading byte order mark, turns CRLF line endings into LF and adds a missing
  /// final newline.
  ///
  /// Editors and Git on Windows do all three; none changes what a snapshot means, so the parser
  /// accepts them after this step. Other carriage returns are left alone (and rejected later).
  /// A file cut off in the middle still differs from its recording, and one cut after a step's
  /// heading is still rejected as truncated.
  ///
  /// - Parameter bytes: The file's bytes.
  /// - Returns: The normalised bytes and the changes made, empty when there were none.
  public static func normalize(_ bytes: [UInt8]) -> (bytes: [UInt8], changes: [TextNormalization]) {
    let hasByteOrderMark = bytes.starts(with: byteOrderMark)
    let lacksFinalNewline =
      bytes.count > (hasByteOrderMark ? byteOrderMark.count : 0)
      && bytes.last != ASCII.newline
    guard
      hasByteOrderMark || lacksFinalNewline || ByteScan.contains(ASCII.carriageReturn, in: bytes)
    else {
      return (bytes, [])
    }
    var changes: [TextNormalization] = []
    var start = 0
    if hasByteOrderMark {
      start = byteOrderMark.count
      changes.append(.removedByteOrderMark)
    }
    var output: [UInt8] = []
    output.reserveCapacity(bytes.count - start + 1)
    var converted = 0
    var index = start
    while index < bytes.count {
      let byte = bytes[index]
      if byte == ASCII.carriageReturn, index + 1 < bytes.count, bytes[index + 1] == ASCII.newline {
        converted += 1
      } else {
        output.append(byte)
      }
      index += 1
    }
    if converted > 0 {
      changes.append(.convertedLineEndings(count: converted))
    }
    if lacksFinalNewline {
      output.append(ASCII.newline)
      changes.append(.addedFinalNewline)
    }
    return (changes.isEmpty ? bytes : output, changes)
  }

  /// Returns the byte offset of the first invalid UTF-8 sequence, or `nil` when all is valid.
  static func firstInvalidUTF8Offset(_ bytes: [UInt8]) -> Int? {
    var parser = Unicode.UTF8.ForwardParser()
    var iterator = bytes.makeIterator()
    var offset = 0
    while true {
      switch parser.parseScalar(from: &iterator) {
      case .valid(let encoded): offset += encoded.count
      case .emptyInput: return nil
      case .error: return offset
      }
    }
  }

  /// Whether a line starts with a byte a conflict marker starts with: a quick test before the
  /// markers are compared.
  static func mayStartConflictMarker(_ line: Range<Int>, _ bytes: [UInt8]) -> Bool {
    guard let first = line.first.map({ bytes[$0] }) else { return false }
    return first == UInt8(ascii: "<") || first == UInt8(ascii: "|") || first == UInt8(ascii: "=")
      || first == UInt8(ascii: ">")
  }

  /// The prefixes Git writes around conflicting hunks.
  static let conflictMarkers: [[UInt8]] = ["<<<<<<<", "|||||||", "=======", ">>>>>>>"].map {
    Array($0.utf8)
  }
}
