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

/// Every subcommand, in the order the help lists them.
///
/// The seed apps' demos are the `examples` executable's, so this one links no headless model.
let subcommands: [Subcommand] = Subcommand.reviewWorkflow

exit(
  await SnapshotsCommandLine.main(
    Array(CommandLine.arguments.dropFirst()), subcommands: subcommands,
    environment: ProcessEnvironment.current(),
    currentDirectory: URL(
      fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)))
