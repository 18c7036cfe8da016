import SnapshotStorage

/// The contents `snapshots init` writes into a package.
enum SetupFiles {
  static func gitignore(snapshots: String) -> [String] {
    [
      ".build/",
      "# Pending snapshots written on a mismatch: review them, never commit them.",
      "/\(snapshots)/**/*" + SnapshotFiles.pendingSuffix,
    ]
  }

  /// A `.gitignore` line as a pattern, for whether a file already has it: without one leading
  /// and one trailing `/`, so `.build`, `/.build` and `.build/` all count as `.build/`.
  static func gitignorePattern(_ line: Substring) -> Substring {
    var pattern = line
    if pattern.hasPrefix("/") { pattern = pattern.dropFirst() }
    if pattern.hasSuffix("/") { pattern = pattern.dropLast() }
    return pattern
  }

  static func gitattributes(snapshots: String) -> [String] {
    ["\(snapshots)/** text eol=lf", "\(snapshots)/**/*.txt diff=\(diffDriver)"]
  }

  /// The Git diff driver `.gitattributes` names for snapshot files.
  static let diffDriver = "presentation-snapshot"

  /// The command that makes the driver's hunk headers name the step of a change (`## step 2:
  /// present cover`); Git settings can't be committed, so each clone runs it once.
  static let diffDriverCommand = "git config diff.\(diffDriver).xfuncname '^## step .*$'"

  static let editorconfig = [
    "# Snapshot references are compared byte for byte: editors must not touch them.",
    "[*]",
    "charset = utf-8",
    "end_of_line = lf",
    "insert_final_newline = true",
    "trim_trailing_whitespace = false",
  ]

  /// A GitHub Actions workflow: tests under CI (nothing is written into the snapshots folder),
  /// the failures' recordings and patches as an artifact, the Markdown report as the job summary
  /// and, on a pull request, as a comment that each run updates.
  ///
  /// The comment is created only when a snapshot failed or was written, and is cut below
  /// GitHub's 65,536-character limit; a pull request from a fork gets a read-only token, so
  /// that step may fail without failing the job.
  static let workflow = [
    "name: Snapshots",
    "on: [push, pull_request]",
    "",
    "permissions:",
    "  contents: read",
    "  pull-requests: write",
    "",
    "jobs:",
    "  test:",
    "    runs-on: ubuntu-latest",
    "    container: swift:6.3",
    "    env:",
    "      SNAPSHOT_ARTIFACTS: ${{ github.workspace }}/.build/snapshots/artifacts",
    "    steps:",
    "      - uses: actions/checkout@v4",
    "      - name: Test",
    "        run: >-",
    "          mkdir -p .build/snapshots &&",
    "          swift test",
    "          --event-stream-output-path .build/snapshots/events.jsonl",
    "          --event-stream-version 6.3",
    "      - name: Check snapshot files",
    "        if: always()",
    "        run: swift run snapshots check",
    "      - name: Snapshot report",
    "        if: always()",
    "        run: >-",
    "          swift run snapshots report --markdown > .build/snapshots/report.md &&",
    "          cat .build/snapshots/report.md >> \"$GITHUB_STEP_SUMMARY\"",
    "      - name: Comment on the pull request",
    "        if: always() && github.event_name == 'pull_request'",
    "        continue-on-error: true",
    "        uses: actions/github-script@v7",
    "        with:",
    "          script: |",
    "            const fs = require('fs');",
    "            const marker = '<!-- snapshots report -->';",
    "            let report = fs.readFileSync('.build/snapshots/report.md', 'utf8');",
    "            if (report.length > 60000) {",
    "              report = report.slice(0, 60000) + '\\n\\n_Cut: see the job summary._\\n';",
    "            }",
    "            const body = marker + '\\n' + report;",
    "            const { owner, repo } = context.repo;",
    "            const issue_number = context.issue.number;",
    "            const comments = await github.paginate(github.rest.issues.listComments, {",
    "              owner, repo, issue_number,",
    "            });",
    "            const previous = comments.find((c) => c.body && c.body.startsWith(marker));",
    "            if (previous) {",
    "              await github.rest.issues.updateComment({",
    "                owner, repo, comment_id: previous.id, body,",
    "              });",
    "            } else if (report.includes('\\n### ')) {",
    "              await github.rest.issues.createComment({ owner, repo, issue_number, body });",
    "            }",
    "      - name: Upload snapshot artifacts",
    "        if: failure()",
    "        uses: actions/upload-artifact@v4",
    "        with:",
    "          name: snapshots",
    "          path: .build/snapshots/",
    "          if-no-files-found: ignore",
  ]
}
