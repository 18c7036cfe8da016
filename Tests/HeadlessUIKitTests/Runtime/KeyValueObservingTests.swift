import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// Key-value observing as UIKit apps use it: `observe(_:options:changeHandler:)` on scroll
/// views, tables and views, handlers called as the value changes, and observations that end.
@MainActor
@Suite struct KeyValueObservingTests {
  /// The changes a handler heard of, kept across the handler's `@Sendable` boundary.
  final class Heard<Value>: @unchecked Sendable {
    // `@unchecked`: the handlers run on the main actor, as the tests that read this do.
    var changes: [NSKeyValueObservedChange<Value>] = []
    var news: [Value?] { changes.map(\.newValue) }
    var olds: [Value?] { changes.map(\.oldValue) }
  }

  /// The first visible rows a handler saw.
  final class Seen: @unchecked Sendable {
    // `@unchecked`: written by handlers on the main actor, read by the test there.
    var rows: [Int] = []
  }

  /// A controller that follows its scroll view's content height, as apps size a container to a
  /// table or a text view.
  final class FollowingController: UIViewController {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var height: CGFloat = 0
    var observation: NSKeyValueObservation?

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(scrollView)
      // A Swift 6 app reaches its main-actor state from the `@Sendable` handler this way, as on
      // iOS; in Swift 5 mode `self?.height = …` is written directly.
      observation = scrollView.observe(\.contentSize, options: .new) { [weak self] _, change in
        let height = change.newValue?.height ?? 0
        MainActor.assumeIsolated { self?.height = height }
      }
    }
  }

  final class Rows: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath)
      -> UITableViewCell
    {
      UITableViewCell(style: .default, reuseIdentifier: nil)
    }
  }

  /// An app's own model object, as apps observe their players and downloads.
  final class Download: NSObject {
    dynamic var progress = 0.0
  }

  /// A table of 40 rows, 44 points each, filling a shown window.
  private func tableApp() -> (UIApplication, UITableView, Rows) {
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    let controller = UIViewController()
    let rows = Rows()
    let table = UITableView(frame: window.bounds, style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.dataSource = rows
    controller.view = table
    window.rootViewController = controller
    window.makeKeyAndVisible()
    window.layoutIfNeeded()
    return (app, table, rows)
  }

  // Evidence: `objectivec/nsobject-swift.class/observe(_:options:changehandler:)` (the handler
  // hears of each change until the observation is invalidated or deinited) and
  // `foundation/nskeyvalueobservedchange/newvalue` (`newValue` and `oldValue` only with `.new`
  // and `.old`).
  @Test func aTableHearsItsContentOffsetSetWithTheOldAndNewValues() {
    let (app, tableView, rows) = tableApp()
    let heard = Heard<CGPoint>()
    var observation: NSKeyValueObservation?
    observation = tableView.observe(\.contentOffset, options: [.new, .old]) { tableView, change in
      heard.changes.append(change)
    }
    tableView.setContentOffset(CGPoint(x: 0, y: 40), animated: false)
    #expect(heard.news == [CGPoint(x: 0, y: 40)])
    #expect(heard.olds == [CGPoint.zero])
    #expect(heard.changes.first?.kind == .setting)
    // Apps switch over the kind; the model observes no to-many relationships, so only
    // `.setting` comes.
    for change in heard.changes {
      switch change.kind {
      case .setting: break
      case .insertion, .removal, .replacement: Issue.record("a to-many change: \(change.kind)")
      }
    }
    #expect(heard.changes.first?.isPrior == false)
    #expect(heard.changes.first?.indexes == nil)
    observation?.invalidate()
    withExtendedLifetime((app, rows)) {}
  }

  @Test func scrollingAPIsAreHeardAsTheyScroll() {
    let (app, tableView, rows) = tableApp()
    let heard = Heard<CGPoint>()
    let observation = tableView.observe(\.contentOffset, options: [.new]) { _, change in
      heard.changes.append(change)
    }
    tableView.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false)
    let afterRow = tableView.contentOffset
    tableView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
    #expect(heard.news == [afterRow, CGPoint.zero])
    #expect(afterRow.y > 0)
    observation.invalidate()
    withExtendedLifetime((app, rows)) {}
  }

  @Test func aTablesHandlerSeesTheRowsAlreadyTiled() {
    let (app, tableView, rows) = tableApp()
    let firstVisible = Seen()
    let observation = tableView.observe(\.contentOffset) { tableView, _ in
      MainActor.assumeIsolated {
        let rows = tableView.indexPathsForVisibleRows ?? []
        firstVisible.rows.append(rows.map(\.row).min() ?? -1)
      }
    }
    #expect(tableView.indexPathsForVisibleRows?.first?.row == 0)
    tableView.setContentOffset(CGPoint(x: 0, y: 44 * 10), animated: false)
    #expect(firstVisible.rows == [10])
    observation.invalidate()
    withExtendedLifetime((app, rows)) {}
  }

  @Test func aControllerFollowsItsScrollViewsContentSize() {
    let controller = FollowingController()
    controller.loadViewIfNeeded()
    controller.scrollView.contentSize = CGSize(width: 320, height: 900)
    #expect(controller.height == 900)
    controller.scrollView.contentSize.height = 1_200
    #expect(controller.height == 1_200)
  }

  @Test func initialCallsTheHandlerOnceAtOnceWithTheCurrentValue() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 300)
    let heard = Heard<CGSize>()
    let observation = scrollView.observe(\.contentSize, options: [.initial, .new, .old]) {
      _, change in heard.changes.append(change)
    }
    #expect(heard.news == [CGSize(width: 100, height: 300)])
    #expect(heard.olds == [nil])
    scrollView.layoutIfNeeded()
    #expect(heard.changes.count == 1)
    // Foundation's bits, as apps that store options read them.
    #expect(NSKeyValueObservingOptions([.new, .old]).rawValue == 0x03)
    #expect(NSKeyValueObservingOptions(rawValue: 0x0C) == [.initial, .prior])
    observation.invalidate()
  }

  @Test func priorCallsTheHandlerBeforeTheChangeToo() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let heard = Heard<Bool>()
    let observation = view.observe(\.isHidden, options: [.prior, .old, .new]) { _, change in
      heard.changes.append(change)
    }
    view.isHidden = true
    #expect(heard.changes.map(\.isPrior) == [true, false])
    #expect(heard.news == [nil, true])
    #expect(heard.olds == [false, false])
    observation.invalidate()
  }

  @Test func aViewsFrameBoundsCenterAndAlphaAreHeardWhenSet() {
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
    let frames = Heard<CGRect>()
    let centers = Heard<CGPoint>()
    let alphas = Heard<CGFloat>()
    let widths = Heard<CGFloat>()
    let observations = [
      view.observe(\.frame, options: [.old, .new]) { _, change in frames.changes.append(change) },
      view.observe(\.center, options: .new) { _, change in centers.changes.append(change) },
      view.observe(\.alpha, options: .new) { _, change in alphas.changes.append(change) },
      view.observe(\.bounds.size.width, options: .new) { _, change in
        widths.changes.append(change)
      },
    ]
    view.frame = CGRect(x: 10, y: 0, width: 80, height: 50)
    view.center = CGPoint(x: 60, y: 25)
    view.alpha = 0.5
    let moved = CGRect(x: 10, y: 0, width: 80, height: 50)
    #expect(frames.olds == [CGRect(x: 0, y: 0, width: 50, height: 50), moved])
    #expect(frames.news == [moved, moved.offsetBy(dx: 10, dy: 0)])
    #expect(centers.news == [CGPoint(x: 50, y: 25), CGPoint(x: 60, y: 25)])
    #expect(alphas.news == [0.5])
    #expect(widths.news == [80])
    for observation in observations { observation.invalidate() }
  }

  @Test func aWindowsRootViewsBoundsAreHeardWhenTheWindowResizes() {
    let controller = UIViewController()
    let (_, window) = launchKeyWindow(root: controller, profile: .iPhone)
    window.layoutIfNeeded()
    let before = controller.view.bounds
    let heard = Heard<CGRect>()
    let observation = controller.view.observe(\.bounds, options: [.old, .new]) { _, change in
      heard.changes.append(change)
    }
    window.frame = CGRect(x: 0, y: 0, width: before.height, height: before.width)
    window.layoutIfNeeded()
    #expect(heard.olds == [before])
    #expect(heard.news == [CGRect(x: 0, y: 0, width: before.height, height: before.width)])
    observation.invalidate()
  }

  @Test func nothingIsHeardAfterInvalidateOrRelease() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let invalidated = Heard<CGPoint>()
    let released = Heard<CGPoint>()
    let first = scrollView.observe(\.contentOffset) { _, change in
      invalidated.changes.append(change)
    }
    var second: NSKeyValueObservation? = scrollView.observe(\.contentOffset) { _, change in
      released.changes.append(change)
    }
    scrollView.contentOffset.y = 10
    first.invalidate()
    second = nil
    scrollView.contentOffset.y = 20
    #expect(invalidated.changes.count == 1)
    #expect(released.changes.count == 1)
    #expect(second == nil)
  }

  @Test func aHandlerThatSetsTheValueAgainHearsThatToo() {
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let heard = Heard<CGPoint>()
    let observation = scrollView.observe(\.contentOffset, options: .new) { scrollView, change in
      heard.changes.append(change)
      MainActor.assumeIsolated {
        if scrollView.contentOffset.y > 100 { scrollView.contentOffset.y = 100 }
      }
    }
    scrollView.contentOffset.y = 250
    #expect(scrollView.contentOffset.y == 100)
    #expect(heard.news == [CGPoint(x: 0, y: 250), CGPoint(x: 0, y: 100)])
    observation.invalidate()
  }

  // An app's own property has no setter the model wraps (Swift on Linux has no `@objc dynamic`
  // to swizzle), so its change is found at the next layout pass or settle.
  @Test func anAppsOwnPropertyIsHeardAtTheNextLayoutPassOrSettle() async {
    let app = UIApplication(profile: .iPhone)
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    let download = Download()
    let heard = Heard<Double>()
    let observation = download.observe(\.progress, options: [.old, .new]) { _, change in
      heard.changes.append(change)
    }
    download.progress = 0.25
    #expect(heard.changes.isEmpty)
    view.layoutIfNeeded()
    #expect(heard.news == [0.25])
    #expect(heard.olds == [0.0])
    download.progress = 0.5
    download.progress = 1
    await app.settle()
    #expect(heard.news == [0.25, 1])
    #expect(heard.olds == [0.0, 0.25])
    observation.invalidate()
  }

  @Test func observingADeallocatedObjectEnds() {
    let heard = Heard<Bool>()
    var view: UIView? = UIView(frame: .zero)
    let observation = view?.observe(\.isHidden) { _, change in heard.changes.append(change) }
    view = nil
    UIView(frame: .zero).layoutIfNeeded()
    #expect(heard.changes.isEmpty)
    observation?.invalidate()
    #expect(view == nil)
  }
}
