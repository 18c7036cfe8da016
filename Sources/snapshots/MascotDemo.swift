import HeadlessUIKit
import HierarchyDiffing
import PresentationHierarchy
import SeedApps

/// The demo: the dolphin article's app (seeds/001) run in the headless UIKit model, once with
/// the mascot in a `ZStack` (the bug) and once in a window of its own (the fix), each recorded
/// step by step, then compared the way a failing snapshot test would.
@MainActor
enum MascotDemo {
  static let help = """
    USAGE: snapshots demo

    Runs the dolphin article's app in the headless UIKit model twice: with the mascot in a
    ZStack over the tabs (scenario 1, the bug) and in a separate window (scenario 3, the fix).
    Each run launches, pushes a detail screen and presents a fullScreenCover. Prints each
    step's hierarchy, the one-line summary of what changed between the two, the unified diff a
    failing test would show, and what the queries answer. Needs no files.
    """

  /// The steps both runs go through, with what each does to the app.
  private static let steps: [(label: String, action: @MainActor (DolphinApp) -> Void)] = [
    ("launch", { _ in }),
    ("push detail", { $0.showDetail.wrappedValue = true }),
    ("present fullScreenCover", { $0.showCover.wrappedValue = true }),
  ]

  /// Runs the demo and returns its output.
  static func run() throws -> String {
    let buggy = try record(.zStack)
    let fixed = try record(.separateWindow)
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

  private static func record(_ layering: DolphinApp.Layering) throws -> Recording {
    let dolphin = DolphinApp(layering: layering)
    try dolphin.launch()
    var recording = Recording(testName: "Demo/\(layering)")
    for step in steps {
      step.action(dolphin)
      try dolphin.update()
      recording.steps.append(Recording.Step(step.label, dolphin.captureHierarchy()))
    }
    return recording
  }

  private static func answers(for hierarchy: Hierarchy, named name: String) -> String {
    let inFront = (try? hierarchy.isInFront("mascot", of: "cover")) == true
    let center = Point(
      x: DolphinApp.mascotFrame.x + DolphinApp.mascotFrame.width / 2,
      y: DolphinApp.mascotFrame.y + DolphinApp.mascotFrame.height / 2)
    let tap = hierarchy.hitTestName(center) ?? "nothing"
    return "\(name): mascot \(inFront ? "in front of" : "behind") the cover; "
      + "a tap on the mascot reaches \(tap)\n"
  }
}
