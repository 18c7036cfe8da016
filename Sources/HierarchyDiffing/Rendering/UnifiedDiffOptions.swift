/// Settings for rendering a line diff as a unified diff.
public struct UnifiedDiffOptions: Sendable {
  /// The path on the `---` header line.
  public var oldPath: String
  /// The path on the `+++` header line.
  public var newPath: String
  /// The number of unchanged lines shown around each change; negative values count as zero.
  public var contextLines: Int
  /// The source of the text shown after each hunk header's closing `@@`, if any.
  public var hunkContext: (any HunkContextProvider)?

  /// Creates rendering settings.
  ///
  /// - Parameters:
  ///   - oldPath: The path on the `---` header line.
  ///   - newPath: The path on the `+++` header line.
  ///   - contextLines: The number of unchanged lines shown around each change.
  ///   - hunkContext: The source of the text shown after each hunk header, if any.
  public init(
    oldPath: String = "a/reference",
    newPath: String = "b/actual",
    contextLines: Int = 3,
    hunkContext: (any HunkContextProvider)? = nil
  ) {
    self.oldPath = oldPath
    self.newPath = newPath
    self.contextLines = contextLines
    self.hunkContext = hunkContext
  }
}
