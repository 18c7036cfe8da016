import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// The views apps use as real views: frames, hit testing and taps (issue 26, item 6).
@MainActor
struct UIKitViewsTests {
  /// An app whose root controller's view holds a table of `count` rows, 400 points high.
  private func appWithTable(rows count: Int, delegate: RowsSource) -> (
    app: UIApplication, table: UITableView
  ) {
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    let table = UITableView(frame: CGRect(x: 0, y: 100, width: 390, height: 400), style: .plain)
    table.register(RowCell.self, forCellReuseIdentifier: "row")
    delegate.count = count
    table.dataSource = delegate
    table.delegate = delegate
    root.view.addSubview(table)
    table.reloadData()
    return (app, table)
  }

  @Test("[DOC] Only the visible rows get cells, top to bottom at rowHeight")
  func visibleRowsOnly() throws {
    let source = RowsSource()
    let (_, table) = appWithTable(rows: 100, delegate: source)
    #expect(table.visibleCells.count == 10)  // 400 / 44 rounded up
    #expect(table.contentSize.height == 4400)
    let third = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
    #expect(third.frame == CGRect(x: 0, y: 88, width: 390, height: 44))
    #expect(third.textLabel?.text == "Row 2")
    #expect(table.cellForRow(at: IndexPath(row: 50, section: 0)) == nil)
  }

  @Test("[DOC] A tap anywhere across a row selects it and calls didSelectRowAt")
  func tapSelectsRow() throws {
    let source = RowsSource()
    let (app, table) = appWithTable(rows: 20, delegate: source)
    // Row 1 spans y 144–188 on screen; tap near its right edge, away from the label's text.
    try app.tap(at: Point(x: 380, y: 150))
    #expect(source.selected == [IndexPath(row: 1, section: 0)])
    #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
    try app.tap("Row 3")
    #expect(source.selected.last == IndexPath(row: 3, section: 0))
    #expect(source.deselected == [IndexPath(row: 1, section: 0)])
    table.deselectRow(at: IndexPath(row: 3, section: 0), animated: true)
    #expect(table.indexPathForSelectedRow == nil)
  }

  @Test("[DOC] A scrolled table moves its rows; a row scrolled out of view isn't hit")
  func scrolledAwayRowIsNotHit() throws {
    let source = RowsSource()
    let (app, table) = appWithTable(rows: 100, delegate: source)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    table.setContentOffset(CGPoint(x: 0, y: 440), animated: false)
    #expect(source.scrolls == 1)
    #expect(table.bounds.origin.y == 440)
    #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
    let tenth = try #require(table.cellForRow(at: IndexPath(row: 10, section: 0)))
    #expect(tenth.frame.origin.y == 440)
    #expect(tenth.convert(CGPoint.zero, to: nil).y == 100)
    // Row 0's cell left the visible area and was reused for a row that came into it.
    #expect(try #require(table.indexPath(for: first)).row >= 10)
    #expect(try app.tap(at: Point(x: 200, y: 120))?.isDescendant(of: tenth) == true)
    #expect(source.selected == [IndexPath(row: 10, section: 0)])
    // Above the table's frame nothing of it is hit, though rows 0–9 lie there in its content.
    #expect(app.hitTest(Point(x: 200, y: 90)) === table.superview)
  }

