import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Controls: target-action, states, taps on switches, segments, steppers and pages, refresh
/// controls, effect views, bar items and buttons' subviews.
@MainActor
struct ControlsTests {
  /// An app whose root controller's view is returned, 390 × 844, in a key window.
  private func appWithRoot() -> (app: UIApplication, root: UIViewController) {
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    return (app, root)
  }

  @Test("[DOC] Target-action pairs are kept, listed and removed as UIKit's")
  func targetActionBookkeeping() {
    let control = UIControl()
    let target = Receiver()
    control.addTarget(target, action: Selector("save:"), for: .touchUpInside)
    control.addTarget(target, action: "save:", for: .valueChanged)
    control.addTarget(nil, action: "copy:", for: .touchUpInside)
    #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["save:"])
    #expect(control.actions(forTarget: nil, forControlEvent: .touchUpInside) == ["copy:"])
    #expect(control.allTargets.count == 2)
    #expect(control.allControlEvents == [.touchUpInside, .valueChanged])
    control.removeTarget(target, action: nil, for: .touchUpInside)
    #expect(control.actions(forTarget: target, forControlEvent: .touchUpInside) == nil)
    #expect(control.actions(forTarget: target, forControlEvent: .valueChanged) == ["save:"])
    control.removeTarget(nil, action: nil, for: .allEvents)
    #expect(control.allTargets.isEmpty)
  }

  @Test("[DOC] An event reaching a selector reports that Linux can't send it, and runs UIActions")
  func targetActionReportsAndRunsActions() throws {
    let (app, root) = appWithRoot()
    let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
    button.accessibilityIdentifier = "save"
    root.view.addSubview(button)
    let target = Receiver()
    button.addTarget(target, action: "saveTapped:", for: .touchUpInside)
    var ran = 0
    button.addAction(UIAction { _ in ran += 1 }, for: .touchUpInside)
    let (_, reports) = try ModelReports.capture { try app.tap("save") }
    #expect(ran == 1)
    let report = try #require(reports.first)
    #expect(reports.count == 1)
    #expect(report.contains("UIButton #save") && report.contains("'saveTapped:'"))
    #expect(report.contains("Receiver") && report.contains("addAction"))
  }

  @Test("[DOC] A disabled control is still hit, ignores the tap and reports state .disabled")
  func disabledControlIgnoresTaps() throws {
    let (app, root) = appWithRoot()
    let button = UIButton(frame: CGRect(x: 20, y: 100, width: 200, height: 44))
    button.accessibilityIdentifier = "go"
    root.view.addSubview(button)
    var ran = 0
    button.addAction(UIAction { _ in ran += 1 }, for: .touchUpInside)
    button.isEnabled = false
    #expect(button.state == .disabled)
    #expect(try app.tap("go") === button)
    #expect(ran == 0)
    button.isEnabled = true
    button.isSelected = true
    #expect(button.state == .selected)
    try app.tap("go")
    #expect(ran == 1)
  }

