/// The uncertain parts of SwiftUI's presentation bridge, as switches of a ``FidelityProfile``.
///
/// Each switch is a fact the UIKit reference marks as inferred [INF] or lists as an open question;
/// its default is stated with it. UIKit's own alert facts are in ``FidelityProfile/Behavior``.
public struct SwiftUIFidelity: Hashable, Sendable {
  /// Whether SwiftUI's full-screen cover maps to `.overFullScreen` rather than `.fullScreen`.
  ///
  /// Default `true`: verified for the iOS 18/26 binaries, [INF] before (§5.3, open question 2).
  public var fullScreenCoverIsOverFullScreen = true
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
