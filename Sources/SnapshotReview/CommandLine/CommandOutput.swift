/// What a non-interactive command printed and the exit status it ends with.
package struct CommandOutput: Hashable, Sendable {
  /// The text for standard output.
  package var standardOutput = ""
  /// The text for standard error.
  package var standardError = ""
  /// The exit status: 0 success, 1 a failure or a difference, 2 a usage error.
  package var status: Int32 = 0

  /// Creates an output, empty with status 0 unless told otherwise.
  ///
  /// - Parameter status: The exit status.
  package init(status: Int32 = 0) {
    self.status = status
  }

  /// Appends a line to standard output.
  ///
  /// - Parameter line: The line, without its newline.
  package mutating func print(_ line: String) {
    standardOutput += line + "\n"
  }

  /// Appends a line to standard error.
  ///
  /// - Parameter line: The line, without its newline.
  package mutating func printError(_ line: String) {
    standardError += line + "\n"
  }

  /// Returns the output of a failed subcommand: the error's message after the subcommand's
  /// name on standard error, then, for a usage error, the subcommand's help.
  ///
  /// - Parameters:
  ///   - error: What went wrong.
  ///   - subcommand: The subcommand that failed.
  /// - Returns: The output.
  package static func failure(_ error: ReviewError, of subcommand: Subcommand) -> CommandOutput {
    var output = CommandOutput()
    output.printError("\(subcommand.program) \(subcommand.name): \(error.message)")
    if error.status == 2 {
      output.printError("\n" + subcommand.help)
    }
    output.status = error.status
    return output
  }
}
