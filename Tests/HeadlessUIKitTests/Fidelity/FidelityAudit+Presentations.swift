import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

// The audit's presentation scenarios: styles, adaptation, alerts, stacked presentations, dismissal and presentation contexts.

// MARK: - Modal styles from a tab child and from a navigation child

extension AuditScenario {
  static let styles: [AuditScenario] = [
    AuditScenario(
      "A1", ".fullScreen from a plain tab child", .iPhone,
      uikit: "presenter=tab, style=fullScreen, tab in window=no", tag: "DOC",
      source: "§3.2: full-screen scope walks up to the root; §3.1: .fullScreen removes the "
        + "presenter's views"
    ) { profile in
      let tabs = PlainTabs()
      launch(tabs.tab, profile)
      let cover = controller("C", style: .fullScreen)
      tabs.a.present(cover, animated: false)
      return outcome(of: cover, covering: tabs.tab)
    },
    AuditScenario(
      "A2", ".fullScreen from a navigation child in a tab", .iPad,
      uikit: "presenter=tab, style=fullScreen, tab in window=no", tag: "DOC",
      source: "§3.2 (archived guide: walks up to a controller that covers the screen); §3.1"
    ) { profile in
      let tree = TabsOfNavigations()
      launch(tree.tab, profile)
      let cover = controller("C", style: .fullScreen)
      tree.a.present(cover, animated: false)
      return outcome(of: cover, covering: tree.tab)
    },
    AuditScenario(
      "A3", ".overFullScreen from a plain tab child covers the tab bar", .iPhone,
      uikit: "presenter=tab, style=overFullScreen, tab in window=yes, tab bar point=C",
      tag: "DOC/OBS",
      source: "§3.1: the views underneath stay; §3.3 step 4 (Qiita, hirotakan): "
        + ".overFullScreen covers the tab bar"
    ) { profile in
      let tabs = PlainTabs()
      let app = launch(tabs.tab, profile).app
      let cover = controller("C", style: .overFullScreen)
      tabs.a.present(cover, animated: false)
      return outcome(of: cover, covering: tabs.tab) + ", tab bar point=\(hit(app, 195, 820))"
    },
    AuditScenario(
      "A4", ".overFullScreen from a navigation child in a tab", .iPadLandscape,
      uikit: "presenter=tab, style=overFullScreen, tab in window=yes", tag: "DOC",
      source: "§3.2; §3.1 (archived guide, quoted on mo4tech: .overFullScreen keeps the views)"
    ) { profile in
      let tree = TabsOfNavigations()
      launch(tree.tab, profile)
      let cover = controller("C", style: .overFullScreen)
      tree.a.present(cover, animated: false)
      return outcome(of: cover, covering: tree.tab)
    },
    AuditScenario(
      "A5", ".pageSheet from a plain tab child", .iPhoneIOS17,
      uikit: "presenter=tab, style=pageSheet, tab in window=yes", tag: "DOC/OBS",
      source: "§3.2; §3.1: iOS 13+ sheets keep the presenter (WWDC19 via netguru; hacknicity)"
    ) { profile in
      let tabs = PlainTabs()
      launch(tabs.tab, profile)
      let sheet = controller("S", style: .pageSheet)
      tabs.a.present(sheet, animated: false)
      return outcome(of: sheet, covering: tabs.tab)
    },
    AuditScenario(
      "A6", ".pageSheet from a navigation child on iPad: page-sized, background beside it",
      .iPadIOS17,
      uikit: "presenter=tab, style=pageSheet, tab in window=yes, background beside card=yes",
      tag: "DOC", source: "§9 and S20: on iPad a .pageSheet is centred and page-sized"
    ) { profile in
      let tree = TabsOfNavigations()
      launch(tree.tab, profile)
      let sheet = controller("S", style: .pageSheet)
      tree.a.present(sheet, animated: false)
      return outcome(of: sheet, covering: tree.tab)
        + ", background beside card=\(yesNo(screenFrame(of: sheet.view).minX > 0))"
    },
    AuditScenario(
      "A7", ".formSheet from a navigation child in compact width", .iPhone,
      uikit: "presenter=tab, style=formSheet, tab in window=yes, background above card=yes",
      tag: "DOC", source: "§3.5: compact width, regular height: the background shows at the top"
    ) { profile in
      let tree = TabsOfNavigations()
      launch(tree.tab, profile)
      let sheet = controller("S", style: .formSheet)
      tree.a.present(sheet, animated: false)
      return outcome(of: sheet, covering: tree.tab)
        + ", background above card=\(yesNo(screenFrame(of: sheet.view).minY > 0))"
    },
    AuditScenario(
      "A8", ".formSheet from a plain tab child on iPad is centred", .iPad,
      uikit: "presenter=tab, style=formSheet, tab in window=yes, centred=yes", tag: "DOC",
      source: "§3.1 and S20: a centred card over a dimming layer; the presenter is kept"
    ) { profile in
      let tabs = PlainTabs()
      let window = launch(tabs.tab, profile).window
      let sheet = controller("S", style: .formSheet)
      tabs.a.present(sheet, animated: false)
      let card = screenFrame(of: sheet.view)
      let screen = screenFrame(of: window)
      let centered = card.midX == screen.midX && card.midY == screen.midY
      return outcome(of: sheet, covering: tabs.tab) + ", centred=\(yesNo(centered))"
    },
    AuditScenario(
      "A9", ".currentContext from a plain tab child, nothing defining a context", .iPhone,
      uikit: "presenter=tab, style=currentContext, tab in window=no", tag: "DOC",
      source: "§3.2: if no controller defines a context the window's root presents; §3.1: "
        + ".currentContext removes the context's views"
    ) { profile in
      let tabs = PlainTabs()
      launch(tabs.tab, profile)
      let modal = controller("P", style: .currentContext)
      tabs.a.present(modal, animated: false)
      return outcome(of: modal, covering: tabs.tab)
    },
    AuditScenario(
      "A10", ".currentContext from a navigation child on iPad keeps the tab bar", .iPad,
      uikit: "presenter=nav1, style=currentContext, nav1 in window=no, tab bar in window=yes",
      tag: "DOC", source: "§3.4: UINavigationController defines a context by default; §3.1"
    ) { profile in
      let tree = TabsOfNavigations()
      launch(tree.tab, profile)
      let modal = controller("P", style: .currentContext)
      tree.a.present(modal, animated: false)
      return outcome(of: modal, covering: tree.nav1)
        + ", tab bar in window=\(yesNo(tree.tabBar?.window != nil))"
    },
    AuditScenario(
      "A11", ".overCurrentContext from a plain tab child falls back to the root", .iPhoneIOS15,
      uikit: "presenter=tab, style=overCurrentContext, tab in window=yes, tab bar point=P",
      tag: "DOC/INF",
      source: "§3.2: no context, the window's root presents [DOC]; S12: a context at the root "
        + "covers the window [INF]"
    ) { profile in
      let tabs = PlainTabs()
      let app = launch(tabs.tab, profile).app
      let modal = controller("P", style: .overCurrentContext)
      tabs.a.present(modal, animated: false)
      return outcome(of: modal, covering: tabs.tab) + ", tab bar point=\(hit(app, 195, 820))"
    },
    AuditScenario(
      "A12", ".custom from a navigation child goes to the root and keeps it", .iPhone,
      uikit: "presenter=tab, style=custom, tab in window=yes", tag: "CLAIM/DOC",
      source: "§3.1: .custom always presents on the root (SebastianBoldt/Jelly #72); "
        + "shouldRemovePresentersView defaults to NO [DOC]"
    ) { profile in
      let tree = TabsOfNavigations()
      launch(tree.tab, profile)
      let custom = controller("P", style: .custom)
      tree.a.present(custom, animated: false)
      return outcome(of: custom, covering: tree.tab)
    },
    AuditScenario(
      "A13", ".custom from a tab child that defines a context still goes to the root", .iPadIOS17,
      uikit: "presenter=tab, style=custom, tab in window=yes", tag: "CLAIM",
      source: "§3.1: definesPresentationContext only matters for the two context styles "
        + "(SebastianBoldt/Jelly #72)"
    ) { profile in
      let tabs = PlainTabs()
      launch(tabs.tab, profile)
      tabs.a.definesPresentationContext = true
      let custom = controller("P", style: .custom)
      tabs.a.present(custom, animated: false)
      return outcome(of: custom, covering: tabs.tab)
    },
    AuditScenario(
      "A14", ".popover with an anchor from a navigation child in compact width", .iPhone,
      uikit: "presenter=tab, style=formSheet, tab in window=yes", tag: "DOC",
      source: "§3.1 and §3.5: from iOS 13 a popover in compact width behaves as .formSheet"
    ) { profile in
      let tree = TabsOfNavigations()
      launch(tree.tab, profile)
      let popover = controller("P", style: .popover)
      popover.popoverPresentationController?.sourceView = tree.a.view
      tree.a.present(popover, animated: false)
      return outcome(of: popover, covering: tree.tab)
    },
    AuditScenario(
      "A15", ".popover anchored on a button of a plain tab child on iPad", .iPad,
      uikit: "presenter=tab, style=popover, tab in window=yes, below source=yes", tag: "DOC",
      source: "§9 and S20: popovers are bubbles anchored to their source; §3.2"
    ) { profile in
      let tabs = PlainTabs()
      launch(tabs.tab, profile)
      let button = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
      tabs.a.view.addSubview(button)
      let popover = controller("P", style: .popover)
      popover.popoverPresentationController?.sourceView = button
      tabs.a.present(popover, animated: false)
      let below = screenFrame(of: popover.view).minY >= screenFrame(of: button).maxY
      return outcome(of: popover, covering: tabs.tab) + ", below source=\(yesNo(below))"
    },
    AuditScenario(
      "A16", "A tap outside an iPad popover dismisses it", .iPad,
      uikit: "tap outside reaches=UIDimmingView, P presented=no", tag: "DOC",
      source: "§3.1: in regular width a popover dims the background and a tap outside "
        + "dismisses it, except on passthroughViews"
    ) { profile in
      let (app, popover) = presentedPopover(profile)
      let reached = hit(app, 700, 1000)
      _ = try? app.tap(at: Point(x: 700, y: 1000))
      return "tap outside reaches=\(reached), "
        + "P presented=\(yesNo(popover.presentingViewController != nil))"
    },
    AuditScenario(
      "A17", ".popover without an anchor from a navigation child on iPad raises", .iPadIOS26,
      uikit: "exceptions=NSGenericException, presented=no", tag: "OBS",
      source: "§3.6: UIPopoverPresentationController should have a non-nil sourceView or "
        + "barButtonItem"
    ) { profile in
      let tree = TabsOfNavigations()
      let app = launch(tree.tab, profile).app
      tree.a.present(controller("P", style: .popover), animated: false)
      return "exceptions=\(exceptionNames(app)), "
        + "presented=\(yesNo(tree.tab.presentedViewController != nil))"
    },
    AuditScenario(
      "A18", ".automatic from a navigation child on an iOS 17 iPad", .iPadIOS17,
      uikit: "presenter=tab, style=pageSheet, tab in window=yes, background beside card=yes",
      tag: "DOC", source: "§3.1: .automatic is .pageSheet before iOS 18; §9: page-sized on iPad"
    ) { profile in
      let tree = TabsOfNavigations()
      launch(tree.tab, profile)
      let sheet = UIViewController(identifier: "S")
      tree.a.present(sheet, animated: false)
      return outcome(of: sheet, covering: tree.tab)
        + ", background beside card=\(yesNo(screenFrame(of: sheet.view).minX > 0))"
    },
  ]
}

