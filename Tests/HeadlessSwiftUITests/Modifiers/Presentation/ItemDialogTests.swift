import HeadlessSwiftUI
import HeadlessUIKit
import Testing

/// The `item:` overloads of `alert` and `confirmationDialog`: up while the item isn't `nil`,
/// made from it, and an action sets it back to `nil`, written as apps write them.
@MainActor
struct ItemDialogTests {
  private struct Episode: Equatable {
    let title: String
  }

  /// A podcast screen that asks before deleting an episode, and offers to share one.
  private struct EpisodesScreen: View {
    @Binding var deleting: Episode?
    @Binding var sharing: Episode?
    let titleStyle: Int

    var body: some View {
      VStack {
        Button("Delete") { deleting = Episode(title: "Pilot") }.accessibilityIdentifier("delete")
        Button("Share") { sharing = Episode(title: "Finale") }.accessibilityIdentifier("share")
      }
      .modifier(DeleteAlert(deleting: $deleting, titleStyle: titleStyle))
      .confirmationDialog("Share episode", item: $sharing, titleVisibility: .visible) { episode in
        Button("Copy link to \(episode.title)") {}
      } message: { episode in
        Text("Anyone with the link can listen to \(episode.title).")
      }
    }
  }

  /// The alert in each of its three title spellings.
  private struct DeleteAlert: ViewModifier {
    @Binding var deleting: Episode?
    let titleStyle: Int

    func body(content: Content) -> some View {
      switch titleStyle {
      case 0:
        content.alert("Delete episode?", item: $deleting) { episode in
          Button("Delete \(episode.title)", role: .destructive) {}
        } message: { episode in
          Text("\(episode.title) will be removed from this device.")
        }
      case 1:
        content.alert(String("Delete episode?"), item: $deleting) { episode in
          Button("Delete \(episode.title)", role: .destructive) {}
        } message: { episode in
          Text("\(episode.title) will be removed from this device.")
        }
      default:
        content.alert(Text("Delete episode?"), item: $deleting) { episode in
          Button("Delete \(episode.title)", role: .destructive) {}
        } message: { episode in
          Text("\(episode.title) will be removed from this device.")
        }
      }
    }
  }

  /// Holds the items the screen binds to, so the test can read them back.
  @MainActor private final class Model {
    var deleting: Episode?
    var sharing: Episode?
  }

  private func launch(_ model: Model, titleStyle: Int) async -> UIApplication {
    await UIApplication.launch(
      EpisodesScreen(
        deleting: Binding(get: { model.deleting }, set: { model.deleting = $0 }),
        sharing: Binding(get: { model.sharing }, set: { model.sharing = $0 }),
        titleStyle: titleStyle))
  }

  private func presented(in app: UIApplication) -> UIViewController? {
    app.windowsBackToFront.first?.rootViewController?.presentedViewController
  }

  @Test(
    "alert(_:item:actions:message:) is up while the item isn't nil, and an action clears it",
    arguments: [0, 1, 2])
  func alertForAnItem(titleStyle: Int) async throws {
    let model = Model()
    let app = await launch(model, titleStyle: titleStyle)
    #expect(presented(in: app) == nil)
    try app.tap("delete")
    await app.settle()
    let alert = try #require(presented(in: app) as? UIAlertController)
    #expect(alert.preferredStyle == .alert)
    #expect(alert.title == "Delete episode?")
    #expect(alert.message == "Pilot will be removed from this device.")
    #expect(alert.actions.map(\.title) == ["Delete Pilot"])
    try app.tap("Delete Pilot")
    await app.settle()
    // [DOC: the system sets the item to nil when an action is tapped, and dismisses.]
    #expect(model.deleting == nil)
    #expect(presented(in: app) == nil)
  }

  @Test(
    "confirmationDialog(_:item:titleVisibility:actions:message:) is an action sheet for the item")
  func dialogForAnItem() async throws {
    let model = Model()
    let app = await launch(model, titleStyle: 0)
    try app.tap("share")
    await app.settle()
    let dialog = try #require(presented(in: app) as? UIAlertController)
    #expect(dialog.preferredStyle == .actionSheet)
    #expect(dialog.title == "Share episode")
    #expect(dialog.message == "Anyone with the link can listen to Finale.")
    try app.tap("Copy link to Finale")
    await app.settle()
    #expect(model.sharing == nil)
    #expect(presented(in: app) == nil)
  }

  @Test("Setting the item to nil from code dismisses the alert")
  func clearingTheItemDismisses() async throws {
    let model = Model()
    model.deleting = Episode(title: "Pilot")
    let app = await launch(model, titleStyle: 2)
    #expect(presented(in: app) is UIAlertController)
    model.deleting = nil
    await app.settle()
    #expect(presented(in: app) == nil)
  }
}

/// Compile probes: the overloads without a message, as apps call them.
@MainActor
private struct ItemDialogSpellings: View {
  @State private var item: Int?

  var body: some View {
    Text("Probe")
      .alert("Title", item: $item) { value in Button("OK \(value)") {} }
      .alert(String("Title"), item: $item) { _ in Button("OK") {} }
      .alert(Text("Title"), item: $item) { _ in Button("OK") {} }
      .confirmationDialog("Title", item: $item) { _ in Button("OK") {} }
      .confirmationDialog(String("Title"), item: $item, titleVisibility: .hidden) { _ in
        Button("OK") {}
      }
      .confirmationDialog(Text("Title"), item: $item) { _ in Button("OK") {} }
      .confirmationDialog(Text("Title"), item: $item) { _ in
        Button("OK") {}
      } message: { _ in
        Text("Message")
      }
      .confirmationDialog(String("Title"), item: $item) { _ in
        Button("OK") {}
      } message: { _ in
        Text("Message")
      }
  }
}
