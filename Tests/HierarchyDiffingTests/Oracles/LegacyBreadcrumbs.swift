// The breadcrumb provider as it was before it read upwards from each hunk (commit 94b66d7): one
// forward pass over every line. Kept verbatim, types renamed, as the reference the new provider
// must reproduce.

import HierarchyDiffing
import PresentationHierarchy

/// Hunk header context for presentation snapshot texts: the step and the node's ancestors.
///
/// For a changed line, the breadcrumb is the text of the latest `## ` step heading at or above
/// it, followed by the line's ancestor nodes (not the line itself), found by indentation: the
/// window, the innermost `transition` and the immediate parent, with `…` where ancestors are left
/// out, for example `step 2: present › UIWindow #main › UITransitionView › … › ZStack`. Lines
/// before the first heading get no breadcrumb. All contexts come from one forward pass, without
/// recursion, so hierarchies of any depth are fine.
struct LegacyBreadcrumbs: HunkContextProvider {
  /// The longest breadcrumb in characters; longer ones are cut to fit and end with `…`.
  static let maximumLength = 120

  /// Returns the breadcrumb for each requested line of a snapshot text.
  ///
  /// - Parameters:
  ///   - oldLines: The lines of the old snapshot text, without their newlines.
  ///   - sortedIndices: Indices into `oldLines`, in ascending order.
  /// - Returns: One breadcrumb per index, or `nil` for lines before the first step heading.
  func contexts(
    forOldLines oldLines: [Substring], atLineIndices sortedIndices: [Int]
  ) -> [String?] {
    var breadcrumbs: [String?] = Array(repeating: nil, count: sortedIndices.count)
    var nextRequest = 0
    var heading: Substring?
    var ancestry = LegacyAncestry()
    for (lineIndex, line) in zip(oldLines.indices, oldLines) {
      guard nextRequest < sortedIndices.count else { break }
      if line.utf8.starts(with: "## ".utf8) {
        heading = line[line.utf8.index(line.startIndex, offsetBy: 3)...]
        ancestry.removeAll()
      }
      let (indentation, content) =
        heading == nil ? (0, line) : LegacyNodeLine.indentation(of: line)
      while nextRequest < sortedIndices.count, sortedIndices[nextRequest] <= lineIndex {
        if let heading, sortedIndices[nextRequest] == lineIndex {
          let ancestorCount = ancestry.ancestorCount(ofIndentation: indentation)
          let trail = [String(heading)] + ancestry.trail(ofAncestorCount: ancestorCount)
          breadcrumbs[nextRequest] = Self.shortened(trail.joined(separator: " › "))
        }
        nextRequest += 1
      }
      if heading != nil, let node = LegacyNodeLine(content: content, indentation: indentation) {
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

/// The chain of open node lines while reading a snapshot text from top to bottom.
///
/// Entries are ordered by strictly increasing indentation, so the ancestors of any line are a
/// prefix of the chain, found by binary search. Each entry remembers the innermost `transition`
/// at or above it, so a breadcrumb costs O(log n) however deep the hierarchy is.
struct LegacyAncestry {
  private struct Entry {
    let node: LegacyNodeLine
    let innermostTransition: Int?
  }

  private var entries: [Entry] = []

  /// Forgets all nodes, as at the start of a new step.
  mutating func removeAll() {
    entries.removeAll(keepingCapacity: true)
  }

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
  mutating func open(_ node: LegacyNodeLine) {
    let parentCount = ancestorCount(ofIndentation: node.indentation)
    entries.removeSubrange(parentCount...)
    let innermostTransition = node.isTransition ? parentCount : entries.last?.innermostTransition
    entries.append(Entry(node: node, innermostTransition: innermostTransition))
  }

  /// Names the outermost, the innermost `transition` and the innermost of the first `count`
  /// entries, top-down and without repeats, with `"…"` where ancestors are left out.
  ///
  /// - Parameter count: The number of leading entries that are a line's ancestors.
  /// - Returns: The shortened trail of labels such as `UIWindow #main`.
  func trail(ofAncestorCount count: Int) -> [String] {
    guard count > 0 else { return [] }
    var shown = [0]
    if let transition = entries[count - 1].innermostTransition, transition > 0 {
      shown.append(transition)
    }
    if count - 1 > shown[shown.count - 1] {
      shown.append(count - 1)
    }
    var labels: [String] = []
    var previous = -1
    for index in shown {
      if index - previous > 1 {
        labels.append("…")
      }
      let node = entries[index].node
      labels.append(node.identifier.map { "\(node.typeName) \($0)" } ?? String(node.typeName))
      previous = index
    }
    return labels
  }
}

/// The parts of a snapshot node line that breadcrumbs show.
///
/// A node line is indented by two spaces per depth and starts with a role word (a lowercase
/// letter, then lowercase letters, digits or `-`), a space and the type name: a bare word or a
/// double-quoted string with backslash escapes. An identifier token, `#word` or `#"quoted"`, may
/// follow after another space. The rest of the line does not matter here.
struct LegacyNodeLine {
  /// The number of leading spaces.
  let indentation: Int
  /// Whether the role word is `transition`.
  let isTransition: Bool
  /// The type name as written, quotes included.
  let typeName: Substring
  /// The identifier token as written, `#` included, if the line has one.
  let identifier: Substring?

  /// Parses a node line, or returns `nil` when the line is not one.
  ///
  /// - Parameters:
  ///   - content: A snapshot text line after its leading spaces, without its newline.
  ///   - indentation: The number of leading spaces before `content`.
  init?(content: Substring, indentation: Int) {
    guard indentation.isMultiple(of: 2) else { return nil }
    let bytes = content.utf8
    var cursor = bytes.startIndex
    let roleStart = cursor
    while cursor < bytes.endIndex, bytes[cursor] != LegacyASCIIByte.space {
      bytes.formIndex(after: &cursor)
    }
    let role = bytes[roleStart..<cursor]
    guard Role(rawValue: String(decoding: role, as: UTF8.self)) != nil,
      Self.skipSpace(in: bytes, at: &cursor),
      let typeName = Self.token(in: content, at: &cursor)
    else { return nil }
    self.indentation = indentation
    isTransition = role.elementsEqual("transition".utf8)
    self.typeName = typeName
    var identifierStart = cursor
    if Self.skipSpace(in: bytes, at: &identifierStart), identifierStart < bytes.endIndex,
      bytes[identifierStart] == LegacyASCIIByte.numberSign
    {
      var identifierEnd = bytes.index(after: identifierStart)
      if Self.token(in: content, at: &identifierEnd) != nil {
        identifier = content[identifierStart..<identifierEnd]
      } else {
        identifier = nil
      }
    } else {
      identifier = nil
    }
  }

  /// Splits a line into its leading spaces and the rest.
  ///
  /// - Parameter line: A line of text.
  /// - Returns: The number of leading `" "` characters and the line after them.
  static func indentation(of line: Substring) -> (width: Int, content: Substring) {
    let bytes = line.utf8
    let width =
      bytes.withContiguousStorageIfAvailable { contiguousBytes in
        var width = 0
        while width < contiguousBytes.count, contiguousBytes[width] == LegacyASCIIByte.space {
          width += 1
        }
        return width
      } ?? bytes.prefix { $0 == LegacyASCIIByte.space }.count
    return (width, line[bytes.index(bytes.startIndex, offsetBy: width)...])
  }

  /// Moves `cursor` past one space.
  ///
  /// - Parameters:
  ///   - bytes: The line's bytes.
  ///   - cursor: The position to check; advanced only when it holds a space.
  /// - Returns: Whether there was a space.
  private static func skipSpace(
    in bytes: Substring.UTF8View, at cursor: inout Substring.Index
  ) -> Bool {
    guard cursor < bytes.endIndex, bytes[cursor] == LegacyASCIIByte.space else { return false }
    bytes.formIndex(after: &cursor)
    return true
  }

  /// Reads a bare word or a complete quoted string starting at `cursor`.
  ///
  /// - Parameters:
  ///   - line: The line to read from.
  ///   - cursor: The token's first position; on success, moved just past the token.
  /// - Returns: The token as written, or `nil` when there is no word or the quote is unclosed.
  private static func token(in line: Substring, at cursor: inout Substring.Index) -> Substring? {
    let bytes = line.utf8
    let start = cursor
    guard start < bytes.endIndex else { return nil }
    var position = start
    if bytes[position] == LegacyASCIIByte.quotationMark {
      bytes.formIndex(after: &position)
      while position < bytes.endIndex {
        let byte = bytes[position]
        bytes.formIndex(after: &position)
        if byte == LegacyASCIIByte.quotationMark {
          cursor = position
          return line[start..<position]
        }
        if byte == LegacyASCIIByte.backslash, position < bytes.endIndex {
          bytes.formIndex(after: &position)
        }
      }
      return nil
    }
    while position < bytes.endIndex, bytes[position] != LegacyASCIIByte.space {
      bytes.formIndex(after: &position)
    }
    guard position > start else { return nil }
    cursor = position
    return line[start..<position]
  }
}

/// The ASCII bytes the breadcrumb line parser looks for.
enum LegacyASCIIByte {
  static let space = UInt8(ascii: " ")
  static let numberSign = UInt8(ascii: "#")
  static let quotationMark = UInt8(ascii: "\"")
  static let backslash = UInt8(ascii: "\\")
}
