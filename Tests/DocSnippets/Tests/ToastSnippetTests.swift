import PresentationExplorer
import PresentationSnapshotTesting
import SwiftUI
import Testing
import UIKit

@testable import App

/// Checks that the launch snapshot of `app` matches its reference; failures point at the caller.
///
/// "Recording and reviewing snapshots" shows this helper.
func expectLaunchSnapshot(
  _ app: some HierarchyCapturing, sourceLocation: SourceLocation = #_sourceLocation
) {
  let recorder = HierarchyRecorder(app)
  recorder.step("launch")
  expectSnapshot(of: recorder, sourceLocation: sourceLocation)
}

/// The tests README and the DocC articles show for the guided example's toast app.
///
/// They run as written: scripts/check-snippets.py checks that each snippet stays in this file
/// as shown. `ToastWindow.window` is an app global, so the suites run one test at a time, each from no
/// toast window.
@MainActor
@Suite(.serialized)
struct ToastSnippets {
  init() { ToastWindow.window = nil }

  // README's guided example and "Writing your first snapshot test".
  @MainActor
  @Suite(.serialized)  // ToastWindow.window is an app global, shared by the tests' apps
  struct ToastTests {
    @Test func toastStaysAboveTheCover() async throws {
      ToastWindow.window = nil
      let app = await UIApplication.launch(ContentView())  // runs .task, as SwiftUI would
      let recorder = HierarchyRecorder(app)
      recorder.step("launch")
      // The tap goes through hit testing, then runs the Button's action.
      try await recorder.step("present cover") { try app.tap("open") }

      expectSnapshot(of: recorder)
      #expect(try recorder.last.isInFront("toast", of: "cover"))
    }
  }

  // PresentationSnapshotTesting's overview.
  @MainActor @Test func toastStaysInFrontOfTheCover() async throws {
    let app = await UIApplication.launch(ContentView())  // or any HierarchyCapturing source
    let recorder = HierarchyRecorder(app)
    recorder.step("launch")
    // One line per step: the action, then the app settles, then the capture.
    try await recorder.step("present cover") { try app.tap("open") }
    expectSnapshot(of: recorder)
    #expect(try recorder.last.isInFront("toast", of: "cover"))
  }

  // HeadlessSwiftUI's overview.
  @MainActor @Suite(.serialized) struct CoverTests {
    @Test func coverHidesTheOpenButton() async throws {
      let app = await UIApplication.launch(ContentView())  // the app's own root view
      let recorder = HierarchyRecorder(app)
      recorder.step("launch")
      // The app's own Button, then the app settles (bodies, .task work, transitions):
      try await recorder.step("present fullScreenCover") { try app.tap("open") }
      expectSnapshot(of: recorder)
      #expect(try recorder.last.isInFront("cover", of: "open"))
    }
  }

  // "Recording and reviewing snapshots": watching part of the screen.
  @Test func theToastAlone() async throws {
    let app = await UIApplication.launch(ContentView())
    let recorder = HierarchyRecorder(
      app, selecting: SnapshotSelection(scope: .subtree("toast"), omitting: [.frame]))
    recorder.step("launch")
    try await recorder.step("present cover") { try app.tap("open") }
    expectSnapshot(of: recorder)
    #expect(recorder.last.nodes.count == 2)  // the toast's window line, and the toast
  }

  // "Recording and reviewing snapshots": writing your own helpers.
  @Test func launch() async {
    expectLaunchSnapshot(await UIApplication.launch(ContentView()))
  }

  // PresentationExplorer's overview.
  @Test func theExplorerFindsNoWayToCoverTheToast() async {
    let explorer = LayeringExplorer(rules: [.alwaysOnTop("toast")]) {
      ToastWindow.window = nil  // the app's global state, reset for each launch
      return await UIApplication.launch(ContentView())
    }
    let result = await explorer.explore()
    #expect(result.counterexample == nil)  // else its `path` is the shortest way to break the rule
    #expect(result.statesExplored > 1)
  }
}
