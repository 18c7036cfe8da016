import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyDiffing
import PresentationHierarchy
import SeedApps
import SnapshotReview

extension Subcommand {
  /// `examples demo`.
  static let demo = Subcommand(
    program: "examples", name: "demo",
    abstract: "Record the mascot scenario, show its snapshot and what a regression looks like.",
    discussion: """
      Runs the dolphin article's app in the headless UIKit model twice: with the mascot in a
      ZStack over the tabs (scenario 1, the bug) and in a separate window (scenario 3, the fix).
      Each run launches, pushes a detail screen and presents a fullScreenCover. Prints each
      step's hierarchy, the one-line summary of what changed between the two, the unified diff a
      failing test would show, and what the queries answer. Needs no files.
      """
  ) { invocation throws(ReviewError) in
    try ParsedArguments(invocation.arguments, allowedFlags: []).allowPositionals(upTo: 0)
    var output = CommandOutput()
    do {
      output.standardOutput = try await MascotDemo.run()
    } catch {
      throw ReviewError("\(error)")
    }
    return output
  }
}

/// The demo: the dolphin article's app (article 001) run in the headless UIKit model, once with
/// the mascot in a `ZStack` (the bug) and once in a window of its own (the fix), each recorded
/// step by step, then compared the way a failing snapshot test would.
@MainActor
enum MascotDemo {
  /// The steps both runs go through: the identifier of the button each taps.
  private static let steps: [(label: String, button: String?)] = [
    ("launch", nil),
    ("push detail", "openDetail"),
    ("present fullScreenCover", "openCoverFromDetail"),
  ]

  /// Runs the demo and returns its output.
  static func run() async throws -> String {
    let buggy = try await record(.zStackDolphin)
    let fixed = try await record(.separateWindowDolphin)
    let buggyText = SnapshotFormat.write(buggy)
    let fixedText = SnapshotFormat.write(fixed)
    var output = "== Scenario 1: the mascot in a ZStack over the tabs (the bug) ==\n" + buggyText
    output += "\n== Scenario 3: the mascot in a window of its own (the fix) ==\n" + fixedText
    output += "\n== From the bug to the fix ==\n"
    output += (RecordingDiff(from: buggy, to: fixed).summary ?? "no difference") + "\n\n"
    output += LineDiff(from: buggyText, to: fixedText).unified(
      UnifiedDiffOptions(
        oldPath: "a/mascot-zstack.txt", newPath: "b/mascot-window.txt",
        hunkContext: SnapshotBreadcrumbs()))
    output += "\n== After the fullScreenCover ==\n"
    for (name, recording) in [("bug", buggy), ("fix", fixed)] {
      if let last = recording.steps.last?.hierarchy {
        output += answers(for: last, named: name)
      }
    }
    return output
  }

  /// Launches one of the article's apps from its own code and records each step.
  private static func record(_ seed: SeedApp) async throws -> Recording {
    SeedApp.resetGlobals()
    let app = await UIApplication.launch(seed.rootView)
    var recording = Recording(testName: "Demo/\(seed.rawValue)")
    for step in steps {
      if let button = step.button {
        try app.tap(button)
        await app.settle()
      }
      recording.steps.append(Recording.Step(step.label, app.captureHierarchy()))
    }
    return recording
  }

  private static func answers(for hierarchy: Hierarchy, named name: String) -> String {
    let inFront = (try? hierarchy.isInFront("DolphinOverlay", of: "cover")) == true
    let image = (try? hierarchy.index(of: "DolphinOverlay")).flatMap { overlay in
      hierarchy.subtree(of: overlay).first { hierarchy[$0].typeName == "Image" }
    }
    let tap = image.flatMap { hierarchy[$0].attributes.frame }.flatMap {
      hierarchy.hitTestName(Point(x: $0.x + $0.width / 2, y: $0.y + $0.height / 2))
    }
    return "\(name): the dolphin is \(inFront ? "in front of" : "behind") the cover; "
      + "a tap on the dolphin reaches \(tap ?? "nothing")\n"
  }
}
