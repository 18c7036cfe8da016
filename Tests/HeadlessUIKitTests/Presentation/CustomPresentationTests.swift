import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// `.custom` presentations: a transitioning delegate's presentation controller decides the
/// presented view's frame, its chrome and whether the presenter's view stays (DOC:
/// `UIPresentationController`, `UIViewControllerTransitioningDelegate`).
@MainActor
struct CustomPresentationTests {
  /// A bottom drawer: a dimming view added in `presentationTransitionWillBegin()`, the presented
  /// view in the container's lower half; logs its hooks.
  final class DrawerController: UIPresentationController {
    var events: [String] = []
    var removesPresenter = false
    let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
      guard let bounds = containerView?.bounds else { return .zero }
      return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override var shouldRemovePresentersView: Bool { removesPresenter }

    override func presentationTransitionWillBegin() {
      events.append("willBegin container=\(containerView != nil)")
      dimming.accessibilityIdentifier = "dimming"
      containerView?.addSubview(dimming)
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
      events.append("didEnd \(completed)")
    }

    override func dismissalTransitionWillBegin() { events.append("dismissalWillBegin") }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
      events.append("dismissalDidEnd \(completed)")
    }

    override func containerViewWillLayoutSubviews() { events.append("willLayout") }
  }

  /// Hands out a drawer for every `.custom` presentation and remembers what it was asked.
  final class DrawerDelegate: UIViewControllerTransitioningDelegate {
    var made: [DrawerController] = []
    var asked: [String] = []
    var removesPresenter = false

    func presentationController(
      forPresented presented: UIViewController, presenting: UIViewController?,
      source: UIViewController
    ) -> UIPresentationController? {
      asked.append(
        "\(presented.engine.identifier ?? "?") presenting=\(presenting?.engine.identifier ?? "nil") "
          + "source=\(source.engine.identifier ?? "?")")
      let drawer = DrawerController(presentedViewController: presented, presenting: presenting)
      drawer.removesPresenter = removesPresenter
      made.append(drawer)
      return drawer
    }
  }

  private func launch(_ root: UIViewController) -> UIApplication {
    let (app, _) = launchKeyWindow(root: root, profile: .iPhone)
    return app
  }

  private func drawer(_ delegate: DrawerDelegate) -> UIViewController {
    let drawer = UIViewController(identifier: "drawer")
    drawer.modalPresentationStyle = .custom
    drawer.transitioningDelegate = delegate
    return drawer
  }

  @Test("[DOC frameOfPresentedViewInContainerView] The presentation controller sets the frame")
  func frameComesFromTheController() throws {
    let root = UIViewController(identifier: "root")
    let app = launch(root)
    let delegate = DrawerDelegate()
    let presented = drawer(delegate)
    root.present(presented, animated: false)
    let screen = FidelityProfile.iPhone.device.screen
    #expect(
      presented.view.frame
        == CGRect(x: 0, y: screen.height / 2, width: screen.width, height: screen.height / 2))
    // The lower half takes the drawer's touches; the upper half the dimming view, added first.
    #expect(
      app.hitTest(Point(x: 100, y: screen.height * 0.75))?.engine.owningViewController === presented
    )
    #expect(app.hitTest(Point(x: 100, y: 100))?.accessibilityIdentifier == "dimming")
    let container = try #require(presented.presentationContainerView)
    #expect(container.subviews.map(\.accessibilityIdentifier) == ["dimming", nil])
    #expect(root.view.window != nil, "a custom presentation keeps the presenter's view by default")
  }

  @Test("[DOC] The delegate is asked with the routed presenter and the source")
  func delegateGetsRoutedPresenter() throws {
    let root = UIViewController(identifier: "root")
    let child = UIViewController(identifier: "child")
    root.addChild(child)
    root.view.addSubview(child.view)
    child.didMove(toParent: root)
    _ = launch(root)
    let delegate = DrawerDelegate()
    let presented = drawer(delegate)
    child.present(presented, animated: false)
    #expect(delegate.asked == ["drawer presenting=root source=child"])
    let controller = try #require(delegate.made.first)
    #expect(presented.presentationController === controller)
    #expect(controller.presentingViewController === root)
    #expect(controller.presentedViewController === presented)
  }

  @Test("Read before the presentation with no presenter given, the presenter is reported")
  func presenterReadTooEarly() {
    let presented = UIViewController(identifier: "drawer")
    let controller = UIPresentationController(presentedViewController: presented, presenting: nil)
    let (presenter, reports) = ModelReports.capture { controller.presentingViewController }
    #expect(presenter === presented)
    #expect(reports.count == 1)
    #expect(reports.first?.contains("read before UIViewController#drawer was presented") == true)
  }

  @Test("[DOC] The hooks run in UIKit's order; dismissal lets the controller go")
  func hooksInOrder() throws {
    let root = UIViewController(identifier: "root")
    _ = launch(root)
    let delegate = DrawerDelegate()
    let presented = drawer(delegate)
    root.present(presented, animated: false)
    presented.dismiss(animated: false)
    let controller = try #require(delegate.made.first)
    #expect(
      controller.events == [
        "willBegin container=true", "willLayout", "didEnd true", "dismissalWillBegin",
        "dismissalDidEnd true",
      ])
    #expect(controller.containerView == nil)
    #expect(presented.presentationController !== controller)
    root.present(presented, animated: false)
    #expect(delegate.made.count == 2, "each presentation asks the delegate again")
  }

  @Test("[DOC shouldRemovePresentersView] A controller that says so removes the presenter's view")
  func removesPresentersView() {
    let root = UIViewController(identifier: "root")
    _ = launch(root)
    let delegate = DrawerDelegate()
    delegate.removesPresenter = true
    let presented = drawer(delegate)
    root.present(presented, animated: false)
    #expect(root.view.window == nil)
    presented.dismiss(animated: false)
    #expect(root.view.window != nil)
  }

  @Test("[DOC] Without a presentation controller from the delegate, .custom fills the window")
  func withoutDelegateFillsWindow() {
    let root = UIViewController(identifier: "root")
    _ = launch(root)
    let presented = UIViewController(identifier: "plain")
    presented.modalPresentationStyle = .custom
    root.present(presented, animated: false)
    #expect(presented.view.frame.size == CGSize(width: 390, height: 844))
    #expect(presented.presentationContainerView?.subviews.count == 1)
  }

  @Test("[DOC presentedView] A controller that wraps the presented view puts its wrapper in")
  func wrappedPresentedView() throws {
    final class Wrapping: UIPresentationController {
      let wrapper = UIView()
      override var presentedView: UIView? { wrapper }
      override func presentationTransitionWillBegin() {
        wrapper.accessibilityIdentifier = "wrapper"
        wrapper.addSubview(presentedViewController.view)
      }
    }
    final class WrappingDelegate: UIViewControllerTransitioningDelegate {
      func presentationController(
        forPresented presented: UIViewController, presenting: UIViewController?,
        source: UIViewController
      ) -> UIPresentationController? {
        Wrapping(presentedViewController: presented, presenting: presenting)
      }
    }
    let root = UIViewController(identifier: "root")
    _ = launch(root)
    let delegate = WrappingDelegate()
    let presented = UIViewController(identifier: "wrapped")
    presented.modalPresentationStyle = .custom
    presented.transitioningDelegate = delegate
    root.present(presented, animated: false)
    let container = try #require(presented.presentationContainerView)
    #expect(container.subviews.map(\.accessibilityIdentifier) == ["wrapper"])
    #expect(presented.view.superview?.accessibilityIdentifier == "wrapper")
  }
}
