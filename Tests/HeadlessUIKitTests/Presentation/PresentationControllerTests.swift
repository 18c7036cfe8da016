import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// Presentation controllers: the adaptive delegate, sheet detents and undimmed detents, and the
/// dismissal callbacks of a swipe (UIKit reference §3.5, §9).
@MainActor
struct PresentationControllerTests {
  /// A delegate that answers adaptation and logs the dismissal callbacks.
  final class Delegate: UIPopoverPresentationControllerDelegate {
    var adaptation: UIModalPresentationStyle = .none
    var allowsDismissal = true
    var events: [String] = []

    func adaptivePresentationStyle(for controller: UIPresentationController)
      -> UIModalPresentationStyle
    { adaptation }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController)
      -> Bool
    { allowsDismissal }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
      events.append("will")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
      events.append("did")
    }

    func presentationControllerDidAttemptToDismiss(
      _ presentationController: UIPresentationController
    ) {
      events.append("attempt")
    }
  }

  private func launch(_ profile: FidelityProfile = .iPhone) -> (UIApplication, UIViewController) {
    let root = UIViewController(identifier: "root")
    let (app, _) = launchKeyWindow(root: root, profile: profile)
    return (app, root)
  }

  @Test("[DOC] A delegate answering .none keeps a popover a popover on an iPhone")
  func adaptiveNoneKeepsPopover() throws {
    let (_, root) = launch()
    let delegate = Delegate()
    let popover = UIViewController(identifier: "popover")
    popover.modalPresentationStyle = .popover
    let controller = try #require(popover.popoverPresentationController)
    controller.sourceView = root.view
    controller.delegate = delegate
    #expect(popover.presentationController === controller)
    root.present(popover, animated: false)
    #expect(popover.resolvedPresentationStyle == .popover)

    delegate.adaptation = .fullScreen
    let other = UIViewController(identifier: "other")
    other.modalPresentationStyle = .popover
    other.popoverPresentationController?.sourceView = root.view
    other.popoverPresentationController?.delegate = delegate
    popover.present(other, animated: false)
    #expect(other.resolvedPresentationStyle == .fullScreen, "the delegate's style is used")
  }

  @Test("[DOC] A sheet rests at its smallest detent; medium is half the sheet's full height")
  func detents() throws {
    let (_, root) = launch()
    let sheet = UIViewController(identifier: "sheet")
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    root.present(sheet, animated: false)
    // Full height 844 - 40 = 804; medium is 402, attached to the bottom edge.
    let frame = sheet.view.convert(sheet.view.bounds, to: nil)
    #expect(frame == CGRect(x: 0, y: 442, width: 390, height: 402))
    #expect(UIViewController().modalPresentationStyle == .automatic)
    let cover = UIViewController()
    cover.modalPresentationStyle = .fullScreen
    #expect(cover.sheetPresentationController == nil)
    #expect(cover.presentationController != nil)
  }

  @Test("[DOC] Under the largest undimmed detent the background is not dimmed and takes touches")
  func undimmedDetent() throws {
    let (app, root) = launch()
    let sheet = UIViewController(identifier: "sheet")
    let controller = try #require(sheet.sheetPresentationController)
    controller.detents = [.medium(), .large()]
    controller.largestUndimmedDetentIdentifier = .medium
    root.present(sheet, animated: false)
    #expect(app.hitTest(Point(x: 195, y: 200)) === root.view)
    #expect(!app.captureHierarchy().nodes.contains { $0.typeName == "UIDimmingView" })
  }

  @Test("[DOC] A swipe tells the delegate; a refusing delegate makes it an attempt")
  func swipeCallbacks() throws {
    let (app, root) = launch()
    let delegate = Delegate()
    let sheet = UIViewController(identifier: "sheet")
    sheet.presentationController?.delegate = delegate
    delegate.allowsDismissal = false
    root.present(sheet, animated: false)
    let refused = #expect(throws: GestureError.self) { try app.swipeDownToDismiss() }
    #expect(refused?.message.contains("has a delegate that refuses the dismissal") == true)
    #expect(delegate.events == ["attempt"])
    delegate.allowsDismissal = true
    try app.swipeDownToDismiss()
    #expect(delegate.events == ["attempt", "will", "did"])
    #expect(root.presentedViewController == nil)
  }
}
