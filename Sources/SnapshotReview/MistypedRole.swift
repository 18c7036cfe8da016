import PresentationHierarchy

/// A node line's role that is no known role but a typo away from one, which `snapshots check`
/// reports although the format accepts it.
///
/// The format takes any lowercase word as a role, so that a capture can add its own without a
/// format change (`scroll-view`), and the parser stays that lenient. But a word a typo away from
/// a known role, such as `transtion`, is almost surely a hand edit gone wrong: read as a role of
/// its own, it would silently change what the node means.
struct MistypedRole {
  /// The line, counted from 1.
  let line: Int
  /// The column of the role's first character, counted from 1.
  let column: Int
  /// The role as written.
  let word: String
  /// The known role it was probably meant to be.
  let suggestion: String

  /// The known roles, in the order ties between suggestions are broken.
  private static let known = Role.common.map(\.rawValue)

  /// Returns the first mistyped role of a snapshot file that parses, or `nil` when there is none.
  ///
  /// Node lines are the lines after the header whose first word is a role word: the other lines
  /// of a step (its heading, `front-to-back:`, `warning:`, `exception:`) start with no such word.
  ///
  /// - Parameter text: The file's text, normalised (LF line endings, no byte order mark).
  /// - Returns: The first mistyped role, or `nil`.
  static func first(in text: String) -> MistypedRole? {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    // The header ends at the first blank line; the steps follow it.
    guard let firstBlank = lines.firstIndex(where: \.isEmpty) else { return nil }
    for index in lines.indices where index > firstBlank {
      let line = lines[index]
      let indentation = line.prefix { $0 == " " }.count
      let word = String(line.dropFirst(indentation).prefix { $0 != " " })
      guard Role(rawValue: word) != nil, !known.contains(word),
        let suggestion = NearestName.suggestion(for: word, among: known)
      else { continue }
      return MistypedRole(
        line: index + 1, column: indentation + 1, word: word, suggestion: suggestion)
    }
    return nil
  }

  /// The message `snapshots check` prints after `file:line:column: `.
  var message: String {
    "unknown role '\(word)': did you mean '\(suggestion)'? (the roles are "
      + Self.known.joined(separator: ", ") + ")"
  }
}
