/// The `--help` text of each review subcommand.
public enum CommandHelp {
  /// The review subcommands with a one-line description each, in the order `--help` lists them.
  public static let subcommands: [(name: String, abstract: String)] = [
    ("init", "Set a package up: Git ignores pending files, a CI workflow, editor settings."),
    ("review", "Review pending snapshots one at a time: accept, reject or skip each."),
    ("accept", "Replace references with their pending recordings."),
    ("reject", "Delete pending recordings and keep the references."),
    ("pending", "List pending snapshots."),
    ("check", "Parse snapshot files and report errors as file:line:column: message."),
    ("orphans", "List (or delete) snapshot files that no passing test uses."),
    ("diff", "Show the unified diff and tree summary of two snapshot files."),
    ("render", "Draw a snapshot file as an SVG picture: windows, layers, where taps land."),
    ("report", "Turn the last test run's report into Markdown or JSON for a pull request."),
  ]

  /// Returns the help text of a subcommand.
  ///
  /// - Parameter command: The subcommand's name.
  /// - Returns: The text, or `nil` for an unknown subcommand.
  public static func text(for command: String) -> String? {
    switch command {
    case "init": return initialize
    case "review": return review
    case "accept", "reject": return resolve(command)
    case "pending": return pending
    case "check": return check
    case "orphans": return orphans
    case "diff": return diff
    case "render": return render
    case "report": return report
    default: return nil
    }
  }

  private static let review = """
    OVERVIEW: Review pending snapshots (<reference>.new files) one at a time.

    For each one: the one-line summary of what changed, the coloured unified diff, then a key:
      a  accept (the pending file replaces the reference)
      r  reject (the pending file is deleted)
      s  skip (leave it pending)
      d  show the whole pending file
      q  quit (leave the rest pending)
      A  accept all remaining      R  reject all remaining

    Needs a terminal; elsewhere use 'snapshots accept' or 'snapshots reject'.

    USAGE: snapshots review [PATH ...]

    ARGUMENTS:
      PATH    Review only pending snapshots at or below these paths (default: Snapshots/).
    """

  private static func resolve(_ command: String) -> String {
    let action =
      command == "accept"
      ? "Replace each reference with its pending recording (<reference>.new)."
      : "Delete pending recordings (<reference>.new) and keep the references."
    return """
      OVERVIEW: \(action)

      USAGE: snapshots \(command) (PATH ... | --all)

      ARGUMENTS:
        PATH    A reference, its .new file, or a folder (every pending snapshot below it).

      OPTIONS:
        --all   Every pending snapshot under Snapshots/.
      """
  }

  private static let pending = """
    OVERVIEW: List pending snapshots: 'A' for a new file, 'M' for a changed one, with the summary.

    USAGE: snapshots pending [--json]

    OPTIONS:
      --json  Print a JSON array of {reference, pending, status, summary}.
    """

  private static let check = """
    OVERVIEW: Parse snapshot files and report each error as file:line:column: message.

    Exits with 1 when any file has an error.

    USAGE: snapshots check [PATH ...]

    ARGUMENTS:
      PATH    Snapshot files or folders (default: every reference under Snapshots/).
    """

  private static let orphans = """
    OVERVIEW: List snapshot files that no passing test uses.

    Judges from the last test run: its manifest (.build/snapshots/last-run.json) and the Swift
    Testing event stream it wrote (swift test --event-stream-output-path PATH
    --event-stream-version 0), which says which tests passed. A file of a test that failed, was
    skipped or did not finish is kept and never listed; standard error says why. When the last
    run can't be used (no event stream, filtered, another snapshots folder), the tests are run
    that way first.

    USAGE: snapshots orphans [--delete] [--no-run]

    OPTIONS:
      --delete  Delete the orphaned files (and their pending files).
      --no-run  Never run the tests: refuse, saying why, when the last run can't be used.
    """

  private static let diff = """
    OVERVIEW: Show the tree summary and unified diff of two snapshot files.

    Exits with 0 when they are the same, 1 when they differ, 2 on an error.

    USAGE: snapshots diff OLD NEW
    """

  private static let render = """
    OVERVIEW: Draw a snapshot file as an SVG picture.

    Each step is a row; each window a panel, back to front from left to right, with its level,
    key and interaction badges. Inside, the screen to scale: the window's layers (its transition
    views) as translucent rectangles, opaque views filled, identified nodes labelled. After each
    label, where a tap at the node's centre lands: '✓' on the node (or inside it), or
    'taps → X'. Hidden and covered nodes are grey and dashed.

    Without --step, every step is drawn, one under another. The SVG goes to standard output
    unless --output names a file; it is never written next to the snapshot, since Snapshots/
    holds only snapshot files.

    USAGE: snapshots render FILE [--step N] [--output PATH]

    ARGUMENTS:
      FILE           A snapshot file: a reference, or a pending .new file.

    OPTIONS:
      --step N       Draw only step N (steps are numbered from 1, as in the file).
      --output PATH  Write the SVG to PATH, creating its folder ('-': standard output).
    """

  private static let report = """
    OVERVIEW: Turn a test run's JSON report into a pull-request comment or CI job summary:
    counts, then each failed or new snapshot with its summary and diff.

    For a failed snapshot whose actual recording is in the artifacts folder, also writes its
    before/after picture there (<artifact>.svg: the steps that differ, the reference's on the
    left, the actual on the right) and links it.

    USAGE: snapshots report (--markdown | --json) [REPORT]

    ARGUMENTS:
      REPORT      The JSON report (default: the path in SNAPSHOT_REPORT, else the last run's
                  .build/snapshots/last-report.json).

    OPTIONS:
      --markdown  Print Markdown.
      --json      Print JSON.
    """

  private static let initialize = """
    OVERVIEW: Set this package up for snapshot testing.

    Adds what is missing, never overwriting a file:
      .gitignore                        ignore pending snapshots (Snapshots/**/*.new)
      .gitattributes                    keep snapshot files' LF line endings
      Snapshots/.editorconfig           stop editors from changing snapshot files
      .github/workflows/snapshots.yml   run the tests under CI, upload failures, post the report

    USAGE: snapshots init
    """
}
