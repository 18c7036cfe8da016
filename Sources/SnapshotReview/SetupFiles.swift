import SnapshotStorage

/// The contents `snapshots init` writes into a package.
enum SetupFiles {
  static func gitignore(snapshots: String) -> [String] {
    [
      "# Pending snapshots written on a mismatch: review them, never commit them.",
      "/\(snapshots)/**/*" + SnapshotFiles.pendingSuffix,
    ]
  }

  static func gitattributes(snapshots: String) -> [String] {
    ["\(snapshots)/** text eol=lf"]
  }

  static let editorconfig = [
    "# Snapshot references are compared byte for byte: editors must not touch them.",
    "[*]",
    "charset = utf-8",
    "end_of_line = lf",
    "insert_final_newline = true",
    "trim_trailing_whitespace = false",
  ]

  /// A GitHub Actions workflow: tests under CI (nothing is written into the snapshots folder),
  /// the failures' recordings and patches as an artifact, the Markdown report as the job summary.
  static let workflow = [
    "name: Snapshots",
    "on: [push, pull_request]",
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
    "        run: swift run snapshots report --markdown >> \"$GITHUB_STEP_SUMMARY\"",
    "      - name: Upload snapshot artifacts",
    "        if: failure()",
    "        uses: actions/upload-artifact@v4",
    "        with:",
    "          name: snapshots",
    "          path: .build/snapshots/",
    "          if-no-files-found: ignore",
  ]
}
