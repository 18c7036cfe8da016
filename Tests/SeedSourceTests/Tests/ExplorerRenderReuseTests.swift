import HeadlessSwiftUI
import HeadlessUIKit
import PresentationExplorer
import SeedApps
import Testing

extension SeedAppTests {
  /// Reusing renders is invisible to the explorer.
  ///
  /// Every seed app explored with the bodies evaluated only after what they read changed finds
  /// the same states, in the same depths, through the same transitions, as with every body
  /// evaluated at every step. A change a render failed to see would show as a state that
  /// differs from its twin.
  @MainActor
  struct ExplorerRenderReuseTests {
    private func explore(_ seed: SeedApp, reusing: Bool) async -> ExplorationResult {
      await LayeringExplorer(rules: [], maximumDepth: 4) {
        SeedApp.resetGlobals()
        let app = await UIApplication.launch(seed.rootView)
        app.reusesContentRenders = reusing
        return app
      }.explore()
    }

    @Test(
      "Every seed app explores the same with renders reused as without",
      arguments: SeedApp.allCases)
    func sameStates(_ seed: SeedApp) async {
      let reused = await explore(seed, reusing: true)
      let rendered = await explore(seed, reusing: false)
      #expect(reused.statesExplored > 1)
      #expect(reused.statesExplored == rendered.statesExplored)
      #expect(reused.statesPerDepth == rendered.statesPerDepth)
      #expect(reused.transitionsTried == rendered.transitionsTried)
    }
  }
}
