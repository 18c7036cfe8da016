import Foundation
import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

@testable import AppPatterns

/// The toast of `Sources/Transitions`, presented through its own animator over a full-screen
/// modal: it lands in the strip its presentation controller gives once the app settles, over
/// the modal, and leaves through the same animator.
@MainActor
struct ToastTransitionTests {
  @Test("A toast presented with a custom animator sits in its strip over a full-screen modal")
  func toastOverModal() async throws {
    let home = UIViewController()
    let (app, window) = launchKeyWindow(root: home, profile: .iPhone)
    let modal = UIViewController()
    modal.view.accessibilityIdentifier = "modal"
    modal.modalPresentationStyle = .fullScreen
    home.present(modal, animated: false)

    let presenter = ToastPresenter()
    var shown = false
    presenter.show("Saved", from: modal) { shown = true }
    let toast = try #require(presenter.current)
    #expect(toast.isBeingPresented, "pending until the animator's animation ends")
    #expect(!shown)
    await app.settle()
    #expect(shown)
    #expect(toast.view.frame == CGRect(x: 16, y: 60, width: 358, height: 64))
    #expect(app.hitTest(Point(x: 195, y: 90))?.accessibilityIdentifier == "toast")
    let hierarchy = app.captureHierarchy()
    #expect(hierarchy.hitTestName(Point(x: 195, y: 90)) == "toast")
    #expect(window.subviews.last === toast.presentationContainerView)
    expectInvariants(app)

    var hidden = false
    presenter.hide { hidden = true }
    await app.settle()
    #expect(hidden)
    #expect(modal.presentedViewController == nil)
    #expect(app.hitTest(Point(x: 195, y: 90))?.accessibilityIdentifier == "modal")
    #expect(app.console.messages.isEmpty)
  }

  private func expectInvariants(
    _ app: UIApplication, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let violations = app.checkInvariants()
    #expect(violations.isEmpty, "\(violations)", sourceLocation: sourceLocation)
  }
}
