import PresentationHierarchy
@_spi(Testing) import SnapshotStorage

#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

extension Subcommand {
  /// `snapshots render`.
  package static let render = Subcommand(
    name: "render",
    abstract: "Draw a snapshot file as an SVG picture: windows, layers, where taps land.",
    overview: "Draw a snapshot file as an SVG picture.",
    discussion: """
      Each step is a row; each window a panel, back to front from left to right, with its level,
      key and interaction badges. Inside, the screen to scale: the window's layers (its transition
      views) as translucent rectangles, opaque views filled, identified nodes labelled. After each
      label, where a tap at the node's centre lands: '✓' on the node (or inside it), or
      'taps → X'. Hidden and covered nodes are grey and dashed.

      Without --step, every step is drawn, one under another. The SVG goes to standard output
      unless --output names a file; it is never written next to the snapshot, since Snapshots/
      holds only snapshot files.
      """,
    usage: "FILE [--step N] [--output PATH]",
    details: """
      ARGUMENTS:
        FILE           A snapshot file: a reference, or a pending .new file.

      OPTIONS:
        --step N       Draw only step N (steps are numbered from 1, as in the file).
        --output PATH  Write the SVG to PATH, creating its folder ('-': standard output).
      """
  ) { invocation throws(ReviewError) in
    try RenderCommand.run(arguments: invocation.arguments, workspace: invocation.workspace())
  }
}

/// `snapshots render`: draws a snapshot file as an SVG picture.
package enum RenderCommand {
  /// Draws one step of a snapshot file, or every step one under another, and writes the SVG to
  /// standard output or to the file `--output` names.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name: `FILE [--step N] [--output PATH]`.
  ///   - workspace: The package, for resolving relative paths.
  /// - Returns: The SVG or the line naming the file written; status 2 for a usage error (no
  ///   file, a step that is not one of the file's), 1 when the file can't be parsed or the
  ///   picture can't be written.
  /// - Throws: ``ReviewError`` with the status and message of a failure.
  package static func run(
    arguments: [String], workspace: ReviewWorkspace
  ) throws(ReviewError) -> CommandOutput {
    let parsed = try ParsedArguments(
      arguments, allowedFlags: [], allowedOptions: ["--step", "--output"])
    var output = CommandOutput()
    try parsed.allowPositionals(upTo: 1)
    guard let argument = parsed.positionals.first else {
      throw ReviewError("expected the snapshot file to draw", status: 2)
    }
    let recording = try read(argument, workspace: workspace)
    let steps = try selectedSteps(
      parsed.options["--step"], count: recording.steps.count, file: argument)
    let svg = SnapshotPicture.svg(
      of: recording, steps: steps, heading: recording.testName ?? argument)
    guard let path = parsed.options["--output"], path != "-" else {
      output.standardOutput = svg
      return output
    }
    let url = workspace.url(forArgument: path)
    do {
      try workspace.fileSystem.write(Array(svg.utf8), to: url)
    } catch {
      throw ReviewError("can't write '\(path)': \(SnapshotStore.reason(error))")
    }
    output.print("Wrote \(workspace.display(url)).")
    return output
  }

  /// Reads and parses a snapshot file.
  private static func read(
    _ argument: String, workspace: ReviewWorkspace
  ) throws(ReviewError) -> Recording {
    let url = workspace.url(forArgument: argument)
    let kind = workspace.fileSystem.kind(at: url)
    guard kind != .missing else {
      throw ReviewError("no such file: '\(argument)'", status: 2)
    }
    guard kind != .directory else {
      throw ReviewError("'\(argument)' is a folder; give one snapshot file", status: 2)
    }
    guard let bytes = try? workspace.fileSystem.contents(of: url) else {
      throw ReviewError("can't read '\(argument)'")
    }
    do {
      return try SnapshotFormat.parse(utf8: bytes)
    } catch {
      throw ReviewError("\(argument):\(error.line):\(error.column): \(error.message)")
    }
  }

  /// The steps to draw: the one `--step` names, or all of them.
  private static func selectedSteps(
    _ value: String?, count: Int, file: String
  ) throws(ReviewError) -> [Int] {
    guard let value else { return Array(stride(from: 1, through: count, by: 1)) }
    let range =
      count == 0
      ? "it has no steps" : count == 1 ? "its only step is 1" : "it has steps 1 to \(count)"
    guard let number = Int(value) else {
      throw ReviewError("'\(value)' is not a step number for '\(file)': \(range)", status: 2)
    }
    guard number >= 1, number <= count else {
      throw ReviewError("'\(file)' has no step \(number): \(range)", status: 2)
    }
    return [number]
  }
}
