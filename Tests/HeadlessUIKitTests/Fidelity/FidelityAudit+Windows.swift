import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

// The audit's window scenarios: levels, key status, the keyboard, scenes, root swaps, detached presenters and transitions in progress.

// MARK: - Windows: levels, hidden windows, key window, keyboard, scenes

extension AuditScenario {
  static let windows: [AuditScenario] = [
    AuditScenario(
      "A44", "A status-bar-level window stays in front of a normal window made key later", .iPhone,
      uikit: "order=main,toast,status, key=toast", tag: "DOC",
      source: "§4.1: level beats order (UIWindow.Level); §4.2: makeKeyAndVisible() brings a "
        + "window in front of its level"
    ) { profile in
      let launched = launch(UIViewController(identifier: "root"), profile)
      let status = launched.window(named: "status", root: "clock")
      status.windowLevel = .statusBar
      status.isHidden = false
      launched.window(named: "toast", root: "message").makeKeyAndVisible()
      return "order=\(names(launched.app.windows)), key=\(keyName(launched))"
    },
    AuditScenario(
      "A45", "makeKey() on the main window leaves the overlay in front", .iPad,
      uikit: "key=main, front=overlay", tag: "DOC/CLAIM",
      source: "§4.3: makeKey() makes the previous key window resign [DOC]; §4.2 (rob mayoff, "
        + "Stack Overflow 25260290): makeKey() alone doesn't bring a window forward"
    ) { profile in
      let launched = launch(UIViewController(identifier: "root"), profile)
      launched.window(named: "overlay", root: "toast").makeKeyAndVisible()
      launched.window.makeKey()
      return "key=\(keyName(launched)), front=\(launched.app.windows.last?.name ?? "none")"
    },
    AuditScenario(
      "A46", "Showing a window with isHidden = false leaves key status alone", .iPhoneIOS17,
      uikit: "key=main, front=overlay", tag: "DOC",
      source: "§4.2 (makeKeyAndVisible()): to show a window without making it key, set "
        + "isHidden to false"
    ) { profile in
      let launched = launch(UIViewController(identifier: "root"), profile)
      launched.window(named: "overlay", root: "toast").isHidden = false
      return "key=\(keyName(launched)), front=\(launched.app.windows.last?.name ?? "none")"
    },
    AuditScenario(
      "A47", "A hidden overlay window doesn't take touches", .iPhoneLandscapeIOS15,
      uikit: "centre point=root", tag: "DOC",
      source: "§4.5: hitTest(_:with:) skips hidden views; a hidden window is passed over"
    ) { profile in
      let launched = launch(UIViewController(identifier: "root"), profile)
      let overlay = launched.window(named: "overlay", root: "toast")
      overlay.makeKeyAndVisible()
      overlay.isHidden = true
      return "centre point=\(hit(launched.app, 422, 195))"
    },
    AuditScenario(
      "A48", "An overlay window with alpha 0.005 doesn't take touches", .iPadLandscape,
      uikit: "centre point=root", tag: "DOC",
      source: "§4.5: views with an alpha below 0.01 are skipped"
    ) { profile in
      let launched = launch(UIViewController(identifier: "root"), profile)
      let overlay = launched.window(named: "overlay", root: "toast")
      overlay.alpha = 0.005
      overlay.makeKeyAndVisible()
      return "centre point=\(hit(launched.app, 590, 410))"
    },
    AuditScenario(
      "A49", "UIApplication.windows lists a hidden alert-level window, back to front", .iPhoneIOS15,
      uikit: "windows=main,hidden", tag: "DOC/OBS",
      source: "§4.4: windows lists windows back to front by level [DOC] and includes hidden "
        + "ones (mo4tech printout) [OBS]"
    ) { profile in
      let launched = launch(UIViewController(identifier: "root"), profile)
      launched.window(named: "hidden", root: "toast").windowLevel = .alert
      return "windows=\(names(launched.app.windows))"
    },
    AuditScenario(
      "A50", "The keyboard is in front of a full-screen cover and doesn't become key", .iPhoneIOS17,
      uikit: "bottom point=UIInputSetHostView, middle point=C, key=main", tag: "OBS/INF",
      source: "§4.6: the keyboard's window is in front of app windows (openradar 22715674) "
        + "[OBS]; touches outside the keys reach the app, key status stays [INF]"
    ) { profile in
      let root = UIViewController(identifier: "root")
      let launched = launch(root, profile)
      root.present(controller("C", style: .fullScreen), animated: false)
      launched.scene.showKeyboard()
      return "bottom point=\(hit(launched.app, 195, 830)), "
        + "middle point=\(hit(launched.app, 195, 300)), key=\(keyName(launched))"
    },
    AuditScenario(
      "A51", "A subview drawn outside its superview's bounds doesn't take touches", .iPhoneIOS17,
      uikit: "point on the overhang=root", tag: "DOC",
      source: "§4.5: hitTest(_:with:) never reports a point outside a view's bounds, even if a "
        + "subview drawn beyond them contains it"
    ) { profile in
      let root = UIViewController(identifier: "root")
      let app = launch(root, profile).app
      let box = UIView(frame: CGRect(x: 0, y: 200, width: 100, height: 100))
      box.accessibilityIdentifier = "box"
      root.view.addSubview(box)
      let overhang = UIView(frame: CGRect(x: 150, y: 0, width: 50, height: 50))
      overhang.accessibilityIdentifier = "overhang"
      box.addSubview(overhang)
      return "point on the overhang=\(hit(app, 170, 220))"
    },
    AuditScenario(
      "A52", "A view added with window.addSubview stays when the root is replaced", .iPhone,
      uikit: "badge in window=yes, new in window=yes", tag: "INF",
      source: "§3.8, §9: only the old root's views go; transition views stay (OBS: Sencha PR "
        + "#23, Stack Overflow 26763020), so views added with addSubview stay too (INF); "
        + "§1.1's documentation reads otherwise: the switch rootSwapLeavesStaleTransitionViews"
    ) { profile in
      let launched = launch(UIViewController(identifier: "old"), profile)
      let badge = UIView(frame: CGRect(x: 10, y: 60, width: 40, height: 40))
      launched.window.addSubview(badge)
      let new = UIViewController(identifier: "new")
      launched.window.rootViewController = new
      return "badge in window=\(yesNo(badge.window != nil)), new in window=\(inWindow(new))"
    },
    AuditScenario(
      "A53", "A window of a second scene doesn't cover the first scene's window", .iPad,
      uikit: "touch in scene 1=root1", tag: "INF",
      source: "§4.1 (§9): each window scene is its own region of the screen; windows of "
        + "different scenes are neither stacked nor hit-tested together"
    ) { profile in
      let launched = launch(UIViewController(identifier: "root1"), profile)
      let second = UIWindow(windowScene: launched.app.connectScene())
      second.rootViewController = UIViewController(identifier: "root2")
      second.makeKeyAndVisible()
      return "touch in scene 1=\(hit(launched.app, 410, 590))"
    },
    AuditScenario(
      "A54", "Setting windowScene to nil takes a window out of its scene and the app", .iPhoneIOS26,
      uikit: "app windows=main, scene windows=main", tag: "DOC",
      source: "§1.1: setting windowScene to nil takes the window out of its scene"
    ) { profile in
      let launched = launch(UIViewController(identifier: "root"), profile)
      let overlay = launched.window(named: "overlay", root: "toast")
      overlay.isHidden = false
      overlay.windowScene = nil
      return "app windows=\(names(launched.app.windows)), "
        + "scene windows=\(names(launched.scene.windows))"
    },
  ]
}

