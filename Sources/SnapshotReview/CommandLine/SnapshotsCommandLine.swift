#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif

/// The `snapshots` command line (and the `examples` one): the top-level help, the dispatch to a
/// subcommand, each subcommand's `--help` and the usage errors, all from one list of
/// ``Subcommand``s.
package enum SnapshotsCommandLine {
  /// Runs the command line and returns its exit status.
  ///
  /// No subcommand, `help`, `--help` or `-h` prints the top-level help. A subcommand's
  /// arguments holding `--help` or `-h` before any `--` print its help; after `--`, they are
  /// arguments. An unknown subcommand is a usage error that suggests the nearest name.
  ///
  /// - Parameters:
  ///   - arguments: The process's arguments after the executable's name.
  ///   - program: The executable's name, as the help and errors spell it.
  ///   - subcommands: Every subcommand, in the order the help lists them.
  ///   - environment: The process environment.
  ///   - currentDirectory: The directory relative paths are resolved against.
  /// - Returns: The exit status: 0 success, 1 failure or difference, 2 usage error.
  package static func main(
    _ arguments: [String], program: String = "snapshots", subcommands: [Subcommand],
    environment: [String: String], currentDirectory: URL
  ) async -> Int32 {
    guard let name = arguments.first, !["help", "--help", "-h"].contains(name) else {
      return emit(printing: usage(of: program, listing: subcommands))
    }
    guard let subcommand = subcommands.first(where: { $0.name == name }) else {
      var output = CommandOutput()
      output.printError(
        program + ": " + unknownSubcommand(name, among: subcommands.map(\.name)) + "\n\n"
          + usage(of: program, listing: subcommands))
      output.status = 2
      return emit(output)
    }
    let rest = Array(arguments.dropFirst())
    // `--` ends the options: after it, `--help` is a file name.
    if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
      return emit(printing: subcommand.help)
    }
    let invocation = Invocation(
      arguments: rest, environment: environment, currentDirectory: currentDirectory)
    do {
      return emit(try await subcommand.run(invocation))
    } catch {
      return emit(.failure(error, of: subcommand))
    }
  }

  /// The top-level help: every subcommand, in the order given, with its one-line description.
  ///
  /// - Parameters:
  ///   - program: The executable's name.
  ///   - subcommands: The command line's subcommands.
  /// - Returns: The text `<program> --help` prints.
  package static func usage(of program: String, listing subcommands: [Subcommand]) -> String {
    let width = max(10, (subcommands.map(\.name.count).max() ?? 0) + 2)
    let lines = subcommands.map { subcommand in
      "  " + subcommand.name + String(repeating: " ", count: width - subcommand.name.count)
        + subcommand.abstract
    }
    return """
      USAGE: \(program) <subcommand>

      SUBCOMMANDS:
      \(lines.joined(separator: "\n"))

      Run '\(program) <subcommand> --help' for details.
      """
  }

  /// What to say about a subcommand that doesn't exist: its name, and the one it probably meant.
  ///
  /// - Parameters:
  ///   - name: The name given.
  ///   - names: The subcommands that exist.
  /// - Returns: A message such as "unknown subcommand 'revue'; did you mean 'review'?".
  package static func unknownSubcommand(_ name: String, among names: [String]) -> String {
    let suggestion = NearestName.suggestion(for: name, among: names)
    return "unknown subcommand '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
  }

  /// Writes an output to the process's streams and returns its status.
  ///
  /// - Parameter output: The output.
  /// - Returns: Its status.
  package static func emit(_ output: CommandOutput) -> Int32 {
    StandardStreams.output.write(output.standardOutput)
    StandardStreams.error.write(output.standardError)
    return output.status
  }

  private static func emit(printing text: String) -> Int32 {
    var output = CommandOutput()
    output.print(text)
    return emit(output)
  }
}
