import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// `.toolbar` and `.navigationTitle`: items become the hosting controller's bar button items in
/// the navigation bar, and a tap on one runs its button's action.
@MainActor
struct ToolbarTests {
  private struct Inbox: View {
    @State private var added = 0

    var body: some View {
      NavigationStack {
        VStack {
          Text("Inbox")
          if added > 1 { Text("Two added").accessibilityIdentifier("twoAdded") }
        }
        .navigationTitle("Inbox")
        .navigationBarTitleDisplayMode(.inline)
        .toolbar {
          ToolbarItem(placement: .cancellationAction) {
            Button("Close") {}.accessibilityIdentifier("close")
          }
          ToolbarItemGroup(placement: .topBarTrailing) {
            Button("Edit") {}.accessibilityIdentifier("edit")
            Button("Add") { added += 1 }.accessibilityIdentifier("add")
          }
        }
      }
    }
  }

  private func frame(of name: String, in hierarchy: Hierarchy) throws -> Rect? {
    hierarchy[try hierarchy.index(of: name)].attributes.frame
  }

  @Test("Items sit in the navigation bar by placement; the last trailing one is rightmost")
  func itemsInTheBar() async throws {
    let app = await UIApplication.launch(Inbox())
    let hierarchy = app.captureHierarchy()
    let add = try hierarchy.index(of: "add")
    let bar = try #require(hierarchy.parent(of: add))
    #expect(hierarchy.nodes[bar].typeName == "UINavigationBar")
    #expect(hierarchy.nodes[add].typeName == "_UIButtonBarButton")
    // UIKit's bar layout: 44-point items from the edges, 8 points apart (BarButtonItemTests).
    #expect(try frame(of: "add", in: hierarchy) == Rect(x: 330, y: 59, width: 44, height: 44))
    #expect(try frame(of: "edit", in: hierarchy) == Rect(x: 278, y: 59, width: 44, height: 44))
    #expect(try frame(of: "close", in: hierarchy) == Rect(x: 16, y: 59, width: 44, height: 44))
  }

  @Test("A tap on a bar item runs its button's action; the title reaches the navigation item")
  func tapRunsTheAction() async throws {
    let app = await UIApplication.launch(Inbox())
    try app.tap("add")
    await app.settle()
    #expect(throws: (any Error).self) { try app.captureHierarchy().index(of: "twoAdded") }
    try app.tap("add")
    await app.settle()
    #expect(try app.captureHierarchy().index(of: "twoAdded") > 0)
    let window = try #require(app.windowScenes.first?.windows.first)
    let stack = try #require(window.rootViewController?.children.first as? UINavigationController)
    #expect(stack.viewControllers.first?.navigationItem.title == "Inbox")
  }
}
