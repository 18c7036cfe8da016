// System chrome and transition modifiers, as SwiftUI's: the status bar, the home indicator,
// container backgrounds, zoom transitions, help tags and navigation subtitles. Inert: none of
// them decides a frame, a presentation or where a tap lands in the model.
// - The status bar: the model draws none and doesn't follow controllers' status bar
//   preferences (`UIViewController.prefersStatusBarHidden` is inert in HeadlessUIKit), and the
//   safe area comes from the device profile, so hiding it changes no frame [INF: on devices with
//   a sensor housing the top inset stays when the status bar hides].
// - Persistent system overlays (the home indicator): drawn by the system above the app, not a
//   window the model captures.
// - Container backgrounds, navigation transitions and transition sources: drawing and
//   animation only [DOC: swiftui/view/navigationtransition(_:), "Sets the navigation transition
//   style"]; a push or presentation with a zoom transition lands where it would without one.
// - Help text: an accessibility hint and a tooltip [DOC: swiftui/view/help(_:)].
// - Navigation subtitles: text in the navigation bar (iOS 26), which the model doesn't lay out
//   as a separate label.

extension View {
  /// Sets the visibility of the status bar; inert: the model draws no status bar and its safe
  /// area comes from the device profile.
  ///
  /// - Parameter hidden: Whether to hide the status bar.
  /// - Returns: The view, unchanged.
  public func statusBarHidden(_ hidden: Bool = true) -> some View {
    self
  }

  /// Sets the preferred visibility of the non-transient system views overlaying the app, such
  /// as the home indicator; inert: the model draws no system overlays.
  ///
  /// - Parameter visibility: Their preferred visibility.
  /// - Returns: The view, unchanged.
  public func persistentSystemOverlays(_ visibility: Visibility) -> some View {
    self
  }

  /// Sets the background of the enclosing container to a style; inert (drawn only).
  ///
  /// - Parameters:
  ///   - style: The style.
  ///   - container: The container whose background it is.
  /// - Returns: The view, unchanged.
  public func containerBackground<S: ShapeStyle>(
    _ style: S, for container: ContainerBackgroundPlacement
  ) -> some View {
    self
  }

  /// Sets the background of the enclosing container to a view; inert: the view is never drawn.
  ///
  /// - Parameters:
  ///   - container: The container whose background it is.
  ///   - alignment: How the background views are aligned.
  ///   - content: The background views.
  /// - Returns: The view, unchanged.
  public func containerBackground<V: View>(
    for container: ContainerBackgroundPlacement, alignment: Alignment = .center,
    @ViewBuilder content: () -> V
  ) -> some View {
    self
  }

  /// Sets the transition a navigation stack or sheet uses to show this view; inert: the model's
  /// transitions complete at once, and the view lands where it would without one.
  ///
  /// - Parameter style: The transition.
  /// - Returns: The view, unchanged.
  public func navigationTransition(_ style: some NavigationTransition) -> some View {
    self
  }

  /// Identifies this view as the source of a navigation transition, such as a zoom; inert.
  ///
  /// - Parameters:
  ///   - id: The identifier the transition names.
  ///   - namespace: The namespace the identifier is in.
  /// - Returns: The view, unchanged.
  public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID)
    -> some View
  {
    self
  }

  /// Adds help text, the view's accessibility hint and tooltip; inert.
  ///
  /// - Parameter textKey: The help text's localized key (what a string literal passes).
  /// - Returns: The view, unchanged.
  public func help(_ textKey: LocalizedStringKey) -> some View {
    self
  }

  /// Adds help text, the view's accessibility hint and tooltip; inert.
  ///
  /// - Parameter text: The help text.
  /// - Returns: The view, unchanged.
  public func help(_ text: Text) -> some View {
    self
  }

  /// Adds help text, the view's accessibility hint and tooltip; inert.
  ///
  /// - Parameter text: The help text.
  /// - Returns: The view, unchanged.
  @_disfavoredOverload
  public func help<S: StringProtocol>(_ text: S) -> some View {
    self
  }

  /// Sets the subtitle shown with the navigation title (iOS 26); inert: the navigation bar's
  /// title area keeps its frame.
  ///
  /// - Parameter subtitleKey: The subtitle's localized key (what a string literal passes).
  /// - Returns: The view, unchanged.
  public func navigationSubtitle(_ subtitleKey: LocalizedStringKey) -> some View {
    self
  }

  /// Sets the subtitle shown with the navigation title (iOS 26); inert.
  ///
  /// - Parameter subtitle: The subtitle.
  /// - Returns: The view, unchanged.
  public func navigationSubtitle(_ subtitle: Text) -> some View {
    self
  }

  /// Sets the subtitle shown with the navigation title (iOS 26); inert.
  ///
  /// - Parameter subtitle: The subtitle.
  /// - Returns: The view, unchanged.
  @_disfavoredOverload
  public func navigationSubtitle<S: StringProtocol>(_ subtitle: S) -> some View {
    self
  }
}

extension Scene {
  /// Sets the preferred visibility of the non-transient system views overlaying the scene's
  /// windows, such as the home indicator; inert: the model draws no system overlays, and the
  /// scene launches as without it.
  ///
  /// - Parameter preferredVisibility: Their preferred visibility.
  /// - Returns: The scene, launching as before.
  public func persistentSystemOverlays(_ preferredVisibility: Visibility) -> some Scene {
    InertlyModifiedScene(scene: self)
  }
}

/// The placement of a container background, as SwiftUI's `ContainerBackgroundPlacement`; inert.
///
/// WidgetKit's `.widget` placement is declared in HeadlessWidgetKit, as in WidgetKit.
public struct ContainerBackgroundPlacement: Sendable, Hashable {
  let name: String

  /// Creates a placement by name: WidgetKit declares `.widget` (HeadlessWidgetKit).
  package init(name: String) {
    self.name = name
  }

  /// The background inside a navigation stack or split view column.
  public static let navigation = ContainerBackgroundPlacement(name: "navigation")
  /// The background behind a navigation split view's columns.
  public static let navigationSplitView = ContainerBackgroundPlacement(
    name: "navigationSplitView")
}

/// A type that defines the transition to use when navigating to a view, as SwiftUI's
/// `NavigationTransition`; inert.
public protocol NavigationTransition {}

/// The transition the system chooses, as SwiftUI's `AutomaticNavigationTransition`; inert.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// A transition that zooms the appearing view from a source view, as SwiftUI's
/// `ZoomNavigationTransition`; inert.
public struct ZoomNavigationTransition: NavigationTransition {}

extension NavigationTransition where Self == AutomaticNavigationTransition {
  /// The transition the system chooses for the context.
  public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
  /// A transition that zooms the appearing view from the view marked with
  /// `matchedTransitionSource(id:in:)`.
  ///
  /// - Parameters:
  ///   - sourceID: The identifier the source view was given.
  ///   - namespace: The namespace the identifier is in.
  /// - Returns: The zoom transition.
  public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID)
    -> ZoomNavigationTransition
  {
    ZoomNavigationTransition()
  }
}
