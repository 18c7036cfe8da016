import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// Bindings made from bindings, as apps write them: `ForEach($items) { $item in … }` editing the
/// items in place (a binding to a collection is a collection of bindings,
/// swiftui/binding: Sequence, Collection, RandomAccessCollection, Identifiable conformances),
/// `Binding($optional)` unwrapping (swiftui/binding/init(_:)-5z9t9), and `$flag.animation()`
/// (swiftui/binding/animation(_:), inert: the write applies at once).
@MainActor
struct BindingProjectionTests {
  struct Item: Identifiable {
    let id: Int
    var name: String
    var isDone = false
  }

  /// A checklist written as apps write one: rows bound to the items, a toggle animated.
  struct Checklist: View {
    @State var items = [Item(id: 1, name: "Milk"), Item(id: 2, name: "Eggs")]
    @State var showsDone = false
    @State var note: String? = "Bring bags"

    var body: some View {
      List {
        ForEach($items) { $item in
          TextField("Name", text: $item.name).accessibilityIdentifier("name-\(item.id)")
        }
        Toggle("Show done", isOn: $showsDone.animation()).accessibilityIdentifier("done")
        if let note = Binding($note) {
          TextField("Note", text: note).accessibilityIdentifier("note")
        }
        Button("Clear note") { note = nil }.accessibilityIdentifier("clear")
        ForEach(items) { item in
          Text(item.name).accessibilityIdentifier("text-\(item.name)")
        }
      }
    }
  }

  private func identifiers(_ app: UIApplication) -> [String] {
    app.captureHierarchy().nodes.compactMap(\.identifier)
  }

  @Test("Typing into a row of ForEach($items) edits that item in place")
  func forEachOverBindingEditsItems() async throws {
    let app = await UIApplication.launch(Checklist())
    #expect(identifiers(app).contains("text-Eggs"))
    try app.typeText(" and ham", into: "name-2")
    await app.settle()
    #expect(identifiers(app).contains("text-Eggs and ham"))
    #expect(!identifiers(app).contains("text-Eggs"))
    #expect(identifiers(app).contains("text-Milk"))
  }

  @Test("Binding($optional) exists while the value does, and its view leaves when it is nil")
  func unwrappedBindingFollowsTheOptional() async throws {
    let app = await UIApplication.launch(Checklist())
    #expect(identifiers(app).contains("note"))
    try app.tap("clear")
    await app.settle()
    #expect(!identifiers(app).contains("note"))
  }

  @Test("The projections read and write through to the base")
  func projectionsWriteThrough() throws {
    var flag = false
    let base = Binding(get: { flag }, set: { flag = $0 })
    base.animation(.easeInOut).wrappedValue = true
    #expect(flag)
    base.transaction(Transaction()).wrappedValue = false
    #expect(!flag)
    let optional = Binding<Bool?>(base)
    optional.wrappedValue = true
    #expect(flag)
    optional.wrappedValue = nil
    #expect(flag, "writing nil leaves the base as it was")
    let erased = Binding<AnyHashable>(base)
    erased.wrappedValue = AnyHashable(false)
    #expect(!flag)
    var maybe: Int? = nil
    let optionalInt = Binding(get: { maybe }, set: { maybe = $0 })
    #expect(Binding<Int>(optionalInt) == nil)
    maybe = 3
    let unwrapped = try #require(Binding<Int>(optionalInt))
    unwrapped.wrappedValue = 4
    #expect(maybe == 4)
  }

  @Test("A binding to an array is a random-access collection of bindings to its elements")
  func bindingCollection() {
    var items = [Item(id: 1, name: "a"), Item(id: 2, name: "b"), Item(id: 3, name: "c")]
    let binding = Binding(get: { items }, set: { items = $0 })
    #expect(binding.count == 3)
    #expect(binding.startIndex == 0 && binding.endIndex == 3)
    #expect(binding.indices == 0..<3)
    #expect(binding.index(after: 0) == 1 && binding.index(before: 2) == 1)
    var index = 0
    binding.formIndex(after: &index)
    binding.formIndex(before: &index)
    #expect(index == 0)
    #expect(binding.map(\.id) == [1, 2, 3])
    binding[1].name.wrappedValue = "B"
    #expect(items[1].name == "B")
    for element in binding { element.isDone.wrappedValue = true }
    #expect(items.allSatisfy { $0.isDone })
    #expect(binding.last?.wrappedValue.name == "c")
  }
}
