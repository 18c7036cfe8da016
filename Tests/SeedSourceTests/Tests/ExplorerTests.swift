import HeadlessSwiftUI
import HeadlessUIKit
import PresentationExplorer
import PresentationHierarchy
import SeedApps
import Testing

extension SeedAppTests {
  /// The explorer on the seed apps, without being told where to look: it finds each article's
  /// bug as the shortest sequence of taps, and nothing in the fixes.
  @MainActor
  struct ExplorerTests {
    private func explorer(
      _ seed: SeedApp, rules: [LayeringRule], depth: Int = 3
    ) -> LayeringExplorer {
      LayeringExplorer(rules: rules, maximumDepth: depth) {
        SeedApp.resetGlobals()
        return await UIApplication.launch(seed.rootView)
      }
    }

    @Test("The ZStack dolphin falls under the fullScreenCover after one tap")
    func zStackDolphin() async throws {
      let result = await explorer(.zStackDolphin, rules: [.alwaysOnTop("DolphinOverlay")])
        .explore()
      let found = try #require(result.counterexample)
      #expect(found.path == "launch → tap openCover")
      #expect(found.violation.description.hasSuffix("is behind the presentation of cover"))
      #expect(found.recording.steps.map(\.label) == ["launch", "tap openCover"])
      // The report's words: the path, then the rule and how it broke, each said once.
      #expect(found.summary.hasPrefix("after launch → tap openCover:\n  "))
      #expect(found.summary.components(separatedBy: found.rule.name).count == 2)
      #expect(found.summary.components(separatedBy: "DolphinOverlay").count == 2)
    }

    @Test("The addSubview dolphin falls under a modal after one tap")
    func windowOverlayDolphin() async throws {
      let result = await explorer(.windowOverlayDolphin, rules: [.alwaysOnTop("DolphinOverlay")])
        .explore()
      let found = try #require(result.counterexample)
      #expect(found.actions.count == 1)
      #expect(found.rule.name == "always on top: DolphinOverlay")
    }

    @Test("In the composed seeds the image alert lands in a window that takes no taps")
    func composedSeeds() async throws {
      let result = await explorer(.composed, rules: LayeringRule.standard).explore()
      let found = try #require(result.counterexample)
      #expect(found.path == "launch → tap openImageAlert")
      #expect(found.rule.name == "presentations land in usable windows")
      #expect(
        found.swiftTest(launch: "await UIApplication.launch(ComposedContentView())") == """
          @Test("Explorer: presentations land in usable windows")
          @MainActor
          func replaysLayeringBug() async throws {
            let app = await UIApplication.launch(ComposedContentView())
            let recorder = HierarchyRecorder(app)
            recorder.step("launch")
            try await recorder.step("tap openImageAlert") { try app.tap("openImageAlert") }
            expectLayering(of: recorder, [.presentationsInUsableWindows])
          }

          """)
    }

    @Test(
      "The fixes break no rule within three actions",
      arguments: [
        SeedApp.separateWindowDolphin, .composedFixed,
      ])
    func fixesAreClean(_ seed: SeedApp) async {
      let rules = LayeringRule.standard + [.alwaysOnTop("DolphinOverlay")]
      let result = await explorer(seed, rules: rules).explore()
      #expect(result.counterexample == nil, "\(result.counterexample?.path ?? "")")
      #expect(result.statesExplored > 3)
      #expect(result.depthExhausted == 3 || result.statesPerDepth.last == 0)
    }

    @Test("The same app gives the same exploration")
    func deterministic() async {
      let first = await explorer(.separateWindowDolphin, rules: [], depth: 2).explore()
      let second = await explorer(.separateWindowDolphin, rules: [], depth: 2).explore()
      #expect(first.statesPerDepth == second.statesPerDepth)
      #expect(first.statesExplored == second.statesExplored)
    }
  }
}
