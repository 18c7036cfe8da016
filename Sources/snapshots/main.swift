import Foundation

// The `snapshots` command line. Argument parsing is by hand: the package takes no dependencies.

let arguments = Array(CommandLine.arguments.dropFirst())
let usage = """
  USAGE: snapshots <subcommand>

  SUBCOMMANDS:
    demo      Record the mascot scenario, show its snapshot and what a regression looks like.

  Run 'snapshots <subcommand> --help' for details.
  """

switch arguments.first {
case "demo":
  if arguments.dropFirst().contains(where: { $0 == "--help" || $0 == "-h" }) {
    print(MascotDemo.help)
  } else if let extra = arguments.dropFirst().first {
    printError("snapshots demo: unexpected argument '\(extra)'\n\n\(MascotDemo.help)")
    exitWithUsageError()
  } else {
    do {
      print(try MascotDemo.run(), terminator: "")
    } catch {
      printError("snapshots demo: \(error)")
      exit(1)
    }
  }
case nil, "--help", "-h", "help":
  print(usage)
case let unknown?:
  printError("snapshots: unknown subcommand '\(unknown)'\n\n\(usage)")
  exitWithUsageError()
}
