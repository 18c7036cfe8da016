import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// A gesture recognizer subclass that decides its gesture in its own touch methods — the
/// pattern apps use for touch-down and "any touch" recognizers — gets a tap's touches before
/// the view and recognizes as UIKit's would.
@Suite("Custom gesture recognizers")
@MainActor
struct CustomGestureRecognizerTests {
  /// Records what happened, in order, across the recognizer, the view and the button.
  final class Journal {
    var entries: [String] = []
  }

  /// Recognizes a tap by itself: `.began` on touch down, `.ended` or `.failed` on touch up.
  final class TouchRecognizer: UIGestureRecognizer {
    let journal: Journal
    let fails: Bool

    init(journal: Journal, fails: Bool = false) {
      self.journal = journal
      self.fails = fails
      super.init(target: nil, action: nil)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesBegan(touches, with: event)
      journal.entries.append("recognizer began at \(location(in: view).x)")
      state = .began
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
      super.touchesEnded(touches, with: event)
      journal.entries.append("recognizer ended")
      state = fails ? .failed : .ended
    }

    override func reset() {
      super.reset()
      journal.entries.append("reset")
    }
  }

  /// A view that notes the touches it gets.
  final class NotingView: UIView {
    var journal: Journal?

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
      journal?.entries.append("view began")
      super.touchesBegan(touches, with: event)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
      journal?.entries.append("view cancelled")
      super.touchesCancelled(touches, with: event)
    }
  }

  /// A screen whose button sits in a view carrying the recognizer.
  private func launch(_ recognizer: TouchRecognizer, journal: Journal) -> UIApplication {
    let controller = UIViewController()
    let container = NotingView(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
    container.journal = journal
    let button = UIButton(
      primaryAction: UIAction(title: "Go") { _ in journal.entries.append("button") })
    button.frame = CGRect(x: 20, y: 20, width: 100, height: 44)
    container.addSubview(button)
    controller.view.addSubview(container)
    container.addGestureRecognizer(recognizer)
    return launchKeyWindow(root: controller).app
  }

  @Test("[DOC] A recognizer that recognizes in touchesEnded cancels the touch in its view")
  func recognizesAndCancels() throws {
    // Evidence: uikit/uigesturerecognizer/touchesbegan(_:with:) (the recognizer gets touches
    // before the view), uikit/uigesturerecognizer/cancelstouchesinview.
    let journal = Journal()
    let recognizer = TouchRecognizer(journal: journal)
    let app = launch(recognizer, journal: journal)
    try app.tap(at: Point(x: 300, y: 200))
    #expect(
      journal.entries == [
        "recognizer began at 300.0", "view began", "recognizer ended", "reset", "view cancelled",
      ])
    #expect(recognizer.state == .possible)
  }

  @Test(
    "[DOC] The button under it still acts when the recognizer doesn't cancel or fails",
    arguments: [false, true])
  func buttonStillActs(fails: Bool) throws {
    let journal = Journal()
    let recognizer = TouchRecognizer(journal: journal, fails: fails)
    recognizer.cancelsTouchesInView = fails
    let app = launch(recognizer, journal: journal)
    try app.tap(at: Point(x: 60, y: 140))
    #expect(journal.entries.suffix(3) == ["recognizer ended", "reset", "button"])
    #expect(recognizer.state == .possible)
  }

  @Test("A disabled recognizer gets no touches")
  func disabledGetsNothing() throws {
    let journal = Journal()
    let recognizer = TouchRecognizer(journal: journal)
    recognizer.isEnabled = false
    let app = launch(recognizer, journal: journal)
    try app.tap(at: Point(x: 60, y: 140))
    #expect(!journal.entries.contains { $0.hasPrefix("recognizer") })
    #expect(journal.entries.last == "button")
  }

  @Test("[DOC] The subclass hooks answer UIKit's defaults")
  func subclassDefaults() {
    // Evidence: uikit/uigesturerecognizer/canprevent(_:), canbeprevented(by:),
    // shouldrequirefailure(of:), shouldberequiredtofail(by:).
    let recognizer = UIGestureRecognizer()
    let other = UITapGestureRecognizer()
    #expect(recognizer.canPrevent(other))
    #expect(recognizer.canBePrevented(by: other))
    #expect(!recognizer.shouldRequireFailure(of: other))
    #expect(!recognizer.shouldBeRequiredToFail(by: other))
    let touch = UITouch()
    recognizer.ignore(touch, for: UIEvent())
    #expect(recognizer.state == .possible)
  }
}
