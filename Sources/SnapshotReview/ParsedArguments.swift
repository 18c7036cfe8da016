/// A subcommand's arguments split into flags, option values and positional arguments.
///
/// Parsing is by hand because the package takes no dependencies. `--` ends the options.
public struct ParsedArguments: Hashable, Sendable {
  /// The flags given, such as `--all`.
  public var flags: Set<String> = []
  /// The positional arguments, in order.
  public var positionals: [String] = []
  /// Whether `--help` or `-h` was given.
  public var wantsHelp = false

  /// Parses arguments against the flags a subcommand accepts.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - allowedFlags: The flags the subcommand accepts.
  /// - Throws: ``ReviewError`` with status 2, naming the first unknown option.
  public init(_ arguments: [String], allowedFlags: Set<String>) throws(ReviewError) {
    var optionsEnded = false
    for argument in arguments {
      if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
        positionals.append(argument)
      } else if argument == "--" {
        optionsEnded = true
      } else if argument == "--help" || argument == "-h" {
        wantsHelp = true
      } else if allowedFlags.contains(argument) {
        flags.insert(argument)
      } else {
        throw ReviewError("unknown option '\(argument)'", status: 2)
      }
    }
  }

  /// Fails when there are more positional arguments than allowed.
  ///
  /// - Parameter count: The number allowed.
  /// - Throws: ``ReviewError`` with status 2, naming the first extra argument.
  public func allowPositionals(upTo count: Int) throws(ReviewError) {
    if positionals.count > count {
      throw ReviewError("unexpected argument '\(positionals[count])'", status: 2)
    }
  }
}
