import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import PresentationSnapshotTesting
import SeedApps
import Testing

/// What a person does in the dolphin article's app, step by step, through the app's own buttons.
enum DolphinJourney {
  /// One step: its label in the recording, and what the person does.
  struct Step: Sendable {
    let label: String
    let act: @MainActor @Sendable (UIApplication) async throws -> Void

    /// Taps a button, found by its identifier or title, and lets the app settle.
    static func tap(_ label: String, _ button: String) -> Step {
      Step(label: label) { app in
        try app.tap(button)
        await app.settle()
      }
    }
  }

  /// Push the detail screen, present and dismiss the cover, the sheet and the alert.
  static let everything: [Step] = [
    .tap("push Detail (NavigationLink)", "openDetail"),
    .tap("present fullScreenCover", "openCoverFromDetail"),
    .tap("dismiss fullScreenCover (its Close button)", "closeCover"),
    .tap("present sheet", "openSheetFromDetail"),
    Step(label: "swipe the sheet down") { app in
      try app.swipeDownToDismiss()
      await app.settle()
    },
    .tap("present alert", "openAlertFromDetail"),
  ]
}

/// Where a person would tap the dolphin: the centre of its image.
func dolphinCenter(in hierarchy: Hierarchy) throws -> Point {
  let overlay = try hierarchy.index(of: "DolphinOverlay")
  let image = try #require(
    hierarchy.subtree(of: overlay).first { hierarchy[$0].typeName == "Image" })
  let frame = try #require(hierarchy[image].attributes.frame)
  return Point(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
}
