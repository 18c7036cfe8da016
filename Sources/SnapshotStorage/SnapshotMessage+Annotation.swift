import Foundation

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
  /// ::error file=Tests/AppTests/ToastTests.swift,line=20::Snapshot Snapshots/… does not match the recording. step 2 …
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
      summary.append(text.trimmingCharacters(in: .whitespaces))
    }
    let properties = "file=\(escapeProperty(file)),line=\(line)"
    return "::error \(properties)::\(escapeData(summary.joined(separator: " ")))"
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
    escapeData(text).replacingOccurrences(of: ":", with: "%3A")
      .replacingOccurrences(of: ",", with: "%2C")
  }
}
