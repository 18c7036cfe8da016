import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// The ObservableObject family and the Observation side, as SwiftUI runs them: `@StateObject`
/// made once per place in the tree, `@ObservedObject` and `@EnvironmentObject` reading the
/// object they are given, `$model.property` bindings, `.onReceive`, `@Bindable` and
/// `@Environment(Type.self)`; a change shows on the next evaluation.
@MainActor
@Suite(.serialized)
struct DataFlowTests {
  /// A view model as apps write one.
  final class Model: ObservableObject {
    /// How many models were made, to tell a kept `@StateObject` from a remade one.
    nonisolated(unsafe) static var made = 0
    @Published var count = 0
    @Published var isOn = false

    init() {
      Self.made += 1
    }
  }

  /// The buttons' labels and the texts' identifiers on screen, in order (captures show a
  /// text's place, not its string, so the texts here carry their string as identifier).
  private func labels(_ app: UIApplication) -> [String] {
    app.captureHierarchy().nodes.compactMap { node in
      node.attributes.extra.first { $0.key == "label" }?.value
        ?? (node.typeName == "Text" ? node.identifier : nil)
    }
  }

  /// A text that carries its string as identifier, so captures show it.
  struct Shown: View {
    let string: String

    init(_ string: String) {
      self.string = string
    }

    var body: some View { Text(string).accessibilityIdentifier(string) }
  }

  /// A counter that owns its model.
  struct OwningCounter: View {
    @StateObject private var model = Model()

    var body: some View {
      Button("count \(model.count)") { model.count += 1 }.accessibilityIdentifier("count")
    }
  }

  @Test("@StateObject is made once per place, kept across evaluations, remade when it returns")
  func stateObjectIdentity() async throws {
    struct Screen: View {
      @State private var shows = true
      @State private var other = 0

      var body: some View {
        VStack {
          if shows { OwningCounter() }
          Button("other \(other)") { other += 1 }.accessibilityIdentifier("other")
          Button("toggle") { shows.toggle() }.accessibilityIdentifier("toggle")
        }
      }
    }
    Model.made = 0
    let app = await UIApplication.launch(Screen())
    try app.tap("count")
    try app.tap("other")
    try app.tap("count")
    await app.settle()
    #expect(labels(app) == ["count 2", "other 1", "toggle"])
    #expect(Model.made == 1, "re-evaluations made new view values, never a new model")

    try app.tap("toggle")
    try app.tap("toggle")
    #expect(labels(app) == ["count 0", "other 1", "toggle"], "the counter left and came back")
    #expect(Model.made == 2)
  }

  /// A child that changes its parent's model through a binding.
  struct Switch: View {
    @Binding var isOn: Bool

    var body: some View {
      Button(isOn ? "on" : "off") { isOn.toggle() }.accessibilityIdentifier("switch")
    }
  }

  @Test("@ObservedObject's $model.property is a binding a child writes through")
  func observedObjectBinding() async throws {
    struct Screen: View {
      @ObservedObject var model: Model

      var body: some View {
        VStack {
          Switch(isOn: $model.isOn)
          if model.isOn { Shown("enabled") }
        }
      }
    }
    let model = Model()
    let app = await UIApplication.launch(Screen(model: model))
    #expect(labels(app) == ["off"])
    try app.tap("switch")
    #expect(model.isOn)
    #expect(labels(app) == ["on", "enabled"])
  }

  @Test("@EnvironmentObject reads the object an ancestor supplied with .environmentObject")
  func environmentObject() async throws {
    struct Child: View {
      @EnvironmentObject var model: Model

      var body: some View {
        VStack {
          Button("add \(model.count)") { model.count += 1 }.accessibilityIdentifier("add")
          Switch(isOn: $model.isOn)
        }
      }
    }
    struct Screen: View {
      @StateObject private var model = Model()

      var body: some View {
        VStack {
          Shown("total \(model.count)")
          Child()
        }
        .environmentObject(model)
      }
    }
    let app = await UIApplication.launch(Screen())
    try app.tap("add")
    try app.tap("switch")
    #expect(labels(app) == ["total 1", "add 1", "on"])
    #expect(app.exceptions.isEmpty)
  }

