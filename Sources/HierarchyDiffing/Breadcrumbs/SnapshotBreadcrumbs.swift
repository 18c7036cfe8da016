/// Hunk header context for presentation snapshot texts: the step and the node's ancestors.
///
/// For a changed line, the breadcrumb is the text of the latest `## ` step heading at or above
/// it, followed by the line's ancestor nodes (not the line itself), found by indentation: the
/// window, the innermost `transition` and the immediate parent, with `…` where ancestors are left
/// out, for example `step 2: present › UIWindow #main › UITransitionView › … › ZStack`. Lines
/// before the first heading get no breadcrumb. The ancestors are found by reading upwards from
/// each requested line, never further than the previous requested line, the step heading or the
/// outermost ancestor, without recursion, so hierarchies of any depth and long texts with few
/// changes are fine.
public struct SnapshotBreadcrumbs: HunkContextProvider {
  /// The longest breadcrumb in characters; longer ones are cut to fit and end with `…`.
  public static let maximumLength = 120

  /// Creates the breadcrumb provider.
  public init() {}

  /// Returns the breadcrumb for each requested line of a snapshot text.
  ///
  /// - Parameters:
  ///   - oldLines: The lines of the old snapshot text, without their newlines.
  ///   - sortedIndices: Indices into `oldLines`, in ascending order.
  /// - Returns: One breadcrumb per index, or `nil` for lines before the first step heading.
  public func contexts(
    forOldLines oldLines: [Substring], atLineIndices sortedIndices: [Int]
  ) -> [String?] {
    contexts(forOldText: HunkContextText(joining: oldLines), atLineIndices: sortedIndices)
  }

  /// Returns the breadcrumb for each requested line of a snapshot text, reading upwards from
  /// each line only as far as it needs to.
  ///
  /// - Parameters:
  ///   - oldText: The old snapshot text.
  ///   - sortedIndices: Line indices of `oldText`, in ascending order.
  /// - Returns: One breadcrumb per index, or `nil` for lines before the first step heading.
  public func contexts(
    forOldText oldText: HunkContextText, atLineIndices sortedIndices: [Int]
  ) -> [String?] {
    oldText.lines.text.withBytes { bytes in
      var reader = BreadcrumbReader(text: oldText, bytes: bytes)
      return sortedIndices.map { index in
        reader.breadcrumb(atLine: index).map(Self.shortened)
      }
    }
  }

  /// Cuts a breadcrumb to the maximum length.
  ///
  /// - Parameter breadcrumb: The full breadcrumb.
  /// - Returns: `breadcrumb` if it fits, otherwise its start followed by `…`.
  private static func shortened(_ breadcrumb: String) -> String {
    // No more bytes than allowed characters means no more characters either, without counting
    // them (which means finding every grapheme cluster).
    guard breadcrumb.utf8.count > maximumLength, breadcrumb.count > maximumLength else {
      return breadcrumb
    }
    return breadcrumb.prefix(maximumLength - 1) + "…"
  }
}
