public import HeadlessUIKit
import PresentationHierarchy

/// A controller whose view shows SwiftUI views, as SwiftUI's `UIHostingController`.
///
/// Its view is `_UIHostingView<Content>` with an opaque background until the app clears it
/// (`view.backgroundColor = .clear`, as the seed articles do). Captures show the class as
/// `UIHostingController<ContentView>`, or a subclass's own name. The model evaluates the views
/// when the app settles and after every user action, whether the controller is a window's root,
/// presented, or only its view was added to a window.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
  /// The root view; takes effect at the next evaluation.
  public var rootView: Content
  /// The role the controller plays.
  let hostingKind: HostingKind
  /// Evaluates, lays out and renders the views.
  lazy var engine = HostingEngine(controller: self)

  /// Creates a hosting controller.
  ///
  /// - Parameter rootView: The root view.
  public init(rootView: Content) {
    self.rootView = rootView
    hostingKind = .plain(rootViewName: ViewTypeName.of(Content.self))
    super.init(nibName: nil, bundle: nil)
    ContentEvaluation.install()
  }

  /// Creates a hosting controller in one of SwiftUI's own roles.
  init(rootView: Content, kind: HostingKind) {
    self.rootView = rootView
    hostingKind = kind
    super.init(nibName: nil, bundle: nil)
    ContentEvaluation.install()
  }

  /// Creates one from an archive, as a storyboard would: the model loads no archives, so this
  /// returns `nil`.
  ///
  /// - Parameter aDecoder: The archive.
  public required init?(coder aDecoder: NSCoder) {
    return nil
  }

  /// The class name: SwiftUI's for this class, a subclass's own name otherwise.
  open override var typeName: String {
    guard ObjectIdentifier(type(of: self)) == ObjectIdentifier(UIHostingController.self) else {
      return TypeNames.of(type(of: self))
    }
    return hostingKind.controllerTypeName
  }

  /// Creates the hosting view, `_UIHostingView<Content>`, with an opaque background.
  open override func loadView() {
    let hostingView = HostingView("_UIHostingView<\(hostingKind.rootViewName)>")
    hostingView.hasOpaqueBackground = true
    hostingView.hostingController = self
    view = hostingView
  }
}

/// The hosting view, `_UIHostingView`: it keeps what renders it alive, so content still renders
/// when an app keeps only the view, as seeds/001's `windowOverlay` does with
/// `window.addSubview(vc.view)` (SwiftUI's hosting view owns its view graph).
@MainActor
final class HostingView: UIView {
  /// The hosting controller whose view this is.
  var hostingController: UIViewController?
}

/// A hosting controller, whatever its root view's type.
@MainActor
protocol HostingControllerProtocol: UIViewController {
  /// The engine that renders it.
  var engine: HostingEngine { get }
  /// The root view, type-erased.
  var erasedRootView: AnyView { get }
  /// The role it plays.
  var hostingKind: HostingKind { get }
  /// Replaces the root view, for SwiftUI's own hosting controllers.
  func setErasedRootView(_ view: AnyView)
}

extension UIHostingController: HostingControllerProtocol {
  var erasedRootView: AnyView { AnyView(rootView) }

  func setErasedRootView(_ view: AnyView) {
    if let view = view as? Content { rootView = view }
  }
}
