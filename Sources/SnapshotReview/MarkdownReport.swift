import SnapshotStorage

/// Renders a ``ReportDigest`` as Markdown for a pull-request comment or a CI job summary.
package enum MarkdownReport {
  /// The most diff lines shown per snapshot; comments and job summaries have size limits.
  package static let maximumDiffLines = 300

  /// Returns the Markdown text of a digest.
  ///
  /// - Parameter digest: The digest.
  /// - Returns: A heading with the counts, then a section per failed or written snapshot: its
  ///   summary, its differing steps, a table of the first few of them (``StepGlance``), its
  ///   diff, and a link to its before/after picture when one was written.
  package static func render(_ digest: ReportDigest) -> String {
    var lines = [
      "## \(digest.failed > 0 ? "❌" : "✅") \(digest.summaryLine)",
      "",
      "| Failed | Written | Passed | Total |",
      "| ---: | ---: | ---: | ---: |",
      "| \(digest.failed) | \(digest.written) | \(digest.passed) | \(digest.total) |",
    ]
    for item in digest.snapshots {
      lines += ["", "### \(heading(for: item))", "", "Test: `\(item.test)`"]
      if let summary = item.summary { lines += ["", summary] }
      // The steps are listed when there is more to say than the summary: several steps, or
      // UIKit warnings new in one.
      if let steps = item.steps,
        steps.count > 1 || steps.contains(where: { !$0.newMessages.isEmpty })
      {
        lines.append("")
        for step in steps {
          lines.append("- \(step.headline)")
          lines += step.newMessages.map { "  - ⚠️ `\($0)`" }
        }
      }
      // Each differing step at a glance, so the pull request shows the change without the
      // picture: the first few, before the diff.
      lines += glanceLines(item.steps ?? [])
      if let diff = item.diff {
        lines += ["", "<details open><summary>Diff</summary>", ""] + fenced(diff)
        lines += ["", "</details>"]
      } else {
        lines += ["", "_No diff kept: set SNAPSHOT_ARTIFACTS to keep the actual recordings._"]
      }
      if let picture = item.picture {
        lines += ["", "Picture: [reference and actual, side by side](\(link(picture)))"]
      }
    }
    if !digest.snapshots.isEmpty {
      lines += [
        "",
        "Review locally with `swift test`, then `swift run snapshots review` "
          + "(or `accept`/`reject`).",
      ]
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private static func heading(for item: ReportDigest.Item) -> String {
    let mark = item.outcome == .failed ? "✘" : "✚"
    return "\(mark) `\(item.snapshot)` (\(item.reason.rawValue))"
  }

  /// Percent-encodes a relative path for a Markdown link: every byte but letters, digits,
  /// `-`, `.`, `_`, `~` and `/`.
  static func link(_ path: String) -> String {
    var result = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
        result.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        result += "%" + (byte < 16 ? "0" : "") + hex
      }
    }
    return result
  }

  /// Wraps a diff in a fence longer than any run of backticks inside it, shortening long diffs.
  private static func fenced(_ diff: String) -> [String] {
    var body = diff.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if body.last == "" { body.removeLast() }
    if body.count > maximumDiffLines {
      let hidden = body.count - maximumDiffLines
      body = Array(body.prefix(maximumDiffLines)) + ["… \(hidden) more lines"]
    }
    var longestRun = 0
    for line in body {
      var run = 0
      for character in line {
        run = character == "`" ? run + 1 : 0
        longestRun = max(longestRun, run)
      }
    }
    let fence = String(repeating: "`", count: max(3, longestRun + 1))
    return [fence + "diff"] + body + [fence]
  }
}
