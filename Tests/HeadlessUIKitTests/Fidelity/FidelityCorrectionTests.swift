import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// The corrections of the 2026-11-30 audit (UIKit reference §9), one test each, named with its
/// evidence.
@MainActor
struct FidelityCorrectionTests {
  /// A window with a root controller, key and visible, in a new app.
  func launch(_ profile: FidelityProfile, root: UIViewController = UIViewController())
    -> (UIApplication, UIWindow)
  {
    let (app, window) = launchKeyWindow(root: root, profile: profile)
    return (app, window)
  }

  @Test("[OBS Kamagari #1, SDCAlertView #306] An iPad action sheet without an anchor raises")
  func actionSheetWithoutAnchor() {
    let root = UIViewController(identifier: "root")
    let (app, _) = launch(.iPad, root: root)
    let sheet = UIAlertController(title: "Share", message: nil, preferredStyle: .actionSheet)
    root.present(sheet, animated: false)
    #expect(app.exceptions.map(\.name) == ["NSGenericException"])
    #expect(
      app.exceptions.first?.reason.contains("of style UIAlertControllerStyleActionSheet") == true)
    #expect(app.exceptions.first?.reason.contains("You must provide either a sourceView") == true)
    #expect(sheet.presentingViewController == nil)
  }

  @Test("[DOC UISheetPresentationController] In compact height a sheet fills the screen")
  func compactHeightSheets() throws {
    let root = UIViewController(identifier: "root")
    let (_, window) = launch(.iPhoneLandscape, root: root)
    let sheet = UIViewController(identifier: "sheet")
    sheet.modalPresentationStyle = .pageSheet
    root.present(sheet, animated: false)
    #expect(sheet.resolvedPresentationStyle == .pageSheet)
    #expect(sheet.view.effectiveScreenFrameForTests == window.frameForTests)
    #expect(root.view.window === window, "the presenter stays, under the sheet")

    let other = UIViewController(identifier: "other")
    let (_, _) = launch(.iPhoneLandscape, root: other)
    let card = UIViewController(identifier: "card")
    card.modalPresentationStyle = .formSheet
    card.sheetPresentationController?.prefersEdgeAttachedInCompactHeight = true
    other.present(card, animated: false)
    #expect(
      card.view.effectiveScreenFrameForTests.y
        == FidelityProfile.iPhoneLandscape.geometry.sheetTopInset)
  }

  @Test("[DOC] A popover adapts in compact height too, on a phone in landscape")
  func compactHeightPopover() {
    var profile = FidelityProfile.iPhoneLandscape
    profile.device.horizontalSizeClass = .regular  // a large phone in landscape: regular width
    let root = UIViewController(identifier: "root")
    _ = launch(profile, root: root)
    let popover = UIViewController(identifier: "popover")
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.sourceView = root.view
    root.present(popover, animated: false)
    #expect(popover.resolvedPresentationStyle == .formSheet)
  }

  @Test("[OBS Sencha PR #23, onmyway133/notes #251] A root swap leaves the modal on screen")
  func rootSwapLeavesModals() {
    #expect(FidelityProfile.iPhone.behavior.rootSwapLeavesStaleTransitionViews)
    let old = UIViewController(identifier: "old")
    let (_, window) = launch(.iPhone, root: old)
    let cover = UIViewController(identifier: "cover")
    cover.modalPresentationStyle = .overFullScreen
    old.present(cover, animated: false)
    window.rootViewController = UIViewController(identifier: "new")
    #expect(cover.view.window === window)
    #expect(window.subviews.count == 2, "the new root's layer, and the cover's left behind")
  }

  @Test("[OBS openradar 22364739] Hiding the key window makes the front-most visible one key")
  func hiddenKeyWindowPassesKeyStatus() throws {
    let (_, main) = launch(.iPhone)
    let overlay = UIWindow(windowScene: try #require(main.windowScene))
    overlay.rootViewController = UIViewController()
    overlay.makeKeyAndVisible()
    overlay.isHidden = true
    #expect(main.isKeyWindow && !overlay.isKeyWindow)

    var keeps = FidelityProfile.iPhone
    keeps.behavior.hidingKeyWindowPassesKeyStatus = false
    let (_, other) = launch(keeps)
    let hidden = UIWindow(windowScene: try #require(other.windowScene))
    hidden.rootViewController = UIViewController()
    hidden.makeKeyAndVisible()
    hidden.isHidden = true
    #expect(hidden.isKeyWindow, "with the switch off, a hidden key window stays key")
  }

  @Test("[DOC] An iPad popover is a bubble anchored below its source, not the whole window")
  func iPadPopoverBubble() throws {
    let root = UIViewController(identifier: "root")
    let (_, _) = launch(.iPad, root: root)
    let button = UIView(frame: CGRect(x: 700, y: 30, width: 80, height: 40))
    root.view.addSubview(button)
    let popover = UIViewController(identifier: "popover")
    popover.modalPresentationStyle = .popover
    popover.popoverPresentationController?.sourceView = button
    root.present(popover, animated: false)
    // 320 wide, kept inside the 820-point window; just below the button.
    #expect(
      popover.view.effectiveScreenFrameForTests == Rect(x: 500, y: 70, width: 320, height: 480))
  }

  @Test("[DOC .pageSheet] On an iPad a page sheet is centred, the background dimmed around it")
  func iPadPageSheet() throws {
    let root = UIViewController(identifier: "root")
    let (app, _) = launch(.iPad, root: root)
    let sheet = UIViewController(identifier: "sheet")
    sheet.modalPresentationStyle = .pageSheet
    root.present(sheet, animated: false)
    #expect(sheet.view.effectiveScreenFrameForTests == Rect(x: 58, y: 40, width: 704, height: 1140))
    let hierarchy = app.captureHierarchy()
    #expect(hierarchy.hitTestName(Point(x: 20, y: 600)) == "UIDimmingView")
  }

  @Test("[OBS SwiftPages #18] Before iOS 17 a detached presenter presents with the older warning")
  func detachedBeforeIOS17() {
    var profile = FidelityProfile.iOS17
    profile.device.majorVersion = 16
    let (app, window) = launch(profile)
    let detached = UIViewController(identifier: "Y")
    window.addSubview(detached.view)
    detached.present(UIViewController(identifier: "X"), animated: false)
    #expect(
      app.console.messages == [
        "Presenting view controllers on detached view controllers is discouraged "
          + "<UIViewController: Y>."
      ])
    #expect(detached.presentedViewController != nil)
  }

  @Test("[OBS RFAboutView #8] A presenter never in a window warns and presents nothing")
  func presenterNeverInAWindow() {
    let (app, _) = launch(.iPhone)
    let loose = UIViewController(identifier: "loose")
    app.asShared { loose.present(UIViewController(identifier: "X"), animated: false) }
    #expect(
      app.console.messages == [
        "[Presentation] Attempt to present <UIViewController: X> on <UIViewController: loose> "
          + "(from <UIViewController: loose>) whose view is not in the window hierarchy."
      ])
    #expect(loose.presentedViewController == nil)
  }
}

