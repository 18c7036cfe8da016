import Foundation
import HierarchyTestSupport
import PresentationSnapshotTesting
import Testing

struct ExpectSnapshotTests {
  @Test("A failure is attributed to the line of the assertion in the test")
  func failurePointsAtCaller() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let path = "PresentationSnapshotTestingTests/ExpectSnapshotTests/failurePointsAtCaller.txt"
    try sandbox.writeReference(SnapshotFormat.write(recording(Scenes.fixedCover, path)), at: path)
    let line = #line + 2
    let captured = captureIssues {
      sandbox.run { _ = expectSnapshot(of: Scenes.covered) }
    }
    let issue = try captured.onlyIssue()
    #expect(issue.severity == .error)
    #expect(issue.sourceLocation.fileID == #fileID)
    #expect(issue.sourceLocation.line == line)
    #expect(
      captured.attachments.map(\.sourceLocation) == [issue.sourceLocation, issue.sourceLocation])
  }

  @Test("A helper's own source location is forwarded unchanged")
  func forwardsSourceLocation() throws {
    let sandbox = try Sandbox(["CI": "1"])
    defer { sandbox.remove() }
    let location = SourceLocation(
      fileID: "MyTests/Helpers.swift", filePath: "/nowhere/Helpers.swift", line: 42, column: 7)
    let captured = captureIssues {
      sandbox.run { _ = expectSnapshot(of: Scenes.launch, sourceLocation: location) }
    }
    #expect(try captured.onlyIssue().sourceLocation == location)
    #expect(captured.attachments.map(\.sourceLocation) == [location])
  }

  @Test("A mismatch says which step, what moved, the diff, the files and how to accept")
  func mismatchMessage() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let path = "PresentationSnapshotTestingTests/ExpectSnapshotTests/mismatchMessage.txt"
    try sandbox.writeReference(SnapshotFormat.write(recording(Scenes.fixedCover, path)), at: path)
    let captured = captureIssues {
      sandbox.run { _ = expectSnapshot(of: Scenes.covered) }
    }
    let issue = try captured.onlyIssue()
    #expect(issue.severity == .error)
    #expect(issue.sourceLocation.fileID == #fileID)
    #expect(
      issue.headline
        == "step 1 \"snapshot\": `mascot` is now behind `cover` (was in front) (and 3 more changes)"
    )
    let message = issue.message
    #expect(
      message.contains("\nSnapshot \(sandbox.directory.url.path)/Snapshots/\(path) does not match"))
    #expect(message.contains("\n@@ -"))
    #expect(message.contains("\n-window UIWindow #overlay key interaction=off\n"))
    #expect(message.contains("Actual:    "))
    #expect(message.contains("Accept:    mv '"))
    #expect(
      message.contains(
        "RECORD_SNAPSHOTS=all swift test --filter "
          + "'PresentationSnapshotTestingTests.ExpectSnapshotTests/mismatchMessage'"))
    #expect(sandbox.snapshotFiles == ["Snapshots/" + path, "Snapshots/" + path + ".new"])
    #expect(sandbox.artifactFiles == ["artifacts/" + path, "artifacts/" + path + ".patch"])
    #expect(
      captured.attachments.map(\.name) == ["mismatchMessage.txt", "mismatchMessage.txt.patch"])
    #expect(captured.attachments.first?.text == sandbox.reference(at: path + ".new"))
  }

  @Test("A conflicted reference fails with the parser's message and line, and is kept")
  func conflictedReference() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let path = "PresentationSnapshotTestingTests/ExpectSnapshotTests/conflictedReference.txt"
    let conflicted =
      "presentation-snapshot 1\n<<<<<<< HEAD\nwindow A\n=======\nwindow B\n>>>>>>> x\n"
    try sandbox.writeReference(conflicted, at: path)
    let captured = captureIssues {
      sandbox.run { _ = expectSnapshot(of: Scenes.launch) }
    }
    let issue = try captured.onlyIssue()
    #expect(issue.severity == .error)
    #expect(issue.sourceLocation.fileID == #fileID)
    #expect(issue.message.contains("\(path):2:1: merge conflict marker '<<<<<<<'"))
    #expect(issue.message.contains("The reference was left unchanged."))
    #expect(sandbox.reference(at: path) == conflicted)
  }

  @Test("Two assertions with the same name in one test are reported, naming the test")
  func duplicateName() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    sandbox.run { _ = expectSnapshot(of: Scenes.launch, named: "same") }
    let captured = captureIssues {
      sandbox.run { _ = expectSnapshot(of: Scenes.covered, named: "same") }
    }
    let issue = try captured.onlyIssue()
    #expect(issue.severity == .error)
    #expect(issue.sourceLocation.fileID == #fileID)
    #expect(issue.message.hasPrefix("Two snapshot assertions in "))
    #expect(issue.message.contains("ExpectSnapshotTests/duplicateName()"))
    #expect(issue.message.contains("duplicateName.same.txt"))
    #expect(
      issue.message.hasSuffix("Both are named 'same'; pass a distinct 'named:' to each."))
    #expect(sandbox.warnings.count == 1, "the first assertion records its new snapshot")
  }

  @Test("Names that differ only in what a file name can't hold collide, and the message says so")
  func namesThatSanitizeAlike() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    sandbox.run {
      _ = expectSnapshot(of: Scenes.launch, named: "ダーク")
      _ = expectSnapshot(of: Scenes.launch, named: "ライト")
    }
    #expect(sandbox.snapshotFiles.count == 2, "names in any script are distinct files")
    let captured = captureIssues {
      sandbox.run { _ = expectSnapshot(of: Scenes.covered, named: "dark mode") }
      sandbox.run { _ = expectSnapshot(of: Scenes.covered, named: "dark/mode") }
    }
    let issue = try captured.onlyIssue()
    #expect(issue.severity == .error)
    #expect(issue.sourceLocation.fileID == #fileID)
    #expect(
      issue.message.contains("Their names 'dark mode' and 'dark/mode' differ only in characters"))
    #expect(sandbox.warnings.count == 3)
  }

  @Test("A parameterized test must name its snapshots", arguments: ["light", "dark"])
  func parameterizedNeedsName(appearance: String) throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let captured = captureIssues {
      sandbox.run { _ = expectSnapshot(of: Scenes.launch) }
    }
    let issue = try captured.onlyIssue()
    #expect(issue.severity == .error)
    #expect(issue.sourceLocation.fileID == #fileID)
    #expect(issue.message.contains("is parameterized: pass 'named:'"))
    let outcome = sandbox.run { expectSnapshot(of: Scenes.launch, named: appearance) }
    #expect(
      outcome?.key.relativePath
        == "PresentationSnapshotTestingTests/ExpectSnapshotTests/"
        + "parameterizedNeedsName.\(appearance).txt")
    #expect(sandbox.warnings.count == 1)
  }

  @Test("The recorder's steps are what the snapshot holds")
  func recorderSteps() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let app = FakeApp()
    let recorder = HierarchyRecorder(app)
    recorder.step("launch")
    app.current = Scenes.covered
    recorder.step("present fullScreenCover")
    recorder.step("hand-built", Scenes.fixedCover)
    #expect(
      recorder.recording.steps.map(\.label) == ["launch", "present fullScreenCover", "hand-built"])
    #expect(recorder.recording.steps.first?.hierarchy == Scenes.launch)
    #expect(recorder.last == Scenes.fixedCover)
    let outcome = sandbox.run { expectSnapshot(of: recorder) }
    let path = try #require(outcome?.key.relativePath)
    let parsed = try SnapshotFormat.parse(try #require(sandbox.reference(at: path)))
    #expect(parsed.steps == recorder.recording.steps)
    #expect(sandbox.warnings == [sandbox.recordedWarning(path)])
  }
}

