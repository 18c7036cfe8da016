import HeadlessUIKit
// Driver of `measure-overlay-libraries.sh --run` for Whisper, written from its README: no README in the sources; its public `show(whistle:action:)` (Source/Showing.swift) with a `Murmur`.
import Testing
import Whisper

@MainActor
@Suite struct WhisperRun {
  @Test func toastShowsOverAFullScreenModal() async throws {
    let harness = RunHarness()
    await harness.launch()
    await harness.show { Whisper.show(whistle: Murmur(title: "Saved")) }
    try harness.check(
      "Whisper", toast: harness.newRoot().flatMap { $0 is UIWindow ? $0.subviews.last : $0 },
      outside: .passThrough)
  }
}
