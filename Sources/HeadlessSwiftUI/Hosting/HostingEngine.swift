import Foundation
import HeadlessUIKit
import Observation
import PresentationHierarchy

/// Evaluates a hosting controller's views, lays them out and renders them into UIKit views, and
/// applies their presentation modifiers.
///
/// Views of the app's own, stacks, leaves and buttons become content views (captured with the
/// role `content`); a `TabView` or `NavigationStack` embeds SwiftUI's UIKit container
/// controller as a child of the hosting controller (§2.4, §5.1 [RE]).
@MainActor
final class HostingEngine {
  /// The hosting controller.
  unowned let controller: any HostingControllerProtocol
  /// The state of the views.
  let graph = ViewGraph()
  /// The environment the root view inherits from the hosting controller that embeds this one.
  var inheritedEnvironment = EnvironmentValues() {
    didSet { noteAssignment() }
  }
  /// How many times the root view or the inherited environment was set.
  private(set) var assignments: UInt64 = 0
  /// How many times the views were rendered anew.
  private(set) var renders = 0
  /// How many renders could give new content: not those that only repeat the last one
  /// (``rendersAgainOnlyForContainers``).
  private(set) var contentGeneration = 0
  /// Whether the render running repeats its last one to make its containers follow UIKit (a
  /// back button popped a screen): its body gives the views it gave, so what it hands the
  /// controllers it embeds is no new root view or environment.
  private static var rendersAgainOnlyForContainers = false
  /// The inputs, the tracked values read and the presentation modifiers of the last render.
  private var lastRender: (inputs: RenderInputs, reads: RenderReads, modifiers: [PendingModifier])?
  /// Changed when an `@Observable` property the last render read changes.
  private let observation = ChangeStamp()
  /// The views rendered for nodes, by the node's path.
  var renderedViews: [String: RenderedContentView] = [:]
  /// The tab and navigation containers rendered, by the node's path.
  var containers: [String: EmbeddedContainer] = [:]
  /// What the representables rendered made, by the node's path.
  var platformSources: [String: any PlatformViewSource] = [:]
  /// The state of each presentation modifier, by the node's path and the modifier's index.
  var modifierStates: [String: ModifierState] = [:]
  /// The keys of ``modifierStates`` in the order of the last render.
  var modifierOrder: [String] = []
  /// The lifecycle modifiers of the last render, with what they started.
  var lifecycle = LifecycleState()
  /// The bar visibilities the views declared in the last render.
  var declaredBarVisibility: [ToolbarPlacement.Bar: Visibility] = [:]
  /// Whether the content last hid the back button, so a screen's own UIKit setting is kept
  /// until the content changes it.
  var declaredBackButtonHidden = false
  /// The delegate that keeps a presentation as its content asked in compact width and
  /// follows the detent a user drags a sheet to; a presentation controller holds its delegate
  /// weakly.
  var presentationDelegate: (any UIAdaptivePresentationControllerDelegate)?
  /// The values the `onPreferenceChange` actions last saw.
  var preferences = PreferenceState()

  init(controller: any HostingControllerProtocol) {
    self.controller = controller
  }

  /// The environment the root view is evaluated with: the inherited one, with the device's and
  /// scene's values and the root's edit mode, and `dismiss` and `isPresented` for a presented
  /// or pushed controller.
  var environment: EnvironmentValues {
    var values = inheritedEnvironment
    setHostValues(on: &values)
    let controller = controller
    if let application = controller.application {
      let runtime = ContentRuntime.of(application)
      values[StoredValuesKey.self] = runtime.appStorage
      values[SceneStoredValuesKey.self] = runtime.sceneStorage
    }
    if controller.presentingViewController != nil {
      values.presented = true
      values.dismissAction = DismissAction { [weak controller] in
        guard let controller, let presenter = controller.presentingViewController else { return }
        presenter.dismiss(animated: true)
      }
    } else if let navigation = controller.parent as? UINavigationController,
      navigation.viewControllers.first !== controller
    {
      values.presented = true
      values.dismissAction = DismissAction { [weak controller, weak navigation] in
        guard let controller, let navigation,
          let index = navigation.viewControllers.firstIndex(where: { $0 === controller })
        else { return }
        navigation.setViewControllers(Array(navigation.viewControllers[..<index]), animated: true)
      }
    }
    return values
  }

  /// Records that the root view was set: the next render evaluates it.
  func rootViewWasSet() {
    noteAssignment()
  }

