import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import PresentationSnapshotTesting
import Testing

@testable import AppPatterns

/// A UIKit product page, compiled unchanged: its content is sized by constraints to the scroll
/// view's content layout guide, the reviews below the fold take no tap until "See reviews"
/// scrolls them into view, and "Add to bag", pinned to the frame guide and the safe area,
/// floats over the content wherever it scrolls.
@MainActor
@Suite(.serialized) struct ProductPageTests {
  @Test func theBagButtonFloatsOverContentThatScrollsUnderIt() async throws {
    let product = ProductViewController()
    let (app, window) = launchKeyWindow(
      root: UINavigationController(rootViewController: product), profile: .iPhone)
    let recorder = HierarchyRecorder(app)
    recorder.step("launch")

    // 16 + 320 + 16 + 44 + 16 + 600 + 16 + 44 + 96: the stack's constraints make the content.
    let scrollView = product.scrollView
    #expect(scrollView.contentSize == CGSize(width: scrollView.bounds.width, height: 1168))
    #expect(throws: GestureError.self, "the reviews sit below the fold, clipped away") {
      try app.tap("reviews")
    }
    try app.tap("add-to-bag")
    #expect(product.bagCount == 1)

    try await recorder.step("see reviews") { try app.tap("see-reviews") }
    #expect(scrollView.contentOffset.y > 0)
    try app.tap("reviews")
    #expect(product.reviewsOpened == 1)
    let bag = try app.tap("add-to-bag")
    #expect(product.bagCount == 2, "the floating button still takes taps over scrolled content")
    let onScreen = bag.convert(bag.bounds, to: nil)
    #expect(onScreen.maxY == window.bounds.height - window.safeAreaInsets.bottom - 16)
    expectSnapshot(of: recorder)
  }
}
