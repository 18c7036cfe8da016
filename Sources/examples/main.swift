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

// The `examples` command line: the seed articles' apps run on the headless models, apart from
// the `snapshots` tool a user's package runs, so that `snapshots` links only what reviewing needs.

/// The subcommands, in the order the help lists them.
let subcommands: [Subcommand] = [.demo, .explore]

exit(
  await SnapshotsCommandLine.main(
    Array(CommandLine.arguments.dropFirst()), program: "examples", subcommands: subcommands,
    environment: ProcessEnvironment.current(),
    currentDirectory: URL(
      fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)))
