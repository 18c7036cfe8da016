import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// `Image`'s initialisers and drawing options as apps write them: sizes decide frames, drawing
/// options are inert.
@MainActor
struct ImageTests {
  /// A screen with images made each way, in a stack at the top leading corner.
  private struct Gallery: View {
    let photo: UIImage

    var body: some View {
      VStack(alignment: .leading, spacing: 0) {
        Image(uiImage: photo).accessibilityIdentifier("photo")
        Image("logo", bundle: .main)
          .renderingMode(.template)
          .interpolation(.high)
          .antialiased(true)
          .accessibilityIdentifier("logo")
        Image(decorative: "divider").resizable(capInsets: EdgeInsets(), resizingMode: .tile)
          .frame(width: 200, height: 2)
          .accessibilityIdentifier("divider")
        Image(systemName: "wifi", variableValue: 0.5)
          .imageScale(.large)
          .accessibilityIdentifier("wifi")
        Spacer()
      }
      .frame(maxWidth: .infinity, alignment: .leading)
      .navigationBarTitle("Gallery", displayMode: .inline)
    }
  }

  @Test("A UIKit image keeps its size in points; catalog and symbol images their documented ones")
  func sizes() async throws {
    let photo = UIGraphicsImageRenderer(size: CGSize(width: 120, height: 80)).image { _ in }
    let app = await UIApplication.launch(Gallery(photo: photo))
    // The safe area's top is 47 points on the 390×844 iPhone.
    #expect(try app.capturedFrame(of: "photo") == Rect(x: 0, y: 47, width: 120, height: 80))
    #expect(try app.capturedFrame(of: "logo") == Rect(x: 0, y: 127, width: 100, height: 100))
    #expect(try app.capturedFrame(of: "divider") == Rect(x: 0, y: 227, width: 200, height: 2))
    #expect(try app.capturedFrame(of: "wifi") == Rect(x: 0, y: 229, width: 20, height: 20))
  }

  @Test("The deprecated navigationBarTitle sets the navigation item's title")
  func deprecatedBarTitle() async throws {
    struct Inbox: View {
      var body: some View {
        NavigationStack {
          Text("Messages").navigationBarTitle(Text("Inbox"))
        }
      }
    }
    let app = await UIApplication.launch(Inbox())
    let window = try #require(app.windowScenes.first?.windows.first)
    let stack = try #require(window.rootViewController?.children.first as? UINavigationController)
    #expect(stack.viewControllers.first?.navigationItem.title == "Inbox")
  }

  @Test("navigationTitle(_:) with a text view sets the navigation item's title to its string")
  func textNavigationTitle() async throws {
    let app = await UIApplication.launch(
      NavigationStack { Text("Messages").navigationTitle(Text("Outbox")) })
    let window = try #require(app.windowScenes.first?.windows.first)
    let stack = try #require(window.rootViewController?.children.first as? UINavigationController)
    #expect(stack.viewControllers.first?.navigationItem.title == "Outbox")
  }
}
