// README's guided example: the app's own file, exactly as README shows it
// (scripts/check-snippets.py checks that it stays so).
import SwiftUI
import UIKit

struct ContentView: View {
  @State private var showCover = false

  var body: some View {
    Button("Open") { showCover = true }
      .accessibilityIdentifier("open")
      .fullScreenCover(isPresented: $showCover) {
        Color.blue.accessibilityIdentifier("cover")
      }
      .task { ToastWindow.show() }
  }
}

struct Toast: View {
  var body: some View {
    VStack {
      Spacer()
      Text("Saved").accessibilityIdentifier("toast")
    }
  }
}

/// The toast, in a window of its own that lets taps through.
@MainActor
enum ToastWindow {
  static var window: UIWindow?

  static func show() {
    guard window == nil,
      let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    else { return }
    let toast = UIWindow(windowScene: scene)
    let host = UIHostingController(rootView: Toast())
    host.view.backgroundColor = .clear
    toast.rootViewController = host
    toast.isUserInteractionEnabled = false
    toast.isHidden = false
    window = toast
  }
}
