/// The uncertain parts of SwiftUI's presentation bridge, as switches of a ``FidelityProfile``.
///
/// Each switch is a fact the UIKit reference marks as inferred [INF] or lists as an open question;
/// its default is stated with it. `FidelityProfile.fullScreenCoverIsOverFullScreen` (open
/// question 2) stays on the profile itself.
public struct SwiftUIFidelity: Hashable, Sendable {
  /// Whether an alert's or dialog's transition view holds a `UIDimmingView` behind the alert
  /// view.
  ///
  /// Default `true` [INF, §4.6, open question 5: the contents of a modern alert's
  /// `UITransitionView` are not recorded].
  public var alertUsesDimmingView = true
  /// The class name of the view an alert controller shows.
  ///
  /// Default `_UIAlertControllerView` [INF, open question 5; `_UIAlertControllerPhoneTVMacView`
  /// is the other candidate].
  public var alertViewTypeName = "_UIAlertControllerView"
  /// The style an alert controller is presented with on compact width.
  ///
  /// Default `.custom`: its presentation controllers are private subclasses [RE, §1.4, §4.6] that
  /// keep the presenter's views [INF, §4.6], which is how the model treats `.custom`.
  public var alertPresentationStyle: UIModalPresentationStyle = .custom
  /// Whether a request UIKit dropped with a warning is tried again on the next body evaluation
  /// while the binding stays `true`.
  ///
  /// Default `false`: the dropped alert "would silently never appear" [OBS, §5.4]; whether
  /// SwiftUI retries later is [INF].
  public var retriesDroppedPresentations = false
  /// Whether a presentation dismissed by other means (a `dismiss` call on a controller, a pop)
  /// sets its binding back to `false` on the next body evaluation.
  ///
  /// Default `true` [INF: the bridge's dismissal callback resetting the binding is not quoted in
  /// §5.2].
  public var resetsBindingWhenDismissedElsewhere = true

  /// Creates the default switches.
  public init() {}
}