  @Test("[DOC] A tap highlights the control while it tracks the touch")
  func tapHighlightsAndTracks() throws {
    let (app, root) = appWithRoot()
    let control = TrackingControl(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    control.accessibilityIdentifier = "knob"
    root.view.addSubview(control)
    try app.tap("knob")
    #expect(control.log == ["highlighted true", "begin", "end", "highlighted false"])
    #expect(!control.isHighlighted && !control.isTracking)
  }

  @Test("[DOC] A switch is 51 × 31 whatever its frame; a tap toggles it and sends .valueChanged")
  func switchToggles() throws {
    let (app, root) = appWithRoot()
    let toggle = UISwitch(frame: CGRect(x: 300, y: 100, width: 200, height: 80))
    #expect(toggle.frame == CGRect(x: 300, y: 100, width: 51, height: 31))
    #expect(UISwitch().frame.size == CGSize(width: 51, height: 31))
    toggle.accessibilityIdentifier = "wifi"
    root.view.addSubview(toggle)
    var values: [Bool] = []
    toggle.addAction(UIAction { _ in values.append(toggle.isOn) }, for: .valueChanged)
    try app.tap("wifi")
    try app.tap("wifi")
    #expect(values == [true, false])
    toggle.setOn(true, animated: true)
    #expect(toggle.isOn && values.count == 2)
  }

  @Test("[DOC] A segmented control's segments are subviews; a tap selects the one under it")
  func segmentedControlSelects() throws {
    let (app, root) = appWithRoot()
    let segments = UISegmentedControl(items: ["Day", "Week", "Month"])
    segments.frame = CGRect(x: 0, y: 100, width: 300, height: 32)
    root.view.addSubview(segments)
    #expect(segments.numberOfSegments == 3)
    #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
    var changes: [Int] = []
    segments.addAction(
      UIAction { _ in changes.append(segments.selectedSegmentIndex) }, for: .valueChanged)
    try app.tap("Week")
    try app.tap("Week")
    try app.tap(at: Point(x: 250, y: 110))
    #expect(changes == [1, 2])
    segments.selectedSegmentIndex = 0
    #expect(changes.count == 2)
    segments.insertSegment(withTitle: "Year", at: 0, animated: false)
    #expect(segments.selectedSegmentIndex == 1 && segments.titleForSegment(at: 0) == "Year")
    segments.removeSegment(at: 1, animated: true)
    #expect(segments.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(segments.subviews.count == 3)
    segments.layoutIfNeeded()
    #expect(segments.subviews.map(\.frame.width) == [100, 100, 100])
  }

  @Test("[INF] A stepper's right half adds a step, its left half subtracts, within the range")
  func stepperSteps() throws {
    let (app, root) = appWithRoot()
    let stepper = UIStepper(frame: CGRect(x: 0, y: 100, width: 10, height: 10))
    #expect(stepper.frame.size == CGSize(width: 94, height: 32))
    stepper.maximumValue = 2
    root.view.addSubview(stepper)
    var changes = 0
    stepper.addAction(UIAction { _ in changes += 1 }, for: .valueChanged)
    for _ in 0..<3 { try app.tap(at: Point(x: 80, y: 110)) }
    #expect(stepper.value == 2 && changes == 2)
    try app.tap(at: Point(x: 10, y: 110))
    #expect(stepper.value == 1 && changes == 3)
  }

  @Test("[DOC] A page control moves one page toward the side tapped")
  func pageControlMoves() throws {
    let (app, root) = appWithRoot()
    let pages = UIPageControl(frame: CGRect(x: 0, y: 100, width: 200, height: 28))
    pages.numberOfPages = 3
    root.view.addSubview(pages)
    try app.tap(at: Point(x: 150, y: 110))
    try app.tap(at: Point(x: 150, y: 110))
    try app.tap(at: Point(x: 150, y: 110))
    #expect(pages.currentPage == 2)
    try app.tap(at: Point(x: 20, y: 110))
    #expect(pages.currentPage == 1)
    pages.numberOfPages = 1
    #expect(pages.currentPage == 0)
  }

  @Test("[DOC] A refresh control is a subview; a pull begins refreshing and sends .valueChanged")
  func refreshControlPull() throws {
    let (app, root) = appWithRoot()
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
    scroll.accessibilityIdentifier = "feed"
    root.view.addSubview(scroll)
    let refresh = UIRefreshControl()
    var pulls = 0
    refresh.addAction(UIAction { _ in pulls += 1 }, for: .valueChanged)
    scroll.refreshControl = refresh
    #expect(refresh.superview === scroll && scroll.refreshControl === refresh)
    #expect(refresh.frame == CGRect(x: 0, y: -60, width: 390, height: 60))
    try app.pullToRefresh("feed")
    #expect(refresh.isRefreshing && pulls == 1)
    #expect(throws: GestureError.self) { try app.pullToRefresh("feed") }
    refresh.endRefreshing()
    refresh.beginRefreshing()
    #expect(refresh.isRefreshing && pulls == 1)
    scroll.refreshControl = nil
    #expect(refresh.superview == nil)
  }

  @Test("[DOC] An effect view's content goes in its content view, where taps reach it")
  func visualEffectContent() throws {
    let (app, root) = appWithRoot()
    let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemMaterial))
    blur.frame = CGRect(x: 0, y: 700, width: 390, height: 144)
    root.view.addSubview(blur)
    let button = UIButton(frame: CGRect(x: 10, y: 10, width: 100, height: 44))
    button.setTitle("Buy", for: .normal)
    blur.contentView.addSubview(button)
    #expect(blur.subviews == [blur.contentView])
    #expect(blur.contentView.frame == blur.bounds)
    var bought = false
    button.addAction(UIAction { _ in bought = true }, for: .touchUpInside)
    #expect(try app.tap("Buy") === button)
    #expect(bought)
  }

  @Test("[DOC] A bar item's selector reports on tap; a custom view is what the bar shows")
  func barButtonTargetAction() throws {
    let app = UIApplication(profile: .iPhone)
    let window = UIWindow(windowScene: app.connectScene())
    let root = UIViewController(identifier: "root")
    let target = Receiver()
    root.navigationItem.rightBarButtonItem = UIBarButtonItem(
      title: "Edit", style: .plain, target: target, action: "edit")
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
    badge.accessibilityIdentifier = "badge"
    root.navigationItem.leftBarButtonItem = UIBarButtonItem(customView: badge)
    window.rootViewController = UINavigationController(rootViewController: root)
    window.makeKeyAndVisible()
    let item = try #require(root.navigationItem.rightBarButtonItem)
    #expect(item.target === target && item.action == "edit" && item.style == .plain)
    let (_, reports) = try ModelReports.capture { try app.tap("Edit") }
    #expect(reports.count == 1 && reports[0].contains("'edit'"))
    #expect(reports[0].contains("primaryAction"))
    #expect(badge.superview != nil && badge.frame.size == CGSize(width: 30, height: 30))
  }

  @Test("[DOC] A recognizer's selector reports when it recognizes; require(toFail:) defers")
  func recognizerTargetAction() throws {
    let (app, root) = appWithRoot()
    let card = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 200))
    card.accessibilityIdentifier = "card"
    root.view.addSubview(card)
    let target = Receiver()
    let tap = UITapGestureRecognizer(target: target, action: "cardTapped:")
    card.addGestureRecognizer(tap)
    let (_, reports) = try ModelReports.capture { try app.tap("card") }
    #expect(reports.count == 1 && reports[0].contains("UITapGestureRecognizer on UIView #card"))
    tap.removeTarget(target, action: nil)
    let observed = ObservingTap()
    card.addGestureRecognizer(observed)
    tap.require(toFail: observed)
    let (_, quiet) = try ModelReports.capture { try app.tap("card") }
    #expect(quiet.isEmpty && observed.recognized == 1)
  }

  @Test("[DOC] A button's title and image are real subviews, centred, for the current state")
  func buttonSubviews() throws {
    let button = UIButton(type: .system)
    button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
    #expect(button.subviews.isEmpty)
    button.setTitle("Play", for: .normal)
    button.setTitle("Pause", for: .selected)
    let label = try #require(button.titleLabel)
    #expect(
      label.superview === button && label.text == "Play" && label.engine.typeName == "UIButtonLabel"
    )
    #expect(abs(label.frame.midX - 100) < 1 && abs(label.frame.midY - 22) < 1)
    button.isSelected = true
    #expect(label.text == "Pause" && button.currentTitle == "Pause")
    #expect(button.title(for: .highlighted) == "Play")
    button.setImage(UIImage(systemName: "play"), for: .normal)
    #expect(button.imageView?.superview === button && button.subviews.first === button.imageView)
    #expect(button.accessibilityLabel == "Pause")
    #expect(!label.isUserInteractionEnabled)
  }
}

// MARK: - Fixtures

/// A target whose methods no selector can reach on Linux.
@MainActor
private final class Receiver {}

/// A control that logs its highlighting and tracking.
private final class TrackingControl: UIControl {
  var log: [String] = []

  override var isHighlighted: Bool {
    didSet { log.append("highlighted \(isHighlighted)") }
  }

  override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
    log.append("begin")
    return true
  }

  override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
    log.append("end")
  }
}

/// A tap recognizer that counts what it recognizes, as apps observe recognizers on Linux.
private final class ObservingTap: UITapGestureRecognizer {
  var recognized = 0

  override var state: UIGestureRecognizer.State {
    didSet { if state == .ended { recognized += 1 } }
  }
}
