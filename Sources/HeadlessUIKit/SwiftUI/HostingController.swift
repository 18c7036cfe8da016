/// A hosting controller, like `UIHostingController`: a controller whose view renders SwiftUI
/// ``Content`` into views and whose modifiers become UIKit presentations.
///
/// Its view is `_UIHostingView<Name>` and captures show it as `UIHostingController<Name>`
/// (UIKIT-MODEL.md §5.1 [OBS]). Rendering is explicit: ``update()`` stands for SwiftUI
/// evaluating the bodies, and is safe to call any number of times.
///
/// Subclass it as you would `UIHostingController`, for example for a clear controller presented
/// `.overCurrentContext` from a top-most controller finder (§7 S12); captures then show the
/// subclass's name.
@MainActor
open class HostingController: UIViewController {
  /// The roles SwiftUI's own hosting controllers play, which decide their class names.
  public enum Kind: Hashable, Sendable {
    /// `UIHostingController<Name>`, made by the app.
    case plain(rootViewName: String)
    /// The app root, `UIHostingController<ModifiedContent<AnyView, RootModifier>>` (§5.1 [OBS]).
    case appRoot
    /// A tab, `UIHostingController<TabItem.RootView>` (§2.4 [OBS]).
    case tabItem
    /// A navigation stack's root, `NavigationStackHostingController<AnyView>` (§5.1 [OBS]).
    case navigationRoot
    /// A pushed destination, `DestinationHostingController<AnyView>` (§5.1 [OBS]).
    case destination
    /// A sheet, cover or popover, `PresentationHostingController<AnyView>` (§5.3 [OBS/RE]).
    case presentation

    /// The SwiftUI view type in the class names.
    var rootViewName: String {
      switch self {
      case .plain(let name): name
      case .appRoot: "ModifiedContent<AnyView, RootModifier>"
      case .tabItem: "TabItem.RootView"
      case .navigationRoot, .destination, .presentation: "AnyView"
      }
    }

    /// The controller's class name.
    var controllerTypeName: String {
      switch self {
      case .plain, .appRoot, .tabItem: "UIHostingController<\(rootViewName)>"
      case .navigationRoot: "NavigationStackHostingController<AnyView>"
      case .destination: "DestinationHostingController<AnyView>"
      case .presentation: "PresentationHostingController<AnyView>"
      }
    }
  }

  /// The content the controller renders; takes effect at the next ``update()``.
  public var rootView: Content
  /// The role the controller plays.
  public let kind: Kind

  /// The views rendered for content nodes, by the node's structural path.
  var renderedViews: [String: RenderedContentView] = [:]
  /// The tab and navigation containers rendered, by the node's structural path.
  var containers: [String: EmbeddedContainer] = [:]
  /// The state of each presentation modifier, by the node's path and the modifier's index.
  var modifierStates: [String: ModifierState] = [:]
  /// The keys of ``modifierStates`` in the order of the last render.
  var modifierOrder: [String] = []

  /// Creates a hosting controller for content.
  ///
  /// - Parameters:
  ///   - rootView: The content to render.
  ///   - rootViewName: The SwiftUI view type in the class names, as in
  ///     `UIHostingController<ContentView>`.
  ///   - identifier: The identifier tests use for the controller.
  public convenience init(
    rootView: Content, rootViewName: String = "AnyView", identifier: String? = nil
  ) {
    self.init(rootView: rootView, kind: .plain(rootViewName: rootViewName), identifier: identifier)
  }

  /// Creates a hosting controller in one of SwiftUI's roles.
  ///
  /// - Parameters:
  ///   - rootView: The content to render.
  ///   - kind: The role, which decides the class names.
  ///   - identifier: The identifier tests use for the controller.
  public init(rootView: Content, kind: Kind, identifier: String? = nil) {
    self.rootView = rootView
    self.kind = kind
    super.init(identifier: identifier)
  }

  /// The class name: SwiftUI's for this class, a subclass's own name otherwise.
  open override var typeName: String {
    guard ObjectIdentifier(type(of: self)) == ObjectIdentifier(HostingController.self) else {
      return String(describing: type(of: self))
    }
    return kind.controllerTypeName
  }

  /// The hosting view, `_UIHostingView<Name>`, with an opaque background.
  ///
  /// The background is opaque until the app clears it, as `view.backgroundColor = .clear` does
  /// in the seed article [CLAIM: seeds/000].
  ///
  /// - Returns: The hosting view.
  open override func loadView() -> UIView {
    let view = UIView("_UIHostingView<\(kind.rootViewName)>")
    view.hasOpaqueBackground = true
    return view
  }

  /// Evaluates the bodies again: renders this controller's content and that of every hosting
  /// controller under it, and applies the presentation modifiers.
  ///
  /// The hosting controllers under this one are those of its tab views and navigation stacks,
  /// those its modifiers presented or pushed, and one it presented itself. A modifier whose
  /// binding is `true` presents once; evaluating again while it is up changes nothing. A
  /// modifier whose host is not in a window waits, and presents at the first update after the
  /// host got one (§5.2 [RE]). Dismissals that finish at once let a waiting sheet present in
  /// the same call; after ``UIApplication/finishTransitions()`` call it again.
  ///
  /// - Throws: ``UIKitException`` when UIKit raises one for a presentation.
  public func update() throws(UIKitException) {
    try Self.update([self])
  }

  /// Updates several hosting controllers and everything under them.
  static func update(_ roots: [HostingController]) throws(UIKitException) {
    // A dismissal that finishes at once can free a host for a waiting sheet; evaluate again
    // until nothing changes, a bounded number of times.
    let evaluation = BodyEvaluation()
    // Dismissals first, everywhere, so one state change that hides a cover and shows a sheet
    // does not meet a presenter that is still busy (SwiftUI queues such presentations, §5.2
    // [RE]).
    _ = try sweep(roots, evaluation: evaluation, presenting: false)
    for _ in 0..<8 {
      guard try sweep(roots, evaluation: evaluation) else { return }
    }
  }

  /// Renders every host reachable from the roots once, breadth first; returns whether a
  /// presentation, dismissal, push or pop happened.
  private static func sweep(
    _ roots: [HostingController], evaluation: BodyEvaluation, presenting: Bool = true
  ) throws(UIKitException) -> Bool {
    var queue = roots
    var seen = Set(roots.map(ObjectIdentifier.init))
    var changed = false
    var index = 0
    while index < queue.count {
      let host = queue[index]
      index += 1
      let modifiers = host.renderContent()
      if try host.applyModifiers(modifiers, evaluation: evaluation, presenting: presenting) {
        changed = true
      }
      for owned in host.ownedHosts where seen.insert(ObjectIdentifier(owned)).inserted {
        queue.append(owned)
      }
    }
    return changed
  }

  /// The hosting controllers this one renders into or presented.
  private var ownedHosts: [HostingController] {
    var hosts: [HostingController] = []
    for key in containers.keys.sorted() {
      guard let container = containers[key] else { continue }
      hosts.append(contentsOf: container.hosts)
    }
    for key in modifierOrder {
      if let presented = modifierStates[key]?.presented as? HostingController {
        hosts.append(presented)
      }
    }
    if let presented = ownPresented as? HostingController { hosts.append(presented) }
    return hosts
  }
}
