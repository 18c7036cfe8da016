import Foundation
import HeadlessUIKit
import PresentationHierarchy
import Testing

/// A view's frame is in its superview's coordinates, so its subviews move with it on screen
/// [DOC: `uikit/uiview/frame`], whether the app or UIKit (a presentation) moves it.
@MainActor
struct FrameFollowingTests {
  /// A sheet's content, laid out in `viewDidLoad` before the sheet is placed.
  private final class SheetContent: UIViewController {
    let button = UIButton(frame: CGRect(x: 20, y: 240, width: 180, height: 50))

    override func viewDidLoad() {
      super.viewDidLoad()
      view.addSubview(button)
    }
  }

  @Test("Moving a view moves its subviews on screen and keeps their frames")
  func subviewsFollowTheirSuperview() {
    let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let child = UIView(frame: CGRect(x: 16, y: 16, width: 50, height: 50))
    let grandchild = UIView(frame: CGRect(x: 4, y: 4, width: 10, height: 10))
    parent.addSubview(child)
    child.addSubview(grandchild)
    parent.frame = CGRect(x: 100, y: 40, width: 200, height: 200)
    #expect(child.frame == CGRect(x: 16, y: 16, width: 50, height: 50))
    #expect(grandchild.convert(CGPoint.zero, to: nil) == CGPoint(x: 120, y: 60))
    parent.center = CGPoint(x: 150, y: 150)
    #expect(grandchild.convert(CGPoint.zero, to: nil) == CGPoint(x: 70, y: 70))
  }

  @Test("A button placed in viewDidLoad moves with the sheet UIKit places, and takes its taps")
  func contentFollowsThePresentedSheet() throws {
    let root = UIViewController(identifier: "root")
    let launched = launch(root, .iPhone)
    let sheet = SheetContent()
    root.present(sheet, animated: false)
    let sheetOrigin = sheet.view.convert(CGPoint.zero, to: nil)
    #expect(sheetOrigin.y > 0)
    let buttonOrigin = sheet.button.convert(CGPoint.zero, to: nil)
    #expect(buttonOrigin == CGPoint(x: sheetOrigin.x + 20, y: sheetOrigin.y + 240))
    let center = Point(x: Double(buttonOrigin.x) + 90, y: Double(buttonOrigin.y) + 25)
    #expect(launched.app.hitTest(center) === sheet.button)
  }
}
