import Combine
import SwiftUI

/// A settings view model as apps write one: Combine's `ObservableObject` with `@Published`
/// properties, and a pipeline kept in a `Set<AnyCancellable>`.
final class SettingsModel: ObservableObject {
  @Published var notificationsEnabled = false
  @Published var username = "guest"
  @Published private(set) var summary = ""

  private var cancellables = Set<AnyCancellable>()

  init() {
    $notificationsEnabled
      .combineLatest($username) { enabled, name in
        "\(name): notifications \(enabled ? "on" : "off")"
      }
      .receive(on: DispatchQueue.main)
      .removeDuplicates()
      .sink { [weak self] text in self?.summary = text }
      .store(in: &cancellables)
  }

  func signIn() {
    username = "ada"
  }
}

/// The settings screen: it owns the model and supplies it to its rows.
struct SettingsScreen: View {
  @StateObject private var model = SettingsModel()

  var body: some View {
    VStack {
      AccountRow()
      NotificationsRow(isEnabled: $model.notificationsEnabled)
      if model.notificationsEnabled {
        Text("You will be notified").accessibilityIdentifier("notified")
      }
    }
    .environmentObject(model)
  }
}

/// A row that reads the model from the environment and changes it with a button.
struct AccountRow: View {
  @EnvironmentObject var model: SettingsModel
  @State private var lastSummary = ""

  var body: some View {
    VStack {
      Text(model.username).accessibilityIdentifier("user-\(model.username)")
      Button("Sign in") { model.signIn() }
        .accessibilityIdentifier("signIn")
      Text(lastSummary).accessibilityIdentifier("summary-\(lastSummary)")
    }
    .onReceive(model.$summary) { lastSummary = $0 }
  }
}

/// A row that changes the model through a binding, knowing nothing of the model.
struct NotificationsRow: View {
  @Binding var isEnabled: Bool

  var body: some View {
    Button(isEnabled ? "Turn off" : "Turn on") { isEnabled.toggle() }
      .accessibilityIdentifier("notifications")
  }
}
