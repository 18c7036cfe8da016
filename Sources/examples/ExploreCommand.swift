import HeadlessSwiftUI
import HeadlessUIKit
import PresentationExplorer
import PresentationHierarchy
import SeedApps
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

extension Subcommand {
  /// `examples explore`.
  static let explore = Subcommand(
    program: "examples", name: "explore",
    abstract: "Find the shortest sequence of taps in the seed apps that breaks a layering rule.",
    overview: "Find the shortest sequence of user actions that breaks a layering rule.",
    discussion: """
      Explores each seed app (the articles' apps, run from their own code) breadth first: every
      button, link and alert action with an identifier or label, and swiping a sheet down, up to
      the depth. The rules are LayeringRule.standard (alert buttons take taps, presentations land
      in usable windows, the key window is visible, no stale transition views, no UIKit
      presentation warnings) and the dolphin always on top (.alwaysOnTop("DolphinOverlay")).
      For each app: the shortest sequence, the rule and node, the recording in the snapshot file
      format, and a Swift Testing test that replays it; or how many states were explored.
      Progress goes to standard error on a terminal.
      """,
    usage: "[APP ...] [--depth N]",
    details: """
      ARGUMENTS:
        APP         A seed app: \(SeedApp.allCases.map(\.rawValue).joined(separator: ", ")).
                    All of them by default.

      OPTIONS:
        --depth N   The most actions in a sequence (1 to 12; default 6).
      """
  ) { invocation throws(ReviewError) in
    try await ExploreCommand.run(invocation)
  }
}

/// `examples explore`: runs the presentation explorer on the seed apps and prints, for each,
/// the shortest sequence of taps that breaks a layering rule, or that none does.
@MainActor
enum ExploreCommand {
  /// Explores the apps the arguments name (all by default) and prints what it found for each
  /// as it goes.
  static func run(_ invocation: Invocation) async throws(ReviewError) -> CommandOutput {
    let parsed = try ParsedArguments(
      invocation.arguments, allowedFlags: [], allowedOptions: ["--depth"])
    var depth = 6
    if let value = parsed.options["--depth"] {
      guard let number = Int(value), (1...12).contains(number) else {
        throw ReviewError("'--depth' needs a number from 1 to 12", status: 2)
      }
      depth = number
    }
    var apps: [SeedApp] = []
    for argument in parsed.positionals {
      guard let app = SeedApp(rawValue: argument) else {
        throw ReviewError("'\(argument)' is not a seed app", status: 2)
      }
      apps.append(app)
    }
    let environment = invocation.environment
    let showsProgress =
      isatty(STDERR_FILENO) == 1 && environment["NO_COLOR"] == nil && environment["CI"] == nil
    for app in apps.isEmpty ? SeedApp.allCases : apps {
      print(await report(app, depth: depth, showsProgress: showsProgress))
    }
    return CommandOutput()
  }

  /// Explores one app and describes what it found.
  private static func report(_ seed: SeedApp, depth: Int, showsProgress: Bool) async -> String {
    let explorer = LayeringExplorer(
      rules: LayeringRule.standard + [.alwaysOnTop("DolphinOverlay")], maximumDepth: depth
    ) {
      SeedApp.resetGlobals()
      return await UIApplication.launch(seed.rootView)
    }
    let started = ContinuousClock.now
    let result = await explorer.explore { progress in
      guard showsProgress else { return }
      StandardStreams.error.write(
        "  \(seed.rawValue): depth \(progress.depth), \(progress.states) states\n")
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
    lines.append(found.summary)
    lines.append("  (\(result.statesExplored) states explored, \(time))")
    lines.append("")
    lines.append(String(SnapshotFormat.write(found.recording).dropLast()))
    lines.append("")
    lines.append(found.swiftTest(launch: "await UIApplication.launch(\(seed.rootViewSpelling))"))
    return lines.joined(separator: "\n")
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
