import SnapshotReview

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

// The `snapshots` command line. Argument parsing is by hand: the package takes no dependencies.

let arguments = Array(CommandLine.arguments.dropFirst())
/// Every subcommand, in the order the help lists them: the demos here, then the review commands.
let subcommands =
  [("demo", MascotDemo.abstract), ("explore", ExploreCommand.abstract)] + CommandHelp.subcommands
/// The top-level help, made only when it is printed: most runs start a subcommand.
func usage() -> String { SnapshotsCommandLine.usage(listing: subcommands) }

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
  print(usage())
case let unknown?:
  let message = SnapshotsCommandLine.unknownSubcommand(unknown, among: subcommands.map(\.name))
  printError("snapshots: \(message)\n\n\(usage())")
  exitWithUsageError()
}