/// Scoped snapshots from the recorder and from `expectSnapshot`.
struct SelectionSnapshotTests {
  @Test("A recorder's selection is applied to each step and written into the header")
  func recorderSelection() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    let app = FakeApp()
    let recorder = HierarchyRecorder(
      app, selecting: SnapshotSelection(scope: .subtree("tabs"), omitting: [.key]))
    recorder.step("launch")
    #expect(recorder.last.nodes.map(\.typeName) == ["UIWindow", "UITabBarController"])
    #expect(recorder.last.nodes[0].attributes.isKey == false)
    let outcome = sandbox.run { expectSnapshot(of: recorder) }
    let path = try #require(outcome?.key.relativePath)
    let text = try #require(sandbox.reference(at: path))
    #expect(text.contains("\nscope: subtree #tabs\nomits: key\n\n## step 1: launch\n"))
  }

  @Test("A scope that matches nothing keeps no nodes and records an issue naming the step")
  func missingScope() throws {
    let recorder = HierarchyRecorder(FakeApp(), selecting: SnapshotSelection(scope: .window("x")))
    let captured = captureIssues { recorder.step("launch") }
    let issue = try captured.onlyIssue()
    #expect(issue.severity == .error)
    #expect(issue.sourceLocation.fileID == #fileID)
    #expect(
      issue.message
        == "Step 1 \"launch\": the snapshot's scope found nothing to keep: no window has the "
        + "identifier 'x', so the step keeps no nodes.")
    #expect(recorder.last.count == 0)
  }

  @Test("expectSnapshot narrows a recording further and adds up what is left out")
  func expectSnapshotSelection() throws {
    let sandbox = try Sandbox()
    defer { sandbox.remove() }
    var recording = Recording(steps: [Recording.Step("launch", Scenes.launch)])
    recording.selection = SnapshotSelection(omitting: [.frame])
    let outcome = sandbox.run {
      expectSnapshot(
        of: recording, selecting: SnapshotSelection(scope: .window("main"), omitting: [.key]))
    }
    let path = try #require(outcome?.key.relativePath)
    let parsed = try SnapshotFormat.parse(try #require(sandbox.reference(at: path)))
    #expect(
      parsed.selection == SnapshotSelection(scope: .window("main"), omitting: [.frame, .key]))
    #expect(parsed.steps.first?.hierarchy.nodes.first?.attributes.isKey == false)
  }
}

