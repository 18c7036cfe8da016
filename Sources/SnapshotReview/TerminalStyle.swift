#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// Whether and how output is coloured: only on a terminal, and never when `NO_COLOR` is set.
package struct TerminalStyle: Sendable {
  /// Whether ANSI colour codes are written.
  package var usesColor: Bool

  /// Creates a style.
  ///
  /// - Parameter usesColor: Whether ANSI colour codes are written.
  package init(usesColor: Bool) {
    self.usesColor = usesColor
  }

  /// Returns the style for an output: colour when it is a terminal and `NO_COLOR` is unset.
  ///
  /// - Parameters:
  ///   - isTerminal: Whether the output is a terminal.
  ///   - environment: The process environment.
  /// - Returns: The style.
  package static func detect(isTerminal: Bool, environment: [String: String]) -> TerminalStyle {
    TerminalStyle(usesColor: isTerminal && environment["NO_COLOR"] == nil)
  }

  /// Returns text in bold.
  ///
  /// - Parameter text: The text.
  /// - Returns: The text, wrapped in colour codes when colour is on.
  package func bold(_ text: String) -> String { paint(text, "1") }

  /// Returns a unified diff with removed lines red, added lines green and hunk headers cyan.
  ///
  /// - Parameter diff: A unified diff.
  /// - Returns: The diff, coloured when colour is on.
  package func diff(_ diff: String) -> String {
    guard usesColor else { return diff }
    var lines: [String] = []
    for line in diff.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = String(line)
      if text.hasPrefix("---") || text.hasPrefix("+++") {
        lines.append(paint(text, "1"))
      } else if text.hasPrefix("@@") {
        lines.append(paint(text, "36"))
      } else if text.hasPrefix("-") {
        lines.append(paint(text, "31"))
      } else if text.hasPrefix("+") {
        lines.append(paint(text, "32"))
      } else {
        lines.append(text)
      }
    }
    return lines.joined(separator: "\n")
  }

  private func paint(_ text: String, _ code: String) -> String {
    usesColor && !text.isEmpty ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
  }
}
