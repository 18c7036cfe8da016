import Foundation
import HeadlessUIKit
import Testing

/// Code written against UIKit's declarations as Apple documents them (scripts/api/apple/)
/// compiles and behaves as in UIKit, where the model used to declare them differently.
@MainActor
struct AppleDeclarationTests {
  /// Counts its view loads.
  private final class CountingController: UIViewController {
    var loads = 0
    override func viewDidLoad() {
      super.viewDidLoad()
      loads += 1
    }
  }

  @Test("[DOC] Setting bounds resizes the frame about its center and moves the coordinates")
  func settableBounds() {
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
    let view = UIView(frame: CGRect(x: 100, y: 100, width: 100, height: 100))
    container.addSubview(view)
    view.bounds = CGRect(x: 0, y: 0, width: 50, height: 60)
    #expect(view.frame == CGRect(x: 125, y: 120, width: 50, height: 60))

    let child = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
    view.addSubview(child)
    view.bounds.origin = CGPoint(x: 10, y: 10)
    #expect(view.bounds == CGRect(x: 10, y: 10, width: 50, height: 60))
    #expect(view.frame == CGRect(x: 125, y: 120, width: 50, height: 60))
    #expect(child.frame == CGRect(x: 10, y: 10, width: 20, height: 20))
    #expect(child.convert(CGPoint.zero, to: container) == CGPoint(x: 125, y: 120))
  }

  @Test("[DOC] A scroll view's bounds origin is its content offset, both ways")
  func scrollViewBounds() {
    let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scroll.bounds.origin = CGPoint(x: 0, y: 40)
    #expect(scroll.contentOffset == CGPoint(x: 0, y: 40))
    #expect(scroll.bounds.origin == CGPoint(x: 0, y: 40))
  }

  @Test("[DOC] view is UIView!: optional chaining compiles, and setting nil releases it")
  func implicitlyUnwrappedView() {
    let controller = CountingController()
    #expect(controller.view?.superview == nil)
    #expect(controller.loads == 1)
    controller.view = nil
    #expect(!controller.isViewLoaded)
    let view: UIView = controller.view
    #expect(controller.isViewLoaded && controller.viewIfLoaded === view)
    #expect(controller.loads == 2)
  }

  @Test("[DOC] alpha is a CGFloat, and the fixed colors are class properties of one instance")
  func typesAsDocumented() {
    let view = UIView()
    view.alpha = 0.5
    let alpha: CGFloat = view.alpha
    #expect(alpha == 0.5)
    #expect(UIColor.white === UIColor.white)
    #expect(Self.automaticDimension() == -1)
  }

  @Test("[DOC] Setting a navigation controller's viewControllers replaces its stack")
  func settableViewControllers() {
    let first = UIViewController()
    let second = UIViewController()
    let navigation = UINavigationController(rootViewController: first)
    navigation.viewControllers = [first, second]
    #expect(navigation.topViewController === second)
    #expect(second.navigationController === navigation)
    navigation.viewControllers = [second]
    #expect(navigation.viewControllers.count == 1 && first.parent == nil)
  }

  /// Reads `automaticDimension` outside the main actor, as UIKit's constant allows.
  nonisolated private static func automaticDimension() -> CGFloat {
    UITableView.automaticDimension
  }
}
