// Driver of `measure-overlay-libraries.sh --run` for AlertKit, written from its README: `AlertKitAPI.present(title:icon:style:haptic:)`.

import AlertKit
import HeadlessUIKit
import Testing

@MainActor
@Suite struct SPAlertRun {
  @Test func toastShowsOverAFullScreenModal() async throws {
    let harness = RunHarness()
    await harness.launch()
    await harness.show {
      AlertKitAPI.present(
        title: "Added to Library", icon: .done, style: .iOS17AppleMusic, haptic: .success)
    }
    try harness.check(
      "SPAlert", toast: harness.view(named: "AlertAppleMusic17View"), outside: .passThrough)
  }
}
