#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension SnapshotMessage {
  /// The environment variable GitHub Actions sets to `true` in its jobs.
  public static let gitHubActionsVariable = "GITHUB_ACTIONS"

  /// Returns whether workflow annotations should be printed: `GITHUB_ACTIONS` is `true`.
  ///
  /// - Parameter environment: The process environment.
  /// - Returns: `true` inside a GitHub Actions job.
  public static func usesAnnotations(_ environment: [String: String]) -> Bool {
    environment[gitHubActionsVariable] == "true"
  }

  /// Returns a GitHub Actions error annotation for a failure message, which GitHub shows on
  /// the pull request's diff at the given line.
  ///
  /// The annotation's text is the message's lines before its diff, joined into one line:
  ///
  /// ```text
  /// ::error file=Tests/AppTests/ToastTests.swift,line=20::step 2 "present cover": `toast` is now behind `cover` (was in front) Snapshot Snapshots/… does not match the recording.
  /// ```
  ///
  /// - Parameters:
  ///   - message: The failure message, as ``text(for:locations:testFilter:isCI:modeSource:)``
  ///     returns it.
  ///   - file: The test source's path relative to the package root.
  ///   - line: The 1-based line of the assertion.
  /// - Returns: The `::error …` workflow command, one line.
  public static func annotation(for message: String, file: String, line: Int) -> String {
    var summary: [String] = []
    for text in message.split(separator: "\n", omittingEmptySubsequences: false) {
      if text.isEmpty { break }
      summary.append(trimmingBlanks(text))
    }
    let properties = "file=\(escapeProperty(file)),line=\(line)"
    return "::error \(properties)::\(escapeData(summary.joined(separator: " ")))"
  }

  /// A line without its leading and trailing spaces and tabs.
  private static func trimmingBlanks(_ line: Substring) -> String {
    let isBlank: (Character) -> Bool = { $0 == " " || $0 == "\t" }
    guard let first = line.firstIndex(where: { !isBlank($0) }),
      let last = line.lastIndex(where: { !isBlank($0) })
    else { return "" }
    return String(line[first...last])
  }

  /// Escapes a workflow command's message as GitHub requires: `%`, `\r` and `\n`.
  ///
  /// - Parameter text: The message.
  /// - Returns: The escaped message.
  public static func escapeData(_ text: String) -> String {
    var escaped = ""
    for scalar in text.unicodeScalars {
      switch scalar {
      case "%": escaped += "%25"
      case "\r": escaped += "%0D"
      case "\n": escaped += "%0A"
      default: escaped.unicodeScalars.append(scalar)
      }
    }
    return escaped
  }

  /// Escapes a workflow command's property value: as ``escapeData(_:)``, plus `:` and `,`.
  ///
  /// - Parameter text: The value.
  /// - Returns: The escaped value.
  public static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacing(":", with: "%3A").replacing(",", with: "%2C")
  }
}
