/// A source of the short context text that follows a unified diff hunk header.
///
/// Like git's function context (`@@ -5,7 +5,8 @@ func name()`), the text tells a reader where in
/// the old text a hunk sits. The renderer asks once for all hunks so a provider can compute every
/// context in one pass over the old lines.
///
/// The renderer calls ``contexts(forOldText:atLineIndices:)``, which hands over the old text
/// without splitting all of it into lines; its default implementation splits it and calls
/// ``contexts(forOldLines:atLineIndices:)``, so a provider only has to write that one. A provider
/// that reads only a few lines around each hunk can implement the first to stay fast on long
/// texts.
public protocol HunkContextProvider: Sendable {
  /// Returns the context text for each requested line of the old text.
  ///
  /// Each index is the 0-based index of a hunk's first changed old line; for a hunk that only
  /// inserts, it is the old line just after the insertion point, clamped to the last old line.
  /// The renderer only asks when the old text has lines, replaces line breaks in the results with
  /// spaces, and shows nothing for `nil`, empty or missing results.
  ///
  /// - Parameters:
  ///   - oldLines: The lines of the old text, without their newlines.
  ///   - sortedIndices: Valid indices into `oldLines`, in ascending order.
  /// - Returns: One context per index, in the same order; `nil` when there is none.
  func contexts(forOldLines oldLines: [Substring], atLineIndices sortedIndices: [Int]) -> [String?]

  /// Returns the context text for each requested line of the old text, reading lines on demand.
  ///
  /// The indices and results are as for ``contexts(forOldLines:atLineIndices:)``.
  ///
  /// - Parameters:
  ///   - oldText: The old text; reading the lines near the requested ones is cheap.
  ///   - sortedIndices: Valid line indices of `oldText`, in ascending order.
  /// - Returns: One context per index, in the same order; `nil` when there is none.
  func contexts(forOldText oldText: HunkContextText, atLineIndices sortedIndices: [Int])
    -> [String?]
}

extension HunkContextProvider {
  /// Splits the old text into lines and calls ``contexts(forOldLines:atLineIndices:)``.
  ///
  /// - Parameters:
  ///   - oldText: The old text.
  ///   - sortedIndices: Valid line indices of `oldText`, in ascending order.
  /// - Returns: What ``contexts(forOldLines:atLineIndices:)`` returns for all of its lines.
  public func contexts(forOldText oldText: HunkContextText, atLineIndices sortedIndices: [Int])
    -> [String?]
  {
    contexts(forOldLines: oldText.allLines, atLineIndices: sortedIndices)
  }
}