// MARK: - Adaptation in compact width and compact height

extension AuditScenario {
  static let adaptation: [AuditScenario] = [
    AuditScenario(
      "A19", ".formSheet from a navigation child, phone in landscape", .iPhoneLandscapeIOS17,
      uikit: "presenter=tab, style=formSheet, tab in window=yes, fills screen=yes",
      tag: "DOC/INF",
      source: "§3.5 (§9): compact height shows sheets full screen (UISheetPresentationController) "
        + "[DOC]; the presenter stays [INF]"
    ) { profile in
      let tree = TabsOfNavigations()
      let window = launch(tree.tab, profile).window
      let sheet = controller("S", style: .formSheet)
      tree.a.present(sheet, animated: false)
      let fills = screenFrame(of: sheet.view) == screenFrame(of: window)
      return outcome(of: sheet, covering: tree.tab) + ", fills screen=\(yesNo(fills))"
    },
    AuditScenario(
      "A20", ".popover from a plain tab child, phone in landscape", .iPhoneLandscape,
      uikit: "presenter=tab, style=formSheet, tab in window=yes, fills screen=yes",
      tag: "DOC",
      source: "§3.5 (§9): a popover adapts when the width or the height is compact; sheets are "
        + "full screen in compact height"
    ) { profile in
      let tabs = PlainTabs()
      let window = launch(tabs.tab, profile).window
      let popover = controller("P", style: .popover)
      popover.popoverPresentationController?.sourceView = tabs.a.view
      tabs.a.present(popover, animated: false)
      let fills = screenFrame(of: popover.view) == screenFrame(of: window)
      return outcome(of: popover, covering: tabs.tab) + ", fills screen=\(yesNo(fills))"
    },
    AuditScenario(
      "A21", ".formSheet in iPad Slide Over (compact width) is a bottom card", .iPadSlideOver,
      uikit: "style=formSheet, full width=yes, background above card=yes", tag: "DOC",
      source: "§3.5: compact width, regular height: a sheet with the background showing at "
        + "the top"
    ) { profile in
      let root = UIViewController(identifier: "root")
      let window = launch(root, profile).window
      let sheet = controller("S", style: .formSheet)
      root.present(sheet, animated: false)
      let card = screenFrame(of: sheet.view)
      return "style=\(styleName(sheet)), "
        + "full width=\(yesNo(card.width == screenFrame(of: window).width)), "
        + "background above card=\(yesNo(card.minY > 0))"
    },
    AuditScenario(
      "A22", "An action sheet without an anchor on iPhone is presented", .iPhone,
      uikit: "exceptions=none, presenter=tab", tag: "RE",
      source: "§4.6: in compact width an action sheet uses "
        + "_UIAlertControllerActionSheetCompactPresentationController, not a popover"
    ) { profile in
      let tree = TabsOfNavigations()
      let app = launch(tree.tab, profile).app
      let sheet = alert("sheet", style: .actionSheet)
      tree.a.present(sheet, animated: false)
      return "exceptions=\(exceptionNames(app)), presenter=\(presenterName(sheet))"
    },
    AuditScenario(
      "A23", "An action sheet with a source view on iPad is a popover", .iPad,
      uikit: "presenter=tab, style=popover, tab in window=yes", tag: "RE",
      source: "§4.6: on iPad _UIAlertControllerActionSheetRegularPresentationController, a "
        + "popover subclass"
    ) { profile in
      let tree = TabsOfNavigations()
      launch(tree.tab, profile)
      let sheet = alert("sheet", style: .actionSheet)
      sheet.popoverPresentationController?.sourceView = tree.a.view
      tree.a.present(sheet, animated: false)
      return outcome(of: sheet, covering: tree.tab)
    },
    AuditScenario(
      "A24", "An action sheet without an anchor in iPad Slide Over is presented", .iPadSlideOver,
      uikit: "exceptions=none, presenter=root", tag: "RE",
      source: "§4.6: the compact presentation controller is used in compact width"
    ) { profile in
      let root = UIViewController(identifier: "root")
      let app = launch(root, profile).app
      let sheet = alert("sheet", style: .actionSheet)
      root.present(sheet, animated: false)
      return "exceptions=\(exceptionNames(app)), presenter=\(presenterName(sheet))"
    },
  ]
}

