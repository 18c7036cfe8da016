import Foundation
import HeadlessUIKit
import Testing

/// Calls the scroll view zooming and indicator members, the scene requests and the small
/// members apps use around them, as apps write them.
@MainActor
@Suite struct ScrollSceneSpellingTests {
  final class PhotoController: UIViewController, UIScrollViewDelegate {
    let imageView = UIImageView()
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }
    func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    func scrollViewDidEndZooming(
      _ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat
    ) {}
  }

  final class QuietDelegate: UIScrollViewDelegate {}

  @Test func scrollViewSpellings() {
    let controller = PhotoController()
    let scroll = UIScrollView()
    scroll.delegate = controller
    scroll.minimumZoomScale = 1
    scroll.maximumZoomScale = 4
    scroll.bouncesZoom = false
    scroll.zoomScale = 2
    scroll.setZoomScale(scroll.minimumZoomScale, animated: true)
    scroll.zoom(to: CGRect(x: 0, y: 0, width: 10, height: 10), animated: true)
    scroll.isDirectionalLockEnabled = true
    let busy =
      scroll.isZooming || scroll.isZoomBouncing || scroll.isTracking
      || scroll.isDragging || scroll.isDecelerating
    #expect(!busy)
    scroll.verticalScrollIndicatorInsets = UIEdgeInsets(top: 1, left: 0, bottom: 1, right: 0)
    scroll.horizontalScrollIndicatorInsets = .zero
    scroll.scrollIndicatorInsets = .zero
    scroll.flashScrollIndicators()
    let quiet = QuietDelegate()
    #expect(quiet.viewForZooming(in: scroll) == nil)
    quiet.scrollViewDidZoom(scroll)
    quiet.scrollViewDidEndZooming(scroll, with: nil, atScale: 1)

    let table = UITableView(frame: .zero, style: .plain)
    table.backgroundView = UIView()
    #expect(table.backgroundView != nil)
  }

  @Test func sceneAndMiscSpellings() {
    let app = UIApplication(profile: .iPhone)
    let scene = app.connectScene()
    scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape)) { error in
      _ = error
    }
    scene.requestGeometryUpdate(UIWindowScene.GeometryPreferences.iOS())
    let preferences = UIWindowScene.GeometryPreferences.iOS()
    preferences.interfaceOrientations = .portrait
    app.requestSceneSessionDestruction(
      scene.session, options: UISceneDestructionRequestOptions(), errorHandler: nil)
    app.requestSceneSessionDestruction(scene.session, options: nil)

    let items: [UIBarButtonItem] = [
      .flexibleSpace(), .fixedSpace(8), UIBarButtonItem.flexibleSpace(),
    ]
    #expect(items[1].width == 8)
    app.asShared { UIDevice.current.playInputClick() }

    let controller = UIViewController()
    controller.modalPresentationStyle = .popover
    let arrows: UIPopoverArrowDirection = [.up, .down, .left, .right]
    controller.popoverPresentationController?.permittedArrowDirections = arrows
    #expect(UIPopoverArrowDirection.any == arrows)
    #expect(UIPopoverArrowDirection.unknown != .any)
    #expect(UIPopoverArrowDirection(rawValue: 1) == .up)
  }
}