// MARK: - Root swaps and detached presenters

extension AuditScenario {
  static let rootSwapsAndDetached: [AuditScenario] = [
    AuditScenario(
      "A55", "iOS 12: swapping the root leaves a .fullScreen cover on screen", .iPhoneIOS12,
      uikit: "C in window=yes, centre point=C", tag: "OBS",
      source: "§3.8: the workaround gist (tommypeps, citing Stack Overflow 27153956) and "
        + "dobrean.ro: transition views stay after the swap"
    ) { profile in
      let root = UIViewController(identifier: "root")
      let launched = launch(root, profile)
      let cover = controller("C", style: .fullScreen)
      root.present(cover, animated: false)
      launched.window.rootViewController = UIViewController(identifier: "new")
      return "C in window=\(inWindow(cover)), centre point=\(hit(launched.app, 195, 422))"
    },
    AuditScenario(
      "A56", "Swapping the root removes a context presentation with the old root's views",
      .iPadIOS17,
      uikit: "P in window=no, new in window=yes", tag: "DOC",
      source: "§3.8: the old root's views are removed; the context container is among them "
        + "(§3.3 step 4)"
    ) { profile in
      let tree = TabsOfNavigations()
      let launched = launch(tree.tab, profile)
      let overlay = controller("P", style: .overCurrentContext)
      tree.a.present(overlay, animated: false)
      let new = UIViewController(identifier: "new")
      launched.window.rootViewController = new
      return "P in window=\(inWindow(overlay)), new in window=\(inWindow(new))"
    },
    AuditScenario(
      "A57", "iOS 15: a child whose view was added without addChild presents, warning",
      .iPhoneIOS15,
      uikit: "X presented=yes, warning=Presenting view controllers on detached view "
        + "controllers is discouraged",
      tag: "OBS", source: "§3.6 (§9): the pre-iOS 17 text (SwiftPages #18, WYPopoverController #74)"
    ) { profile in
      let root = UIViewController(identifier: "root")
      let app = launch(root, profile).app
      let detached = UIViewController(identifier: "Y")
      root.view.addSubview(detached.view)
      let presented = UIViewController(identifier: "X")
      detached.present(presented, animated: false)
      let message = app.console.messages.first ?? ""
      let prefix = message.range(of: "discouraged").map { String(message[..<$0.upperBound]) }
      return "X presented=\(yesNo(presented.presentingViewController != nil)), "
        + "warning=\(prefix ?? message)"
    },
    AuditScenario(
      "A58", "iOS 26: a detached controller inside a navigation child presents, warning",
      .iPadIOS26,
      uikit: "X presented=yes, warning=Presenting view controller <UIViewController: X> from "
        + "detached view controller <UIViewController: Y> is not supported, and may result in "
        + "incorrect safe area insets and a corrupt root presentation. Make sure "
        + "<UIViewController: Y> is in the view controller hierarchy before presenting from it. "
        + "Will become a hard exception in a future release.",
      tag: "OBS", source: "§3.6: the text from iOS 17; §9: a detached presenter presents anyway"
    ) { profile in
      let tree = TabsOfNavigations()
      let app = launch(tree.tab, profile).app
      let detached = UIViewController(identifier: "Y")
      tree.a.view.addSubview(detached.view)
      let presented = UIViewController(identifier: "X")
      detached.present(presented, animated: false)
      return "X presented=\(yesNo(presented.presentingViewController != nil)), "
        + "warning=\(app.console.messages.joined(separator: " | "))"
    },
    AuditScenario(
      "A59", "An unselected tab's child presents .fullScreen through the tab", .iPhone,
      uikit: "presenter=tab, console=empty", tag: "DOC/OBS",
      source: "§3.2: full-screen scope goes up to the root [DOC]; §3.6: the warnings concern "
        + "the presenter UIKit chose [OBS]"
    ) { profile in
      let tree = TabsOfNavigations()
      let app = launch(tree.tab, profile).app
      let cover = controller("C", style: .fullScreen)
      tree.b.present(cover, animated: false)
      return "presenter=\(presenterName(cover)), console=\(consoleText(app))"
    },
  ]
}