// MARK: - Alerts over sheets

extension AuditScenario {
  static let alerts: [AuditScenario] = [
    AuditScenario(
      "A25", "An alert from a presented sheet is a third layer, over the sheet", .iPhoneIOS17,
      uikit: "presenter=S, layers=3, S in window=yes", tag: "DOC/INF",
      source: "§3.2: an already presented controller presents; §4.6: the alert is a new "
        + "UITransitionView layer of the presenter's window [INF]"
    ) { profile in
      let root = UIViewController(identifier: "root")
      let window = launch(root, profile).window
      let sheet = controller("S", style: .pageSheet)
      root.present(sheet, animated: false)
      let dialog = alert("alert", style: .alert)
      sheet.present(dialog, animated: false)
      return "presenter=\(presenterName(dialog)), layers=\(window.subviews.count), "
        + "S in window=\(inWindow(sheet))"
    },
    AuditScenario(
      "A26", "An alert from a navigation child while the tab shows a sheet is dropped", .iPhone,
      uikit: "[Presentation] Attempt to present <UIAlertController: alert> on "
        + "<UITabBarController: tab> (from <UIViewController: A>) which is already presenting "
        + "<UIViewController: S>.",
      tag: "OBS", source: "§3.6: the iOS 14+ text (ArtSabintsev/Siren PR #348)"
    ) { profile in
      let tree = TabsOfNavigations()
      let app = launch(tree.tab, profile).app
      tree.a.present(UIViewController(identifier: "S"), animated: false)
      tree.a.present(alert("alert", style: .alert), animated: false)
      return app.console.messages.joined(separator: " | ")
    },
  ]
}

