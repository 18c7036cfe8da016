import PresentationHierarchy

/// One evaluation of an app's content, however many passes it takes.
@MainActor
final class BodyEvaluation {}

/// What a presentation modifier has done so far.
@MainActor
final class ModifierState {
  /// The API the modifier stands for.
  let kind: PresentationModifier.Kind
  /// The controller it presented or pushed and that is still up.
  var presented: UIViewController?
  /// Whether a dismissal or pop of ``presented`` is running.
  var isDismissing = false
  /// Whether UIKit dropped the last request with a warning while the binding stayed `true`.
  var wasDropped = false
  /// The body evaluation in which UIKit dropped the last request.
  weak var droppedIn: BodyEvaluation?
  /// Whether the one-sheet message was printed for the current wait.
  var loggedWait = false
  /// The delegate of the document picker it presented, which the picker holds weakly.
  var documentPickerDelegate: DocumentPickerDelegate?
  /// The render whose content the presented hosting controller shows (``HostingEngine/contentGeneration``).
  var contentRender = 0

  init(kind: PresentationModifier.Kind) {
    self.kind = kind
  }
}

extension HostingEngine {
  /// SwiftUI's message when a second sheet waits for the first (UIKit reference §5.2 [RE]).
  static let singleSheetMessage =
    "Currently, only presenting a single sheet is supported. The next sheet will be presented "
    + "when the currently presented sheet gets dismissed."

  /// Applies the modifiers found by a render, in tree order; returns whether anything was
  /// presented, dismissed, pushed or popped.
  func applyModifiers(
    _ modifiers: [PendingModifier], evaluation: BodyEvaluation, presenting: Bool = true
  ) -> Bool {
    modifierOrder = modifiers.map(\.key)
    var changed = false
    for pending in modifiers {
      let modifier = pending.modifier
      let state: ModifierState
      if let existing = modifierStates[pending.key], existing.kind == modifier.kind {
        state = existing
      } else {
        state = ModifierState(kind: modifier.kind)
        modifierStates[pending.key] = state
      }
      syncWithUIKit(state, modifier: modifier)
      if modifier.isPresented.wrappedValue {
        if presenting,
          show(
            modifier, state: state, anchor: pending.anchor, barButtonItem: pending.barButtonItem,
            environment: pending.environment,
            evaluation: evaluation)
        {
          changed = true
        }
      } else {
        state.wasDropped = false
        state.loggedWait = false
        if hide(state) { changed = true }
      }
    }
    return changed
  }

  /// Forgets a presentation that ended, and resets the binding when something else ended it.
  private func syncWithUIKit(_ state: ModifierState, modifier: PresentationModifier) {
    guard let presented = state.presented, !isUp(presented, kind: state.kind) else { return }
    state.presented = nil
    state.documentPickerDelegate = nil
    if let onDismiss = modifier.onDismiss {
      onDismiss()
      ContentChanges.note()
    }
    if state.isDismissing {
      state.isDismissing = false
    } else if modifier.isPresented.wrappedValue,
      controller.application?.profile.swiftUI.resetsBindingWhenDismissedElsewhere ?? true
    {
      // Dismissed or popped by other means: the binding follows [INF, a SwiftUIFidelity switch].
      modifier.isPresented.wrappedValue = false
    }
  }

  /// Whether a controller a modifier showed is still presented or pushed.
  private func isUp(_ controller: UIViewController, kind: PresentationModifier.Kind) -> Bool {
    kind == .navigationDestination
      ? controller.parent != nil : controller.presentingViewController != nil
  }

