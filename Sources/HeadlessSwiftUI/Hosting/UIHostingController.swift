public import Foundation
public import HeadlessUIKit
import PresentationHierarchy

/// A controller whose view shows SwiftUI views, as SwiftUI's `UIHostingController`.
///
/// Its view is `_UIHostingView<Content>` with an opaque background until the app clears it
/// (`view.backgroundColor = .clear`, as the seed articles do). Captures show the class as
/// `UIHostingController<ContentView>`, or a subclass's own name. The model evaluates the views
/// after a change they depend on (a button's writes, a pop UIKit made, a new window), whether
/// the controller is a window's root, presented, or only its view was added to a window.
@preconcurrency @MainActor
open class UIHostingController<Content: View>: UIViewController {
  /// The root view; takes effect at the next evaluation.
  public var rootView: Content {
    didSet { hostingEngine.rootViewWasSet() }
  }
  /// The safe area regions the controller adds to its view, `.all` by default.
  ///
  /// Modelled: without `.container`, the root view is laid out over the whole view, as
  /// `ignoresSafeArea()` on it would, and a `TabView` or `NavigationStack` fills it [DOC:
  /// `swiftui/uihostingcontroller/safearearegions`, "omits it from the SwiftUI layout system
  /// altogether"]. `.keyboard` changes nothing, as the model shows no software keyboard. Takes
  /// effect at the next evaluation.
  public var safeAreaRegions: SafeAreaRegions = .all {
    didSet { viewIfLoaded?.setNeedsLayout() }
  }
  /// How the controller tracks its content's size; empty by default.
  ///
  /// With `.preferredContentSize`, every evaluation sets `preferredContentSize` to the root
  /// view's ideal size (its size for an unspecified proposal), which tells a parent through
  /// `preferredContentSizeDidChange(forChildContentContainer:)`. With `.intrinsicContentSize`,
  /// the view's `intrinsicContentSize` is that ideal size, which Auto Layout reads at every
  /// pass [DOC: `swiftui/uihostingcontrollersizingoptions`]. Without it the view reports no
  /// intrinsic size, where SwiftUI's hosting view reports the ideal size without invalidating it.
  public var sizingOptions: UIHostingControllerSizingOptions = [] {
    didSet { viewIfLoaded?.invalidateIntrinsicContentSize() }
  }
  /// The role the controller plays.
  let hostingKind: HostingKind
  /// Evaluates, lays out and renders the views.
  lazy var hostingEngine = HostingEngine(controller: self)

  /// Creates a hosting controller.
  ///
  /// - Parameter rootView: The root view.
  public init(rootView: Content) {
    self.rootView = rootView
    hostingKind = .plain(rootViewName: ViewTypeName.of(Content.self))
    super.init(nibName: nil, bundle: nil)
    nameAsSwiftUI()
    ContentEvaluation.install()
  }

  /// Creates a hosting controller in one of SwiftUI's own roles.
  init(rootView: Content, kind: HostingKind) {
    self.rootView = rootView
    hostingKind = kind
    super.init(nibName: nil, bundle: nil)
    nameAsSwiftUI()
    ContentEvaluation.install()
  }

  /// Makes captures show SwiftUI's name for this class; a subclass keeps its own name.
  private func nameAsSwiftUI() {
    guard ObjectIdentifier(type(of: self)) == ObjectIdentifier(UIHostingController.self) else {
      return
    }
    engine.typeNameOverride = hostingKind.controllerTypeName
  }

  /// Creates one from an archive, as a storyboard would: the model loads no archives, so this
  /// returns `nil`.
  ///
  /// - Parameter aDecoder: The archive.
  public required init?(coder aDecoder: NSCoder) {
    return nil
  }

  /// Calculates the size that best fits the root view for a proposed size.
  ///
  /// The root view is evaluated and sized by the model's SwiftUI layout (see the article
  /// "Layout") for the proposal as given, each dimension offered as is: `.infinity` lets
  /// flexible views take all of it, as in SwiftUI. The safe area plays no part.
  ///
  /// - Parameter size: The proposed size.
  /// - Returns: The size the root view takes; it can exceed the proposal, as a fixed frame's
  ///   does.
  public func sizeThatFits(in size: CGSize) -> CGSize {
    let taken = hostingEngine.fittingSize(
      for: ProposedSize(width: Double(size.width), height: Double(size.height)))
    return CGSize(width: taken.width, height: taken.height)
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
/// when an app keeps only the view, as article 001's `windowOverlay` does with
/// `window.addSubview(vc.view)` (SwiftUI's hosting view owns its view graph).
@MainActor
class HostingView: UIView {
  /// The hosting controller whose view this is.
  var hostingController: UIViewController?

  /// The root view's ideal size when the controller's ``UIHostingController/sizingOptions``
  /// include `.intrinsicContentSize`, else none.
  override var intrinsicContentSize: CGSize {
    guard let host = hostingController as? any HostingControllerProtocol,
      host.sizingOptions.contains(.intrinsicContentSize)
    else { return super.intrinsicContentSize }
    let ideal = host.hostingEngine.fittingSize(for: ProposedSize(width: nil, height: nil))
    return CGSize(width: ideal.width, height: ideal.height)
  }
}

/// Options for how a hosting controller tracks its content's size, as SwiftUI's
/// `UIHostingControllerSizingOptions`.
public struct UIHostingControllerSizingOptions: OptionSet, Sendable {
  public let rawValue: Int

  /// Creates a set from its raw value.
  ///
  /// - Parameter rawValue: The raw value.
  public init(rawValue: Int) {
    self.rawValue = rawValue
  }

  /// The controller keeps its preferred content size at its content's ideal size.
  public static let preferredContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 0)
  /// The controller's view reports its content's ideal size as its intrinsic content size.
  public static let intrinsicContentSize = UIHostingControllerSizingOptions(rawValue: 1 << 1)
}

/// A hosting controller, whatever its root view's type.
@MainActor
protocol HostingControllerProtocol: UIViewController {
  /// The engine that renders it.
  var hostingEngine: HostingEngine { get }
  /// The root view, type-erased.
  var erasedRootView: AnyView { get }
  /// The role it plays.
  var hostingKind: HostingKind { get }
  /// The safe area regions it adds to its view.
  var safeAreaRegions: SafeAreaRegions { get }
  /// How it tracks its content's size.
  var sizingOptions: UIHostingControllerSizingOptions { get }
  /// Replaces the root view, for SwiftUI's own hosting controllers.
  func setErasedRootView(_ view: AnyView)
}

extension UIHostingController: HostingControllerProtocol {
  var erasedRootView: AnyView { AnyView(rootView) }

  func setErasedRootView(_ view: AnyView) {
    if let view = view as? Content { rootView = view }
  }
}
