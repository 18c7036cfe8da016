// Driver of `measure-overlay-libraries.sh --run` for Loaf, written from its README: `Loaf("Message goes here", sender: self).show()` from the controller on screen (the cover); README promises nothing about taps outside.

import HeadlessUIKit
import Loaf
import Testing

@MainActor
@Suite struct LoafRun {
  @Test func toastShowsOverAFullScreenModal() async throws {
    let harness = RunHarness()
    await harness.launch()
    await harness.show { Loaf("Message goes here", sender: harness.cover).show() }
    try harness.check(
      "Loaf", toast: harness.cover.presentedViewController?.view, outside: .notPromised)
  }
}