// MARK: - Presenting over a presented controller

extension AuditScenario {
  static let stackedPresentations: [AuditScenario] = [
    AuditScenario(
      "A27", ".fullScreen over an .overFullScreen controller removes that controller's view",
      .iPhoneIOS17, uikit: "presenter=B, style=fullScreen, B in window=no", tag: "DOC",
      source: "§3.2: the already presented controller presents; §3.1: .fullScreen removes the "
        + "presenter's views"
    ) { profile in
      let root = UIViewController(identifier: "root")
      launch(root, profile)
      let middle = controller("B", style: .overFullScreen)
      root.present(middle, animated: false)
      let cover = controller("C", style: .fullScreen)
      middle.present(cover, animated: false)
      return outcome(of: cover, covering: middle)
    },
    AuditScenario(
      "A28", "A sheet from a child of a presented navigation controller stacks on it", .iPhone,
      uikit: "presenter=modal, style=formSheet, modal in window=yes", tag: "CLAIM/DOC",
      source: "§3.2: sheets from a sheet stack with the sheet as presenter (hacknicity); "
        + "the outermost ancestor presents [DOC]"
    ) { profile in
      let root = UIViewController(identifier: "root")
      launch(root, profile)
      let inner = UIViewController(identifier: "X")
      let modal = UINavigationController(rootViewController: inner, identifier: "modal")
      root.present(modal, animated: false)
      let sheet = UIViewController(identifier: "Y")
      inner.present(sheet, animated: false)
      return outcome(of: sheet, covering: modal)
    },
    AuditScenario(
      "A29", "A child of a presented navigation controller reports the root as presenting", .iPad,
      uikit: "X presenting=root, root presented=modal", tag: "DOC",
      source: "§1.3: presentingViewController, for a controller whose ancestor was presented, "
        + "is the controller that presented that ancestor"
    ) { profile in
      let root = UIViewController(identifier: "root")
      launch(root, profile)
      let inner = UIViewController(identifier: "X")
      let modal = UINavigationController(rootViewController: inner, identifier: "modal")
      root.present(modal, animated: false)
      return "X presenting=\(presenterName(inner)), "
        + "root presented=\(root.presentedViewController?.engine.identifier ?? "none")"
    },
    AuditScenario(
      "A30", ".overCurrentContext inside a presented navigation controller stays in its layer",
      .iPhoneIOS17, uikit: "presenter=modal, layers=2, in modal's layer=yes", tag: "DOC/INF",
      source: "§3.2: UINavigationController defines a context [DOC]; §3.3 step 4: the container "
        + "goes beside the context's view [INF]"
    ) { profile in
      let root = UIViewController(identifier: "root")
      let window = launch(root, profile).window
      let inner = UIViewController(identifier: "X")
      let modal = UINavigationController(rootViewController: inner, identifier: "modal")
      modal.modalPresentationStyle = .fullScreen
      root.present(modal, animated: false)
      let overlay = controller("P", style: .overCurrentContext)
      inner.present(overlay, animated: false)
      let inLayer = window.subviews.last.map(overlay.view.isInside) == true
      return "presenter=\(presenterName(overlay)), layers=\(window.subviews.count), "
        + "in modal's layer=\(yesNo(inLayer))"
    },
    AuditScenario(
      "A31", "A context presentation inside a popover with .crossDissolve raises", .iPad,
      uikit: "raised=yes, Q presented=no", tag: "DOC",
      source: "§3.1: a current-context or over-current-context presentation inside a popover "
        + "accepts only .coverVertical; any other transition raises"
    ) { profile in
      let (app, popover) = presentedPopover(profile)
      let inside = controller("Q", style: .overCurrentContext)
      inside.modalTransitionStyle = .crossDissolve
      popover.present(inside, animated: false)
      return "raised=\(yesNo(!app.exceptions.isEmpty)), "
        + "Q presented=\(yesNo(inside.presentingViewController != nil))"
    },
    AuditScenario(
      "A32", "A context presentation inside a popover with .coverVertical is presented by it",
      .iPad,
      uikit: "raised=no, presenter=P", tag: "DOC/INF",
      source: "§3.1: .coverVertical is accepted inside a popover [DOC]; §3.2: a presented "
        + "controller is the context (PSPDFKit) [INF]"
    ) { profile in
      let (app, popover) = presentedPopover(profile)
      let inside = controller("Q", style: .overCurrentContext)
      popover.present(inside, animated: false)
      return "raised=\(yesNo(!app.exceptions.isEmpty)), presenter=\(presenterName(inside))"
    },
    AuditScenario(
      "A33", "A popover anchored inside a form sheet is presented by the sheet", .iPadLandscape,
      uikit: "presenter=F, style=popover, F in window=yes", tag: "DOC/INF",
      source: "§3.2: an already presented controller presents [DOC]; a presented sheet counts "
        + "as covering the screen [INF]"
    ) { profile in
      let root = UIViewController(identifier: "root")
      launch(root, profile)
      let form = controller("F", style: .formSheet)
      root.present(form, animated: false)
      let button = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 30))
      form.view.addSubview(button)
      let popover = controller("P", style: .popover)
      popover.popoverPresentationController?.sourceView = button
      form.present(popover, animated: false)
      return outcome(of: popover, covering: form)
    },
  ]
}

