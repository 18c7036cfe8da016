import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// `List`, `Form` and `Section`: rows one under the other at the list's width, at least 44
/// points high, content inset 20 points; a row that is a button takes taps across the row.
@MainActor
struct ListTests {
  private struct Episode: Identifiable {
    let id: Int
    var title: String { "Episode \(id)" }
  }

  @Test("Rows of identifiable elements stack from the list's top, 44 points each, text inset")
  func rowsOfIdentifiableElements() async throws {
    let episodes = (1...3).map(Episode.init)
    let app = await UIApplication.launch(
      List(episodes) { episode in
        Text(episode.title).accessibilityIdentifier("episode\(episode.id)")
      })
    // A 20-point line centred in the 22 points inside an 11-point inset: 1 point lower.
    #expect(try app.capturedFrame(of: "episode1") == Rect(x: 20, y: 59, width: 72, height: 20))
    #expect(try app.capturedFrame(of: "episode3")?.y == 59 + 2 * 44)
  }

  @Test("A row that is a button takes a tap anywhere across the row")
  func buttonRowTakesTheWholeRow() async throws {
    let app = await UIApplication.launch(ButtonRows())
    // The row's right end, far from the 6-character label.
    let hit = try app.tap(at: Point(x: 380, y: 47 + 44 + 22))
    #expect(hit?.accessibilityIdentifier == "second")
    await app.settle()
    #expect(ButtonRows.tapped.last == "second")
    // The snapshot's hit testing agrees: the row is marked `touches=frame`.
    #expect(app.captureHierarchy().hitTestName(Point(x: 380, y: 47 + 44 + 22)) == "second")
    #expect(app.hitTestDisagreements().isEmpty)
  }

  @Test("A form's sections give their header, rows and footer a row each")
  func formSections() async throws {
    let app = await UIApplication.launch(
      Form {
        Section("Account") {
          Text("Name").accessibilityIdentifier("name")
          Text("Email").accessibilityIdentifier("email")
        }
        Section {
          Text("Sign out").accessibilityIdentifier("signOut")
        } footer: {
          Text("Signed in since May").accessibilityIdentifier("since")
        }
      })
    // Header row, then the two rows, then the second section's row and footer.
    #expect(try app.capturedFrame(of: "name")?.y == 59 + 44)
    #expect(try app.capturedFrame(of: "email")?.y == 59 + 2 * 44)
    #expect(try app.capturedFrame(of: "signOut")?.y == 59 + 3 * 44)
    #expect(try app.capturedFrame(of: "since")?.y == 59 + 4 * 44)
  }

  /// Two button rows that record which ran.
  private struct ButtonRows: View {
    static var tapped: [String] = []

    var body: some View {
      List {
        Button("First") { Self.tapped.append("first") }.accessibilityIdentifier("first")
        Button("Second") { Self.tapped.append("second") }.accessibilityIdentifier("second")
      }
    }
  }
}
