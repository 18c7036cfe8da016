import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

// The audit's version scenarios: iOS 12 against 13 and later, and iOS 26.

// MARK: - iOS 12 against iOS 13 and later

extension AuditScenario {
  static let iOS12: [AuditScenario] = [
    AuditScenario(
      "A63", "iOS 12: an unset style presents full screen and removes the presenter", .iPhoneIOS12,
      uikit: "presenter=root, style=fullScreen, root in window=no", tag: "DOC",
      source: "§1.3 and §3.3 step 1: the default is .fullScreen before iOS 13 (DOC in "
        + "how-faithful-is-the-model)"
    ) { profile in
      let root = UIViewController(identifier: "root")
      launch(root, profile)
      let modal = UIViewController(identifier: "M")
      root.present(modal, animated: false)
      return outcome(of: modal, covering: root)
    },
    AuditScenario(
      "A64", "iOS 12: modalPresentationStyle reads .fullScreen by default", .iPhoneIOS12,
      uikit: "default style=fullScreen", tag: "DOC",
      source: "§1.3: modalPresentationStyle defaults to .automatic from iOS 13 and to "
        + ".fullScreen before (DOC in how-faithful-is-the-model)"
    ) { profile in
      let launched = launch(UIViewController(identifier: "root"), profile)
      // The app's own code runs in the app: `asShared` is its scope.
      let style = launched.app.asShared { UIViewController(identifier: "M").modalPresentationStyle }
      return "default style=\(style.name)"
    },
    AuditScenario(
      "A65", "iOS 12 iPad: a form sheet keeps the presenter", .iPadIOS12,
      uikit: "presenter=root, style=formSheet, root in window=yes", tag: "CLAIM",
      source: "§3.1: regularberry's table, .formSheet on iPad: kept"
    ) { profile in
      let root = UIViewController(identifier: "root")
      launch(root, profile)
      let sheet = controller("F", style: .formSheet)
      root.present(sheet, animated: false)
      return outcome(of: sheet, covering: root)
    },
    AuditScenario(
      "A66", "iOS 12 iPhone: an anchored popover is full screen and removes the presenter",
      .iPhoneIOS12, uikit: "presenter=root, style=fullScreen, root in window=no", tag: "CLAIM",
      source: "§3.1: regularberry's table, .popover on iPhone: removed; up to iOS 12 compact "
        + "popovers are full screen"
    ) { profile in
      let root = UIViewController(identifier: "root")
      launch(root, profile)
      let popover = controller("P", style: .popover)
      popover.popoverPresentationController?.sourceView = root.view
      root.present(popover, animated: false)
      return outcome(of: popover, covering: root)
    },
    AuditScenario(
      "A67", "iOS 12 iPad: an anchored popover keeps the presenter", .iPadIOS12,
      uikit: "presenter=root, style=popover, root in window=yes", tag: "CLAIM",
      source: "§3.1: regularberry's table, .popover on iPad: kept"
    ) { profile in
      let root = UIViewController(identifier: "root")
      launch(root, profile)
      let popover = controller("P", style: .popover)
      popover.popoverPresentationController?.sourceView = root.view
      root.present(popover, animated: false)
      return outcome(of: popover, covering: root)
    },
    AuditScenario(
      "A68", "iOS 12 iPhone: .currentContext from a navigation child removes the navigation view",
      .iPhoneIOS12, uikit: "presenter=nav1, style=currentContext, nav1 in window=no",
      tag: "DOC/CLAIM",
      source: "§3.4: the navigation controller is the context [DOC]; §3.1: regularberry's "
        + "table, .currentContext: removed [CLAIM]"
    ) { profile in
      let tree = TabsOfNavigations()
      launch(tree.tab, profile)
      let modal = controller("P", style: .currentContext)
      tree.a.present(modal, animated: false)
      return outcome(of: modal, covering: tree.nav1)
    },
  ]
}

// MARK: - iOS 26

extension AuditScenario {
  static let iOS26: [AuditScenario] = [
    AuditScenario(
      "A69", "iOS 26: .overCurrentContext from a navigation child stays under the wrapped tab bar",
      .iPhoneIOS26, uikit: "presenter=nav1, tab bar point=UITabBar", tag: "OBS/CLAIM",
      source: "§3.4 (Qiita, hirotakan): the tab bar stays in front; §2.3: on iOS 26 it is "
        + "wrapped in _UITabBarContainerWrapperView"
    ) { profile in
      let tree = TabsOfNavigations()
      let app = launch(tree.tab, profile).app
      let overlay = controller("P", style: .overCurrentContext)
      tree.a.present(overlay, animated: false)
      return "presenter=\(presenterName(overlay)), tab bar point=\(hit(app, 195, 820))"
    },
    AuditScenario(
      "A70", "iOS 26: a navigation controller adds FloatingBarContainerView after its bar",
      .iPhoneLandscapeIOS26,
      uikit: "nav1 subviews=UINavigationTransitionView,UINavigationBar,FloatingBarContainerView",
      tag: "OBS", source: "§2.3: getsentry/sentry-cocoa VIEW_MASKING_STRATEGIES.md (iOS 26.1)"
    ) { profile in
      let tree = TabsOfNavigations()
      launch(tree.tab, profile)
      return
        "nav1 subviews=\(tree.nav1.view.subviews.map(\.engine.typeName).joined(separator: ","))"
    },
    AuditScenario(
      "A71", "iOS 26: .fullScreen from a navigation child takes the wrapped tab bar away",
      .iPhoneIOS26,
      uikit: "presenter=tab, style=fullScreen, tab in window=no, tab bar in window=no",
      tag: "DOC", source: "§3.2; §3.1: .fullScreen removes the presenter's views"
    ) { profile in
      let tree = TabsOfNavigations()
      launch(tree.tab, profile)
      let cover = controller("C", style: .fullScreen)
      tree.a.present(cover, animated: false)
      return outcome(of: cover, covering: tree.tab)
        + ", tab bar in window=\(yesNo(tree.tabBar?.window != nil))"
    },
    AuditScenario(
      "A72", "iOS 26 iPad: a regular-width form sheet doesn't dim the background", .iPadIOS26,
      uikit: "style=formSheet, background dimmed=no", tag: "DOC",
      source: "§3.1: on iOS 26 in regular width a Liquid Glass layer replaces the dimming"
    ) { profile in
      let root = UIViewController(identifier: "root")
      launch(root, profile)
      let sheet = controller("F", style: .formSheet)
      root.present(sheet, animated: false)
      let layer = sheet.presentationContainerView?.subviews.map(\.engine.typeName) ?? []
      let dimmed = layer.contains("UIDimmingView")
      return "style=\(styleName(sheet)), background dimmed=\(yesNo(dimmed))"
    },
  ]
}