// MARK: - Presenting and dismissing during an animated transition

extension AuditScenario {
  static let transitions: [AuditScenario] = [
    AuditScenario(
      "A60", "The controller being presented presents during its own transition", .iPhone,
      uikit: "Attempt to present <UIViewController: C> on <UIViewController: B> (from "
        + "<UIViewController: B>) while a presentation is in progress.",
      tag: "OBS", source: "§3.6: the iOS 14+ text (ericberman/MyFlightbookiOS #370)"
    ) { profile in
      let root = UIViewController(identifier: "root")
      let app = launch(root, profile).app
      app.defersAnimatedTransitions = true
      let middle = controller("B", style: .fullScreen)
      root.present(middle, animated: true)
      middle.present(UIViewController(identifier: "C"), animated: false)
      app.finishTransitions()
      return consoleText(app)
    },
    AuditScenario(
      "A61", "iOS 12: dismissing again while a dismissal animates", .iPhoneIOS12,
      uikit: "Attempt to dismiss from view controller <UIViewController: B> while a "
        + "presentation or dismiss is in progress!",
      tag: "OBS", source: "§3.6: the dismissal warning (a kouhan.cn article)"
    ) { profile in
      let root = UIViewController(identifier: "root")
      let app = launch(root, profile).app
      let middle = controller("B", style: .fullScreen)
      root.present(middle, animated: false)
      app.defersAnimatedTransitions = true
      middle.dismiss(animated: true)
      middle.dismiss(animated: true)
      app.finishTransitions()
      return consoleText(app)
    },
    AuditScenario(
      "A62", "isBeingPresented and the completion handler follow the transition", .iPad,
      uikit: "during: being presented=yes, completed=no; after: being presented=no, "
        + "completed=yes",
      tag: "DOC",
      source: "§1.3: isBeingPresented; §3.3 step 9: the completion runs after viewDidAppear(_:)"
    ) { profile in
      let root = UIViewController(identifier: "root")
      let app = launch(root, profile).app
      app.defersAnimatedTransitions = true
      let sheet = UIViewController(identifier: "S")
      let completed = Flag()
      root.present(sheet, animated: true) {
        completed.isSet = true
      }
      let during =
        "being presented=\(yesNo(sheet.isBeingPresented)), "
        + "completed=\(yesNo(completed.isSet))"
      app.finishTransitions()
      return "during: \(during); after: being presented=\(yesNo(sheet.isBeingPresented)), "
        + "completed=\(yesNo(completed.isSet))"
    },
  ]
}