extension UIView {
  /// The view's frame on screen, as captures print it.
  fileprivate var effectiveScreenFrameForTests: Rect {
    let frame = convert(bounds, to: nil)
    return Rect(x: frame.origin.x, y: frame.origin.y, width: frame.width, height: frame.height)
  }

  /// The window's frame.
  fileprivate var frameForTests: Rect { effectiveScreenFrameForTests }
}

extension FidelityCorrectionTests {
  @Test("[INF] Re-assigning a window its own level moves it to the front, unless switched off")
  func reassigningWindowLevel() throws {
    for reorders in [true, false] {
      var profile = FidelityProfile.iPhone
      profile.behavior.reassigningWindowLevelReorders = reorders
      let (app, main) = launch(profile)
      let other = UIWindow(windowScene: try #require(main.windowScene))
      other.rootViewController = UIViewController()
      other.isHidden = false
      main.windowLevel = .normal
      #expect((app.windowsBackToFront.last === main) == reorders)
    }
  }
}

extension FidelityCorrectionTests {
  @Test("[INF] A transition in progress blocks every window, or with the switch off its own only")
  func transitionInProgressScope() throws {
    for blocksEveryWindow in [true, false] {
      var profile = FidelityProfile.iPhone
      profile.behavior.transitionInProgressBlocksEveryWindow = blocksEveryWindow
      let first = UIViewController(identifier: "first")
      let (app, main) = launch(profile, root: first)
      let second = UIViewController(identifier: "second")
      let other = UIWindow(windowScene: try #require(main.windowScene))
      other.rootViewController = second
      other.isHidden = false
      app.defersAnimatedTransitions = true
      first.present(UIViewController(identifier: "A"), animated: true)
      second.present(UIViewController(identifier: "B"), animated: true)
      #expect((second.presentedViewController != nil) == !blocksEveryWindow)
      #expect(app.console.messages.count == (blocksEveryWindow ? 1 : 0))
      app.finishTransitions()
    }
  }
}
