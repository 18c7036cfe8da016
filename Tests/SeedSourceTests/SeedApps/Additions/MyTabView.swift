import SwiftUI
import UIKit

/// `MyTabView`, which the dolphin article describes but doesn't show.
///
/// "The usual Tab + Navigation app": two tabs, each a `NavigationStack`; Home pushes a detail
/// screen and opens a full-screen cover, a sheet and an alert, and the image alert of article 000
/// when the app offers one.
struct MyTabView: View {
  @State private var showCover = false
  @State private var showSheet = false
  @State private var showAlert = false
  @Environment(\.imageAlert) private var imageAlert

  var body: some View {
    TabView {
      NavigationStack {
        VStack(spacing: 16) {
          Text("Home")
          NavigationLink("Detail") {
            DetailView(showCover: $showCover, showSheet: $showSheet, showAlert: $showAlert)
          }
          .accessibilityIdentifier("openDetail")
          Button("Cover") { showCover = true }.accessibilityIdentifier("openCover")
          Button("Sheet") { showSheet = true }.accessibilityIdentifier("openSheet")
          Button("Alert") { showAlert = true }.accessibilityIdentifier("openAlert")
          if let imageAlert {
            Button("Image alert") { imageAlert.wrappedValue = true }
              .accessibilityIdentifier("openImageAlert")
          }
        }
        .accessibilityIdentifier("home")
      }
      .accessibilityIdentifier("homeStack")
      .tabItem { Label("Home", systemImage: "house") }
      NavigationStack {
        Text("Settings").accessibilityIdentifier("settings")
      }
      .accessibilityIdentifier("settingsStack")
      .tabItem { Label("Settings", systemImage: "gear") }
    }
    .accessibilityIdentifier("tabs")
    .fullScreenCover(isPresented: $showCover) { CoverView() }
    .sheet(isPresented: $showSheet) { SheetView() }
    .alert("Hello", isPresented: $showAlert) {
      Button("OK") {}
    }
  }
}

/// The pushed screen, which opens the tab view's presentations too.
struct DetailView: View {
  @Binding var showCover: Bool
  @Binding var showSheet: Bool
  @Binding var showAlert: Bool

  var body: some View {
    VStack {
      Text("Detail")
      Button("Cover") { showCover = true }.accessibilityIdentifier("openCoverFromDetail")
      Button("Sheet") { showSheet = true }.accessibilityIdentifier("openSheetFromDetail")
      Button("Alert") { showAlert = true }.accessibilityIdentifier("openAlertFromDetail")
    }
    .accessibilityIdentifier("detail")
  }
}

/// The full-screen cover: opaque, with a close button.
struct CoverView: View {
  @Environment(\.dismiss) private var dismiss

  var body: some View {
    ZStack {
      Color.blue.accessibilityIdentifier("cover")
      Button("Close") { dismiss() }.accessibilityIdentifier("closeCover")
    }
  }
}

/// The sheet, which can open the image alert over itself.
struct SheetView: View {
  @Environment(\.imageAlert) private var imageAlert

  var body: some View {
    VStack {
      Text("Sheet").accessibilityIdentifier("sheet")
      if let imageAlert {
        Button("Image alert") { imageAlert.wrappedValue = true }
          .accessibilityIdentifier("openImageAlertFromSheet")
      }
    }
  }
}
