import HeadlessSwiftUI
import HeadlessUIKit
import Testing

/// A user dragging a SwiftUI sheet between its detents: the `presentationDetents(_:selection:)`
/// binding follows, as SwiftUI's presentation delegate writes it back.
@MainActor
struct SheetDetentSelectionTests {
  /// Reports the detent the sheet's content last saw.
  @MainActor private final class Log {
    var detents: [PresentationDetent] = []
  }

  /// A map with a places sheet whose detent the screen keeps, as apps write it.
  private struct MapScreen: View {
    let log: Log
    @State private var showPlaces = true
    @State private var detent = PresentationDetent.medium

    var body: some View {
      Text("Map")
        .sheet(isPresented: $showPlaces) {
          VStack {
            Text(detent == .large ? "All places" : "Nearby")
          }
          .presentationDetents([.medium, .large], selection: $detent)
          .onChange(of: detent) { _, newValue in log.detents.append(newValue) }
        }
    }
  }

  @Test("Dragging the sheet to the large detent sets the selection binding")
  func dragUpdatesSelection() async throws {
    let log = Log()
    let app = await UIApplication.launch(MapScreen(log: log))
    let root = try #require(app.windowsBackToFront.first?.rootViewController)
    let sheet = try #require(root.presentedViewController)
    #expect(sheet.view.convert(sheet.view.bounds, to: nil).height == 402)
    try app.dragSheet(to: .large)
    await app.settle()
    #expect(sheet.view.convert(sheet.view.bounds, to: nil).height == 804)
    #expect(log.detents == [.large])
  }
}
