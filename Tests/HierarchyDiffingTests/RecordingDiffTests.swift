import HierarchyDiffing
import PresentationHierarchy
import Testing

struct RecordingDiffTests {
  @Test("Identical recordings have no difference and no summary")
  func identical() {
    let recording = Recording(steps: [
      Recording.Step("launch", launch), Recording.Step("cover", covered),
    ])
    let diff = RecordingDiff(from: recording, to: recording)
    #expect(diff.isEmpty)
    #expect(diff.summary == nil)
  }

  @Test("The summary names the first step that differs and what moved in it")
  func namesStepAndPaintOrder() {
    let reference = Recording(steps: [
      Recording.Step("launch", launch), Recording.Step("present fullScreenCover", fixed),
    ])
    let actual = Recording(steps: [
      Recording.Step("launch", launch), Recording.Step("present fullScreenCover", covered),
    ])
    let diff = RecordingDiff(from: reference, to: actual)
    #expect(diff.steps.map(\.number) == [2])
    let summary = diff.summary ?? ""
    #expect(summary.hasPrefix("step 2 \"present fullScreenCover\": `mascot` is now behind `cover`"))
  }

  @Test("The summary prefers the step where paint order changed over earlier steps")
  func prefersPaintOrderStep() {
    let reference = Recording(steps: [
      Recording.Step("launch", launch), Recording.Step("present fullScreenCover", fixed),
    ])
    var changedLaunch = launch
    changedLaunch[0].attributes.isKey = false
    let actual = Recording(steps: [
      Recording.Step("launch", changedLaunch), Recording.Step("present fullScreenCover", covered),
    ])
    let diff = RecordingDiff(from: reference, to: actual)
    #expect(diff.steps.map(\.number) == [1, 2])
    #expect(diff.steps.map(\.hasPaintOrderMove) == [false, true])
    let summary = diff.summary ?? ""
    #expect(summary.hasPrefix("step 2 \"present fullScreenCover\": `mascot` is now behind `cover`"))
    #expect(summary.hasSuffix("; 1 other step differs"))
  }

  @Test("Added, removed and relabelled steps are described")
  func describesStepChanges() {
    let one = Recording(steps: [Recording.Step("launch", launch)])
    let two = Recording(steps: [Recording.Step("start", launch), Recording.Step("cover", covered)])
    #expect(
      RecordingDiff(from: one, to: two).steps.map(\.description) == [
        "step 1 \"start\": was labelled \"launch\"", "step 2 \"cover\" is new",
      ])
    #expect(
      RecordingDiff(from: two, to: one).summary
        == "step 1 \"launch\": was labelled \"start\"; 1 other step differs")
    #expect(
      RecordingDiff(from: two, to: Recording(steps: [Recording.Step("start", launch)])).summary
        == "step 2 \"cover\" is no longer recorded")
  }
}

// MARK: - Fixtures

private func rootLayer() -> Subtree {
  Subtree(.transition, "UITransitionView") {
    Subtree(.controller, "UIHostingController<RootView>", id: "root")
  }
}

private func mascotWindow() -> Subtree {
  Subtree(.window, "UIWindow", .userInteraction(false)) {
    Subtree(.content, "Image", id: "mascot")
  }
}

private func coverLayer() -> Subtree {
  Subtree(.transition, "UITransitionView", .presentationStyle("overFullScreen")) {
    Subtree(.controller, "PresentationHostingController<AnyView>", id: "cover")
  }
}

private let launch = Hierarchy {
  Subtree(.window, "UIWindow", .key) { rootLayer() }
  mascotWindow()
}

private let fixed = Hierarchy {
  Subtree(.window, "UIWindow", .key) {
    rootLayer()
    coverLayer()
  }
  mascotWindow()
}

private let covered = Hierarchy {
  Subtree(.window, "UIWindow", .key) {
    Subtree(.transition, "UITransitionView") {
      Subtree(.controller, "UIHostingController<RootView>", id: "root") {
        Subtree(.content, "Image", id: "mascot")
      }
    }
    coverLayer()
  }
}
