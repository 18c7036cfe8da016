import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// The environment's list metrics: rows are at least `defaultMinListRowHeight` high, as
/// SwiftUI documents [DOC: `swiftui/environmentvalues/defaultminlistrowheight`: "The height of
/// list rows is bounded below by this default value"]; the header height is kept, inert.
@MainActor
struct ListRowHeightTests {
  @Test("A list's rows are as high as the environment's minimum row height, 44 by default")
  func rowsFollowTheEnvironment() async throws {
    let app = await UIApplication.launch(
      VStack {
        MetricsReader()
        List {
          Text("One").accessibilityIdentifier("one")
          Text("Two").accessibilityIdentifier("two")
        }
        .environment(\.defaultMinListRowHeight, 60)
      })
    let one = try #require(try app.capturedFrame(of: "one"))
    let two = try #require(try app.capturedFrame(of: "two"))
    #expect(two.y - one.y == 60)
    #expect(MetricsReader.seen == ["44.0 nil"])
  }
}

// MARK: - Fixtures

/// Reads the list metrics from the environment, as an app sizing its own rows does.
private struct MetricsReader: View {
  @MainActor static var seen: [String] = []
  @Environment(\.defaultMinListRowHeight) private var rowHeight
  @Environment(\.defaultMinListHeaderHeight) private var headerHeight

  var body: some View {
    let headerHeight = headerHeight.map { "\($0)" } ?? "nil"
    Self.seen = ["\(rowHeight) \(headerHeight)"]
    return Text("Metrics").environment(\.defaultMinListHeaderHeight, 30)
  }
}
