import HeadlessSwiftUI
import HeadlessUIKit
import PresentationHierarchy
import Testing

// Entries declared as apps declare them: typed, inferred, optional without a value, in
// backticks, a closure with a trailing comment, and one per transaction.
extension EnvironmentValues {
  @Entry var entryAccentName: String = "blue"
  @Entry var entryShowsBadges = true
  @Entry var entrySelectedTab: Int?
  @Entry var `entryDefault`: [String: Int] = [:]
  @Entry fileprivate var entryRefresh: (@MainActor () -> Void)? = nil  // set by the list screen
  @Entry var entryBox: EntryMacroTests.Box = EntryMacroTests.Box()
}

extension Transaction {
  @Entry var entryIsQuick = false
}

/// `@Entry` expands as SwiftUI's ([DOC] swiftui/entry()): each property reads its default
/// until set, a view reads it with `@Environment`, and `.environment(_:_:)` sets it for a
/// subtree only.
@MainActor
struct EntryMacroTests {
  /// A reference type, to tell whether a default is made afresh on each read.
  final class Box {}

  @Test("Entries read their defaults until set, and keep what is set")
  func defaultsAndWrites() {
    var values = EnvironmentValues()
    #expect(values.entryAccentName == "blue")
    #expect(values.entryShowsBadges)
    #expect(values.entrySelectedTab == nil)
    #expect(values.entryDefault.isEmpty)
    #expect(values.entryRefresh == nil)

    values.entryAccentName = "red"
    values.entrySelectedTab = 2
    values.entryShowsBadges = false
    #expect(values.entryAccentName == "red")
    #expect(values.entrySelectedTab == 2)
    #expect(!values.entryShowsBadges)

    values.entrySelectedTab = nil
    #expect(values.entrySelectedTab == nil)
  }

  @Test("A default is made on each read, as SwiftUI's computed defaultValue is")
  func defaultIsMadeAfresh() {
    let values = EnvironmentValues()
    #expect(values.entryBox !== values.entryBox)
  }

  @Test("A transaction entry reads its default until set")
  func transactionEntry() {
    var transaction = Transaction()
    #expect(!transaction.entryIsQuick)
    transaction.entryIsQuick = true
    #expect(transaction.entryIsQuick)
  }

  /// Shows the accent name it reads as an identifier.
  private struct Badge: View {
    let name: String
    @Environment(\.entryAccentName) private var accentName

    var body: some View {
      Text(name).accessibilityIdentifier("\(name)-\(accentName)")
    }
  }

  private struct Screen: View {
    var body: some View {
      VStack {
        Badge(name: "plain")
        Badge(name: "themed").environment(\.entryAccentName, "green")
      }
    }
  }

  @Test("A view reads an entry with @Environment; .environment sets it for its subtree only")
  func viewsReadEntries() async throws {
    let app = await UIApplication.launch(Screen())
    let hierarchy = app.captureHierarchy()
    #expect((try? hierarchy.index(of: "plain-blue")) != nil)
    #expect((try? hierarchy.index(of: "themed-green")) != nil)
    #expect((try? hierarchy.index(of: "plain-green")) == nil)
  }
}
