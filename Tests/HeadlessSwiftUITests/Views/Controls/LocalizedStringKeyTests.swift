import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// String literals become localized keys, as in SwiftUI: the titled views take them, and a text
/// made from one is sized as the text it stands for, interpolations formatted.
@MainActor
struct LocalizedStringKeyTests {
  /// Texts stacked at the top leading corner, one per way of making them.
  private struct Texts: View {
    let name = "Ada"
    let title: LocalizedStringKey = "Inbox"

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Text("Hello").accessibilityIdentifier("literal")
        Text("Hi \(name)").accessibilityIdentifier("string")
        Text("\(3)").accessibilityIdentifier("int")
        Text("\(2.5)").accessibilityIdentifier("double")
        Text("\(2.25, specifier: "%.1f") km").accessibilityIdentifier("specifier")
        Text("100%").accessibilityIdentifier("percent")
        Text(title).accessibilityIdentifier("key")
        Text(LocalizedStringKey(name)).accessibilityIdentifier("keyFromString")
        Text("settings.title", tableName: "Main", bundle: .main, comment: "The title")
          .accessibilityIdentifier("table")
        Text("\(Text("bold")) and \(Image(systemName: "star"))").accessibilityIdentifier("inline")
        Text(Date(timeIntervalSince1970: 0), style: .date).accessibilityIdentifier("date")
        Text("at \(Date(timeIntervalSince1970: 0), style: .time)").accessibilityIdentifier("time")
        Text(Date(), style: .relative).accessibilityIdentifier("relative")
        Text(12, format: .number).accessibilityIdentifier("format")
        Text(AttributedString("abc")).accessibilityIdentifier("attributed")
        Spacer()
      }
      .frame(maxWidth: .infinity, alignment: .leading)
    }
  }

  @Test(
    "A text from a key is sized as the text it stands for (8 points a character)",
    arguments: [
      ("literal", "Hello"), ("string", "Hi Ada"), ("int", "3"), ("double", "2.500000"),
      ("specifier", "2.2 km"), ("percent", "100%"), ("key", "Inbox"), ("keyFromString", "Ada"),
      ("table", "settings.title"), ("inline", "bold and \u{FFFC}"), ("date", "January 1, 1970"),
      ("time", "at 12:00 AM"), ("relative", "00:00:00"), ("format", "12"), ("attributed", "abc"),
    ])
  func sizes(identifier: String, shown: String) async throws {
    let app = await UIApplication.launch(Texts())
    let frame = try #require(try app.capturedFrame(of: identifier))
    #expect(frame.width == Double(8 * shown.count))
  }

  @Test("A key keeps its literal's format specifiers; equal keys compare equal")
  func keys() {
    let count = 3
    let interpolated: LocalizedStringKey = "\(count) items, 100%"
    var parts = LocalizedStringKey.StringInterpolation(literalCapacity: 0, interpolationCount: 1)
    parts.appendInterpolation(3)
    parts.appendLiteral(" items, 100%")
    #expect(interpolated == LocalizedStringKey(stringInterpolation: parts))
    #expect(interpolated != "3 items, 100%")
    #expect(LocalizedStringKey("Save") == "Save")
    #expect(Text.DateStyle.relative != .timer)
  }

  @Test("Titled views take a key where a literal or a key is passed, and a String variable too")
  func titledViews() async throws {
    struct Form: View {
      let key: LocalizedStringKey = "Notifications"
      let plain = "Plain"
      @State var on = false
      @State var text = ""
      @State var amount = 1

      var body: some View {
        NavigationStack {
          List {
            Section("General") {
              Toggle(key, isOn: $on)
              Toggle(plain, isOn: $on)
              Button("Save") {}.accessibilityIdentifier("save")
              Button(key, role: .destructive) {}
              Label("Star", systemImage: "star").accessibilityIdentifier("star")
              TextField("Name", text: $text)
              SecureField("Password", text: $text)
              Stepper("Amount", value: $amount, in: 0...9)
              LabeledContent("Version", value: "1.0")
              Link("Help", destination: URL(string: "https://example.com")!)
              ProgressView("Loading")
              NavigationLink("Next") { Text("Next") }
              Menu("More") { Button("Copy") {} }
            }
          }
          .navigationTitle("Settings")
          .searchable(text: $text, prompt: "Search")
          .alert("Saved", isPresented: $on) { Button("OK") {} }
          .accessibilityLabel("Settings list")
        }
      }
    }
    let app = await UIApplication.launch(Form())
    #expect(try app.capturedFrame(of: "save") != nil)
    let star = try #require(try app.capturedFrame(of: "star"))
    #expect(star.width == Double(8 * "  Star".count))
  }
}
