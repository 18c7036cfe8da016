import SwiftUI

/// A SwiftUI screen that presents a full-screen cover, a sheet and an alert, each closed by a
/// button of its own, for overlays shown from UIKit to stay in front of.
struct SwiftUIPresentingScreen: View {
  @State private var showsCover = false
  @State private var showsSheet = false
  @State private var showsAlert = false

  var body: some View {
    VStack {
      Button("Cover") { showsCover = true }
        .accessibilityIdentifier("openCover")
      Button("Sheet") { showsSheet = true }
        .accessibilityIdentifier("openSheet")
      Button("Alert") { showsAlert = true }
        .accessibilityIdentifier("openAlert")
    }
    .fullScreenCover(isPresented: $showsCover) {
      Button("Close") { showsCover = false }
        .accessibilityIdentifier("closeCover")
    }
    .sheet(isPresented: $showsSheet) {
      Button("Close") { showsSheet = false }
        .accessibilityIdentifier("closeSheet")
    }
    .alert("Delete?", isPresented: $showsAlert) {
      Button("OK") {}
    }
  }
}
