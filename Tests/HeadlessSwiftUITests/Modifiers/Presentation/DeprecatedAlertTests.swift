import HeadlessSwiftUI
import HeadlessUIKit
import Testing

/// SwiftUI's first alert API, `alert(isPresented:content:)` with `Alert`, and `actionSheet`:
/// the same platform alert controller as their successors, with an action per button.
@MainActor
struct DeprecatedAlertTests {
  @MainActor final class Log {
    var events: [String] = []
  }

  private func root(_ app: UIApplication) throws -> UIViewController {
    try #require(app.windowScenes.first?.windows.first?.rootViewController)
  }

  @Test("alert(isPresented:) with two buttons presents them in order, with their styles")
  func twoButtonAlert() async throws {
    struct Screen: View {
      let log: Log
      @State private var asking = false

      var body: some View {
        Button("Delete") { asking = true }
          .accessibilityIdentifier("delete")
          .alert(isPresented: $asking) {
            Alert(
              title: Text("Delete?"), message: Text("There is no undo"),
              primaryButton: .destructive(Text("Delete")) { log.events.append("deleted") },
              secondaryButton: .cancel())
          }
      }
    }
    let log = Log()
    let app = await UIApplication.launch(Screen(log: log))
    try app.tap("delete")
    await app.settle()
    let alert = try #require(try root(app).presentedViewController as? UIAlertController)
    #expect(alert.typeName == "SwiftUI.PlatformAlertController")
    #expect(alert.preferredStyle == .alert)
    #expect(alert.title == "Delete?" && alert.message == "There is no undo")
    #expect(alert.actions.map(\.title) == ["Delete", "Cancel"])
    #expect(alert.actions.map(\.style) == [.destructive, .cancel])
    try app.tap("Delete")
    await app.settle()
    #expect(log.events == ["deleted"])
    #expect(try root(app).presentedViewController == nil, "the binding went back to false")
  }

  @Test("An alert without buttons gets OK; alert(item:) follows its item")
  func itemAlert() async throws {
    struct Failure: Identifiable {
      let id: Int
    }
    struct Screen: View {
      @State private var failure: Failure?

      var body: some View {
        Button("Fail") { failure = Failure(id: 7) }
          .accessibilityIdentifier("fail")
          .alert(item: $failure) { failure in
            Alert(title: Text("Error \(failure.id)"))
          }
      }
    }
    let app = await UIApplication.launch(Screen())
    try app.tap("fail")
    await app.settle()
    let alert = try #require(try root(app).presentedViewController as? UIAlertController)
    #expect(alert.title == "Error 7")
    #expect(alert.actions.map(\.title) == ["OK"])
    try app.tap("OK")
    await app.settle()
    #expect(try root(app).presentedViewController == nil, "the item went back to nil")
  }

  @Test("actionSheet presents an action-sheet style dialog with its buttons")
  func actionSheet() async throws {
    struct Screen: View {
      @State private var choosing = false

      var body: some View {
        Button("Share") { choosing = true }
          .accessibilityIdentifier("share")
          .actionSheet(isPresented: $choosing) {
            ActionSheet(
              title: Text("Share"),
              buttons: [.default(Text("Copy link")), .destructive(Text("Report")), .cancel()])
          }
      }
    }
    let app = await UIApplication.launch(Screen())
    try app.tap("share")
    await app.settle()
    let sheet = try #require(try root(app).presentedViewController as? UIAlertController)
    #expect(sheet.preferredStyle == .actionSheet)
    #expect(sheet.actions.map(\.title) == ["Copy link", "Report", "Cancel"])
  }
}
