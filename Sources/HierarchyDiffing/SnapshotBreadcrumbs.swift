/// Hunk header context for presentation snapshot texts: the step and the node's ancestors.
///
/// For a changed line, the breadcrumb is the text of the latest `## ` step heading at or above
/// it, followed by the line's ancestor nodes (not the line itself), found by indentation: the
/// window, the innermost `transition` and the immediate parent, with `…` where ancestors are left
/// out, for example `step 2: present › UIWindow #main › UITransitionView › … › ZStack`. Lines
/// before the first heading get no breadcrumb. All contexts come from one forward pass, without
/// recursion, so hierarchies of any depth are fine.
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
    var breadcrumbs: [String?] = Array(repeating: nil, count: sortedIndices.count)
    var nextRequest = 0
    var heading: Substring?
    var ancestry = SnapshotAncestry()
    for (lineIndex, line) in zip(oldLines.indices, oldLines) {
      guard nextRequest < sortedIndices.count else { break }
      if line.utf8.starts(with: "## ".utf8) {
        heading = line[line.utf8.index(line.startIndex, offsetBy: 3)...]
        ancestry.removeAll()
      }
      let (indentation, content) =
        heading == nil ? (0, line) : SnapshotNodeLine.indentation(of: line)
      while nextRequest < sortedIndices.count, sortedIndices[nextRequest] <= lineIndex {
        if let heading, sortedIndices[nextRequest] == lineIndex {
          let ancestorCount = ancestry.ancestorCount(ofIndentation: indentation)
          let trail = [String(heading)] + ancestry.trail(ofAncestorCount: ancestorCount)
          breadcrumbs[nextRequest] = Self.shortened(trail.joined(separator: " › "))
        }
        nextRequest += 1
      }
      if heading != nil, let node = SnapshotNodeLine(content: content, indentation: indentation) {
        ancestry.open(node)
      }
    }
    return breadcrumbs
  }

  /// Cuts a breadcrumb to the maximum length.
  ///
  /// - Parameter breadcrumb: The full breadcrumb.
  /// - Returns: `breadcrumb` if it fits, otherwise its start followed by `…`.
  private static func shortened(_ breadcrumb: String) -> String {
    guard breadcrumb.count > maximumLength else { return breadcrumb }
    return breadcrumb.prefix(maximumLength - 1) + "…"
  }
}
