import Foundation
import HeadlessUIKit
import Testing

/// A scroll view's content and frame layout guides, and constraints between a scroll view and
/// its own content, as Auto Layout reads them: the content's constraints make the content size,
/// content scrolls with the content guide, and content pinned to the frame guide floats.
@MainActor
struct ScrollViewLayoutGuideTests {
  /// A screen-sized root holding a scroll view that fills it and a content view inside.
  private func scrollingScreen() -> (root: UIView, scrollView: UIScrollView, content: UIView) {
    let root = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
    let scrollView = UIScrollView()
    scrollView.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(scrollView)
    let content = UIView()
    content.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(content)
    NSLayoutConstraint.activate([
      scrollView.topAnchor.constraint(equalTo: root.topAnchor, constant: 40),
      scrollView.leadingAnchor.constraint(equalTo: root.leadingAnchor),
      scrollView.trailingAnchor.constraint(equalTo: root.trailingAnchor),
      scrollView.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    return (root, scrollView, content)
  }

  /// Content pinned to the content guide on every edge, as wide as the frame guide and 1200
  /// points tall: the way apps fill a vertically scrolling page.
  private func pinnedToContentGuide(_ content: UIView, in scrollView: UIScrollView)
    -> [NSLayoutConstraint]
  {
    let guide = scrollView.contentLayoutGuide
    return [
      content.topAnchor.constraint(equalTo: guide.topAnchor),
      content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 1200),
    ]
  }

  @Test("Content pinned to the content guide, as wide as the frame guide, makes the content size")
  func contentGuideMakesContentSize() {
    let (root, scrollView, content) = scrollingScreen()
    NSLayoutConstraint.activate(pinnedToContentGuide(content, in: scrollView))
    root.layoutIfNeeded()
    #expect(scrollView.frame == CGRect(x: 0, y: 40, width: 320, height: 600))
    #expect(scrollView.contentSize == CGSize(width: 320, height: 1200))
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1200))
    #expect(scrollView.contentLayoutGuide.layoutFrame == content.frame)
    #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 320, height: 600))
  }

  @Test("Scrolled content keeps its frame in the scroll view; the frame guide moves with bounds")
  func scrolledContent() {
    let (root, scrollView, content) = scrollingScreen()
    NSLayoutConstraint.activate(pinnedToContentGuide(content, in: scrollView))
    root.layoutIfNeeded()
    scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    root.setNeedsLayout()
    root.layoutIfNeeded()
    #expect(content.frame == CGRect(x: 0, y: 0, width: 320, height: 1200))
    #expect(content.convert(content.bounds, to: root).minY == CGFloat(-260))
    #expect(scrollView.contentLayoutGuide.layoutFrame.origin == .zero)
    #expect(scrollView.frameLayoutGuide.layoutFrame.origin == CGPoint(x: 0, y: 300))
  }

  @Test("A badge pinned to the frame guide floats: it stays put on screen while content scrolls")
  func frameGuideFloats() {
    let (root, scrollView, content) = scrollingScreen()
    let badge = UIView()
    badge.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(badge)
    NSLayoutConstraint.activate(
      pinnedToContentGuide(content, in: scrollView) + [
        badge.bottomAnchor.constraint(
          equalTo: scrollView.frameLayoutGuide.bottomAnchor, constant: -16),
        badge.trailingAnchor.constraint(
          equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -16),
        badge.widthAnchor.constraint(equalToConstant: 56),
        badge.heightAnchor.constraint(equalToConstant: 56),
      ])
    root.layoutIfNeeded()
    let before = badge.convert(badge.bounds, to: root)
    scrollView.contentOffset = CGPoint(x: 0, y: 500)
    root.layoutIfNeeded()
    #expect(before == CGRect(x: 248, y: 568, width: 56, height: 56))
    #expect(badge.convert(badge.bounds, to: root) == before)
    #expect(badge.frame.minY == CGFloat(1028))
    #expect(root.hitTest(CGPoint(x: 270, y: 590), with: nil) === badge)
  }

  @Test("Edges pinned to the scroll view itself attach to its content area; widths to its frame")
  func legacyEdgesAttachToContent() {
    let (root, scrollView, content) = scrollingScreen()
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 8),
      content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
      content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
      content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor),
      content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
      content.heightAnchor.constraint(equalToConstant: 900),
    ])
    root.layoutIfNeeded()
    #expect(scrollView.frame == CGRect(x: 0, y: 40, width: 320, height: 600))
    #expect(scrollView.contentSize == CGSize(width: 320, height: 908))
    #expect(content.frame == CGRect(x: 0, y: 8, width: 320, height: 900))
  }

  @Test("A content size no constraint decides stays the one set in code")
  func undecidedSizeKeepsContentSize() {
    let (root, scrollView, content) = scrollingScreen()
    scrollView.contentSize = CGSize(width: 320, height: 2000)
    NSLayoutConstraint.activate([
      content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 20),
      content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
      content.widthAnchor.constraint(equalToConstant: 100),
      content.heightAnchor.constraint(equalToConstant: 100),
    ])
    root.layoutIfNeeded()
    #expect(scrollView.contentSize == CGSize(width: 320, height: 2000))
    #expect(content.frame == CGRect(x: 0, y: 20, width: 100, height: 100))
  }

  @Test("A view pinned to a framed sibling in a scrolled scroll view sits beside it")
  func pinnedToFramedSiblingWhileScrolled() {
    let (root, scrollView, _) = scrollingScreen()
    root.layoutIfNeeded()
    scrollView.contentOffset = CGPoint(x: 0, y: 200)
    let header = UIView(frame: CGRect(x: 0, y: 400, width: 320, height: 50))
    scrollView.addSubview(header)
    let caption = UIView()
    caption.translatesAutoresizingMaskIntoConstraints = false
    scrollView.addSubview(caption)
    NSLayoutConstraint.activate([
      caption.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 10),
      caption.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 16),
      caption.widthAnchor.constraint(equalToConstant: 100),
      caption.heightAnchor.constraint(equalToConstant: 20),
    ])
    root.layoutIfNeeded()
    #expect(header.frame == CGRect(x: 0, y: 400, width: 320, height: 50))
    #expect(caption.frame == CGRect(x: 16, y: 460, width: 100, height: 20))
  }
}
