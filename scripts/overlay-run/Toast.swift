import HeadlessUIKit
// Driver of `measure-overlay-libraries.sh --run` for Toast, written from its README: `self.view.makeToast("This is a piece of toast")`, on the view of the controller on screen (the cover).
import Testing
import Toast

@MainActor
@Suite struct ToastSwiftRun {
  @Test func toastShowsOverAFullScreenModal() async throws {
    let harness = RunHarness()
    await harness.launch()
    await harness.show { harness.cover.view.makeToast("This is a piece of toast") }
    try harness.check("Toast-Swift", toast: harness.newRoot(), outside: .passThrough)
  }
}
