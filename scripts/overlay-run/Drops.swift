// Driver of `measure-overlay-libraries.sh --run` for Drops, written from its README: `Drops.show("Title")`.

import Drops
import HeadlessUIKit
import Testing

@MainActor
@Suite struct DropsRun {
  @Test func toastShowsOverAFullScreenModal() async throws {
    let harness = RunHarness()
    await harness.launch()
    await harness.show { Drops.show("Saved") }
    try harness.check("Drops", toast: harness.view(named: "DropView"), outside: .passThrough)
  }
}