  /// Presents or pushes what a modifier with a `true` binding shows, unless it is up already.
  private func show(
    _ modifier: PresentationModifier, state: ModifierState, anchor: UIView,
    barButtonItem: UIBarButtonItem?,
    environment: EnvironmentValues, evaluation: BodyEvaluation
  ) -> Bool {
    if let presented = state.presented {
      // Evaluating the body again while presented updates the content; it never presents
      // twice (§7 S12, article 000).
      // Only a new render of the presenter can give new content.
      if let host = presented as? any HostingControllerProtocol,
        state.contentRender != contentGeneration
      {
        host.setErasedRootView(content(of: modifier))
        state.contentRender = contentGeneration
      }
      return false
    }
    // Presentation waits until the host view has a window, and is replayed then (§5.2 [RE]).
    guard let application = controller.application, controller.view.window != nil else {
      return false
    }
    let fidelity = application.profile.swiftUI
    if state.wasDropped
      && (!fidelity.retriesDroppedPresentations || state.droppedIn === evaluation)
    {
      // Dropped requests wait for the binding to turn off, or with the switch on, for the next
      // body evaluation.
      return false
    }
    if modifier.kind == .navigationDestination {
      return push(content(of: modifier), environment: environment, state: state)
    }
    if modifier.kind == .documentPicker, modifier.documentPicker == nil {
      // An exporter with no document shows nothing [INF].
      return false
    }
    if modifier.kind == .inspector, application.profile.device.horizontalSizeClass == .regular {
      // On regular width an inspector is a trailing column beside the content [DOC:
      // swiftui/view/inspector(ispresented:content:)], which the model doesn't lay out: it
      // shows nothing there (a known gap).
      return false
    }
    if modifier.kind.isSheet, hasOtherSheetUp(than: state) {
      // One sheet per presenter (§5.2 [RE]).
      if !state.loggedWait {
        application.console.log(Self.singleSheetMessage)
        state.loggedWait = true
      }
      return false
    }
    let presented = makePresented(
      modifier, state: state, anchor: anchor, barButtonItem: barButtonItem,
      environment: environment, app: application)
    // The presenter is the hosting controller that contains the modifier; UIKit re-routes and
    // warns from there (§5.2 [RE], §3.2, §3.6).
    controller.present(presented, animated: true)
    guard presented.presentingViewController != nil else {
      // UIKit dropped the request and printed why (§3.6 [OBS], §5.4).
      state.wasDropped = true
      state.droppedIn = evaluation
      return false
    }
    state.presented = presented
    state.contentRender = contentGeneration
    state.wasDropped = false
    state.loggedWait = false
    return true
  }

  /// Whether another sheet-bridge modifier of this host has its sheet up.
  private func hasOtherSheetUp(than state: ModifierState) -> Bool {
    modifierStates.values.contains { other in
      other !== state && other.kind.isSheet && other.presented != nil
    }
  }

  /// Makes the controller a presentation modifier presents (§5.3).
  private func makePresented(
    _ modifier: PresentationModifier, state: ModifierState, anchor: UIView,
    barButtonItem: UIBarButtonItem?, environment: EnvironmentValues, app: UIApplication
  ) -> UIViewController {
    let profile = app.profile
    switch modifier.kind {
    case .alert, .confirmationDialog:
      // `SwiftUI.PlatformAlertController`; a dialog is an action sheet, a popover on regular
      // width (§5.3 [RE]).
      let isDialog = modifier.kind == .confirmationDialog
      let alert = AlertController(
        preferredStyle: isDialog ? .actionSheet : .alert, identifier: nil)
      alert.engine.typeNameOverride = "SwiftUI.PlatformAlertController"
      alert.title = modifier.title ?? ""
      alert.message = modifier.message.map { text(of: $0(), environment: environment) }
      addActions(of: modifier, to: alert, environment: environment)
      if isDialog && profile.device.horizontalSizeClass == .regular {
        alert.modalPresentationStyle = .popover
        point(alert.popoverPresentationController, at: anchor, or: barButtonItem)
      } else {
        alert.modalPresentationStyle = profile.behavior.alertPresentationStyle
      }
      return alert
    case .share:
      // `ShareLink` presents the share sheet from the hosting controller that holds it,
      // anchored on the link [DOC: swiftui/sharelink: "People tap or click on a share link to
      // present a share interface"; that it is UIKit's `UIActivityViewController` is INF].
      // UIKit's rules make it a sheet on compact width and a popover on regular width.
      let sheet = UIActivityViewController(
        activityItems: modifier.activityItems, applicationActivities: nil)
      point(sheet.popoverPresentationController, at: anchor, or: barButtonItem)
      return sheet
    case .documentPicker:
      // `fileImporter` and `fileExporter` present UIKit's document picker from the hosting
      // controller that holds them, with the picker's own style [INF: the dialog the pages
      // describe is the system's document picker on iOS].
      let picker: UIDocumentPickerViewController
      switch modifier.documentPicker?.mode {
      case .open(let types, let allowsMultipleSelection)?:
        picker = UIDocumentPickerViewController(forOpeningContentTypes: types, asCopy: true)
        picker.allowsMultipleSelection = allowsMultipleSelection
      case .export(let urls)?:
        picker = UIDocumentPickerViewController(forExporting: urls, asCopy: true)
      case nil:
        picker = UIDocumentPickerViewController(forOpeningContentTypes: [])
      }
      let delegate = DocumentPickerDelegate(
        isPresented: modifier.isPresented, request: modifier.documentPicker)
      picker.delegate = delegate
      state.documentPickerDelegate = delegate
      return picker
    case .sheet, .fullScreenCover, .popover, .navigationDestination, .inspector:
      let host = UIHostingController(rootView: content(of: modifier), kind: .presentation)
      host.hostingEngine.inheritedEnvironment = environment
      let (detents, options) = configuration(in: content(of: modifier), environment: environment)
      let delegate = SheetPresentationDelegate()
      switch modifier.kind {
      case .fullScreenCover:
        // `.overFullScreen` [RE, §5.3]; `.fullScreen` when the profile says so (open question 2).
        host.modalPresentationStyle =
          profile.swiftUI.fullScreenCoverIsOverFullScreen ? .overFullScreen : .fullScreen
      case .popover:
        // Placement `.popover` → style 7, anchored on the modified content's view (§5.3 [RE]).
        host.modalPresentationStyle = .popover
        point(host.popoverPresentationController, at: anchor, or: barButtonItem)
      default:
        // Placement `.automatic` → style `.automatic` (§5.3 [RE]); `.presentationDetents` in
        // the content become the sheet's detents before it is placed; `.presentationSizing`
        // picks the form or page sheet (PresentationSizing.swift).
        host.modalPresentationStyle = options.sizingStyle ?? .automatic
        if let detents, let sheet = host.sheetPresentationController {
          delegate.detents = configure(sheet, detents: detents, options: options, profile: profile)
          delegate.selection = options.selection
        }
      }
      delegate.compactStyle = options.compactAdaptation?.style
      if delegate.compactStyle != nil || delegate.selection != nil {
        host.presentationController?.delegate = delegate
        host.hostingEngine.presentationDelegate = delegate
      }
      return host
    }
  }

