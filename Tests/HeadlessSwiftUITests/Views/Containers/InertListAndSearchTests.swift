import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// List editing, pull to refresh, context menus and search, written as apps write them: they
/// compile and leave the capture as it is without them (the model drives none of them).
@MainActor
struct InertListAndSearchTests {
  private struct Inbox: View {
    let decorated: Bool
    @State private var messages = ["One", "Two", "Three"]
    @State private var query = ""

    var body: some View {
      NavigationStack {
        List {
          if decorated {
            ForEach(messages, id: \.self) { message in
              Text(message).accessibilityIdentifier(message)
                .contextMenu {
                  Button("Delete", role: .destructive) {}
                } preview: {
                  Text(message)
                }
            }
            .onDelete { messages.remove(atOffsets: $0) }
            .onMove { messages.move(fromOffsets: $0, toOffset: $1) }
          } else {
            ForEach(messages, id: \.self) { message in
              Text(message).accessibilityIdentifier(message)
            }
          }
        }
        .refreshable { try? await Task.sleep(nanoseconds: 1) }
        .searchable(
          text: $query, placement: .navigationBarDrawer(displayMode: .always),
          prompt: "Search"
        )
        .searchable(text: $query, prompt: Text("Find"))
        .contextMenu { Button("Mark all read") {} }
        .backgroundStyle(.thinMaterial)
        .navigationTitle("Inbox")
      }
    }
  }

  @Test("Editing, refresh, context menus and search leave the capture unchanged")
  func inert() async throws {
    let plain = await UIApplication.launch(Inbox(decorated: false)).captureHierarchy()
    let decorated = await UIApplication.launch(Inbox(decorated: true)).captureHierarchy()
    #expect(decorated == plain)
    #expect(try decorated.index(of: "Two") > 0)
  }
}

/// SwiftUI's collection helpers for `onDelete` and `onMove`.
struct CollectionOffsetTests {
  @Test func removeAtOffsets() {
    var letters = ["a", "b", "c", "d"]
    letters.remove(atOffsets: IndexSet([0, 2]))
    #expect(letters == ["b", "d"])
  }

  @Test(arguments: [
    (IndexSet([0]), 3, ["b", "c", "a", "d"]),
    (IndexSet([3]), 0, ["d", "a", "b", "c"]),
    (IndexSet([0, 2]), 4, ["b", "d", "a", "c"]),
    (IndexSet([1]), 1, ["a", "b", "c", "d"]),
  ])
  func moveFromOffsets(source: IndexSet, destination: Int, expected: [String]) {
    var letters = ["a", "b", "c", "d"]
    letters.move(fromOffsets: source, toOffset: destination)
    #expect(letters == expected)
  }
}
