/// The chain of open node lines at some line of a snapshot text: the nodes that reading the text
/// from the top would have open there.
///
/// Entries are ordered by strictly increasing indentation, so the ancestors of any line are a
/// prefix of the chain, found by binary search. Each entry remembers the innermost `transition`
/// at or above it, so a breadcrumb costs O(log n) however deep the hierarchy is.
struct SnapshotAncestry {
  private struct Entry {
    let node: SnapshotNodeLine
    let innermostTransition: Int?
  }

  private var entries: [Entry] = []

  /// Returns how many open nodes are ancestors of a line with the given indentation.
  ///
  /// - Parameter indentation: The line's number of leading spaces.
  /// - Returns: The number of leading entries indented less than the line.
  func ancestorCount(ofIndentation indentation: Int) -> Int {
    var low = 0
    var high = entries.count
    while low < high {
      let middle = (low + high) / 2
      if entries[middle].node.indentation < indentation {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }

  /// Closes the nodes a new node line ends and opens the new node.
  ///
  /// - Parameter node: The node line just read.
  mutating func open(_ node: SnapshotNodeLine) {
    let parentCount = ancestorCount(ofIndentation: node.indentation)
    entries.removeSubrange(parentCount...)
    let innermostTransition = node.isTransition ? parentCount : entries.last?.innermostTransition
    entries.append(Entry(node: node, innermostTransition: innermostTransition))
  }

  /// Names the outermost, the innermost `transition` and the innermost of the first `count`
  /// entries, top-down and without repeats, with `…` where ancestors are left out.
  ///
  /// - Parameters:
  ///   - count: The number of leading entries that are a line's ancestors.
  ///   - breadcrumb: The text to append to: each label, such as `UIWindow #main`, and each `…`
  ///     follows a `separator`.
  ///   - separator: What goes before each part.
  func appendTrail(
    ofAncestorCount count: Int, to breadcrumb: inout String, separator: String
  ) {
    guard count > 0 else { return }
    var previous = -1
    func show(_ index: Int) {
      if index - previous > 1 {
        breadcrumb += separator
        breadcrumb += "…"
      }
      let node = entries[index].node
      breadcrumb += separator
      breadcrumb += node.typeName
      if let identifier = node.identifier {
        breadcrumb += " "
        breadcrumb += identifier
      }
      previous = index
    }
    show(0)
    if let transition = entries[count - 1].innermostTransition, transition > 0 {
      show(transition)
    }
    if count - 1 > previous {
      show(count - 1)
    }
  }
}