  /// Points a popover at the bar button item a toolbar item became, or else at the view the
  /// modifier is attached to [INF: SwiftUI anchors a presentation on the view that declares
  /// it, and a toolbar item's view is its bar button].
  private func point(
    _ popover: UIPopoverPresentationController?, at anchor: UIView, or item: UIBarButtonItem?
  ) {
    if let item {
      popover?.barButtonItem = item
    } else {
      popover?.sourceView = anchor
    }
  }

  /// Pushes a destination on the navigation controller this host is in (§5.3 [OBS]), or, in a
  /// split view's leading column, on the next column's (see `UIKitSplitViewController`).
  private func push(
    _ content: AnyView, environment: EnvironmentValues, state: ModifierState
  ) -> Bool {
    var current: UIViewController? = controller.parent
    while let controller = current, !(controller is UINavigationController) {
      current = controller.parent
    }
    var environment = environment
    if let target = environment[NavigationPushTargetKey.self]?.stack {
      current = target
      // A new choice in a leading column replaces what the next column showed for the last
      // one [INF: "selections in leading columns control presentations in subsequent
      // columns", swiftui/navigationsplitview]; the column's own root stays beneath.
      if target.viewControllers.count > 1 {
        target.setViewControllers([target.viewControllers[0]], animated: false)
      }
      // The pushed screen's links push onto the column after the target's.
      let split = target.parent as? UIKitSplitViewController
      environment[NavigationPushTargetKey.self] = split?.pushTarget(after: target).map(
        NavigationPushTarget.init)
    }
    guard let navigation = current as? UINavigationController else { return false }
    let destination = UIHostingController(rootView: content, kind: .destination)
    destination.hostingEngine.inheritedEnvironment = environment
    navigation.pushViewController(destination, animated: true)
    state.presented = destination
    state.contentRender = contentGeneration
    return true
  }

  /// Dismisses or pops what a modifier with a `false` binding showed, if it is up.
  private func hide(_ state: ModifierState) -> Bool {
    guard let presented = state.presented, !state.isDismissing else { return false }
    if state.kind == .navigationDestination {
      // Pop back to the controller whose content holds the modifier.
      if let navigation = presented.parent as? UINavigationController,
        let index = navigation.viewControllers.firstIndex(where: { $0 === presented })
      {
        navigation.setViewControllers(Array(navigation.viewControllers[..<index]), animated: true)
      }
      state.presented = nil
      return true
    }
    guard let application = controller.application else { return false }
    let pendingBefore = application.pendingTransitions.count
    state.isDismissing = true
    // SwiftUI dismisses through the presenting controller (§5.2 [RE]).
    (presented.presentingViewController ?? presented).dismiss(animated: true) { [state] in
      state.presented = nil
      state.isDismissing = false
    }
    if state.isDismissing && application.pendingTransitions.count == pendingBefore {
      // UIKit refused (a transition is running) and printed why (§3.6); try again later.
      state.isDismissing = false
      return false
    }
    return true
  }
}

