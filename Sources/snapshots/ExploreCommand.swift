import HeadlessSwiftUI
import HeadlessUIKit
import PresentationExplorer
import PresentationHierarchy
import SeedApps

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

/// `snapshots explore`: runs the presentation explorer on the seed apps and prints, for each,
/// the shortest sequence of taps that breaks a layering rule, or that none does.
@MainActor
enum ExploreCommand {
  /// The line `snapshots --help` lists the explorer with.
  static let abstract =
    "Find the shortest sequence of taps in the seed apps that breaks a layering rule."

  static let help = """
    OVERVIEW: Find the shortest sequence of user actions that breaks a layering rule.

    Explores each seed app (the articles' apps, run from their own code) breadth first: every
    button, link and alert action with an identifier or label, and swiping a sheet down, up to
    the depth. The rules are LayeringRule.standard (alert buttons take taps, presentations land
    in usable windows, the key window is visible, no stale transition views, no UIKit
    presentation warnings) and the dolphin always on top (.alwaysOnTop("DolphinOverlay")).
    For each app: the shortest sequence, the rule and node, the recording in the snapshot file
    format, and a Swift Testing test that replays it; or how many states were explored.
    Progress goes to standard error on a terminal.

    USAGE: snapshots explore [APP ...] [--depth N]

    ARGUMENTS:
      APP         A seed app: \(SeedApp.allCases.map(\.rawValue).joined(separator: ", ")).
                  All of them by default.

    OPTIONS:
      --depth N   The most actions in a sequence (1 to 12; default 6).
    """

  /// Runs the command and returns its exit status: 0 when it ran, 2 for a usage error.
  static func run(_ arguments: [String]) async -> Int32 {
    if arguments.contains("--help") || arguments.contains("-h") {
      print(help)
      return 0
    }
    var depth = 6
    var apps: [SeedApp] = []
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      if argument == "--depth" {
        guard let value = remaining.popFirst(), let number = Int(value), (1...12).contains(number)
        else {
          return usageError("'--depth' needs a number from 1 to 12")
        }
        depth = number
      } else if let app = SeedApp(rawValue: argument) {
        apps.append(app)
      } else {
        return usageError("'\(argument)' is not a seed app")
      }
    }
    let environment = ProcessInfo.processInfo.environment
    let showsProgress =
      isatty(STDERR_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["CI"] == nil
    for app in apps.isEmpty ? SeedApp.allCases : apps {
      print(await report(app, depth: depth, showsProgress: showsProgress))
    }
    return 0
  }

  /// Explores one app and describes what it found.
  private static func report(_ seed: SeedApp, depth: Int, showsProgress: Bool) async -> String {
    let explorer = PresentationExplorer(
      rules: LayeringRule.standard + [.alwaysOnTop("DolphinOverlay")], maximumDepth: depth
    ) {
      SeedApp.resetGlobals()
      return await UIApplication.launch(seed.rootView)
    }
    let started = ContinuousClock.now
    let result = await explorer.explore { progress in
      guard showsProgress else { return }
      printError("  \(seed.rawValue): depth \(progress.depth), \(progress.states) states")
    }
    let elapsed = (ContinuousClock.now - started).components
    let seconds = Double(elapsed.seconds) + Double(elapsed.attoseconds) * 1e-18
    let hundredths = Int((seconds * 100).rounded())
    let time = "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100) s"
    let growth = result.statesPerDepth.map(String.init).joined(separator: ", ")
    var lines = ["== \(seed.rawValue)"]
    guard let found = result.counterexample else {
      lines.append(
        "no rule breaks within \(depth) actions: \(result.statesExplored) states, "
          + "new per depth \(growth), \(result.transitionsTried) actions tried, \(time)")
      return lines.joined(separator: "\n") + "\n"
    }
    lines.append("breaks '\(found.rule.name)' after: \(found.path)")
    lines.append("  \(found.violation)")
    lines.append("  (\(result.statesExplored) states explored, \(time))")
    lines.append("")
    lines.append(String(SnapshotFormat.write(found.recording).dropLast()))
    lines.append("")
    lines.append(found.swiftTest(launch: "await UIApplication.launch(\(seed.rootViewSpelling))"))
    return lines.joined(separator: "\n")
  }

  private static func usageError(_ message: String) -> Int32 {
    printError("snapshots explore: \(message)\n\n\(help)")
    return 2
  }
}

extension SeedApp {
  /// How the app's root view is written in Swift, for generated tests.
  var rootViewSpelling: String {
    switch self {
    case .zStackDolphin: "ContentView()"
    case .windowOverlayDolphin: "WindowOverlayContentView()"
    case .separateWindowDolphin: "SeparateWindow.ContentView()"
    case .imageAlert: "ImageAlertContentView()"
    case .imageAlertTimingOut: "ImageAlertContentView(timesOut: true)"
    case .composed: "ComposedContentView()"
    case .composedFixed: "ComposedFixedContentView()"
    }
  }
}
