import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// Foundation's selector-taking timers and observers compile on Linux and report the selector
/// they can't send instead of silently doing nothing; subclasses override `bounds` and a
/// presentation controller's child size, as overlay libraries do.
@MainActor
struct FoundationSelectorTests {
  #if !canImport(ObjectiveC)
  final class Observer: NSObject {}

  @Test("A selector-based observer reports each posted notification, naming the selector")
  func notificationObserverReports() async throws {
    let observer = Observer()
    let name = Notification.Name("FoundationSelectorTests.ping")
    NotificationCenter.default.addObserver(
      observer, selector: Selector("ping:"), name: name, object: nil)
    let reports = await ModelReports.reports {
      NotificationCenter.default.post(name: name, object: nil)
    }
    let report = try #require(reports.first)
    #expect(reports.count == 1)
    #expect(report.contains("'ping:'") && report.contains("Observer"))
    #expect(report.contains("addObserver(forName:object:queue:using:)"))
  }

  @Test("A selector-based timer reports when it fires")
  func timerReports() async throws {
    let timer = Timer(
      timeInterval: 60, target: Observer(), selector: Selector("tick"), userInfo: nil,
      repeats: false)
    let reports = await ModelReports.reports {
      timer.fire()
    }
    #expect(reports.count == 1)
    #expect(reports.first?.contains("Timer(timeInterval:repeats:block:)") == true)
  }
  #endif

  final class InsetView: UIView {
    override var bounds: CGRect {
      didSet { resized += 1 }
    }
    var resized = 0
  }

  final class HalfSheetController: UIPresentationController {
    override func size(
      forChildContentContainer container: any UIContentContainer,
      withParentContainerSize parentSize: CGSize
    ) -> CGSize {
      CGSize(width: parentSize.width, height: parentSize.height / 2)
    }
  }

  @Test("A view subclass overrides bounds; a presentation controller overrides its child's size")
  func overrides() {
    let view = InsetView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.bounds = CGRect(x: 0, y: 0, width: 50, height: 50)
    #expect(view.resized == 1)
    #expect(view.frame.size == CGSize(width: 50, height: 50))
    let presented = UIViewController()
    let controller = HalfSheetController(presentedViewController: presented, presenting: nil)
    let size = controller.size(
      forChildContentContainer: presented, withParentContainerSize: CGSize(width: 390, height: 844))
    #expect(size == CGSize(width: 390, height: 422))
  }
}

/// Accessibility containers and path copies, spelled as SwiftMessages' views use them.
@MainActor
struct AccessibilityContainerSpellingTests {
  final class MaskingView: UIView {
    var accessibleElements: [NSObject] = []
    override func accessibilityElementCount() -> Int { accessibleElements.count }
    override func accessibilityElement(at index: Int) -> Any? { accessibleElements[index] }
    override func index(ofAccessibilityElement element: Any) -> Int {
      guard let object = element as? NSObject else { return 0 }
      return accessibleElements.firstIndex(of: object) ?? 0
    }
  }

  @Test("A view's container methods read accessibilityElements unless overridden")
  func containerMethods() {
    let first = UIView()
    let second = UIView()
    let plain = UIView()
    plain.accessibilityElements = [first, second]
    #expect(plain.accessibilityElementCount() == 2)
    #expect(plain.accessibilityElement(at: 1) as? UIView === second)
    #expect(plain.accessibilityElement(at: 2) == nil)
    #expect(plain.index(ofAccessibilityElement: second) == 1)
    #expect(plain.index(ofAccessibilityElement: UIView()) == NSNotFound)
    let masking = MaskingView()
    masking.accessibleElements = [first]
    #expect(masking.accessibilityElementCount() == 1)
  }

  @Test("copy(using:) moves a path's points by the transform")
  func pathCopyUsingTransform() throws {
    let path = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
    var transform = CGAffineTransform(translationX: 5, y: 7)
    let moved = try #require(path.copy(using: &transform))
    #expect(moved.boundingBox == CGRect(x: 5, y: 7, width: 10, height: 10))
    #expect(path.copy(using: nil)?.boundingBox == path.boundingBox)
  }
}
