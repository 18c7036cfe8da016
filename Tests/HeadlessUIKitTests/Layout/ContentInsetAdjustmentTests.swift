import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// A scroll view's safe area in its content insets: where a table's first row rests under the
/// bars, and who hears when the insets change.
@MainActor
@Suite struct ContentInsetAdjustmentTests {
  final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var count = 3
    var insetChanges = 0
    var scrollAnimationsEnded = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
      cell.accessibilityIdentifier = "row-\(indexPath.row)"
      return cell
    }
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) { insetChanges += 1 }
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
      scrollAnimationsEnded += 1
    }
  }

  final class CountingTable: UITableView {
    var didChangeCalls = 0
    override func adjustedContentInsetDidChange() { didChangeCalls += 1 }
  }

  final class ListController: UIViewController {
    let rows = Rows()
    let behavior: UIScrollView.ContentInsetAdjustmentBehavior
    let table = CountingTable(frame: .zero, style: .plain)
    init(behavior: UIScrollView.ContentInsetAdjustmentBehavior) {
      self.behavior = behavior
      super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { nil }
    override func loadView() {
      table.contentInsetAdjustmentBehavior = behavior
      table.dataSource = rows
      table.delegate = rows
      view = table
    }
  }

  /// A list controller in a navigation controller, the window's root, laid out.
  private func navigationApp(
    _ behavior: UIScrollView.ContentInsetAdjustmentBehavior = .automatic
  ) -> (UIApplication, ListController) {
    let list = ListController(behavior: behavior)
    let (app, window) = launchKeyWindow(
      root: UINavigationController(rootViewController: list), profile: .iPhone)
    window.layoutIfNeeded()
    return (app, list)
  }

  /// The top of a view on screen.
  private func screenTop(_ view: UIView) -> CGFloat {
    guard let window = view.window else { return .nan }
    return view.convert(view.bounds, to: window).minY
  }

  // Evidence: `uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/automatic`
  // ("Content is always adjusted vertically when the scroll view is the content view of a view
  // controller that is currently displayed by a navigation or tab bar controller").
  @Test("[DOC] A navigation controller's table rests with its first row just below the bar")
  func firstRowRestsBelowTheNavigationBar() throws {
    let (app, list) = navigationApp()
    let table = list.table
    let safeTop = table.safeAreaInsets.top
    #expect(safeTop > 0)
    #expect(table.adjustedContentInset.top == safeTop)
    #expect(table.adjustedContentInset.bottom == table.safeAreaInsets.bottom)
    #expect(table.contentOffset.y == -safeTop)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(first.frame.minY == 0)
    #expect(screenTop(first) == safeTop)
    let touched = try app.tap(at: Point(x: 100, y: Double(safeTop) + 5))
    #expect(touched?.isDescendant(of: first) == true)
  }

  @Test("[DOC] With .never the first row starts under the navigation bar")
  func neverLeavesTheRowUnderTheBar() throws {
    let (app, list) = navigationApp(.never)
    let table = list.table
    #expect(table.adjustedContentInset == .zero)
    #expect(table.contentOffset.y == 0)
    let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
    #expect(screenTop(first) == 0)
    let touched = try app.tap(at: Point(x: 100, y: Double(table.safeAreaInsets.top) - 5))
    #expect(touched?.isDescendant(of: first) == false)
  }

  // Evidence: `uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum/scrollableaxes`
  // (adjusted "when the vertical content size is greater than the height of the scroll view";
  // also when `alwaysBounceVertical` is true).
  @Test("[DOC] A short scroll view elsewhere adjusts only when it scrolls or always bounces")
  func scrollableAxesFollowTheContent() {
    let root = UIViewController(identifier: "root")
    let (_, window) = launchKeyWindow(root: root, profile: .iPhone)
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
    scroll.contentSize = CGSize(width: 390, height: 100)
    root.view.addSubview(scroll)
    window.layoutIfNeeded()
    let safeTop = scroll.safeAreaInsets.top
    #expect(safeTop > 0)
    #expect(scroll.adjustedContentInset.top == 0)
    scroll.alwaysBounceVertical = true
    #expect(scroll.adjustedContentInset.top == safeTop)
    scroll.alwaysBounceVertical = false
    scroll.contentSize = CGSize(width: 390, height: 900)
    #expect(scroll.adjustedContentInset.top == safeTop)
    #expect(scroll.adjustedContentInset.left == 0)
    scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
    #expect(scroll.adjustedContentInset.top == safeTop + 10)
    scroll.contentInsetAdjustmentBehavior = .never
    #expect(scroll.adjustedContentInset.top == 10)
    scroll.contentInsetAdjustmentBehavior = .always
    #expect(scroll.adjustedContentInset.bottom == scroll.safeAreaInsets.bottom)
  }

  // Evidence: `uikit/uiscrollview/adjustedcontentinsetdidchange()`,
  // `uikit/uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset(_:)`.
  @Test("[DOC] The scroll view and its delegate hear once per change of the adjusted inset")
  func changesAreAnnounced() {
    let (_, list) = navigationApp()
    #expect(list.table.didChangeCalls == 1)
    #expect(list.rows.insetChanges == 1)
    list.table.window?.layoutIfNeeded()
    #expect(list.rows.insetChanges == 1)
    list.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    list.table.window?.layoutIfNeeded()
    #expect(list.table.didChangeCalls == 2)
    #expect(list.rows.insetChanges == 2)
  }

  @Test("[INF] Content resting at the top follows the inset; content scrolled elsewhere stays")
  func onlyARestingOffsetFollows() {
    let (_, list) = navigationApp()
    let table = list.table
    let top = table.adjustedContentInset.top
    list.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
    table.window?.layoutIfNeeded()
    #expect(table.contentOffset.y == -(top + 20))
    table.contentOffset = CGPoint(x: 0, y: 50)
    list.additionalSafeAreaInsets = .zero
    table.window?.layoutIfNeeded()
    #expect(table.adjustedContentInset.top == top)
    #expect(table.contentOffset.y == 50)
  }

  // Evidence: `uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)` ("only if
  // animations are requested").
  @Test("[DOC] Only an animated scroll ends with scrollViewDidEndScrollingAnimation")
  func animatedScrollsEnd() {
    let (_, list) = navigationApp()
    let table = list.table
    table.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
    #expect(list.rows.scrollAnimationsEnded == 0)
    table.setContentOffset(CGPoint(x: 0, y: 20), animated: true)
    table.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
    #expect(list.rows.scrollAnimationsEnded == 2)
    #expect(table.contentOffset.y == 0)
  }

  @Test("Inert scrolling options keep their documented defaults and take the app's values")
  func inertOptions() {
    let scroll = UIScrollView()
    #expect(scroll.decelerationRate == .normal)
    #expect(
      UIScrollView.DecelerationRate.fast.rawValue < UIScrollView.DecelerationRate.normal.rawValue)
    scroll.decelerationRate = .fast
    #expect(scroll.decelerationRate == .fast)
    #expect(scroll.scrollsToTop && !scroll.alwaysBounceHorizontal && !scroll.alwaysBounceVertical)
    scroll.alwaysBounceHorizontal = true
    #expect(scroll.alwaysBounceHorizontal)
    final class Quiet: NSObject, UIScrollViewDelegate {}
    let quiet = Quiet()
    var target = CGPoint(x: 0, y: 40)
    quiet.scrollViewWillBeginDragging(scroll)
    quiet.scrollViewWillEndDragging(scroll, withVelocity: .zero, targetContentOffset: &target)
    quiet.scrollViewDidEndDragging(scroll, willDecelerate: false)
    quiet.scrollViewWillBeginDecelerating(scroll)
    quiet.scrollViewDidEndDecelerating(scroll)
    quiet.scrollViewWillBeginZooming(scroll, with: nil)
    quiet.scrollViewDidScrollToTop(scroll)
    #expect(quiet.scrollViewShouldScrollToTop(scroll))
    #expect(target == CGPoint(x: 0, y: 40))
  }
}
