import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// `ContentUnavailableView` as apps write it: a centred stack of label, description and
/// actions filling the space it is given, whose action buttons take taps.
@MainActor
struct ContentUnavailableViewTests {
  /// The taps the actions saw.
  @MainActor final class Log {
    var events: [String] = []
  }

  @Test("Its action button runs when tapped")
  func actionIsTappable() async throws {
    let log = Log()
    let app = await UIApplication.launch(Inbox(log: log))
    try app.tap("refresh")
    await app.settle()
    #expect(log.events == ["refresh"])
  }

  @Test("It fills the space it is given and centres its label, description and actions")
  func fillsAndCentres() async throws {
    let app = await UIApplication.launch(Inbox(log: Log()))
    let hierarchy = app.captureHierarchy()
    let index = try #require(hierarchy.nodes.firstIndex { $0.typeName == "ContentUnavailableView" })
    let placeholder = hierarchy.effectiveFrames()[index]
    #expect(placeholder == Rect(x: 0, y: 47, width: 390, height: 763))
    let label = try #require(try app.capturedFrame(of: "label"))
    let description = try #require(try app.capturedFrame(of: "description"))
    let refresh = try #require(try app.capturedFrame(of: "refresh"))
    #expect(label.y < description.y && description.y < refresh.y)
    #expect(label.x + label.width / 2 == 195)
    #expect(refresh.x + refresh.width / 2 == 195)
  }

  @Test("The title forms and the search placeholders compile and show a label")
  func titleAndSearchForms() async throws {
    for view in [
      AnyView(ContentUnavailableView("No Mail", systemImage: "tray")),
      AnyView(
        ContentUnavailableView(
          "No Mail", systemImage: "tray", description: Text("New mail appears here."))),
      AnyView(ContentUnavailableView(String("Offline"), image: "cloud")),
      AnyView(ContentUnavailableView("Empty", image: "box", description: nil)),
      AnyView(ContentUnavailableView.search),
      AnyView(ContentUnavailableView.search(text: "dolphin")),
    ] {
      let app = await UIApplication.launch(view)
      let names = app.captureHierarchy().nodes.map(\.typeName)
      #expect(names.contains("ContentUnavailableView"))
      #expect(names.contains("Label"))
    }
  }
}

// MARK: - Fixtures

/// A list that shows a placeholder with a refresh action while it is empty.
private struct Inbox: View {
  let log: ContentUnavailableViewTests.Log

  var body: some View {
    ContentUnavailableView {
      Label("No Mail", systemImage: "tray.fill").accessibilityIdentifier("label")
    } description: {
      Text("New mails you receive will appear here.").accessibilityIdentifier("description")
    } actions: {
      Button("Refresh") { log.events.append("refresh") }
        .accessibilityIdentifier("refresh")
    }
  }
}
