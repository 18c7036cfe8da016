import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// `NavigationStack(path:)`, `navigationDestination(for:destination:)` and
/// `NavigationLink(value:)`: the pushed screens follow the path, both ways.
@MainActor
struct NavigationPathTests {
  /// A screen for a number, which can push the next one, go back, or pop to the root.
  struct NumberScreen: View {
    let number: Int
    @Binding var path: [Int]
    @Environment(\.dismiss) private var dismiss

    var body: some View {
      VStack {
        NavigationLink("Next", value: number + 1).accessibilityIdentifier("next\(number)")
        Button("Back") { dismiss() }.accessibilityIdentifier("back\(number)")
        Button("Root") { path.removeAll() }.accessibilityIdentifier("root\(number)")
      }
      .accessibilityIdentifier("screen\(number)")
    }
  }

  /// The app's path, kept where the test can read it.
  @MainActor final class Model {
    var path: [Int] = []
  }

  struct Root: View {
    let model: Model

    var body: some View {
      let path = Binding(get: { model.path }, set: { model.path = $0 })
      NavigationStack(path: path) {
        NavigationLink("First", value: 1).accessibilityIdentifier("next0")
          .navigationDestination(for: Int.self) { number in
            NumberScreen(number: number, path: path)
          }
      }
      .accessibilityIdentifier("stack")
    }
  }

  /// The type names of the stack's controllers, bottom first.
  private func stack(_ app: UIApplication) throws -> [String] {
    let root = try #require(app.windowsBackToFront.first?.rootViewController)
    let navigation = try #require(
      root.children.first { $0 is UINavigationController } as? UINavigationController)
    return navigation.viewControllers.map(\.typeName)
  }

  @Test("A value link appends to the path and the stack pushes its destination")
  func linkPushes() async throws {
    let model = Model()
    let app = await UIApplication.launch(Root(model: model))
    try app.tap("next0")
    await app.settle()
    try app.tap("next1")
    await app.settle()
    #expect(model.path == [1, 2])
    #expect(
      try stack(app) == [
        "NavigationStackHostingController<AnyView>", "DestinationHostingController<AnyView>",
        "DestinationHostingController<AnyView>",
      ])
    #expect(try app.captureHierarchy().visibility(of: "screen2").isVisible)
  }

  @Test("Going back pops the path; emptying the path pops to the root")
  func popsFollowThePath() async throws {
    let model = Model()
    let app = await UIApplication.launch(Root(model: model))
    for link in ["next0", "next1", "next2"] {
      try app.tap(link)
      await app.settle()
    }
    #expect(model.path == [1, 2, 3])

    try app.tap("back3")
    await app.settle()
    #expect(model.path == [1, 2], "dismiss popped the screen, and the path follows")
    #expect(try stack(app).count == 3)

    try app.tap("root2")
    await app.settle()
    #expect(model.path.isEmpty)
    #expect(try stack(app) == ["NavigationStackHostingController<AnyView>"])
  }

  @Test("A stack without a path binding keeps its own; NavigationPath erases the type")
  func ownPathAndNavigationPath() async throws {
    struct OwnPath: View {
      var body: some View {
        NavigationStack {
          NavigationLink("Go", value: "detail").accessibilityIdentifier("go")
            .navigationDestination(for: String.self) { Text($0).accessibilityIdentifier($0) }
        }
      }
    }
    let app = await UIApplication.launch(OwnPath())
    try app.tap("go")
    await app.settle()
    #expect(try app.captureHierarchy().visibility(of: "detail").isVisible)

    var path = NavigationPath([1, 2])
    path.append("three")
    #expect(path.count == 3 && !path.isEmpty)
    path.removeLast(2)
    #expect(path == NavigationPath([1]))
  }
}
