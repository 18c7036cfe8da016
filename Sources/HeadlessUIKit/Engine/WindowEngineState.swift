/// The model's bookkeeping for one window: its place among windows of its level, whether the
/// system owns it, and the root presentation's container, held apart from ``UIWindow``'s own
/// state.
@MainActor
final class WindowEngineState {
  /// Whether this is a window the system owns, such as the keyboard's (§4.6).
  var isSystemWindow = false
  /// The order among windows of the same level: later is in front (§4.2).
  var orderStamp = 0
  /// The container of the root presentation (iOS 13+), `UITransitionView` (§2.1).
  var rootTransitionView: UIView?

  /// Creates empty bookkeeping.
  init() {}
}
