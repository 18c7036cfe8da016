/// What a non-interactive command printed and the exit status it ends with.
public struct CommandOutput: Hashable, Sendable {
  /// The text for standard output.
  public var standardOutput = ""
  /// The text for standard error.
  public var standardError = ""
  /// The exit status: 0 success, 1 a failure or a difference, 2 a usage error.
  public var status: Int32 = 0

  /// Creates an empty output with status 0.
  public init() {}

  /// Appends a line to standard output.
  ///
  /// - Parameter line: The line, without its newline.
  public mutating func print(_ line: String) {
    standardOutput += line + "\n"
  }

  /// Appends a line to standard error.
  ///
  /// - Parameter line: The line, without its newline.
  public mutating func printError(_ line: String) {
    standardError += line + "\n"
  }

  /// Returns the output of a failed command: the error's message on standard error.
  ///
  /// - Parameters:
  ///   - error: What went wrong.
  ///   - command: The subcommand's name, as the message's prefix.
  /// - Returns: The output.
  public static func failure(_ error: ReviewError, command: String) -> CommandOutput {
    var output = CommandOutput()
    output.printError("snapshots \(command): \(error.message)")
    if error.status == 2, let help = CommandHelp.text(for: command) {
      output.printError("\n" + help)
    }
    output.status = error.status
    return output
  }
}
