/// The error thrown when a snapshot file cannot be read, with the place and a way to fix it.
///
/// The ``description`` reads `line 7, column 3: <message>`; tools prefix it with the file path
/// to get the `file:line:column: message` form editors understand.
public struct SnapshotParseError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The kind of problem, for tools and tests that react to it.
  public var kind: Kind
  /// The 1-based line number.
  public var line: Int
  /// The 1-based column, counted in Unicode scalars.
  public var column: Int
  /// What is wrong and how to fix it, in words.
  public var message: String

  /// Creates an error.
  ///
  /// - Parameters:
  ///   - kind: The kind of problem.
  ///   - line: The 1-based line number.
  ///   - column: The 1-based column.
  ///   - message: What is wrong and how to fix it.
  package init(_ kind: Kind, line: Int, column: Int, _ message: String) {
    self.kind = kind
    self.line = line
    self.column = column
    self.message = message
  }

  public var description: String { "line \(line), column \(column): \(message)" }
}

extension SnapshotParseError {
  /// The kinds of problems a snapshot file can have.
  public enum Kind: Hashable, Sendable {
    /// The file has no bytes.
    case empty
    /// The bytes are not valid UTF-8.
    case invalidUTF8
    /// The file holds `<<<<<<<`, `=======`, `|||||||` or `>>>>>>>` lines from a merge.
    case mergeConflict
    /// The first line is not a `presentation-snapshot` header.
    case missingHeader
    /// The header names a format version this build cannot read.
    case unsupportedVersion
    /// The file stops in the middle of a line or a step.
    case truncated
    /// A line's indentation is not 2 spaces per level, uses tabs, or skips a level.
    case badIndentation
    /// A line holds a raw control character such as NUL or a tab.
    case controlCharacter
    /// A line does not follow the grammar.
    case syntax
    /// A line reads correctly but differs from the one form the writer produces.
    case nonCanonical
    /// A step's `front-to-back:` line disagrees with the tree below it.
    case frontToBackMismatch
  }
}
