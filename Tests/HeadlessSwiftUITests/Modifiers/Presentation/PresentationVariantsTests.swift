import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import Testing

/// The alert and dialog overloads with data, errors and `Text` titles, and the modifiers a
/// sheet's or popover's content configures its presentation with, through an app's own views.
@MainActor
struct PresentationVariantsTests {
  /// Things the views report, for the test to read.
  @MainActor final class Log {
    var events: [String] = []
  }

  private func presented(in app: UIApplication) throws -> UIViewController {
    try #require(app.windowsBackToFront.first?.rootViewController?.presentedViewController)
  }

  private struct Order: Equatable {
    let number: Int
  }

  @Test("alert(_:isPresented:presenting:) shows only with data, and hands it to the actions")
  func alertPresentingData() async throws {
    struct Screen: View {
      let log: Log
      @State private var asking = false
      @State private var order: Order?

      var body: some View {
        VStack {
          Button("Ask") { asking = true }.accessibilityIdentifier("ask")
          Button("Pick") { order = Order(number: 7) }.accessibilityIdentifier("pick")
        }
        .alert("Cancel order?", isPresented: $asking, presenting: order) { order in
          Button("Cancel #\(order.number)", role: .destructive) {
            log.events.append("cancelled \(order.number)")
          }
        } message: { order in
          Text("Order \(order.number) ships tomorrow.")
        }
      }
    }
    let log = Log()
    let app = await UIApplication.launch(Screen(log: log))
    try app.tap("ask")
    await app.settle()
    // Presented only when both the binding is on and the data isn't nil [DOC].
    #expect(app.windowsBackToFront.first?.rootViewController?.presentedViewController == nil)
    try app.tap("pick")
    await app.settle()
    let alert = try #require(try presented(in: app) as? UIAlertController)
    #expect(alert.title == "Cancel order?")
    #expect(alert.message == "Order 7 ships tomorrow.")
    #expect(alert.actions.map(\.title) == ["Cancel #7"])
    try app.tap("Cancel #7")
    await app.settle()
    #expect(log.events == ["cancelled 7"])
  }

  private struct SyncError: LocalizedError {
    var errorDescription: String? { "Sync failed" }
    var failureReason: String? { "The server is down." }
  }

  @Test("alert(isPresented:error:) is titled by the error's description")
  func alertForAnError() async throws {
    struct Screen: View {
      @State private var failed = true
      let error: SyncError? = SyncError()

      var body: some View {
        Text("Inbox")
          .alert(isPresented: $failed, error: error) { _ in
            Button("Retry") {}
          } message: { error in
            Text(error.failureReason ?? "")
          }
      }
    }
    let app = await UIApplication.launch(Screen())
    let alert = try #require(try presented(in: app) as? UIAlertController)
    #expect(alert.title == "Sync failed" && alert.message == "The server is down.")
    #expect(alert.actions.map(\.title) == ["Retry"])
  }

  @Test("A confirmation dialog with a Text title and a message is an action sheet")
  func dialogWithMessage() async throws {
    struct Screen: View {
      @State private var asking = true
      var body: some View {
        Text("Draft")
          .confirmationDialog(Text("Discard draft?"), isPresented: $asking) {
            Button("Discard", role: .destructive) {}
          } message: {
            Text("It can't be recovered.")
          }
      }
    }
    let app = await UIApplication.launch(Screen())
    let dialog = try #require(try presented(in: app) as? UIAlertController)
    #expect(dialog.preferredStyle == .actionSheet)
    #expect(dialog.title == "Discard draft?" && dialog.message == "It can't be recovered.")
  }

  /// A map screen with a sheet over it whose content sets its detents and background.
  private struct MapScreen: View {
    let log: Log
    let interaction: PresentationBackgroundInteraction
    @State private var showSheet = true
    @State private var detent = PresentationDetent.medium

    var body: some View {
      VStack {
        Button("Recenter") { log.events.append("recentered") }.accessibilityIdentifier("recenter")
        Spacer()
      }
      .sheet(isPresented: $showSheet) {
        Text("Places")
          .presentationDetents([.height(200), .medium, .large], selection: $detent)
          .presentationBackgroundInteraction(interaction)
          .presentationDragIndicator(.visible)
          .presentationBackground(.regularMaterial)
          .presentationCornerRadius(24)
          .presentationContentInteraction(.scrolls)
      }
    }
  }

  @Test("presentationDetents(_:selection:) opens the sheet at the selected detent")
  func selectedDetent() async throws {
    let app = await UIApplication.launch(MapScreen(log: Log(), interaction: .automatic))
    let sheet = try presented(in: app)
    // Medium, not the smallest (200 points): half the sheet's full height, 804 × 0.5 = 402.
    #expect(sheet.view.convert(sheet.view.bounds, to: nil).height == 402)
  }

  @Test(
    "presentationBackgroundInteraction lets a tap reach the screen behind the sheet",
    arguments: [
      (PresentationBackgroundInteraction.enabled, true),
      (.enabled(upThrough: .medium), true),
      (.enabled(upThrough: .height(200)), false),
      (.automatic, false),
      (.disabled, false),
    ])
  func backgroundInteraction(interaction: PresentationBackgroundInteraction, reaches: Bool)
    async throws
  {
    let log = Log()
    let app = await UIApplication.launch(MapScreen(log: log, interaction: interaction))
    if reaches {
      try app.tap("recenter")
      #expect(log.events == ["recentered"])
    } else {
      // The dimming view takes the tap, as UIKit's does over a dimmed background.
      #expect(throws: GestureError.self) { try app.tap("recenter") }
      #expect(log.events.isEmpty)
    }
  }

  @Test(
    "presentationCompactAdaptation keeps a popover a popover on iPhone",
    arguments: [(PresentationAdaptation.popover, true), (.none, true), (.automatic, false)])
  func compactAdaptation(adaptation: PresentationAdaptation, staysPopover: Bool) async throws {
    struct Screen: View {
      let adaptation: PresentationAdaptation
      @State private var showTip = true
      var body: some View {
        Text("Filters")
          .popover(isPresented: $showTip, attachmentAnchor: .rect(.bounds), arrowEdge: .top) {
            Text("Tip").presentationCompactAdaptation(adaptation)
          }
      }
    }
    let app = await UIApplication.launch(Screen(adaptation: adaptation))
    let popover = try presented(in: app)
    #expect((popover.resolvedPresentationStyle == .popover) == staysPopover)
  }

  @Test("popover(item:) presents for an item")
  func popoverForAnItem() async throws {
    struct Tip: Identifiable {
      let id: String
    }
    struct Screen: View {
      @State private var tip: Tip? = Tip(id: "filters")
      var body: some View {
        Text("Filters")
          .popover(item: $tip, arrowEdge: .bottom) { tip in
            Text(tip.id).presentationCompactAdaptation(horizontal: .popover, vertical: .sheet)
          }
      }
    }
    let app = await UIApplication.launch(Screen())
    #expect(try presented(in: app).resolvedPresentationStyle == .popover)
  }
}