  /// Records that the root view or the inherited environment was set, unless the render setting
  /// it repeats its last one.
  private func noteAssignment() {
    if !Self.rendersAgainOnlyForContainers { assignments &+= 1 }
  }

  /// Evaluates the root view, lays it out in the hosting view's safe area and renders it;
  /// returns the presentation modifiers found, in tree order, and whether lifecycle actions ran.
  ///
  /// When nothing it reads changed since the last render (its ``RenderInputs``, the tracked
  /// values it read, no untracked change: ``ContentChanges``), the views are as they were
  /// rendered: it returns the modifiers found then, and no actions run.
  func render() -> (modifiers: [PendingModifier], ranActions: Bool) {
    let bounds = controller.view.effectiveScreenFrame
    // Without the container region, SwiftUI lays the content out over the whole view.
    let safe = controller.safeAreaRegions.contains(.container) ? safeArea(of: bounds) : bounds
    var inputs = RenderInputs(
      of: controller, containers: containerControllers, assignments: assignments, bounds: bounds,
      safeArea: safe)
    let runtime = controller.application.map(ContentRuntime.of)
    if let lastRender, lastRender.inputs == inputs, !lastRender.reads.changed,
      runtime?.reusesRenders ?? true
    {
      return (lastRender.modifiers, false)
    }
    runtime?.renders += 1
    renders += 1
    let repeats =
      (runtime?.reusesRenders ?? true)
      && lastRender.map { $0.inputs.differsOnlyInContained(from: inputs) && !$0.reads.changed }
        ?? false
    if !repeats { contentGeneration += 1 }
    let outer = Self.rendersAgainOnlyForContainers
    Self.rendersAgainOnlyForContainers = repeats
    defer { Self.rendersAgainOnlyForContainers = outer }
    // A change to an `@Observable` property a body read counts, as it makes SwiftUI evaluate
    // that body again; the observation ends at the first change, and the next render renews it.
    let observation = observation
    let (rendered, reads) = ContentChanges.recordingReads {
      observation.noteRead()
      graph.observedObjects.stamp.noteRead()
      return withObservationTracking {
        renderAnew(bounds: bounds, safe: safe)
      } onChange: {
        observation.noteChange()
      }
    }
    // Actions ran the app's code, which may have changed what any view reads.
    if rendered.ranActions { ContentChanges.note() }
    // The render made or changed its containers' children itself.
    inputs.contained = RenderInputs.controllers(inside: containerControllers)
    lastRender = (inputs, reads, rendered.modifiers)
    return rendered
  }

  /// A presentation's content, evaluated for a modifier of the last render: what it reads counts
  /// as read by that render, since the controller's next render evaluates the content again
  /// (the sheet of a `.sheet(isPresented:)` that reads the presenter's state shows its change).
  func content(of modifier: PresentationModifier) -> AnyView {
    let observation = observation
    let (view, reads) = ContentChanges.recordingReads {
      withObservationTracking {
        modifier.content()
      } onChange: {
        observation.noteChange()
      }
    }
    lastRender?.reads.add(reads)
    return view
  }

  /// The controllers of the tab, navigation and split containers the views embed, in order.
  private var containerControllers: [UIViewController] {
    containers.sorted { $0.key < $1.key }.map(\.value.controller)
  }

  /// Evaluates, lays out and renders the root view in a hosting view's frame and safe area.
  private func renderAnew(bounds: Rect, safe: Rect) -> (
    modifiers: [PendingModifier], ranActions: Bool
  ) {
    graph.beginEvaluation()
    // Storage reached while laying out (a `GeometryReader`'s content) counts as reached.
    defer {
      for reason in graph.endEvaluation() {
        controller.application?.raise(
          UIKitException(name: "HeadlessSwiftUI.MissingEnvironmentObject", reason: reason))
      }
    }
    let nodes = resolveRoot()
    if controller.sizingOptions.contains(.preferredContentSize) {
      let ideal = nodes.first?.size(for: ProposedSize(width: nil, height: nil))
      let size = CGSize(width: ideal?.width ?? 0, height: ideal?.height ?? 0)
      if controller.preferredContentSize != size { controller.preferredContentSize = size }
    }
    graph.safeArea = safe
    for node in nodes {
      let area = node.ignoresSafeArea ? bounds : safe
      let size = node.size(for: ProposedSize(width: area.width, height: area.height))
      node.place(
        in: Rect(
          x: area.x + (area.width - size.width) / 2, y: area.y + (area.height - size.height) / 2,
          width: size.width, height: size.height))
    }
    // Preferences flow up once the tree is laid out (a `GeometryReader`'s content included).
    let ranPreferenceActions = preferences.update(nodes)
    var pass = RenderPass(engine: self, root: controller.view, bounds: bounds, safeArea: safe)
    for node in nodes { pass.visit(node, parent: controller.view) }
    pass.finish()
    let barItems = ToolbarLowering.apply(
      pass.toolbarItems, title: pass.navigationTitle, to: controller)
    declaredBarVisibility = pass.barVisibility
    let hidesBackButton = pass.backButtonHidden ?? false
    if hidesBackButton != declaredBackButtonHidden {
      controller.navigationItem.hidesBackButton = hidesBackButton
      declaredBackButtonHidden = hidesBackButton
    }
    let barsChanged = BarVisibilityLowering.apply(to: controller)
    if controller.presentingViewController != nil, let disabled = pass.interactiveDismissDisabled {
      controller.isModalInPresentation = disabled
    }
    // Views appear while their hosting view is in a window: a tab that isn't selected, or a
    // root under a `.fullScreen` cover, has disappeared (its state stays).
    let onScreen = controller.view.window == nil ? [] : pass.lifecycle
    let ranActions = lifecycle.update(onScreen, application: controller.application)
    let modifiers = pass.found + toolbarModifiers(barItems)
    return (modifiers, ranActions || ranPreferenceActions || pass.changed || barsChanged)
  }

