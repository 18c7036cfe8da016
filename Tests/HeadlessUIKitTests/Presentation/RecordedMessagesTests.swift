import HeadlessUIKit
import HierarchyDiffing
import HierarchyTestSupport
import PresentationHierarchy
import PresentationSnapshotTesting
import Testing

/// UIKit's warnings and exceptions become part of the snapshot: each step keeps the ones that
/// first appeared during it, and a new one is itself a difference.
@MainActor
struct RecordedMessagesTests {
  private func launch() -> (UIApplication, UIViewController) {
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    return (app, root)
  }

  @Test("Each step keeps the warnings and exceptions new since the previous step")
  func stepsKeepTheirMessages() {
    let (app, root) = launch()
    let recorder = HierarchyRecorder(app)
    root.present(UIViewController(identifier: "B"), animated: false)
    recorder.step("root presents B")
    root.present(UIViewController(identifier: "C"), animated: false)
    recorder.step("root presents C: dropped")
    recorder.step("nothing happens")
    app.console.clear()
    root.present(root, animated: false)
    recorder.step("root presents itself")
    let messages = recorder.recording.steps.map { $0.messages.map(\.description) }
    #expect(messages[0].isEmpty)
    #expect(
      messages[1] == [
        "warning: [Presentation] Attempt to present <UIViewController: C> on "
          + "<UIViewController: root> (from <UIViewController: root>) which is already "
          + "presenting <UIViewController: B>."
      ])
    #expect(messages[2].isEmpty)
    #expect(messages[3].count == 1)
    #expect(messages[3].first?.hasPrefix("exception: NSInvalidArgumentException: ") == true)
    #expect(app.console.description == "(no messages)", "clear() empties what a test reads")
  }

  @Test("A new warning heads the summary of a step that changed nothing else")
  func newWarningIsADifference() throws {
    let (app, root) = launch()
    let recorder = HierarchyRecorder(app)
    root.present(UIViewController(identifier: "B"), animated: false)
    recorder.step("root presents B")
    let reference = recorder.recording
    root.present(UIViewController(identifier: "C"), animated: false)
    // The same tree, but the step now also asks for C, which UIKit refuses with a warning.
    let actual = Recording(steps: [
      Recording.Step(
        "root presents B", reference.steps[0].hierarchy, messages: app.printedMessages())
    ])
    let diff = RecordingDiff(from: reference, to: actual)
    #expect(diff.steps.map(\.significance) == [.warning])
    let summary = try #require(diff.summary)
    #expect(summary.hasPrefix("step 1 \"root presents B\": new UIKit warning: [Presentation] "))
  }

  @Test("A new warning is named after the headline of a step that changed too")
  func newWarningFollowsTheHeadline() throws {
    let (app, root) = launch()
    let before = Recording.Step("present", app.captureHierarchy())
    root.present(UIViewController(identifier: "B"), animated: false)
    root.present(UIViewController(identifier: "C"), animated: false)
    let after = Recording.Step("present", app.captureHierarchy(), messages: app.printedMessages())
    let headlines = ChangeHeadlines(from: before, to: after)
    let summary = try #require(headlines.summary)
    #expect(summary.hasPrefix("`root` no longer receives taps at its centre: `B` does"))
    #expect(summary.contains("; new UIKit warning: [Presentation] Attempt to present"))
  }

  @Test("A new exception ranks before everything, in any step")
  func exceptionRanksFirst() throws {
    let (app, root) = launch()
    let launched = Recording.Step("launch", app.captureHierarchy())
    root.present(UIViewController(identifier: "B"), animated: false)
    let presented = Recording.Step("present", app.captureHierarchy())
    let reference = Recording(steps: [launched, Recording.Step("present", launched.hierarchy)])
    var crashed = launched
    crashed.messages = [Recording.Message(.exception, "NSGenericException: boom")]
    let actual = Recording(steps: [crashed, presented])
    let diff = RecordingDiff(from: reference, to: actual)
    #expect(diff.steps.map(\.significance) == [.exception, .lostTaps])
    #expect(
      diff.summary
        == "step 1 \"launch\": new UIKit exception: NSGenericException: boom; 1 other step differs")
  }
}
