#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import SnapshotReview

// The `snapshots` command line. Argument parsing is by hand: the package takes no dependencies.

let arguments = Array(CommandLine.arguments.dropFirst())
let subcommandLines = CommandHelp.subcommands.map {
  "  " + $0.name + String(repeating: " ", count: max(0, 10 - $0.name.count)) + $0.abstract
}
let usage = """
  USAGE: snapshots <subcommand>

  SUBCOMMANDS:
    demo      Record the mascot scenario, show its snapshot and what a regression looks like.
    explore   Find the shortest sequence of taps in the seed apps that breaks a layering rule.
  \(subcommandLines.joined(separator: "\n"))

  Run 'snapshots <subcommand> --help' for details.
  """

switch arguments.first {
case let name? where SnapshotsCommandLine.handles(name):
  exit(
    SnapshotsCommandLine.run(
      name, arguments: Array(arguments.dropFirst()),
      environment: ProcessInfo.processInfo.environment))
case "demo":
  if arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
    print(MascotDemo.help)
  } else if let extra = arguments.dropFirst().first {
    printError("snapshots demo: unexpected argument '\(extra)'\n\n\(MascotDemo.help)")
    exitWithUsageError()
  } else {
    do {
      print(try await MascotDemo.run(), terminator: "")
    } catch {
      printError("snapshots demo: \(error)")
      exit(1)
    }
  }
case "explore":
  exit(await ExploreCommand.run(Array(arguments.dropFirst())))
case nil, "--help", "-h", "help":
  print(usage)
case let unknown?:
  printError("snapshots: unknown subcommand '\(unknown)'\n\n\(usage)")
  exitWithUsageError()
}
