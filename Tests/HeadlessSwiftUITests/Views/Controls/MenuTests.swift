import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// `Menu`: its label is captured and takes taps; its items are a presentation left out.
@MainActor
struct MenuTests {
  private final class Log {
    var entries: [String] = []
  }

  @Test("A tap on a menu lands on it; only a primary action runs, never an item")
  func tapsOnMenus() async throws {
    let log = Log()
    let app = await UIApplication.launch(
      VStack {
        Menu("Actions") {
          Button("Delete") { log.entries.append("delete") }
        }
        .accessibilityIdentifier("actions")
        Menu {
          Button("Copy") { log.entries.append("copy") }
        } label: {
          Color.red.frame(width: 60, height: 30)
        } primaryAction: {
          log.entries.append("primary")
        }
        .accessibilityIdentifier("primary")
        Menu("Titled") {
          Button("Share") { log.entries.append("share") }
        } primaryAction: {
          log.entries.append("titled")
        }
        .accessibilityIdentifier("titled")
      })
    let hierarchy = app.captureHierarchy()
    #expect(hierarchy[try hierarchy.index(of: "primary")].attributes.frame?.width == 60)
    try app.tap("actions")  // Lands on the menu's label and runs nothing.
    try app.tap("primary")
    try app.tap("titled")
    #expect(log.entries == ["primary", "titled"])
  }
}