  @Test("[DOC] A scroll view's subviews move with the content offset, and it clips")
  func scrollViewOffset() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let child = UIView(frame: CGRect(x: 10, y: 150, width: 50, height: 50))
    scroll.addSubview(child)
    #expect(scroll.clipsToBounds)
    scroll.scrollRectToVisible(child.frame, animated: false)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 100))
    #expect(child.frame == CGRect(x: 10, y: 150, width: 50, height: 50))
    #expect(child.convert(CGPoint.zero, to: scroll) == CGPoint(x: 10, y: 150))
    #expect(scroll.hitTest(CGPoint(x: 20, y: 160), with: nil) === child)
    #expect(scroll.hitTest(CGPoint(x: 20, y: 50), with: nil) === nil)
  }

  @Test("[DOC] An activity indicator is hidden while stopped when hidesWhenStopped")
  func activityIndicatorHidesWhenStopped() {
    let spinner = UIActivityIndicatorView(style: .medium)
    #expect(spinner.isHidden && !spinner.isAnimating)
    spinner.startAnimating()
    #expect(!spinner.isHidden && spinner.isAnimating)
    spinner.stopAnimating()
    #expect(spinner.isHidden)
    spinner.hidesWhenStopped = false
    spinner.isHidden = false
    spinner.stopAnimating()
    #expect(!spinner.isHidden)
  }

  @Test("[DOC] A label takes no touches, shows its text as its label, sizes to its text")
  func labelBasics() throws {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
    label.text = "Hello"
    #expect(!label.isUserInteractionEnabled && label.clipsToBounds)
    #expect(label.accessibilityLabel == "Hello")
    #expect(label.hitTest(CGPoint(x: 5, y: 5), with: nil) == nil)
    // [INF] 5 characters × 8 points at 17 points, one 20.4-point line, rounded up.
    #expect(label.intrinsicContentSize == CGSize(width: 40, height: 21))
    label.numberOfLines = 0
    label.text = "a\nbb"
    #expect(label.intrinsicContentSize == CGSize(width: 16, height: 41))
  }

  @Test("[DOC] An image view's intrinsic size is its image's; PNG data gives its pixel size")
  func imageViewSize() throws {
    var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13])
    png += Data("IHDR".utf8) + Data([0, 0, 0, 30, 0, 0, 0, 20])
    let image = try #require(UIImage(data: png))
    #expect(image.size == CGSize(width: 30, height: 20))
    let view = UIImageView(image: image)
    #expect(view.intrinsicContentSize == CGSize(width: 30, height: 20))
    #expect(view.frame.size == CGSize(width: 30, height: 20))
    #expect(UIImage(data: Data()) == nil)
    #expect(UIImageView().intrinsicContentSize.width == UIView.noIntrinsicMetric)
  }

  @Test("[DOC] A tap fires the tap recognizers up the chain; one that cancels stops selection")
  func tapRecognizerFires() throws {
    let source = RowsSource()
    let (app, table) = appWithTable(rows: 5, delegate: source)
    let tap = RecordingTap()
    table.superview?.addGestureRecognizer(tap)
    #expect(tap.view === table.superview)
    try app.tap(at: Point(x: 200, y: 120))
    #expect(tap.states == [.ended, .possible])
    #expect(source.selected.isEmpty)
    tap.cancelsTouchesInView = false
    try app.tap(at: Point(x: 200, y: 120))
    #expect(source.selected == [IndexPath(row: 0, section: 0)])
    table.superview?.removeGestureRecognizer(tap)
    #expect(table.superview?.gestureRecognizers == nil)
  }

  @Test("[DOC] A button's action beats a tap recognizer on its superview")
  func controlBeatsParentRecognizer() throws {
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    var taps = 0
    let button = UIButton(
      frame: CGRect(x: 0, y: 100, width: 100, height: 44),
      primaryAction: UIAction(title: "Go") { _ in taps += 1 })
    button.accessibilityIdentifier = "go"
    root.view.addSubview(button)
    let tap = RecordingTap()
    root.view.addGestureRecognizer(tap)
    try app.tap("go")
    #expect(taps == 1 && tap.states.isEmpty)
  }

  @Test("[DOC] Driven swipes, long presses and pans reach their recognizers")
  func drivenGestures() throws {
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    let card = UIView(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
    card.accessibilityIdentifier = "card"
    root.view.addSubview(card)
    let swipe = RecordingSwipe()
    swipe.direction = .left
    let press = RecordingPress()
    let pan = RecordingPan()
    [swipe, press, pan].forEach(card.addGestureRecognizer)
    try app.swipe("card", direction: .right)
    #expect(swipe.states.isEmpty)
    try app.swipe("card", direction: .left)
    #expect(swipe.states == [.ended, .possible])
    try app.longPress("card")
    #expect(press.states == [.began, .ended, .possible])
    try app.pan("card", by: CGPoint(x: 40, y: 0))
    #expect(pan.states == [.began, .changed, .ended, .possible])
    #expect(pan.lastTranslation == CGPoint(x: 40, y: 0))
    #expect(pan.lastLocation == CGPoint(x: 150, y: 100))
  }
}

// MARK: - Fixtures

/// A data source and delegate of numbered rows that records what the table tells it.
@MainActor
private final class RowsSource: UITableViewDataSource, UITableViewDelegate {
  var count = 0
  var selected: [IndexPath] = []
  var deselected: [IndexPath] = []
  var scrolls = 0

  func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

  func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
    let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    cell.textLabel?.text = "Row \(indexPath.row)"
    return cell
  }

  func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
    selected.append(indexPath)
  }

  func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
    deselected.append(indexPath)
  }

  func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// A cell subclass as apps write one: both designated initializers overridden.
private final class RowCell: UITableViewCell {
  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    accessoryType = .disclosureIndicator
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}

/// A tap recognizer that records its states, as a `UIGestureRecognizerSubclass` observes them.
private final class RecordingTap: UITapGestureRecognizer {
  var states: [UIGestureRecognizer.State] = []
  override var state: UIGestureRecognizer.State { didSet { states.append(state) } }
}

private final class RecordingSwipe: UISwipeGestureRecognizer {
  var states: [UIGestureRecognizer.State] = []
  override var state: UIGestureRecognizer.State { didSet { states.append(state) } }
}

private final class RecordingPress: UILongPressGestureRecognizer {
  var states: [UIGestureRecognizer.State] = []
  override var state: UIGestureRecognizer.State { didSet { states.append(state) } }
}

private final class RecordingPan: UIPanGestureRecognizer {
  var states: [UIGestureRecognizer.State] = []
  var lastTranslation = CGPoint.zero
  var lastLocation = CGPoint.zero
  override var state: UIGestureRecognizer.State {
    didSet {
      states.append(state)
      if state == .changed {
        lastTranslation = translation(in: view)
        lastLocation = location(in: view)
      }
    }
  }
}
