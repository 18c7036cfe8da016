import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Zooming a scroll view and a table's background view: what decides frames and layering.
@MainActor
@Suite struct ScrollZoomTests {
  final class Zoomer: UIScrollViewDelegate {
    var zoomed: UIView?
    var zooms = 0
    var ended: [CGFloat] = []
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { zoomed }
    func scrollViewDidZoom(_ scrollView: UIScrollView) { zooms += 1 }
    func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) { ended.append(scale) }
  }

  final class Rows: UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.textLabel?.text = "Row \(indexPath.row)"
      return cell
    }
  }

  private func appWithScroll() -> (UIApplication, UIScrollView, UIView, Zoomer) {
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
    let image = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    image.accessibilityIdentifier = "image"
    scroll.addSubview(image)
    scroll.contentSize = image.frame.size
    let zoomer = Zoomer()
    zoomer.zoomed = image
    scroll.delegate = zoomer
    scroll.minimumZoomScale = 0.5
    scroll.maximumZoomScale = 3
    root.view.addSubview(scroll)
    return (app, scroll, image, zoomer)
  }

  // Evidence: `uikit/uiscrollviewdelegate/viewforzooming(in:)` (the view "that will be scaled"),
  // `uikit/uiview/transform`, `uikit/uiscrollview/setzoomscale(_:animated:)`.
  @Test("[DOC] Zooming scales the delegate's view by a transform; the content size follows")
  func zoomScalesTheView() throws {
    let (app, scroll, image, zoomer) = appWithScroll()
    scroll.setZoomScale(2, animated: false)
    #expect(scroll.zoomScale == 2)
    #expect(image.transform == CGAffineTransform(scaleX: 2, y: 2))
    #expect(image.frame == CGRect(x: 0, y: 0, width: 200, height: 200))
    #expect(image.bounds.size == CGSize(width: 100, height: 100))
    #expect(scroll.contentSize == CGSize(width: 200, height: 200))
    #expect(zoomer.zooms == 1)
    #expect(zoomer.ended.isEmpty)
    // The scaled view now takes a touch 150 points into the scroll view, outside its old frame.
    #expect(app.hitTest(Point(x: 150, y: 250)) === image)
    // Past the limits the scale is clamped; an animated change ends the zoom at once.
    scroll.setZoomScale(10, animated: true)
    #expect(scroll.zoomScale == 3)
    #expect(zoomer.ended == [3])
    scroll.zoomScale = 0.1
    #expect(scroll.zoomScale == 0.5)
    #expect(image.frame.size == CGSize(width: 50, height: 50))
  }

  @Test("[DOC] Without a view for zooming nothing zooms")
  func noZoomingView() {
    let (_, scroll, image, zoomer) = appWithScroll()
    zoomer.zoomed = nil
    scroll.zoomScale = 2
    #expect(scroll.zoomScale == 1)
    #expect(image.transform.isIdentity)
    #expect(zoomer.zooms == 0)
  }

  // Evidence: `uikit/uiscrollview/zoom(to:animated:)`: "zooms so that the content view becomes
  // the area defined by rect".
  @Test("[DOC] zoom(to:) scales so the rectangle fills the scroll view and scrolls to it")
  func zoomToRect() {
    // The scroll view holds its delegate weakly: keep it.
    let (_, scroll, image, zoomer) = appWithScroll()
    defer { withExtendedLifetime(zoomer) {} }
    scroll.zoom(to: CGRect(x: 50, y: 50, width: 100, height: 100), animated: false)
    #expect(scroll.zoomScale == 2)
    #expect(image.frame.size == CGSize(width: 200, height: 200))
    #expect(scroll.contentOffset == .zero)
    scroll.maximumZoomScale = 4
    scroll.zoom(to: CGRect(x: 50, y: 50, width: 50, height: 50), animated: false)
    #expect(scroll.zoomScale == 4)
    #expect(scroll.contentOffset == CGPoint(x: 200, y: 200))
  }

  // Evidence: `uikit/uitableview/backgroundview`: resized "to match its own bounds", "behind
  // all cells, header views, and footer views", and it "doesn't scroll".
  @Test("[DOC] A table's background view is behind the rows, sized to the table, unscrolled")
  func tableBackgroundView() throws {
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    let rows = Rows()
    let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 400), style: .plain)
    table.dataSource = rows
    root.view.addSubview(table)
    let background = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
    table.backgroundView = background
    table.reloadData()
    table.layoutIfNeeded()
    #expect(table.subviews.first === background)
    #expect(background.frame == table.bounds)
    #expect(background.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 100))
    table.setContentOffset(CGPoint(x: 0, y: 300), animated: false)
    #expect(background.frame == table.bounds)
    #expect(background.convert(CGPoint.zero, to: nil) == CGPoint(x: 0, y: 100))
    // The rows cover it: screen y 120 is content y 320, row 7.
    let row = try #require(table.cellForRow(at: IndexPath(row: 7, section: 0)))
    #expect(app.hitTest(Point(x: 200, y: 120))?.isDescendant(of: row) == true)
    table.backgroundView = nil
    #expect(background.superview == nil)
  }
}
