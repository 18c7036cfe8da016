/// A subcommand's arguments split into flags, option values and positional arguments.
///
/// Parsing is by hand because the package takes no dependencies. `--` ends the options
///(`--help` before it is the command line's to answer). An option that takes a value reads it from the next argument (`--step 2`) or after `=`
/// (`--step=2`); given twice, the last value wins.
package struct ParsedArguments: Hashable, Sendable {
  /// The flags given, such as `--all`.
  package var flags: Set<String> = []
  /// The values of the options given, such as `["--step": "2"]`.
  package var options: [String: String] = [:]
  /// The positional arguments, in order.
  package var positionals: [String] = []

  /// Parses arguments against the flags and options a subcommand accepts.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - allowedFlags: The flags the subcommand accepts.
  ///   - allowedOptions: The options that take a value, such as `--step`.
  /// - Throws: ``ReviewError`` with status 2, naming the first unknown option or the option
  ///   whose value is missing.
  package init(
    _ arguments: [String], allowedFlags: Set<String>, allowedOptions: Set<String> = []
  ) throws(ReviewError) {
    var optionsEnded = false
    var index = 0
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if allowedFlags.contains(argument) {
        flags.insert(argument)
      } else if allowedOptions.contains(argument) {
        guard index < arguments.count else {
          throw ReviewError("option '\(argument)' needs a value", status: 2)
        }
        options[argument] = arguments[index]
        index += 1
      } else if allowedOptions.contains(name), argument.count > name.count {
        options[name] = String(argument.dropFirst(name.count + 1))
      } else {
        throw ReviewError("unknown option '\(argument)'", status: 2)
      }
    }
  }

  /// Fails when there are more positional arguments than allowed.
  ///
  /// - Parameter count: The number allowed.
  /// - Throws: ``ReviewError`` with status 2, naming the first extra argument.
  package func allowPositionals(upTo count: Int) throws(ReviewError) {
    if positionals.count > count {
      throw ReviewError("unexpected argument '\(positionals[count])'", status: 2)
    }
  }
}
