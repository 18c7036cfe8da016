import HierarchyDiffing
import PresentationHierarchy

/// The demo: article 001's mascot over a tab app, recorded step by step, then the same steps
/// with the mascot in a separate window (the fix), compared so the regression reads in one line.
///
/// The hierarchies are written out by hand here, following UIKIT-MODEL.md §7 S3–S7.
enum MascotDemo {
  static let help = """
    USAGE: snapshots demo

    Records three steps of the mascot scenario (launch, push a detail screen, present a
    fullScreenCover) twice: with the mascot in a separate overlay window (the fix) and inside
    the root ZStack (the bug). Prints the fixed snapshot, the one-line summary of the
    regression, the unified diff a failing test shows, and the answers of the queries.
    """

  /// Runs the demo and returns its output.
  static func run() -> String {
    let fixed = recording(mascotInOverlayWindow: true)
    let regressed = recording(mascotInOverlayWindow: false)
    let fixedText = SnapshotFormat.write(fixed)
    let regressedText = SnapshotFormat.write(regressed)
    let diff = RecordingDiff(from: fixed, to: regressed)
    let patch = LineDiff(from: fixedText, to: regressedText).unified(
      UnifiedDiffOptions(
        oldPath: "a/Snapshots/Demo/mascot.txt", newPath: "b/Snapshots/Demo/mascot.txt",
        hunkContext: SnapshotBreadcrumbs()))
    var output = "== Snapshot with the fix (mascot in its own window) ==\n" + fixedText
    output += "\n== The regression (mascot moved back into the root ZStack) ==\n"
    output += (diff.summary ?? "no difference") + "\n\n" + patch
    output += "\n== Queries after the last step ==\n"
    for (name, recording) in [("fixed", fixed), ("regressed", regressed)] {
      if let last = recording.steps.last?.hierarchy {
        output += answers(for: last, named: name)
      }
    }
    return output
  }

  private static func answers(for hierarchy: Hierarchy, named name: String) -> String {
    let inFront = (try? hierarchy.isInFront("mascot", of: "cover")) == true
    let tap = hierarchy.hitTestName(Point(x: 300, y: 700)) ?? "nothing"
    let visible = (try? hierarchy.visibility(of: "mascot").isVisible) == true
    return "\(name): mascot in front of cover: \(inFront); tap on the mascot reaches: \(tap); "
      + "mascot visible: \(visible)\n"
  }

  private static func recording(mascotInOverlayWindow: Bool) -> Recording {
    let steps: [(label: String, pushed: Bool, covered: Bool)] = [
      ("launch", false, false), ("push detail", true, false),
      ("present fullScreenCover", true, true),
    ]
    return Recording(
      testName: "Demo/MascotOverlay/mascotStaysInFront",
      steps: steps.map { step in
        var windows = [
          mainWindow(
            mascotInRoot: !mascotInOverlayWindow, pushed: step.pushed, covered: step.covered)
        ]
        if mascotInOverlayWindow {
          windows.append(overlayWindow())
        }
        return Recording.Step(step.label, Hierarchy(windows: windows))
      })
  }

  private static let screen = Attribute.frame(x: 0, y: 0, width: 390, height: 844)

  private static func mascot() -> Subtree {
    Subtree(
      .content, "Image", id: "mascot", .opaque, .frame(x: 274, y: 648, width: 100, height: 100))
  }

  private static func mainWindow(mascotInRoot: Bool, pushed: Bool, covered: Bool) -> Subtree {
    // With the fix, `makeKeyAndVisible()` on the overlay takes key status (UIKIT-MODEL.md S7).
    let settings: [Attribute] = (mascotInRoot ? [.key] : []) + [.level(.normal), screen]
    let window = Node(.window, "UIWindow", identifier: "main", attributes: Attributes(settings))
    let root = Subtree(.transition, "UITransitionView") {
      Subtree(.controller, "UIHostingController<RootView>", screen) {
        Subtree(.content, "ZStack") {
          Subtree(.controller, "UITabBarController", id: "tabs", .opaque, screen) {
            Subtree(.controller, "UINavigationController") {
              Subtree(.controller, "UIHostingController<\(pushed ? "Detail" : "Home")>")
            }
          }
          if mascotInRoot { mascot() }
        }
      }
    }
    let cover = Subtree(
      .transition, "UITransitionView", .presentationStyle("overFullScreen"),
      .presenter("UIHostingController<RootView>")
    ) {
      Subtree(.controller, "PresentationHostingController<AnyView>", id: "cover", .opaque, screen)
    }
    return Subtree(window, children: covered ? [root, cover] : [root])
  }

  private static func overlayWindow() -> Subtree {
    Subtree(
      .window, "UIWindow", id: "overlay", .key, .level(.normal), .userInteraction(false), screen
    ) {
      Subtree(.transition, "UITransitionView") {
        Subtree(.controller, "UIHostingController<MascotOverlay>", screen) { mascot() }
      }
    }
  }
}
