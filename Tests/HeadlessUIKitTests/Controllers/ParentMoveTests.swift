import HeadlessUIKit
import HierarchyTestSupport
import Testing

/// `isMovingToParent` and `isMovingFromParent` inside the appearance callbacks, as apps read
/// them to tell a push from a return and a pop (the back button) from a cover.
@MainActor
struct ParentMoveTests {
  /// Logs what the flags say in each appearance callback.
  final class Screen: UIViewController {
    var log: [String] = []

    override func viewWillAppear(_ animated: Bool) {
      super.viewWillAppear(animated)
      log.append("willAppear to:\(isMovingToParent) from:\(isMovingFromParent)")
    }

    override func viewDidAppear(_ animated: Bool) {
      super.viewDidAppear(animated)
      log.append("didAppear to:\(isMovingToParent)")
    }

    override func viewWillDisappear(_ animated: Bool) {
      super.viewWillDisappear(animated)
      log.append("willDisappear from:\(isMovingFromParent) to:\(isMovingToParent)")
    }

    override func viewDidDisappear(_ animated: Bool) {
      super.viewDidDisappear(animated)
      log.append("didDisappear from:\(isMovingFromParent)")
    }
  }

  @Test("A push moves the new screen to its parent; a pop moves it from it; the one below neither")
  func pushAndPop() throws {
    let list = Screen(identifier: "list")
    let navigation = UINavigationController(rootViewController: list)
    _ = launchKeyWindow(root: navigation, profile: .iPhone)
    // The root joined its navigation controller before it first appeared [INF].
    #expect(list.log == ["willAppear to:true from:false", "didAppear to:true"])
    list.log = []
    let detail = Screen(identifier: "detail")
    navigation.pushViewController(detail, animated: false)
    #expect(detail.log == ["willAppear to:true from:false", "didAppear to:true"])
    #expect(list.log == ["willDisappear from:false to:false", "didDisappear from:false"])
    #expect(!detail.isMovingToParent)
    detail.log = []
    list.log = []
    navigation.popViewController(animated: false)
    #expect(detail.log == ["willDisappear from:true to:false", "didDisappear from:true"])
    #expect(list.log == ["willAppear to:false from:false", "didAppear to:false"])
    #expect(!detail.isMovingFromParent)
  }

  @Test("A presentation covering a screen is no move from its parent")
  func coverIsNoMove() throws {
    let list = Screen(identifier: "list")
    let navigation = UINavigationController(rootViewController: list)
    _ = launchKeyWindow(root: navigation, profile: .iPhone)
    list.log = []
    let cover = Screen(identifier: "cover")
    cover.modalPresentationStyle = .fullScreen
    navigation.present(cover, animated: false)
    #expect(list.log == ["willDisappear from:false to:false", "didDisappear from:false"])
    #expect(cover.log == ["willAppear to:false from:false", "didAppear to:false"])
  }
}
