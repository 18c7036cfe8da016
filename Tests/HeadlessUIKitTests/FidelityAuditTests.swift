import HeadlessUIKit
import HierarchyTestSupport
import PresentationHierarchy
import Testing

/// The fidelity audit: scenarios beyond S1–S21, each run on the model and compared with what
/// UIKit does according to the reference (the "fidelity-audit" article lists them all).
///
/// A scenario that agrees must keep agreeing. A gap is a disagreement found by running the
/// scenario; it is recorded as a known issue, so the run stays green and the gap stays visible
/// until the model is fixed, when `withKnownIssue` itself fails and the verdict must change.
@MainActor
@Suite("Fidelity audit: scenarios beyond S1–S21")
struct FidelityAuditTests {
  @Test("Each scenario: what the model shows against what UIKit does", arguments: AuditScenario.all)
  func scenario(_ scenario: AuditScenario) {
    let observed = scenario.run(scenario.profile)
    switch scenario.verdict {
    case .agrees:
      #expect(observed == scenario.uikit, "\(scenario.id) [\(scenario.tag)] \(scenario.source)")
    case .gap(let why):
      withKnownIssue("gap: \(why)") {
        #expect(observed == scenario.uikit, "\(scenario.id) [\(scenario.tag)] \(scenario.source)")
      }
    }
  }

  @Test("The audit has at least 40 scenarios with distinct ids, spread over devices and versions")
  func inventory() {
    let all = AuditScenario.all
    #expect(all.count >= 40)
    #expect(all.map(\.id) == all.indices.map { "A\($0 + 1)" })
    #expect(Set(all.map(\.profile.idiom)) == [.phone, .pad])
    #expect(Set(all.map(\.profile.majorVersion)).isSuperset(of: [12, 15, 17, 18, 26]))
    #expect(all.contains { $0.profile.screen.width > $0.profile.screen.height })
  }
}

/// One audited scenario: how to drive the model, and what UIKit does according to the reference.
struct AuditScenario: Sendable, CustomTestStringConvertible {
  /// Whether the model agrees with UIKit in a scenario.
  enum Verdict: Sendable {
    /// The model shows what UIKit does.
    case agrees
    /// The model disagrees, for the reason given.
    case gap(String)
  }

  /// The scenario's identifier, such as `A1`.
  let id: String
  /// What the scenario does, in one line.
  var summary: String
  /// The device, version and switches the scenario runs with.
  var profile: FidelityProfile
  /// What UIKit produces according to the reference, in the form `run` reports it.
  var uikit: String
  /// The evidence tag of that expectation: DOC, OBS, RE, INF or CLAIM.
  var tag: String
  /// Where the expectation comes from: the reference's section and its source.
  var source: String
  /// Whether the model agrees.
  var verdict: Verdict
  /// Builds and drives the hierarchy with UIKit's spelling, and reports what it shows.
  var run: @MainActor @Sendable (FidelityProfile) -> String

  var testDescription: String { "\(id): \(summary) (\(profile.auditName))" }
}

extension AuditScenario {
  /// Every scenario, in the order of their identifiers.
  static let all: [AuditScenario] =
    styles + adaptation + alerts + stackedPresentations + dismissals + contexts + windows
    + rootSwapsAndDetached + transitions + iOS12 + iOS26

  /// A scenario, its identifier first.
  private init(
    _ id: String, _ summary: String, _ profile: FidelityProfile, uikit: String, tag: String,
    source: String, verdict: Verdict = .agrees,
    run: @escaping @MainActor @Sendable (FidelityProfile) -> String
  ) {
    self.init(
      id: id, summary: summary, profile: profile, uikit: uikit, tag: tag, source: source,
      verdict: verdict, run: run)
  }
}

// MARK: - Modal styles from a tab child and from a navigation child

