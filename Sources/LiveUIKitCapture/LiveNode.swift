public import PresentationHierarchy

/// A view or window of a running app, as the capture core reads it.
///
/// Conform the view type of a UI framework to it; `UIView` conforms on platforms with UIKit.
/// The core reads nothing else, so any tree that answers these questions can be captured:
/// a real window scene, a headless model, or a fixture transcribed from a published dump.
///
/// Class names may be mangled Objective-C runtime names such as
/// `_TtGC7SwiftUI14_UIHostingViewVS_7AnyView_`; the core cleans them (see
/// ``TypeNameCleaner``).
public protocol LiveNode {
  /// The class name, such as `UITransitionView` or `_UIHostingView<RootView>`.
  var liveClassName: String { get }
  /// The frame in screen coordinates; `nil` when unknown, which means "the superview's area".
  var liveFrame: Rect? { get }
  /// Whether the view is hidden (`isHidden`).
  var liveIsHidden: Bool { get }
  /// The view's alpha.
  var liveAlpha: Double { get }
  /// Whether the view receives touches (`isUserInteractionEnabled`).
  var liveIsUserInteractionEnabled: Bool { get }
  /// Whether the view paints an opaque background over its whole frame.
  var liveIsOpaque: Bool { get }
  /// The accessibility identifier, which tests use to find the view.
  var liveAccessibilityIdentifier: String? { get }
  /// The accessibility label, which names a button (an alert action's title); captured as
  /// `label=`.
  var liveAccessibilityLabel: String? { get }
  /// The subviews, back to front.
  var liveSubviews: [any LiveNode] { get }
  /// The controller whose root view this is, if any.
  var liveOwningController: (any LiveViewController)? { get }
  /// The controller presented in this view, when the view is a presentation's container (the
  /// `UITransitionView` a presentation controller created); `nil` otherwise.
  var livePresentedController: (any LiveViewController)? { get }
  /// The window's state; `nil` for a view that is not a window.
  var liveWindow: LiveWindowState? { get }
  /// The accessibility elements of a SwiftUI hosting view, in accessibility order: SwiftUI's
  /// views are not views of the tree, so a capture sees them only this way. Empty for any
  /// other view.
  var liveAccessibilityElements: [LiveAccessibilityElement] { get }
  /// The words of a bar, as attributes: a navigation bar's `title`, a tab bar's `tabs` and
  /// `selected` item. Empty for any other view.
  var liveBarText: [(key: String, value: String)] { get }
}

extension LiveNode {
  /// None by default.
  public var liveAccessibilityElements: [LiveAccessibilityElement] { [] }
  /// None by default.
  public var liveBarText: [(key: String, value: String)] { [] }
}

/// A view controller of a running app, as the capture core reads it.
///
/// `UIViewController` conforms on platforms with UIKit.
public protocol LiveViewController {
  /// The class name, such as `UINavigationController` or `UIHostingController<RootView>`.
  var liveClassName: String { get }
  /// The identifier tests use for the controller, if any.
  var liveIdentifier: String? { get }
  /// The presentation style this controller was presented with, after adaptation, such as
  /// `overFullScreen`; `nil` unless this controller itself is presented.
  var livePresentationStyle: String? { get }
  /// The controller that presented this one; `nil` unless it is presented.
  var livePresenter: (any LiveViewController)? { get }
  /// The controller object's identity, so a presentation can point at its presenter's line;
  /// `nil` when unknown (then `presenter=` keeps the presenter's full name).
  var liveObjectIdentifier: ObjectIdentifier? { get }
}

extension LiveViewController {
  /// Unknown by default.
  public var liveObjectIdentifier: ObjectIdentifier? { nil }
}

/// The state of a window that captures record: its level and key status.
///
/// Where a window is composited is decided before the capture, by the order of the windows
/// given to ``liveCapture(windows:detail:)``.
public struct LiveWindowState: Hashable, Sendable {
  /// The window level's raw value; `normal` is 0.
  public var level: Double
  /// Whether the window is its scene's key window.
  public var isKey: Bool

  /// Creates a window state.
  ///
  /// - Parameters:
  ///   - level: The window level's raw value.
  ///   - isKey: Whether the window is key.
  public init(level: Double, isKey: Bool) {
    self.level = level
    self.isKey = isKey
  }
}