// MARK: - Dismissal

extension AuditScenario {
  static let dismissals: [AuditScenario] = [
    AuditScenario(
      "A34", "root → B → C → D, then C dismisses: only D goes", .iPhone,
      uikit: "chain=root>B>C", tag: "DOC",
      source: "§3.7: called on a controller low in a stack, it dismisses what that one "
        + "presented and everything above"
    ) { profile in
      let (root, chain) = presentedChain(profile, style: .overFullScreen)
      chain[1].dismiss(animated: false)
      return "chain=\(presentationChain(from: root))"
    },
    AuditScenario(
      "A35", "root → B → C → D (.fullScreen), then D dismisses itself: C's view comes back",
      .iPadIOS17, uikit: "chain=root>B>C, C in window=yes", tag: "DOC",
      source: "§3.7: called on the presented controller, its presenter dismisses it; removed "
        + "views are put back (Apple's sample)"
    ) { profile in
      let (root, chain) = presentedChain(profile, style: .fullScreen)
      chain[2].dismiss(animated: false)
      return "chain=\(presentationChain(from: root)), C in window=\(inWindow(chain[1]))"
    },
    AuditScenario(
      "A36", "A child of a presented navigation controller dismisses the whole modal", .iPhoneIOS26,
      uikit: "chain=root, root in window=yes", tag: "DOC/CLAIM",
      source: "§3.7: the request goes to the presenter; Khoa Pham: dismiss sent to any of the "
        + "controllers involved is forwarded"
    ) { profile in
      let root = UIViewController(identifier: "root")
      launch(root, profile)
      let inner = UIViewController(identifier: "X")
      let modal = UINavigationController(rootViewController: inner, identifier: "modal")
      modal.modalPresentationStyle = .fullScreen
      root.present(modal, animated: false)
      inner.dismiss(animated: false)
      return "chain=\(presentationChain(from: root)), root in window=\(inWindow(root))"
    },
    AuditScenario(
      "A37", "An unselected tab's child dismisses what the tab presented", .iPhoneIOS17,
      uikit: "chain=tab", tag: "DOC/CLAIM",
      source: "§1.3: presentedViewController follows the ancestor rule [DOC]; §3.7 (Khoa Pham): "
        + "dismiss is forwarded to the presenting controller"
    ) { profile in
      let tree = TabsOfNavigations()
      launch(tree.tab, profile)
      tree.a.present(controller("C", style: .overFullScreen), animated: false)
      tree.b.dismiss(animated: false)
      return "chain=\(presentationChain(from: tree.tab))"
    },
    AuditScenario(
      "A38", "dismiss on another window's root, which presented nothing, does nothing",
      .iPhoneLandscapeIOS26, uikit: "chain=root>S, S in window=yes", tag: "CLAIM",
      source: "§3.7 (takorras): with nothing presented and no presenter the call is a no-op"
    ) { profile in
      let root = UIViewController(identifier: "root")
      let launched = launch(root, profile)
      let sheet = UIViewController(identifier: "S")
      root.present(sheet, animated: false)
      let other = launched.window(named: "overlay", root: "toast")
      other.isHidden = false
      other.rootViewController?.dismiss(animated: false)
      return "chain=\(presentationChain(from: root)), S in window=\(inWindow(sheet))"
    },
  ]
}

