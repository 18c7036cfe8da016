import HeadlessSwiftUI
import HeadlessUIKit
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

/// A view file that ends with `#Preview` and `PreviewProvider` previews, as apps' files do.
///
/// The file compiles unchanged, and its view launches, captures and reacts as without them:
/// the previews add no code and the preview modifiers change no capture.
@MainActor
@Suite struct PreviewsPatternTests {
  @Test func aViewFileWithPreviewsLaunchesAsWithout() async throws {
    let app = await UIApplication.launch(PreviewedProfileCard())
    let plain = app.captureHierarchy()
    #expect(try plain.visibility(of: "name").isVisible)
    #expect(try plain.visibility(of: "follow").isVisible)

    let previewed = await UIApplication.launch(
      PreviewedProfileCard()
        .previewDisplayName("Default")
        .previewDevice("iPhone 15 Pro")
        .previewLayout(.sizeThatFits)
        .previewInterfaceOrientation(.landscapeLeft))
    #expect(previewed.captureHierarchy() == plain, "preview modifiers change no capture")

    try app.tap("follow")
    await app.settle()
    #expect(try app.captureHierarchy().visibility(of: "follow").isVisible)
    #expect(PreviewedProfileCard_Previews.platform == .iOS)
    #expect(PreviewedProfileCardDark_Previews.platform == nil)
  }
}
