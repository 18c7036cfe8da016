import Foundation
import HeadlessSwiftUI
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Custom containers built with the subviews API lay out the views they are given.
///
/// `Group(subviews:transform:)` and `ForEach(subviews:content:)` place them as the container's
/// own stacks and frames say [DOC:
/// `swiftui/group/init(subviews:transform:)`, `swiftui/foreach/init(subviews:content:)`]. The
/// screen is the model's 390×844 iPhone, content in the safe area from y = 47 to 810.
@MainActor
struct SubviewsTests {
  @Test("ForEach(subviews:) makes a view of each subview of the content")
  func forEachSubviews() async throws {
    let app = await UIApplication.launch(
      Rows {
        Color.red.accessibilityIdentifier("one")
        Color.blue.accessibilityIdentifier("two")
      })
    // Each row 50 tall, stacked: 100 tall, centred in the safe area from y = 378.5.
    #expect(try app.capturedFrame(of: "one") == Rect(x: 0, y: 378.5, width: 390, height: 50))
    #expect(try app.capturedFrame(of: "two") == Rect(x: 0, y: 428.5, width: 390, height: 50))
  }

  @Test("Group(subviews:) gives the transform the subviews to index and slice")
  func groupSubviews() async throws {
    let app = await UIApplication.launch(
      Split {
        Color.red.accessibilityIdentifier("a")
        ForEach(["b", "c"], id: \.self) { name in
          Color.blue.accessibilityIdentifier(name)
        }
      })
    // The first subview 200 wide on the left; the rest share the height on the right.
    #expect(try app.capturedFrame(of: "a") == Rect(x: 0, y: 47, width: 200, height: 763))
    #expect(try app.capturedFrame(of: "b") == Rect(x: 200, y: 47, width: 190, height: 381.5))
    #expect(try app.capturedFrame(of: "c") == Rect(x: 200, y: 428.5, width: 190, height: 381.5))
  }
}

// MARK: - Fixtures

/// A container that gives each of its subviews a row 50 points tall.
private struct Rows<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    VStack(spacing: 0) {
      ForEach(subviews: content) { subview in
        subview.frame(height: 50)
      }
    }
  }
}

/// A container that shows its first subview on the left and the rest stacked on the right.
private struct Split<Content: View>: View {
  @ViewBuilder var content: Content

  var body: some View {
    Group(subviews: content) { subviews in
      HStack(spacing: 0) {
        if let first = subviews.first {
          first.frame(width: 200)
        }
        VStack(spacing: 0) {
          subviews[1...]
        }
      }
    }
  }
}