  @Test("A missing environment object empties the view and records SwiftUI's message, once")
  func missingEnvironmentObject() async throws {
    struct Child: View {
      @EnvironmentObject var model: Model

      var body: some View { Shown("count \(model.count)") }
    }
    struct Screen: View {
      @State private var taps = 0

      var body: some View {
        VStack {
          Shown("before")
          Child()
          Button("tap \(taps)") { taps += 1 }.accessibilityIdentifier("tap")
        }
      }
    }
    let app = await UIApplication.launch(Screen())
    try app.tap("tap")
    #expect(labels(app) == ["before", "tap 1"], "the child shows as empty; the app goes on")
    let missing = app.exceptions.filter { $0.name == "HeadlessSwiftUI.MissingEnvironmentObject" }
    #expect(missing.count == 1, "reported once, not on every evaluation")
    #expect(
      missing.first?.reason
        == "No ObservableObject of type DataFlowTests.Model found. A View.environmentObject(_:) "
        + "for DataFlowTests.Model may be missing as an ancestor of this view.")
    let child = app.captureHierarchy().nodes.first { $0.typeName.hasSuffix("Child") }
    #expect(child != nil, "the view is there, with nothing inside")
  }

  @Test(".onReceive runs its action for each value; $property and Just as apps pass them")
  func onReceive() async throws {
    struct Screen: View {
      @StateObject private var model = Model()
      @State private var seen: [Int] = []
      @State private var appeared = false

      var body: some View {
        VStack {
          Shown("seen \(seen.map(String.init).joined(separator: ","))")
          Shown(appeared ? "just" : "none")
          Button("add") { model.count += 1 }.accessibilityIdentifier("add")
        }
        .onReceive(model.$count) { seen.append($0) }
        .onReceive(Just(true)) { appeared = $0 }
      }
    }
    let app = await UIApplication.launch(Screen())
    #expect(labels(app) == ["seen 0", "just", "add"])
    try app.tap("add")
    try app.tap("add")
    #expect(labels(app) == ["seen 0,1,2", "just", "add"])
  }

  /// An `@Observable` model.
  @Observable
  final class Settings {
    var name = "x"
    var isOn = false
  }

  @Test("@Bindable's $model.property and @Environment(Type.self) from .environment(object)")
  func observationSide() async throws {
    struct Editor: View {
      @Bindable var settings: Settings

      var body: some View { Switch(isOn: $settings.isOn) }
    }
    struct Reader: View {
      @Environment(Settings.self) private var settings
      @Environment(Settings.self) private var optional: Settings?

      var body: some View {
        VStack {
          Shown(settings.isOn ? "reader on" : "reader off")
          Shown(optional == nil ? "no object" : "object")
          Editor(settings: settings)
        }
      }
    }
    struct Screen: View {
      @State private var settings = Settings()

      var body: some View { Reader().environment(settings) }
    }
    let app = await UIApplication.launch(Screen())
    #expect(labels(app) == ["reader off", "object", "off"])
    try app.tap("switch")
    #expect(labels(app) == ["reader on", "object", "on"])
  }

  @Test("@Environment(Type.self) with no object empties the view and names the type")
  func missingObservable() async throws {
    struct Reader: View {
      @Environment(Settings.self) private var settings

      var body: some View { Shown(settings.name) }
    }
    struct OptionalReader: View {
      @Environment(Settings.self) private var settings: Settings?

      var body: some View { Shown(settings == nil ? "no object" : "object") }
    }
    let app = await UIApplication.launch(
      VStack {
        Reader()
        OptionalReader()
      })
    #expect(labels(app) == ["no object"])
    #expect(
      app.exceptions.map(\.reason) == [
        "No Observable object of type DataFlowTests.Settings found. A View.environment(_:) for "
          + "DataFlowTests.Settings may be missing as an ancestor of this view."
      ])
  }
}
