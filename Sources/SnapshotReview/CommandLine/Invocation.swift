#if canImport(FoundationEssentials)
package import FoundationEssentials
#else
package import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a subcommand is run with: its arguments, the environment and the directory it was
/// started in.
package struct Invocation: Sendable {
  /// The arguments after the subcommand's name.
  package var arguments: [String]
  /// The process environment.
  package var environment: [String: String]
  /// The directory the command was started in; relative paths are resolved against it.
  package var currentDirectory: URL

  /// Creates an invocation.
  ///
  /// - Parameters:
  ///   - arguments: The arguments after the subcommand's name.
  ///   - environment: The process environment.
  ///   - currentDirectory: The directory relative paths are resolved against.
  package init(arguments: [String], environment: [String: String], currentDirectory: URL) {
    self.arguments = arguments
    self.environment = environment
    self.currentDirectory = currentDirectory
  }

  /// The package the command works on, found above the current directory.
  ///
  /// - Returns: The workspace.
  /// - Throws: ``ReviewError`` when there is no package above the current directory.
  package func workspace() throws(ReviewError) -> ReviewWorkspace {
    try ReviewWorkspace.find(from: currentDirectory, environment: environment)
  }

  /// Whether standard output gets colour: a terminal, and no `NO_COLOR`.
  package var outputStyle: TerminalStyle {
    TerminalStyle.detect(isTerminal: isatty(1) == 1, environment: environment)
  }
}
