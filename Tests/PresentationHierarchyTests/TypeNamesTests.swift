import PresentationHierarchy
import Testing

/// `TypeNames`: the names the headless model gives Swift types, enclosing types kept and
/// modules dropped, as a device capture reads a class's runtime name.
struct TypeNamesTests {
  @Test(
    "Qualified names lose their modules and keep their enclosing types",
    arguments: zip(
      [
        "App.ContentView", "App.Suite.Fixture", "SwiftUI.UIHostingController<App.TabItem.RootView>",
        "App.Box<Swift.Optional<Swift.Int>>", "App.Pair<(name: Swift.String, count: Swift.Int)>",
        "App.Outer<Swift.Int>.Inner", "App.(unknown context at $10a8c1234).Local",
        "App.T.(unknown context at $5e1d8).(unknown context at $5e1e0).Local", "Int",
      ],
      [
        "ContentView", "Suite.Fixture", "UIHostingController<TabItem.RootView>",
        "Box<Optional<Int>>", "Pair<(name: String, count: Int)>", "Outer<Int>.Inner", "Local",
        "T.Local", "Int",
      ]))
  func dropsModules(reflecting: String, name: String) {
    #expect(TypeNames.withoutModules(reflecting) == name)
  }

  @Test("Real types: nested, generic and local")
  func realTypes() {
    struct Local {}
    #expect(TypeNames.of(Outer.Inner.self) == "Outer.Inner")
    #expect(TypeNames.of(Outer.Box<Outer.Inner>.self) == "Outer.Box<Outer.Inner>")
    #expect(TypeNames.of(Local.self) == "TypeNamesTests.Local")
    #expect(TypeNames.of([Int?].self) == "Array<Optional<Int>>")
  }

  @Test("Names are remembered per type: asked from many threads at once, each type keeps its own")
  func rememberedPerType() async {
    let types: [Any.Type] = [Outer.Inner.self, Outer.Box<Int>.self, Outer.Box<String>.self]
    let expected = ["Outer.Inner", "Outer.Box<Int>", "Outer.Box<String>"]
    await withTaskGroup(of: [String].self) { group in
      for _ in 0..<8 {
        group.addTask { (0..<50).flatMap { _ in types.map(TypeNames.of) } }
      }
      for await names in group {
        #expect(names == Array((0..<50).flatMap { _ in expected }))
      }
    }
  }
}

// MARK: - Fixtures

private enum Outer {
  struct Inner {}
  struct Box<Value> {}
}
