// Driver of `measure-overlay-libraries.sh --run` for SPIndicator, written from its README: `SPIndicator.present(title:message:preset:)` (Quick Start).

import HeadlessUIKit
import SPIndicator
import Testing

@MainActor
@Suite struct SPIndicatorRun {
  @Test func toastShowsOverAFullScreenModal() async throws {
    let harness = RunHarness()
    await harness.launch()
    await harness.show { SPIndicator.present(title: "Saved", preset: .done) }
    try harness.check(
      "SPIndicator", toast: harness.view(named: "SPIndicatorView"), outside: .passThrough)
  }
}