  /// The presentation modifiers declared inside toolbar items (a `ShareLink` in the bar), in
  /// tree order, each pointing at its item's bar button.
  private func toolbarModifiers(
    _ barItems: [(item: ToolbarItemNodes, barButtonItem: UIBarButtonItem)]
  ) -> [PendingModifier] {
    var found: [PendingModifier] = []
    for (item, barButtonItem) in barItems {
      var pending = item.nodes
      pending.reverse()
      while let node = pending.popLast() {
        for (index, modifier) in node.presentations.enumerated() {
          found.append(
            PendingModifier(
              modifier: modifier, key: "\(node.path)#\(index)", anchor: controller.view,
              environment: node.environment ?? inheritedEnvironment,
              barButtonItem: barButtonItem))
        }
        pending.append(contentsOf: node.children.reversed())
      }
    }
    return found
  }

  /// Evaluates the root view into at most one node: several become a vertical stack, as
  /// SwiftUI lays out a root that is a list of views.
  private func resolveRoot() -> [ViewNode] {
    let context = ResolveContext(graph: graph, path: "root", environment: environment)
    let nodes = context.resolve(controller.erasedRootView.wrapped)
    guard nodes.count > 1 else { return nodes }
    let stack = ViewNode(
      .stack(StackLayout(axis: .vertical, alignment: .center)), path: "root/stack")
    stack.children = nodes
    return [stack]
  }

  /// The size the root view takes for a proposal, evaluated with the views' current state;
  /// nothing is rendered and no state is dropped.
  func fittingSize(for proposal: ProposedSize) -> Size {
    resolveRoot().first?.size(for: proposal) ?? Size(width: 0, height: 0)
  }

  /// The part of the hosting view's frame SwiftUI lays content out in: inside the screen's
  /// safe area and the bars of the containers the controller is in (§5.1).
  private func safeArea(of bounds: Rect) -> Rect {
    guard let profile = controller.application?.profile else { return bounds }
    let (top, bottom) = SafeAreaInsets.barInsets(above: controller.parent, profile: profile)
    let screen = profile.device.screen
    let insetTop = max(0, screen.y + top - bounds.y)
    let insetBottom = max(0, bounds.y + bounds.height - (screen.y + screen.height - bottom))
    return Rect(
      x: bounds.x, y: bounds.y + insetTop, width: bounds.width,
      height: max(bounds.height - insetTop - insetBottom, 0))
  }

  /// The hosting controllers this one embeds or presented.
  var ownedHosts: [any HostingControllerProtocol] {
    var hosts: [any HostingControllerProtocol] = []
    for key in containers.keys.sorted() {
      guard let container = containers[key] else { continue }
      hosts.append(contentsOf: container.hosts)
    }
    for key in modifierOrder {
      if let presented = modifierStates[key]?.presented as? any HostingControllerProtocol {
        hosts.append(presented)
      }
    }
    if let presented = controller.engine.ownPresented as? any HostingControllerProtocol {
      hosts.append(presented)
    }
    return hosts
  }

  /// Ends the views' lives: runs `onDisappear` and cancels tasks, when the hosting controller
  /// left the screen.
  func retire() {
    _ = lifecycle.update([], application: controller.application)
  }
}