extension AuditScenario {
  fileprivate static let styles: [AuditScenario] = [
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
      let centred = card.midX == screen.midX && card.midY == screen.midY
      return outcome(of: sheet, covering: tabs.tab) + ", centred=\(yesNo(centred))"
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
  fileprivate static let adaptation: [AuditScenario] = [
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
  fileprivate static let alerts: [AuditScenario] = [
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
  fileprivate static let stackedPresentations: [AuditScenario] = [
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
        + "root presented=\(root.presentedViewController?.identifier ?? "none")"
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
        + "accepts only .coverVertical; any other transition raises",
      verdict: .gap(
        "the model accepts any modalTransitionStyle inside a popover and presents Q")
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
  fileprivate static let dismissals: [AuditScenario] = [
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
  fileprivate static let contexts: [AuditScenario] = [
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
      return "visible=\(tree.nav1.visibleViewController?.identifier ?? "none")"
    },
  ]
}

// MARK: - Windows: levels, hidden windows, key window, keyboard, scenes

extension AuditScenario {
  fileprivate static let windows: [AuditScenario] = [
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
      "A52", "A view added with window.addSubview goes when the root is replaced", .iPhone,
      uikit: "badge in window=no, new in window=yes", tag: "DOC",
      source: "§1.1 (UIWindow.rootViewController): any views already in the window are removed "
        + "first",
      verdict: .gap(
        "the model removes only the old root's views and its transition view; views added with "
          + "addSubview stay")
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
        + "different scenes are neither stacked nor hit-tested together",
      verdict: .gap(
        "the model composites and hit-tests the windows of every scene as one stack, so the "
          + "second scene's window takes the touch")
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
  fileprivate static let rootSwapsAndDetached: [AuditScenario] = [
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
  fileprivate static let transitions: [AuditScenario] = [
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

// MARK: - iOS 12 against iOS 13 and later

extension AuditScenario {
  fileprivate static let iOS12: [AuditScenario] = [
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
        + ".fullScreen before (DOC in how-faithful-is-the-model)",
      verdict: .gap(
        "the property defaults to .automatic on every profile; only presenting maps it to "
          + ".fullScreen on iOS 12")
    ) { profile in
      launch(UIViewController(identifier: "root"), profile)
      return "default style=\(UIViewController(identifier: "M").modalPresentationStyle.name)"
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
  fileprivate static let iOS26: [AuditScenario] = [
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
      return "nav1 subviews=\(tree.nav1.view.subviews.map(\.typeName).joined(separator: ","))"
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
      let layer = sheet.presentationContainerView?.subviews.map(\.typeName) ?? []
      let dimmed = layer.contains("UIDimmingView")
      return "style=\(styleName(sheet)), background dimmed=\(yesNo(dimmed))"
    },
  ]
}

// MARK: - Fixtures

extension FidelityProfile {
  /// A short name for the audit's table: device, version and orientation.
  var auditName: String {
    let device = idiom == .phone ? "iPhone" : "iPad"
    let orientation = screen.width > screen.height ? "landscape" : "portrait"
    let slideOver = idiom == .pad && horizontalSizeClass == .compact ? ", compact width" : ""
    return "\(device) iOS \(majorVersion) \(orientation)\(slideOver)"
  }

  fileprivate static let iPhoneIOS17 = FidelityProfile(os: .iOS13to17)
  fileprivate static let iPhoneIOS15 = FidelityProfile(os: .iOS13to17).withMajorVersion(15)
  fileprivate static let iPhoneIOS12 = FidelityProfile(os: .iOS12AndEarlier)
  fileprivate static let iPhoneIOS26 = FidelityProfile(os: .iOS26)
  fileprivate static let iPhoneLandscapeIOS17 = FidelityProfile(
    os: .iOS13to17, verticalSizeClass: .compact, screen: Rect(x: 0, y: 0, width: 844, height: 390))
  fileprivate static let iPhoneLandscapeIOS15 = iPhoneLandscapeIOS17.withMajorVersion(15)
  fileprivate static let iPhoneLandscapeIOS26 = FidelityProfile(
    os: .iOS26, verticalSizeClass: .compact, screen: Rect(x: 0, y: 0, width: 844, height: 390))
  fileprivate static let iPadIOS17 = FidelityProfile(os: .iOS13to17, idiom: .pad)
  fileprivate static let iPadIOS12 = FidelityProfile(os: .iOS12AndEarlier, idiom: .pad)
  fileprivate static let iPadIOS26 = FidelityProfile(os: .iOS26, idiom: .pad)
  fileprivate static let iPadLandscape = FidelityProfile(
    idiom: .pad, screen: Rect(x: 0, y: 0, width: 1180, height: 820))
  /// An iPad app in Slide Over: compact width, 320 points wide.
  fileprivate static let iPadSlideOver = FidelityProfile(
    idiom: .pad, horizontalSizeClass: .compact,
    screen: Rect(x: 0, y: 0, width: 320, height: 1180))

  private func withMajorVersion(_ version: Int) -> FidelityProfile {
    var profile = self
    profile.majorVersion = version
    return profile
  }
}

/// An app launched with a root controller in a key window identified `main`.
@MainActor
private struct Launched {
  let app: UIApplication
  let scene: UIWindowScene
  let window: UIWindow

  /// Adds a hidden window to the scene, identified by name, with a root controller.
  func window(named name: String, root identifier: String) -> UIWindow {
    let window = UIWindow(windowScene: scene)
    window.accessibilityIdentifier = name
    window.rootViewController = UIViewController(identifier: identifier)
    return window
  }
}

@MainActor
@discardableResult
private func launch(_ root: UIViewController, _ profile: FidelityProfile) -> Launched {
  let app = UIApplication(profile: profile)
  let scene = app.connectScene()
  let window = UIWindow(windowScene: scene)
  window.accessibilityIdentifier = "main"
  window.rootViewController = root
  window.makeKeyAndVisible()
  return Launched(app: app, scene: scene, window: window)
}

/// A tab bar controller with two plain children, `A` (selected) and `B`.
@MainActor
private struct PlainTabs {
  let a = UIViewController(identifier: "A")
  let b = UIViewController(identifier: "B")
  let tab: UITabBarController

  init() {
    tab = UITabBarController(viewControllers: [a, b], identifier: "tab")
  }
}

/// A plain root with a child `panel` that defines a presentation context, and `inner` in it.
@MainActor
private struct Panel {
  let root = UIViewController(identifier: "root")
  let panel = UIViewController(identifier: "panel")
  let inner = UIViewController(identifier: "inner")
}

@MainActor
private func panelInRoot(_ profile: FidelityProfile, frame: CGRect) -> Panel {
  let panel = Panel()
  launch(panel.root, profile)
  panel.root.addChild(panel.panel)
  panel.root.view.addSubview(panel.panel.view)
  panel.panel.view.frame = frame
  panel.panel.didMove(toParent: panel.root)
  panel.panel.definesPresentationContext = true
  panel.panel.addChild(panel.inner)
  panel.panel.view.addSubview(panel.inner.view)
  panel.inner.didMove(toParent: panel.panel)
  return panel
}

/// An iPad root that presents `P` as a popover anchored on a button.
@MainActor
private func presentedPopover(_ profile: FidelityProfile) -> (UIApplication, UIViewController) {
  let root = UIViewController(identifier: "root")
  let app = launch(root, profile).app
  let button = UIView(frame: CGRect(x: 100, y: 100, width: 80, height: 40))
  root.view.addSubview(button)
  let popover = controller("P", style: .popover)
  popover.popoverPresentationController?.sourceView = button
  root.present(popover, animated: false)
  return (app, popover)
}

/// root → B → C → D, each presenting the next with a style; returns the root and B, C, D.
@MainActor
private func presentedChain(_ profile: FidelityProfile, style: UIModalPresentationStyle)
  -> (UIViewController, [UIViewController])
{
  let root = UIViewController(identifier: "root")
  launch(root, profile)
  let chain = ["B", "C", "D"].map { controller($0, style: style) }
  var presenter = root
  for next in chain {
    presenter.present(next, animated: false)
    presenter = next
  }
  return (root, chain)
}

@MainActor
private func alert(_ identifier: String, style: UIAlertController.Style) -> UIAlertController {
  let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: style)
  alert.addAction(UIAlertAction(title: "OK", style: .default))
  alert.identifier = identifier
  return alert
}

/// Whether a completion handler ran.
@MainActor
private final class Flag {
  var isSet = false
}

private func yesNo(_ value: Bool) -> String { value ? "yes" : "no" }

@MainActor
private func inWindow(_ controller: UIViewController) -> String {
  yesNo(controller.view.window != nil)
}

@MainActor
private func presenterName(_ controller: UIViewController) -> String {
  controller.presentingViewController?.identifier ?? "none"
}

@MainActor
private func styleName(_ controller: UIViewController) -> String {
  controller.resolvedPresentationStyle?.name ?? "none"
}

/// The presenter, the resolved style, and whether a controller's view is still in the window.
@MainActor
private func outcome(of presented: UIViewController, covering: UIViewController) -> String {
  "presenter=\(presenterName(presented)), style=\(styleName(presented)), "
    + "\(covering.identifier ?? "?") in window=\(inWindow(covering))"
}

/// The controller, view identifier or class name of the view a touch at a point reaches.
@MainActor
private func hit(_ app: UIApplication, _ x: Double, _ y: Double) -> String {
  guard let view = app.hitTest(Point(x: x, y: y)) else { return "nothing" }
  return view.owningViewController?.identifier ?? view.accessibilityIdentifier ?? view.typeName
}

/// The presentations from a controller up: `root>B>C`.
@MainActor
private func presentationChain(from root: UIViewController) -> String {
  var names = [root.identifier ?? "?"]
  var current = root.presentedViewController
  while let controller = current {
    names.append(controller.identifier ?? "?")
    current = controller.presentedViewController
  }
  return names.joined(separator: ">")
}

@MainActor
private func exceptionNames(_ app: UIApplication) -> String {
  app.exceptions.isEmpty ? "none" : app.exceptions.map(\.name).joined(separator: ",")
}

@MainActor
private func consoleText(_ app: UIApplication) -> String {
  app.console.messages.isEmpty ? "empty" : app.console.messages.joined(separator: " | ")
}

@MainActor
private func names(_ windows: [UIWindow]) -> String {
  windows.map(\.name).joined(separator: ",")
}

@MainActor
private func keyName(_ launched: Launched) -> String {
  launched.scene.keyWindow?.name ?? "none"
}

@MainActor
private func screenFrame(of view: UIView) -> CGRect {
  view.convert(view.bounds, to: nil)
}

private func describe(_ rect: CGRect) -> String {
  "(\(Int(rect.minX)), \(Int(rect.minY)), \(Int(rect.width)), \(Int(rect.height)))"
}

extension UIWindow {
  /// The window's accessibility identifier, as the audit names windows.
  fileprivate var name: String { accessibilityIdentifier ?? "?" }
}

extension UIView {
  /// Whether this view is inside another view's subtree.
  fileprivate func isInside(_ ancestor: UIView) -> Bool {
    var current = superview
    while let view = current {
      if view === ancestor { return true }
      current = view.superview
    }
    return false
  }
}