// MARK: - Fixtures

/// A stand-in for an app model whose screen changes between steps.
private final class FakeApp: HierarchyCapturing {
  var current = Scenes.launch

  func captureHierarchy() -> Hierarchy { current }
}

/// `expectLayering`: an issue per violation, naming the step, the rule and the node.
struct ExpectLayeringTests {
  @Test("A stale transition view is an issue naming its step and rule")
  func reportsViolations() throws {
    let stale = Hierarchy {
      Subtree(.window, "UIWindow", id: "main", .key) {
        Subtree(.transition, "UITransitionView")
        Subtree(.transition, "UITransitionView") { Subtree(.controller, "UIViewController") }
      }
    }
    let recorder = HierarchyRecorder()
    recorder.step("launch", Scenes.launch)
    recorder.step("root swapped", stale)
    var found: [(step: Int, violation: LayeringViolation)] = []
    let captured = captureIssues { found = expectLayering(of: recorder) }
    #expect(found.map(\.step) == [2])
    let issue = try captured.onlyIssue()
    #expect(issue.severity == .error)
    #expect(issue.sourceLocation.fileID == #fileID)
    #expect(
      issue.message
        == "Step 2 \"root swapped\" breaks the layering rule 'no stale transition views': "
        + "UITransitionView in window main belongs to no presentation (1 view inside): "
        + "a presentation ended and left it on screen")
  }

  @Test("Rules that hold record nothing")
  func quietWhenHeld() {
    let recorder = HierarchyRecorder()
    recorder.step("launch", Scenes.launch)
    #expect(expectLayering(of: recorder).isEmpty)
  }
}