extension HostingEngine {
  /// Adds the actions of an alert or dialog: each `Button` in its actions, in order.
  ///
  /// An alert with no button gets an OK button, as SwiftUI adds (§5.3). Any action sets the
  /// binding back to `false`.
  fileprivate func addActions(
    of modifier: PresentationModifier, to alert: UIAlertController,
    environment: EnvironmentValues
  ) {
    let context = ResolveContext(graph: ViewGraph(), path: "actions", environment: environment)
    let buttons = buttons(in: context.resolve(content(of: modifier).wrapped))
    let isPresented = modifier.isPresented
    if buttons.isEmpty {
      alert.addAction(
        UIAlertAction(title: "OK", style: .default) { _ in
          isPresented.wrappedValue = false
        })
    }
    for button in buttons {
      let style: UIAlertAction.Style =
        switch button[ButtonRoleKey.self] {
        case .cancel?: .cancel
        case .destructive?: .destructive
        default: .default
        }
      let action = button.action
      alert.addAction(
        UIAlertAction(title: button.text, style: style) { _ in
          isPresented.wrappedValue = false
          action?()
        })
    }
  }

  /// The detents a sheet's content sets with `.presentationDetents`, and the other options it
  /// sets; the first found of each, in tree order.
  fileprivate func configuration(in view: AnyView, environment: EnvironmentValues)
    -> (detents: Set<PresentationDetent>?, options: SheetOptions)
  {
    let context = ResolveContext(graph: ViewGraph(), path: "detents", environment: environment)
    var detents: Set<PresentationDetent>?
    var options = SheetOptions()
    var pending = Array(context.resolve(view.wrapped).reversed())
    while let node = pending.popLast() {
      detents = detents ?? node[PresentationDetentsKey.self]
      options.fill(from: node[SheetOptionsKey.self])
      pending.append(contentsOf: node.children.reversed())
    }
    return (detents, options)
  }

  /// Sets a sheet's detents, the one it rests at, and up to which its background takes
  /// touches.
  ///
  /// - Returns: SwiftUI's detents by the identifiers of the UIKit detents they became.
  private func configure(
    _ sheet: UISheetPresentationController, detents: Set<PresentationDetent>,
    options: SheetOptions, profile: FidelityProfile
  ) -> [UISheetPresentationController.Detent.Identifier: PresentationDetent] {
    let fullHeight = profile.device.screen.height - profile.geometry.sheetTopInset
    let identifier = { (detent: PresentationDetent) in
      detent.uiKitDetent(fullHeight: fullHeight).identifier
    }
    let uiKitDetents = detents.map { $0.uiKitDetent(fullHeight: fullHeight) }
    sheet.detents = uiKitDetents.sorted { $0.identifier.rawValue < $1.identifier.rawValue }
    if let selection = options.selection, detents.contains(selection.wrappedValue) {
      sheet.selectedDetentIdentifier = identifier(selection.wrappedValue)
    }
    switch options.backgroundInteraction?.undimmedUpThrough {
    case .some(.some(let detent)): sheet.largestUndimmedDetentIdentifier = identifier(detent)
    case .some(.none):
      let largest = detents.max {
        $0.heightFraction(fullHeight: fullHeight) < $1.heightFraction(fullHeight: fullHeight)
      }
      sheet.largestUndimmedDetentIdentifier = largest.map(identifier)
    case .none: break
    }
    return Dictionary(detents.map { (identifier($0), $0) }) { first, _ in first }
  }

  /// The buttons among nodes, in tree order.
  private func buttons(in nodes: [ViewNode]) -> [ViewNode] {
    nodes.flatMap { $0.action != nil ? [$0] : buttons(in: $0.children) }
  }

  /// The text of a view, such as an alert's message.
  fileprivate func text(of view: AnyView, environment: EnvironmentValues) -> String {
    let context = ResolveContext(graph: ViewGraph(), path: "message", environment: environment)
    return context.resolve(view.wrapped).map(\.text).joined(separator: " ")
  }
}