// MARK: - definesPresentationContext on plain controllers

extension AuditScenario {
  static let contexts: [AuditScenario] = [
    AuditScenario(
      "A39", "A plain child that defines a context limits .overCurrentContext to its frame",
      .iPhone,
      uikit: "presenter=panel, frame=(0, 100, 390, 400)", tag: "CLAIM",
      source: "§3.4: definesPresentationContext on a plain child limits the presentation to its "
        + "frame (happyteamlabs; jumhyn.com)"
    ) { profile in
      let panel = panelInRoot(profile, frame: CGRect(x: 0, y: 100, width: 390, height: 400))
      let overlay = controller("P", style: .overCurrentContext)
      panel.inner.present(overlay, animated: false)
      return "presenter=\(presenterName(overlay)), frame=\(describe(screenFrame(of: overlay.view)))"
    },
    AuditScenario(
      "A40", ".currentContext in a plain context removes only the context's view", .iPadLandscape,
      uikit: "presenter=panel, panel in window=no, root in window=yes", tag: "DOC/CLAIM",
      source: "§3.1: .currentContext removes the context controller's views [DOC]; §3.4 "
        + "(happyteamlabs) [CLAIM]"
    ) { profile in
      let panel = panelInRoot(profile, frame: CGRect(x: 0, y: 100, width: 1180, height: 400))
      let modal = controller("P", style: .currentContext)
      panel.inner.present(modal, animated: false)
      return "presenter=\(presenterName(modal)), panel in window=\(inWindow(panel.panel)), "
        + "root in window=\(inWindow(panel.root))"
    },
    AuditScenario(
      "A41", "The tab as the context, the navigation's turned off: the modal covers the tab bar",
      .iPhoneIOS17, uikit: "presenter=tab, tab bar point=P", tag: "CLAIM",
      source: "§3.4 (Qiita, hirotakan): make the tab bar controller the context and turn the "
        + "navigation controller's off"
    ) { profile in
      let tree = TabsOfNavigations()
      let app = launch(tree.tab, profile).app
      tree.tab.definesPresentationContext = true
      tree.nav1.definesPresentationContext = false
      let overlay = controller("P", style: .overCurrentContext)
      tree.a.present(overlay, animated: false)
      return "presenter=\(presenterName(overlay)), tab bar point=\(hit(app, 195, 820))"
    },
    AuditScenario(
      "A42", "A context defined by a plain child doesn't stop .overFullScreen", .iPhone,
      uikit: "presenter=root, root in window=yes", tag: "DOC",
      source: "§3.2: only context styles look for definesPresentationContext; full-screen "
        + "scope goes to the root"
    ) { profile in
      let panel = panelInRoot(profile, frame: CGRect(x: 0, y: 100, width: 390, height: 400))
      let cover = controller("C", style: .overFullScreen)
      panel.inner.present(cover, animated: false)
      return "presenter=\(presenterName(cover)), root in window=\(inWindow(panel.root))"
    },
    AuditScenario(
      "A43", "visibleViewController of a navigation controller under a tab's cover", .iPhoneIOS17,
      uikit: "visible=C", tag: "DOC",
      source: "§6: visibleViewController returns a controller presented over the navigation "
        + "controller; §1.3 ancestor rule"
    ) { profile in
      let tree = TabsOfNavigations()
      launch(tree.tab, profile)
      tree.a.present(controller("C", style: .overFullScreen), animated: false)
      return "visible=\(tree.nav1.visibleViewController?.engine.identifier ?? "none")"
    },
  ]
}
